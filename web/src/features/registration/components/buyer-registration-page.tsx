import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import {
  buyerCompanyFields,
  buyerDirectorFields,
  buyerDocuments,
  organizationDirectorsList,
  organizationWorksList,
} from '@tender/shared/registration-fields';
import { Form, Formik, type FormikHelpers, type FormikValues } from 'formik';
import { Send } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { FocusFirstError } from '../../../components/form/focus-first-error';
import { ListEditor } from '../../../components/form/list-editor';
import { ButtonLink } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { documentTableRows } from '../../../lib/forms/company-schema';
import { usePinnedErrors } from '../../../lib/forms/use-pinned-errors';
import { registerOrganization } from '../api/register';
import { buyerSchema, optionalBankFields } from '../registration-schema';
import { buyerValues, organizationBody } from '../registration-values';
import { DocumentsTable } from '../../../components/form/documents-table';
import { EmailCheck } from '../../../components/form/email-check';
import { bankFieldProps, FormSection } from '../../../components/form/form-section';
import { RegistrationPage } from './registration-page';
import { RevalidateOn } from '../../../components/form/revalidate-on';
import { SubmitStatus } from '../../../components/form/submit-status';
import { useRegistrationSubmit } from './use-registration-submit';

const buyerDocumentRows = documentTableRows(buyerDocuments);

/**
 * /register/buyer (SPEC §2): company, director, documents, bank, directors and projects. SPEC links
 * Cancel to /register/organization, which is no route of the site: Cancel goes home instead.
 */
export function BuyerRegistrationPage() {
  const pinned = usePinnedErrors();
  const { submit, saving, failure, setFailure } = useRegistrationSubmit(registerOrganization, pinned);
  const formRef = useRef<HTMLFormElement>(null);
  const initialValues = useMemo(() => buyerValues(), []);
  const schema = useMemo(() => buyerSchema(), []);

  const handleSubmit = async (values: FormikValues, helpers: FormikHelpers<FormikValues>) => {
    setFailure(null);
    await submit((requestId) => organizationBody(values, { requestId }), values, helpers);
  };

  return (
    <RegistrationPage title="Register as Buyer" heading="Registrations Form As a Buyer">
      <Formik initialValues={initialValues} validate={pinned.validateWith(schema)} onSubmit={handleSubmit}>
        {({ isSubmitting }) => (
          <Form ref={formRef} noValidate aria-label="Buyer registration">
            <RevalidateOn trigger={pinned.pinned} />
            <FocusFirstError formRef={formRef} />
            <Stack gap="8">
              <FormSection
                title="Company Details"
                fields={buyerCompanyFields}
                fieldProps={{ company_name: { autoComplete: 'organization' }, email: { autoComplete: 'email' } }}
              />
              <EmailCheck name="email" pinned={pinned} />
              <FormSection title="Director's Details" fields={buyerDirectorFields} />
              <DocumentsTable rows={buyerDocumentRows} />
              <FormSection
                title="Bank Details"
                description="Optional at registration."
                fields={optionalBankFields}
                prefix="bank_details"
                fieldProps={bankFieldProps}
              />
              <ListEditor list={organizationDirectorsList} />
              <ListEditor list={organizationWorksList} />
              <SubmitStatus saving={saving} failure={failure} />
              <HStack gap="3" flexWrap="wrap">
                <ButtonLink to={paths.home} variant="outline" size="lg">
                  Cancel
                </ButtonLink>
                <Button
                  type="submit"
                  colorPalette="blue"
                  size="lg"
                  loading={isSubmitting}
                  loadingText={saving ? 'Saving' : 'Checking'}
                >
                  <Send aria-hidden="true" />
                  Submit
                </Button>
              </HStack>
            </Stack>
          </Form>
        )}
      </Formik>
    </RegistrationPage>
  );
}
