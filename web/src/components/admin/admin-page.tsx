import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';

export type AdminPageProps = {
  title: string;
  lead?: ReactNode;
  /** Buttons beside the heading (New tender, Edit ...). */
  actions?: ReactNode;
  children: ReactNode;
};

/** One admin screen: its single h1, an optional line under it, actions, then the content. */
export function AdminPage({ title, lead, actions, children }: AdminPageProps) {
  useDocumentTitle(`${title} | Admin`);
  return (
    <Stack gap="5" minW="0">
      <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap">
        <Stack gap="1" minW="0">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.navy" wordBreak="break-word">
            {title}
          </Heading>
          {lead ? <Text color="gray.700">{lead}</Text> : null}
        </Stack>
        {actions ? (
          <HStack gap="2" flexWrap="wrap">
            {actions}
          </HStack>
        ) : null}
      </HStack>
      {children}
    </Stack>
  );
}
