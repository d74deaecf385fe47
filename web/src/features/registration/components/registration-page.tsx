import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { forwardRef, useId, type ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { RegistrationAccountNotice } from './registration-account-notice';

export type RegistrationPageProps = {
  /** The page's title (h1 and document title). */
  title: string;
  /** The form's heading (h2), e.g. 'Vendor, Consultant, Supplier Registration Form'. */
  heading: string;
  children: ReactNode;
};

/**
 * A registration screen: the title band, then the form under its heading, the required-fields
 * notice and whose registration it is (a visitor's, a signed-in Subscriber's own).
 */
export const RegistrationPage = forwardRef<HTMLHeadingElement, RegistrationPageProps>(function RegistrationPage(
  { title, heading, children },
  headingRef,
) {
  useDocumentTitle(title);
  const headingId = useId();
  return (
    <>
      <PageHeader title={title} />
      <Container maxW="5xl" py={{ base: '6', md: '10' }} px={{ base: '3', sm: '6' }}>
        <Box as="section" aria-labelledby={headingId}>
          <Heading
            as="h2"
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            size={{ base: 'xl', md: '2xl' }}
            color="brand.navy"
            mb="2"
            _focusVisible={{ outline: 'none' }}
          >
            {heading}
          </Heading>
          <Text color="gray.700" mb="6">
            All fields marked{' '}
            <Box as="span" color="red.600" fontWeight="bold">
              *
            </Box>{' '}
            are required.
          </Text>
          <RegistrationAccountNotice />
          {children}
        </Box>
      </Container>
    </>
  );
});
