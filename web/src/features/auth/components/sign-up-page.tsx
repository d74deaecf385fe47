import { Button } from '@chakra-ui/react/button';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { accountMessages as m } from '@tender/shared/account-messages';
import { subscriberMessages } from '@tender/shared/subscriber-messages';
import { Form, Formik, type FormikHelpers } from 'formik';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { PrivacyConsentField } from '../../../components/form/privacy-consent-field';
import { TextField } from '../../../components/form/text-field';
import { FormFooterLink, FormPage } from '../../../components/form-page';
import { RegistrationOffer } from '../../../components/registration-offer';
import { Notice } from '../../../components/ui/alert';
import { AppLink } from '../../../components/ui/app-link';
import { paths } from '../../../config/paths';
import { firstFieldErrors, isApiError } from '../../../lib/api/api-error';
import { signUp } from '../api/sign-up';
import { emptySignUp, signUpSchema, type SignUpValues } from '../sign-up-schema';
import type { Outcome } from '../../../components/form/form-outcome';
import { AdoptTypedValues } from '../../../app/start/adopt-typed-values';

/**
 * /sign-up (SPEC.md §2, §5): creates a Subscriber account and mails its verification link. It says
 * what the account is for and, once made, offers the vendor and buyer registrations. Social
 * sign-in buttons would show here for configured providers; none is configured, so none shows.
 */
export function SignUpPage() {
  const [outcome, setOutcome] = useState<Outcome>(null);

  const handleSubmit = async (values: SignUpValues, helpers: FormikHelpers<SignUpValues>) => {
    setOutcome(null);
    const { terms: _terms, privacy_consent: _consent, ...typed } = values;
    try {
      await signUp({
        ...typed,
        name: typed.name.trim(),
        username: typed.username.trim(),
        email: typed.email.trim(),
        // Only a ticked box gets here (signUpSchema); the server records the consent.
        privacy_consent: true,
      });
      helpers.resetForm();
      setOutcome({ status: 'success', message: m.signUpDone });
    } catch (error) {
      if (!isApiError(error)) throw error;
      helpers.setErrors(firstFieldErrors(error.fieldErrors));
      setOutcome({ status: 'error', message: error.message });
    }
  };

  return (
    <FormPage
      title="Sign up"
      lead={`${subscriberMessages.purpose} We will mail you a link to verify the account.`}
      width="640px"
    >
      <Formik initialValues={emptySignUp} validationSchema={signUpSchema} onSubmit={handleSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Sign up">
            <AdoptTypedValues />
            <Stack gap="5">
              {outcome ? <Notice status={outcome.status} title={outcome.message} /> : null}
              {outcome?.status === 'success' ? <RegistrationOffer viaLogin /> : null}
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                <TextField name="name" label="Name" required autoComplete="name" />
                <TextField name="username" label="Username" required autoComplete="username" />
              </SimpleGrid>
              <TextField name="email" label="Email" type="email" required autoComplete="email" />
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                <TextField
                  name="password"
                  label="Password"
                  type="password"
                  required
                  autoComplete="new-password"
                  helperText="At least 9 characters"
                />
                <TextField
                  name="confirmPassword"
                  label="Repeat password"
                  type="password"
                  required
                  autoComplete="new-password"
                />
              </SimpleGrid>
              <CheckboxField
                name="terms"
                required
                label={
                  <>
                    I agree to the{' '}
                    <AppLink to={paths.termsConditions} color="blue.700" textDecoration="underline" target="_blank">
                      Terms &amp; Conditions
                    </AppLink>
                  </>
                }
              />
              <PrivacyConsentField />
              <Button type="submit" colorPalette="blue" size="lg" loading={isSubmitting} loadingText="Creating account">
                <UserPlus aria-hidden="true" />
                Sign up
              </Button>
              <FormFooterLink to={paths.login} lead="Already have an account?">
                Login
              </FormFooterLink>
            </Stack>
          </Form>
        )}
      </Formik>
    </FormPage>
  );
}
