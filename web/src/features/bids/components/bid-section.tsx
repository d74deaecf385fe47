import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import type { ReactNode } from 'react';

export type BidSectionProps = { title: string; children: ReactNode };

/** One titled part of the bid page. */
export function BidSection({ title, children }: BidSectionProps) {
  return (
    <Box
      as="section"
      aria-label={title}
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="lg"
      p={{ base: '3', md: '5' }}
    >
      <Heading as="h2" size="lg" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
