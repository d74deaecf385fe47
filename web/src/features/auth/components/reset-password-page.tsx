import { Button } from '@chakra-ui/react/button';
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { accountMessages as m } from '@tender/shared/account-messages';
import { Form, Formik, type FormikHelpers } from 'formik';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { flash } from '../../../components/flash-notice';
import { TextField } from '../../../components/form/text-field';
import { FormFooterLink, FormPage } from '../../../components/form-page';
import { Notice } from '../../../components/ui/alert';
import { paths } from '../../../config/paths';
import { firstFieldErrors, isApiError } from '../../../lib/api/api-error';
import { resetPassword } from '../api/reset-password';
import { emptyResetPassword, resetPasswordSchema, type ResetPasswordValues } from '../reset-password-schema';
import { AdoptTypedValues } from '../../../app/start/adopt-typed-values';

type Failure = { message: string; details: string[] } | null;

/**
 * /reset-password?token=... (SPEC.md §2, §4, §5): a 500px form; any failure shows in the alert above it
 * and the fields it names get a red border; success goes to /login.
 */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [failure, setFailure] = useState<Failure>(token ? null : { message: m.resetTokenInvalid, details: [] });

  const handleSubmit = async (values: ResetPasswordValues, helpers: FormikHelpers<ResetPasswordValues>) => {
    setFailure(null);
    try {
      await resetPassword({ ...values, email: values.email.trim(), token });
      navigate(paths.login, { replace: true, state: flash(m.resetDone) });
    } catch (error) {
      if (!isApiError(error)) throw error;
      const fieldErrors = firstFieldErrors(error.fieldErrors);
      const { token: tokenError, ...formErrors } = fieldErrors;
      helpers.setErrors(formErrors);
      const details = Object.values(fieldErrors).filter((message) => message !== error.message);
      setFailure({ message: tokenError && !error.serverMessage ? tokenError : error.message, details });
    }
  };

  return (
    <FormPage title="Reset password" lead="Choose a new password of at least 9 characters.">
      <Formik
        initialValues={{ ...emptyResetPassword, email: searchParams.get('email') ?? '' }}
        validationSchema={resetPasswordSchema}
        onSubmit={handleSubmit}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Reset password">
            <AdoptTypedValues />
            <Stack gap="5">
              {failure ? (
                <Notice status="error" title={failure.message}>
                  {failure.details.length > 0 ? (
                    <Box as="ul" ps="5" listStyleType="disc">
                      {failure.details.map((detail) => (
                        <li key={detail}>{detail}</li>
                      ))}
                    </Box>
                  ) : null}
                </Notice>
              ) : null}
              <TextField name="email" label="Email" type="email" required autoComplete="email" />
              <TextField name="password" label="Password" type="password" required autoComplete="new-password" />
              <TextField
                name="password_confirmation"
                label="Confirm Password"
                type="password"
                required
                autoComplete="new-password"
              />
              <Button type="submit" colorPalette="blue" size="lg" loading={isSubmitting} loadingText="Saving">
                <KeyRound aria-hidden="true" />
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
