import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { bankFields, builderDirectorFields, builderFields } from '@tender/shared/registration-fields';
import { Form, Formik, type FormikHelpers, type FormikValues } from 'formik';
import { Send } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { FocusFirstError } from '../../../components/form/focus-first-error';
import { usePinnedErrors } from '../../../lib/forms/use-pinned-errors';
import { registerBuilder } from '../api/register';
import { builderSchema } from '../registration-schema';
import { builderBody, builderValues } from '../registration-values';
import { EmailCheck } from '../../../components/form/email-check';
import { bankFieldProps, FormSection } from '../../../components/form/form-section';
import { RegistrationPage } from './registration-page';
import { RevalidateOn } from '../../../components/form/revalidate-on';
import { SubmitStatus } from '../../../components/form/submit-status';
import { useRegistrationSubmit } from './use-registration-submit';
import { WorkTypeFields } from '../../../components/form/work-type-fields';

/** /register-builder (SPEC §2): Company/Firm, Director's and Bank Details, every field required; saved by POST /builders/register. */
export function BuilderRegistrationPage() {
  const pinned = usePinnedErrors();
  const { submit, saving, failure, setFailure } = useRegistrationSubmit(registerBuilder, pinned);
  const formRef = useRef<HTMLFormElement>(null);
  const initialValues = useMemo(() => builderValues(), []);
  const schema = useMemo(() => builderSchema(), []);

  const handleSubmit = async (values: FormikValues, helpers: FormikHelpers<FormikValues>) => {
    setFailure(null);
    await submit((requestId) => builderBody(values, { requestId }), values, helpers);
  };

  return (
    <RegistrationPage title="Register as Builder" heading="Builder Registration Form">
      <Formik initialValues={initialValues} validate={pinned.validateWith(schema)} onSubmit={handleSubmit}>
        {({ isSubmitting }) => (
          <Form ref={formRef} noValidate aria-label="Builder registration">
            <RevalidateOn trigger={pinned.pinned} />
            <FocusFirstError formRef={formRef} />
            <Stack gap="8">
              <FormSection
                title="Company/Firm Details"
                fields={builderFields}
                fieldProps={{
                  company_name: { autoComplete: 'organization' },
                  company_email: { autoComplete: 'email' },
                  pan_no: { upperCase: true, liveFrom: 10 },
                  gstin: { upperCase: true, liveFrom: 15 },
                }}
              >
                <WorkTypeFields />
              </FormSection>
              <EmailCheck name="company_email" pinned={pinned} />
              <FormSection title="Director's Details" fields={builderDirectorFields} />
              <FormSection title="Bank Details" fields={bankFields} prefix="bank_details" fieldProps={bankFieldProps} />
              <SubmitStatus saving={saving} failure={failure} />
              <Box>
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
              </Box>
            </Stack>
          </Form>
        )}
      </Formik>
    </RegistrationPage>
  );
}
