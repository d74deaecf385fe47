import { Container } from '@chakra-ui/react/container';
import { HStack, Stack } from '@chakra-ui/react/stack';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../../components/page-header';
import { useDocumentTitle } from '../../../../lib/use-document-title';

export type MyTenderPageProps = {
  title: string;
  lead?: ReactNode;
  /** Buttons above the content (New tender, Edit, Send for review ...). */
  actions?: ReactNode;
  children: ReactNode;
};

/** One My Tenders screen: the site's page band with its h1, the actions, then the content. */
export function MyTenderPage({ title, lead, actions, children }: MyTenderPageProps) {
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        <Stack gap="5" minW="0">
          {actions ? (
            <HStack gap="2" flexWrap="wrap">
              {actions}
            </HStack>
          ) : null}
          {children}
        </Stack>
      </Container>
    </>
  );
}
