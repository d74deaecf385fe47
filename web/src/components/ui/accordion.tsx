import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { chakra } from '@chakra-ui/react/styled-system';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId } from 'react';

export type AccordionItemData = { value: string; title: ReactNode; content: ReactNode };

export type AccordionListProps = {
  items: readonly AccordionItemData[];
  /** Items open at first. */
  defaultValue?: string[];
  /** Allow several items open at once (otherwise opening one closes the others, natively). */
  multiple?: boolean;
  headingLevel?: 'h2' | 'h3';
};

const INDICATOR_CLASS = 'accordion-indicator';

/**
 * Native `<details>`/`<summary>` sections with the look of Chakra's enclosed accordion: they open and
 * close before any script has run (tap, Enter, Space) and React never drives `open` afterwards, so a
 * section the visitor opened before hydration stays open. Each summary holds a real heading, keeping
 * the page's outline.
 */
export function AccordionList({ items, defaultValue = [], multiple = false, headingLevel = 'h2' }: AccordionListProps) {
  const exclusiveName = useId();
  return (
    <Box width="full" borderWidth="1px" borderRadius="l2" overflow="hidden" divideY="1px">
      {items.map((item) => (
        <chakra.details
          key={item.value}
          name={multiple ? undefined : exclusiveName}
          open={defaultValue.includes(item.value) || undefined}
          data-section={item.value}
          _open={{ bg: 'bg.subtle' }}
          css={{ [`&[open] > summary .${INDICATOR_CLASS}`]: { rotate: '180deg' } }}
        >
          <chakra.summary
            display="flex"
            alignItems="center"
            gap="3"
            px="4"
            py="3"
            cursor="pointer"
            listStyle="none"
            css={{
              '&::-webkit-details-marker': { display: 'none' },
              // The list clips its rounded corners: keep the focus ring inside.
              '&:focus-visible': { outlineOffset: '-3px' },
            }}
          >
            <Heading as={headingLevel} size="md" flex="1" fontWeight="semibold" fontSize={{ base: 'md', md: 'lg' }}>
              {item.title}
            </Heading>
            <Box
              as="span"
              className={INDICATOR_CLASS}
              display="inline-flex"
              color="fg.subtle"
              transition="rotate 0.2s"
              flexShrink={0}
            >
              <ChevronDown aria-hidden="true" size="1.2em" />
            </Box>
          </chakra.summary>
          <Box px="8" pt="2" pb="5">
            {item.content}
          </Box>
        </chakra.details>
      ))}
    </Box>
  );
}
