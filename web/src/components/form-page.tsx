import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { RESET_FORM_WIDTH_PX } from '@tender/shared/constants';
import { useDocumentTitle } from '../lib/use-document-title';
import { PageHeader } from './page-header';
import { AppLink } from './ui/app-link';

export type FormPageProps = {
  title: string;
  lead?: ReactNode;
  /** The form column's width: 500px for the auth forms (SPEC.md §9), wider for account forms. */
  width?: string;
  children: ReactNode;
};

/** A page holding one form: the heading band, then a centred white card as wide as `width`, full width on phones. */
export function FormPage({ title, lead, width = `${RESET_FORM_WIDTH_PX}px`, children }: FormPageProps) {
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <Container maxW="6xl" py={{ base: '8', md: '12' }}>
        <Box
          maxW={width}
          mx="auto"
          bg="white"
          borderWidth={{ base: '0', sm: '1px' }}
          borderRadius="lg"
          boxShadow={{ base: 'none', sm: 'sm' }}
          p={{ base: '0', sm: '8' }}
        >
          {children}
        </Box>
      </Container>
    </>
  );
}

export type FormFooterLinkProps = {
  to: string;
  /** Words before the link, e.g. 'New here?'. */
  lead?: string;
  children: ReactNode;
};

/** The one link under an auth form (to Login, to Sign up), centred. */
export function FormFooterLink({ to, lead, children }: FormFooterLinkProps) {
  return (
    <Text color="gray.700" textAlign="center">
      {lead ? `${lead} ` : null}
      <AppLink to={to} color="blue.700" fontWeight="semibold">
        {children}
      </AppLink>
    </Text>
  );
}
