import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { accountMessages as m } from '@tender/shared/account-messages';
import type { ForgotPasswordBody } from '@tender/shared/schemas/accounts';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { TextField } from '../../../components/form/text-field';
import { FormFooterLink, FormPage } from '../../../components/form-page';
import { Notice } from '../../../components/ui/alert';
import { paths } from '../../../config/paths';
import { firstFieldErrors, isApiError } from '../../../lib/api/api-error';
import { forgotPassword } from '../api/forgot-password';
import { forgotPasswordSchema } from '../forgot-password-schema';
import type { Outcome } from '../../../components/form/form-outcome';
import { AdoptTypedValues } from '../../../app/start/adopt-typed-values';

/** /forgot-password (SPEC.md §2, §5, §8): mails a link to set a new password. */
export function ForgotPasswordPage() {
  const [outcome, setOutcome] = useState<Outcome>(null);

  const handleSubmit = async (values: ForgotPasswordBody, helpers: FormikHelpers<ForgotPasswordBody>) => {
    setOutcome(null);
    try {
      await forgotPassword(forgotPasswordSchema.cast(values));
      helpers.resetForm();
      setOutcome({ status: 'success', message: m.forgotSent });
    } catch (error) {
      if (!isApiError(error)) throw error;
      helpers.setErrors(firstFieldErrors(error.fieldErrors));
      setOutcome({ status: 'error', message: error.serverMessage ?? m.forgotUnknown });
    }
  };

  return (
    <FormPage
      title="Forgot password"
      lead="Enter the email address of your account and we will mail you a link to set a new password."
    >
      <Formik initialValues={{ email: '' }} validationSchema={forgotPasswordSchema} onSubmit={handleSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Forgot password">
            <AdoptTypedValues />
            <Stack gap="5">
              {isSubmitting ? <Notice status="info" title={m.forgotSending} /> : null}
              {outcome ? <Notice status={outcome.status} title={outcome.message} /> : null}
              <TextField name="email" label="Email" type="email" required autoComplete="email" />
              <Button type="submit" colorPalette="blue" size="lg" loading={isSubmitting} loadingText="Sending">
                <Send aria-hidden="true" />
                Submit
              </Button>
              <FormFooterLink to={paths.login}>Login</FormFooterLink>
            </Stack>
          </Form>
        )}
      </Formik>
    </FormPage>
  );
}
