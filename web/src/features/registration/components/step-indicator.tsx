import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import type { WizardStep } from '../vendor-wizard';

export type StepIndicatorProps = { steps: readonly WizardStep[]; current: number };

/** The wizard's steps as an ordered list; the current one is marked for screen readers (aria-current). */
export function StepIndicator({ steps, current }: StepIndicatorProps) {
  return (
    <Box as="nav" aria-label="Registration steps" mb="6">
      <Flex as="ol" gap={{ base: '2', md: '4' }} flexWrap="wrap" listStyleType="none">
        {steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'next';
          return (
            <Flex
              as="li"
              key={step.id}
              aria-current={state === 'current' ? 'step' : undefined}
              align="center"
              gap="2"
              px="3"
              py="1.5"
              borderRadius="full"
              borderWidth="1px"
              borderColor={state === 'current' ? 'blue.700' : 'gray.300'}
              bg={state === 'current' ? 'blue.700' : state === 'done' ? 'blue.50' : 'white'}
              color={state === 'current' ? 'white' : 'gray.800'}
              fontSize="sm"
            >
              <Text as="span" fontWeight="bold">
                {index + 1}.
              </Text>
              <Text as="span">{step.title}</Text>
              {state === 'done' ? (
                <Box as="span" srOnly>
                  (done)
                </Box>
              ) : null}
            </Flex>
          );
        })}
      </Flex>
      <Text srOnly aria-live="polite">
        {`Step ${current + 1} of ${steps.length}: ${steps[current]?.title ?? ''}`}
      </Text>
    </Box>
  );
}
