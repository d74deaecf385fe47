import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { accountMessages as m } from '@tender/shared/account-messages';
import { Form, Formik, type FormikHelpers } from 'formik';
import { LogIn } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FlashNotice } from '../../../components/flash-notice';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { TextField } from '../../../components/form/text-field';
import { FormFooterLink, FormPage } from '../../../components/form-page';
import { Notice } from '../../../components/ui/alert';
import { AppLink } from '../../../components/ui/app-link';
import { paths } from '../../../config/paths';
import { firstFieldErrors, isApiError } from '../../../lib/api/api-error';
import { safeNextPath } from '../../../lib/next-path';
import { getDeviceToken, saveDeviceToken } from '../../../lib/known-device';
import { saveSession } from '../../../lib/session';
import { login } from '../api/login';
import { emptyLogin, loginSchema, loginWithOtpSchema, type LoginValues } from '../login-schema';
import type { FormOutcome } from '../../../components/form/form-outcome';
import { AdoptTypedValues } from '../../../app/start/adopt-typed-values';

type Outcome = FormOutcome<'info' | 'error'>;

/** Where a successful login goes: back to `next`, else the dashboard; a one-time password is replaced first. */
function destination(next: string | null, mustChangePassword: boolean): string {
  const target = next ?? paths.dashboard;
  return mustChangePassword ? `${paths.changePassword}?${new URLSearchParams({ next: target }).toString()}` : target;
}

/** /login (SPEC.md §2, §4, §5, §8): email or mobile, password, the code when two-factor asks for it. */
export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const [needsOtp, setNeedsOtp] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    if (needsOtp) document.querySelector<HTMLInputElement>('input[name="otp"]')?.focus();
  }, [needsOtp]);

  const handleSubmit = async (values: LoginValues, helpers: FormikHelpers<LoginValues>) => {
    setOutcome(null);
    const deviceToken = getDeviceToken();
    try {
      const answer = await login({
        email: values.email.trim(),
        password: values.password,
        remember: values.remember,
        ...(needsOtp ? { otp: values.otp.trim() } : {}),
        ...(deviceToken ? { device_token: deviceToken } : {}),
      });
      if (answer.error) {
        // The password was right; the authenticator code is missing (or was wrong).
        setOutcome({ status: needsOtp ? 'error' : 'info', message: answer.message });
        setNeedsOtp(true);
        void helpers.setFieldValue('otp', '', false);
        return;
      }
      saveDeviceToken(answer.device_token);
      saveSession(answer.user, answer.token, values.remember);
      navigate(destination(next, answer.user.must_change_password), { replace: true });
    } catch (error) {
      if (!isApiError(error)) throw error;
      helpers.setErrors(firstFieldErrors(error.fieldErrors));
      // SPEC.md §8: the server's message ('The provided credentials are not correct.'); 429 says wait.
      setOutcome({
        status: 'error',
        message: error.serverMessage ?? (error.status === 400 ? m.loginFailed : error.message),
      });
    }
  };

  return (
    <FormPage
      title="Login"
      lead="Sign in to follow your tenders and sealed bids through opening, evaluation and award, and keep your details up to date."
    >
      <Formik
        initialValues={emptyLogin}
        validationSchema={needsOtp ? loginWithOtpSchema : loginSchema}
        onSubmit={handleSubmit}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Login">
            <AdoptTypedValues />
            <Stack gap="5">
              <FlashNotice />
              {outcome ? <Notice status={outcome.status} title={outcome.message} /> : null}
              <TextField
                name="email"
                label="Email"
                helperText="Your email address or 10-digit mobile number"
                required
                autoComplete="username"
                inputMode="email"
              />
              <TextField name="password" label="Password" type="password" required autoComplete="current-password" />
              {needsOtp ? (
                <TextField
                  name="otp"
                  label="Authentication code"
                  helperText="The 6 digits your authenticator app shows now"
                  required
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  maxLength={6}
                />
              ) : null}
              <HStack justify="space-between" gap="3" flexWrap="wrap">
                <CheckboxField name="remember" label="Remember me" />
                <AppLink to={paths.forgotPassword} color="blue.700" fontWeight="semibold" fontSize="sm">
                  Forgot password?
                </AppLink>
              </HStack>
              <Button type="submit" colorPalette="blue" size="lg" loading={isSubmitting} loadingText="Signing in">
                <LogIn aria-hidden="true" />
                Sign in
              </Button>
              <FormFooterLink to={paths.signUp} lead="New here?">
                Create an account
              </FormFooterLink>
            </Stack>
          </Form>
        )}
      </Formik>
    </FormPage>
  );
}
