import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { contactMessages } from '@tender/shared/messages';
import type { ContactBody } from '@tender/shared/schemas/contacts';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { LiveFieldset } from '../../../components/form/live-fieldset';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { Notice } from '../../../components/ui/alert';
import { firstFieldErrors, isApiError } from '../../../lib/api/api-error';
import { createContact } from '../api/create-contact';
import { contactSchema, emptyContact } from '../contact-schema';
import type { Outcome } from '../../../components/form/form-outcome';

export type ContactFormProps = {
  /** Distinguishes the ids when the form appears on more than one page. */
  idPrefix?: string;
};

/** 'Send Us A Message' (SPEC.md §2, §5, §8): used on /contact-us and in the home page contact section. */
export function ContactForm({ idPrefix = 'contact' }: ContactFormProps) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The reference the server gave the last enquiry sent, shown beneath SPEC's success text.
  const [reference, setReference] = useState<string | null>(null);

  const handleSubmit = async (values: ContactBody, helpers: FormikHelpers<ContactBody>) => {
    setOutcome(null);
    setReference(null);
    try {
      const created = await createContact(contactSchema.cast(values));
      helpers.resetForm();
      setReference(created.data.reference);
      setOutcome({ status: 'success', message: contactMessages.success });
    } catch (error) {
      if (isApiError(error)) {
        const fieldErrors = firstFieldErrors(error.fieldErrors);
        if (Object.keys(fieldErrors).length > 0) helpers.setErrors(fieldErrors);
        // SPEC.md §8: the server's message when there is one, otherwise 'Failed to add contact form'.
        setOutcome({ status: 'error', message: error.serverMessage ?? contactMessages.failure });
      } else {
        setOutcome({ status: 'error', message: contactMessages.failure });
      }
    }
  };

  return (
    <Formik initialValues={emptyContact} validationSchema={contactSchema} onSubmit={handleSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Send Us A Message" id={`${idPrefix}-form`}>
          <LiveFieldset>
            <Stack gap="4">
              {outcome ? (
                <Notice status={outcome.status} title={outcome.message}>
                  {outcome.status === 'success' && reference ? contactMessages.reference(reference) : null}
                </Notice>
              ) : null}
              <Text fontSize="sm" color="gray.700">
                All fields are required.
              </Text>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <TextField name="name" label="Your name" required autoComplete="name" />
                <TextField name="email" label="Email" required type="email" autoComplete="email" />
                <TextField name="subject" label="Subject" required />
                <TextField
                  name="phone"
                  label="Phone"
                  required
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  maxLength={15}
                  helperText="10-digit mobile number"
                />
              </SimpleGrid>
              <TextareaField name="message" label="Message" required rows={5} />
              <Box>
                <Button type="submit" colorPalette="blue" size="lg" loading={isSubmitting} loadingText="Sending">
                  <Send aria-hidden="true" />
                  Send message
                </Button>
              </Box>
            </Stack>
          </LiveFieldset>
        </Form>
      )}
    </Formik>
  );
}
