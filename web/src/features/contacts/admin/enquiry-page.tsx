// /admin/enquiries/:id (show) and /admin/enquiries/:id/edit: one enquiry, read or edited with the
// contact form's fields and messages; its audit trail.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { formatIstDateTime } from '@tender/shared/format';
import type { AdminContact, UpdateContactBody } from '@tender/shared/schemas/contacts-admin';
import { enquiryReference } from '@tender/shared/schemas/contacts';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { FlashNotice, flash } from '../../../components/flash-notice';
import { FocusFirstError } from '../../../components/form/focus-first-error';
import { SubmitStatus, type SubmitFailure } from '../../../components/form/submit-status';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { NotFoundView } from '../../../components/not-found-view';
import { ButtonLink } from '../../../components/ui/link';
import { LoadingState } from '../../../components/ui/loading-state';
import { adminEnquiryEditPath, adminEnquiryPath, adminPaths, AUDIT_PATH } from '../../../config/paths';
import { firstFieldErrors, isApiError } from '../../../lib/api/api-error';
import { useRevalidate } from '../../../components/admin/admin-api';
import { AdminPage } from '../../../components/admin/admin-page';
import { AdminSection } from '../../../components/admin/admin-section';
import { AuditTrail } from '../../../components/admin/audit-trail';
import { contactSchema } from '../contact-schema';
import { ENQUIRIES_PATH } from './api/get-enquiries';
import { useEnquiry } from './api/get-enquiry';
import { updateEnquiry } from './api/update-enquiry';

export type EnquiryPageProps = { id: number; editing: boolean };

export function EnquiryPage({ id, editing }: EnquiryPageProps) {
  const { data, error, isLoading, isValidating, mutate } = useEnquiry(id);
  if (error?.isNotFound) return <NotFoundView />;
  if (error) return <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} />;
  if (isLoading || !data) return <LoadingState />;
  const enquiry = data.data;
  return editing ? <EnquiryEdit enquiry={enquiry} /> : <EnquiryShow enquiry={enquiry} />;
}

function EnquiryShow({ enquiry }: { enquiry: AdminContact }) {
  const terms: [string, string][] = [
    ['Subject', enquiry.subject],
    // What the visitor's acknowledgement mail gave them to quote.
    ['Reference', enquiryReference(enquiry.id)],
    ['Name', enquiry.name],
    ['Email', enquiry.email],
    ['Phone', enquiry.phone],
    ['Received', formatIstDateTime(enquiry.created_at)],
    ['Last edited', enquiry.updated_at ? formatIstDateTime(enquiry.updated_at) : '—'],
  ];
  return (
    <AdminPage
      title={`Enquiry ${enquiry.id}`}
      lead={enquiry.subject}
      actions={
        <>
          <ButtonLink to={adminPaths.enquiries} variant="outline">
            Back to the list
          </ButtonLink>
          <ButtonLink to={adminEnquiryEditPath(enquiry.id)} colorPalette="blue">
            Edit
          </ButtonLink>
        </>
      }
    >
      <FlashNotice />
      <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gapX="6" gapY="3">
        {terms.map(([term, value]) => (
          <Box key={term} minW="0">
            <chakra.dt fontSize="sm" color="gray.600">
              {term}
            </chakra.dt>
            <chakra.dd ms="0" wordBreak="break-word">
              {value}
            </chakra.dd>
          </Box>
        ))}
        <Box gridColumn={{ md: 'span 2' }}>
          <chakra.dt fontSize="sm" color="gray.600">
            Message
          </chakra.dt>
          <chakra.dd ms="0" whiteSpace="pre-line" wordBreak="break-word">
            {enquiry.message}
          </chakra.dd>
        </Box>
      </SimpleGrid>
      <AdminSection title="Audit trail">
        <AuditTrail filter={{ entity: 'contact', id: String(enquiry.id) }} />
      </AdminSection>
    </AdminPage>
  );
}

function EnquiryEdit({ enquiry }: { enquiry: AdminContact }) {
  const navigate = useNavigate();
  const revalidate = useRevalidate();
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const initialValues: UpdateContactBody = {
    name: enquiry.name,
    email: enquiry.email,
    subject: enquiry.subject,
    phone: enquiry.phone,
    message: enquiry.message,
  };

  const handleSubmit = async (values: UpdateContactBody, helpers: FormikHelpers<UpdateContactBody>) => {
    setFailure(null);
    try {
      const answer = await updateEnquiry(enquiry.id, contactSchema.cast(values));
      await revalidate(ENQUIRIES_PATH, AUDIT_PATH);
      void navigate(adminEnquiryPath(enquiry.id), { state: flash(answer.message) });
    } catch (error) {
      if (!isApiError(error)) throw error;
      const fieldErrors = firstFieldErrors(error.fieldErrors);
      helpers.setErrors(fieldErrors);
      const unplaced = Object.entries(fieldErrors)
        .filter(([field]) => !(field in values))
        .map(([, message]) => message);
      setFailure({ message: error.message, unplaced });
    }
  };

  return (
    <AdminPage title={`Edit enquiry ${enquiry.id}`}>
      <Formik initialValues={initialValues} validationSchema={contactSchema} onSubmit={handleSubmit}>
        {({ isSubmitting }) => (
          <Form ref={formRef} noValidate aria-label="Enquiry">
            <FocusFirstError formRef={formRef} />
            <Stack gap="4" maxW="40rem">
              <TextField name="subject" label="Subject" required />
              <TextField name="name" label="Name" required />
              <TextField name="email" label="Email" type="email" required />
              <TextField name="phone" label="Phone" type="tel" inputMode="numeric" required />
              <TextareaField name="message" label="Message" rows={5} required />
              <SubmitStatus saving={isSubmitting} failure={failure} />
              <HStack gap="3" flexWrap="wrap">
                <ButtonLink to={adminEnquiryPath(enquiry.id)} variant="outline">
                  Cancel
                </ButtonLink>
                <Button type="submit" colorPalette="blue" loading={isSubmitting}>
                  Save enquiry
                </Button>
              </HStack>
            </Stack>
          </Form>
        )}
      </Formik>
    </AdminPage>
  );
}
