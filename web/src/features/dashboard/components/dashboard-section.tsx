import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { useId, type ReactNode } from 'react';

export type DashboardSectionProps = { title: string; children: ReactNode };

/** One titled part of the dashboard (an h2 naming a region). */
export function DashboardSection({ title, children }: DashboardSectionProps) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} minW="0">
      <Heading as="h2" id={headingId} size="xl" color="brand.navy" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
