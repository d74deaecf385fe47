import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { OfficeLocation } from './office-location';

export function ContactPage() {
  useDocumentTitle('Contact Us');
  return (
    <>
      <PageHeader
        title="Contact Us"
        lead="Questions about a tender, your registration or working with us as a project owner? Our tender desk answers every message within one working day."
      />
      <Container maxW="6xl" py={{ base: '8', md: '12' }}>
        <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap={{ base: '10', lg: '12' }}>
          <Box as="section" aria-labelledby="send-message-title">
            <Heading as="h2" id="send-message-title" size="xl" color="brand.navy" mb="2">
              Send Us A Message
            </Heading>
            <Text color="gray.700" mb="6">
              Tell us the tender ID if your question is about a particular tender.
            </Text>
            <ContactForm idPrefix="contact-page" />
          </Box>
          <Stack as="section" aria-labelledby="reach-us-title" gap="6">
            <Heading as="h2" id="reach-us-title" size="xl" color="brand.navy">
              Reach us
            </Heading>
            <ContactDetails />
            <OfficeLocation />
          </Stack>
        </Grid>
      </Container>
    </>
  );
}
