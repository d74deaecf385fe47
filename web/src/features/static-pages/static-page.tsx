import { Container } from '@chakra-ui/react/container';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page-header';
import { Prose } from '../../components/prose';
import { useDocumentTitle } from '../../lib/use-document-title';

export type StaticPageProps = {
  title: string;
  documentTitle?: string;
  lead?: ReactNode;
  children: ReactNode;
  prose?: boolean;
};

export function StaticPage({ title, documentTitle, lead, children, prose = true }: StaticPageProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <Container maxW="6xl" py={{ base: '8', md: '12' }}>
        {prose ? <Prose>{children}</Prose> : children}
      </Container>
    </>
  );
}
