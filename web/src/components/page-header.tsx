import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';

export type PageHeaderProps = {
  title: string;
  lead?: ReactNode;
  /**
   * The lead comes with the page's answer: its line is kept meanwhile, so the page below does not
   * move down when it arrives.
   */
  leadPending?: boolean;
};

/** The band under the menu with the page's single h1. */
export function PageHeader({ title, lead, leadPending = false }: PageHeaderProps) {
  const shown = lead ?? (leadPending ? '\u00a0' : null);
  return (
    <Box bg="brand.navy" color="white" py={{ base: '8', md: '12' }}>
      <Container maxW="6xl">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} fontWeight="bold">
          {title}
        </Heading>
        {shown ? (
          <Text
            mt="3"
            maxW="3xl"
            color="gray.100"
            fontSize={{ base: 'md', md: 'lg' }}
            aria-hidden={lead ? undefined : true}
          >
            {shown}
          </Text>
        ) : null}
      </Container>
    </Box>
  );
}
