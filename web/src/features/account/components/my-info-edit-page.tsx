import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { accountMessages as m } from '@tender/shared/account-messages';
import type { AccountUser, TwoFactorSecretAnswer } from '@tender/shared/schemas/accounts';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Save } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { flash } from '../../../components/flash-notice';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { CurrentPasswordField } from '../../../components/form/current-password-field';
import { TextField } from '../../../components/form/text-field';
import { FormPage } from '../../../components/form-page';
import { Notice } from '../../../components/ui/alert';
import { LoadingState } from '../../../components/ui/loading-state';
import { ButtonLink } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { firstFieldErrors, isApiError } from '../../../lib/api/api-error';
import { createTwoFactorSecret } from '../api/create-two-factor-secret';
import { updateAccount } from '../api/update-account';
import {
  isTurningTwoFactorOn,
  myInfoBody,
  myInfoSchema,
  myInfoValues,
  needsCurrentPassword,
  type MyInfoValues,
} from '../my-info-schema';
import { AccountLoader } from './account-loader';
import { TwoFactorSetup } from './two-factor-setup';

type Secret = TwoFactorSecretAnswer['data'];

function MyInfoForm({ account }: { account: AccountUser }) {
  const navigate = useNavigate();
  const schema = useMemo(() => myInfoSchema(account), [account]);
  const [secret, setSecret] = useState<Secret | null>(null);
  const [creatingSecret, setCreatingSecret] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  /** Ticking the box while two-factor is off fetches a new secret to scan (once per visit). */
  const handleTwoFactorChange = async (checked: boolean, untick: () => void) => {
    setFailure(null);
    if (!checked || account.google2fa_enabled || secret) return;
    setCreatingSecret(true);
    try {
      setSecret((await createTwoFactorSecret(account.id)).data);
    } catch (error) {
      if (!isApiError(error)) throw error;
      setFailure(error.message);
      untick();
    } finally {
      setCreatingSecret(false);
    }
  };

  const handleSubmit = async (values: MyInfoValues, helpers: FormikHelpers<MyInfoValues>) => {
    setFailure(null);
    try {
      const answer = await updateAccount(account.id, myInfoBody(values, account));
      navigate(paths.myInfo, { state: flash(answer.message ?? m.myInfoSaved) });
    } catch (error) {
      if (!isApiError(error)) throw error;
      helpers.setErrors(firstFieldErrors(error.fieldErrors));
      setFailure(error.serverMessage ?? m.updateProfileFailed);
    }
  };

  return (
    <Formik initialValues={myInfoValues(account)} validationSchema={schema} onSubmit={handleSubmit}>
      {({ values, isSubmitting, setFieldValue }) => (
        <Form noValidate aria-label="My Info">
          <Stack gap="5">
            {failure ? <Notice status="error" title={failure} /> : null}
            <TextField name="name" label="Name" required autoComplete="name" />
            <TextField name="email" label="Email" type="email" required autoComplete="email" />
            <TextField
              name="mobile"
              label="Mobile"
              type="tel"
              required
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={15}
              helperText="10-digit mobile number"
            />
            <CheckboxField
              name="google2fa_enabled"
              label="Enable two Factor Authentication"
              helperText="Sign in with a code from an authenticator app as well as your password."
              onCheckedChange={(checked) =>
                void handleTwoFactorChange(checked, () => void setFieldValue('google2fa_enabled', false))
              }
            />
            {creatingSecret ? <LoadingState label="Creating your two-factor key..." /> : null}
            {secret && isTurningTwoFactorOn(values, account) ? <TwoFactorSetup secret={secret} /> : null}
            {needsCurrentPassword(values, account) ? (
              <CurrentPasswordField helperText="Needed to change your email or mobile, or to turn two-factor authentication off." />
            ) : null}
            <HStack gap="3" flexWrap="wrap">
              <ButtonLink to={paths.myInfo} variant="outline">
                Cancel
              </ButtonLink>
              <Button
                type="submit"
                colorPalette="blue"
                loading={isSubmitting}
                loadingText="Saving"
                disabled={creatingSecret}
              >
                <Save aria-hidden="true" />
                Save
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

export type MyInfoEditPageProps = { userId: number };

/** /my-info/edit (SPEC.md §2, §5): name, email, mobile and two-factor; Save returns to /my-info. */
export function MyInfoEditPage({ userId }: MyInfoEditPageProps) {
  return (
    <FormPage title="Edit My Info" width="640px">
      <AccountLoader userId={userId}>{(account) => <MyInfoForm key={account.id} account={account} />}</AccountLoader>
    </FormPage>
  );
}
