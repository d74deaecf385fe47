import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { pageMessages } from '@tender/shared/messages';
import { lazy, Suspense } from 'react';
import { LoadingState } from '../../../components/ui/loading-state';
import { WhenVisible } from '../../../components/when-visible';
import { ContactDetails } from './contact-details';

// The form (Formik, Yup, field components) loads when the visitor scrolls near it.
const ContactForm = lazy(() => import('./contact-form').then((module) => ({ default: module.ContactForm })));

/** The home page's 'Any Query? Get in touch with us' section, with the same contact form. */
export function ContactSection() {
  return (
    <Box as="section" aria-labelledby="home-contact-title" py={{ base: '12', md: '16' }}>
      <Container maxW="6xl">
        <Grid templateColumns={{ base: '1fr', lg: '2fr 3fr' }} gap={{ base: '8', lg: '12' }}>
          <Box>
            <Heading as="h2" id="home-contact-title" size={{ base: '2xl', md: '3xl' }} color="brand.navy" mb="3">
              {pageMessages.contactSectionTitle}
            </Heading>
            <Text color="gray.700" mb="6">
              Send us your question about a tender, registration or a project you want us to manage. We reply within one
              working day.
            </Text>
            <ContactDetails />
          </Box>
          <Box minH={{ base: '36rem', md: '30rem' }}>
            <WhenVisible placeholder={<LoadingState label="Loading the contact form..." />}>
              <Suspense fallback={<LoadingState label="Loading the contact form..." />}>
                <ContactForm idPrefix="home-contact" />
              </Suspense>
            </WhenVisible>
          </Box>
        </Grid>
      </Container>
    </Box>
  );
}
