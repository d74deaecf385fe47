import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { useId, type ReactNode } from 'react';

export type AdminSectionProps = { title: string; children: ReactNode };

/** A titled part of an admin record's page (Review, Profile, Audit trail): a region named by its h2. */
export function AdminSection({ title, children }: AdminSectionProps) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} borderTopWidth="1px" borderColor="gray.200" pt="5">
      <Heading as="h2" id={headingId} size="lg" color="brand.navy" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
