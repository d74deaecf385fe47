import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { contactMessages } from '@tender/shared/messages';
import type { ContactBody } from '@tender/shared/schemas/contacts';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWRImmutable from 'swr/immutable';
import { AdoptTypedValues } from '../../../app/start/adopt-typed-values';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { Notice } from '../../../components/ui/alert';
import { firstFieldErrors, isApiError } from '../../../lib/api/api-error';
import { createContact } from '../api/create-contact';
import {
  CONTACT_FORM_STATE_KEY,
  CONTACT_PAGE_PATH,
  CONTACT_SENT_PARAM,
  CONTACT_TOKEN_FIELD,
  isEnquiryReference,
  type ContactFormState,
} from '../contact-post-state';
import { contactSchema, emptyContact } from '../contact-schema';
import type { Outcome } from '../../../components/form/form-outcome';

export type ContactFormProps = {
  /** Distinguishes the ids when the form appears on more than one page. */
  idPrefix?: string;
};

/** Only the page data holds the form's state: the app asks nobody for it. */
const noState = (): Promise<ContactFormState> => Promise.resolve({});

/**
 * The state the server rendered the form with (contact-post-state.ts). What a refused post left in it
 * is shown once: it is dropped as the app goes live, so the form is fresh when the visitor comes back.
 */
function useServerFormState(): ContactFormState {
  const { data = {}, mutate } = useSWRImmutable(CONTACT_FORM_STATE_KEY, noState);
  const leftOver = Boolean(data.values ?? data.errors ?? data.outcome);
  useEffect(() => {
    if (leftOver) void mutate({ token: data.token }, { revalidate: false });
    // Once, as the app goes live.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return data;
}

/** SPEC's success text, when the page is the one a sent enquiry redirected to (`?sent=<reference>`). */
function useSentReference(): string | null {
  const [search] = useSearchParams();
  const sent = search.get(CONTACT_SENT_PARAM);
  return isEnquiryReference(sent) ? sent : null;
}

const touchedFor = (errors: ContactFormState['errors']) =>
  Object.fromEntries(Object.keys(errors ?? {}).map((field) => [field, true]));

/**
 * 'Send Us A Message' (SPEC.md §2, §5, §8): used on /contact-us and in the home page contact section.
 * It posts to the web server's form endpoint (web/server/contact-post.ts) as plain HTML before the
 * app is live; once live, Formik sends it to the API itself, as before.
 */
export function ContactForm({ idPrefix = 'contact' }: ContactFormProps) {
  const state = useServerFormState();
  const sentReference = useSentReference();
  const [outcome, setOutcome] = useState<Outcome>(
    state.outcome ?? (sentReference ? { status: 'success', message: contactMessages.success } : null),
  );
  // The reference the server gave the last enquiry sent, shown beneath SPEC's success text.
  const [reference, setReference] = useState<string | null>(state.outcome ? null : sentReference);

  const handleSubmit = async (values: ContactBody, helpers: FormikHelpers<ContactBody>) => {
    setOutcome(null);
    setReference(null);
    try {
      const created = await createContact(contactSchema.cast(values));
      helpers.resetForm({ values: emptyContact, errors: {}, touched: {} });
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
    <Formik
      initialValues={state.values ?? emptyContact}
      initialErrors={state.errors}
      initialTouched={touchedFor(state.errors)}
      validationSchema={contactSchema}
      onSubmit={handleSubmit}
    >
      {({ isSubmitting }) => (
        // Without the app the browser posts it (it works as plain HTML first); with it, Formik prevents that.
        <Form
          noValidate
          method="post"
          action={CONTACT_PAGE_PATH}
          aria-label="Send Us A Message"
          id={`${idPrefix}-form`}
        >
          <AdoptTypedValues />
          <input type="hidden" name={CONTACT_TOKEN_FIELD} value={state.token ?? ''} />
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
        </Form>
      )}
    </Formik>
  );
}
