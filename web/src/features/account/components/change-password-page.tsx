import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { accountMessages as m } from '@tender/shared/account-messages';
import { Form, Formik, type FormikHelpers } from 'formik';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { flash } from '../../../components/flash-notice';
import { CurrentPasswordField } from '../../../components/form/current-password-field';
import { TextField } from '../../../components/form/text-field';
import { FormPage } from '../../../components/form-page';
import { Notice } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { firstFieldErrors, isApiError } from '../../../lib/api/api-error';
import { updateAccount } from '../api/update-account';
import {
  changePasswordBody,
  changePasswordSchema,
  emptyChangePassword,
  type ChangePasswordValues,
} from '../change-password-schema';
import type { Outcome } from '../../../components/form/form-outcome';

export type ChangePasswordPageProps = {
  userId: number;
  /** The account logged in with a one-time password: no current password is asked, and none can be. */
  mustChangePassword: boolean;
  /** Where to go once a one-time password is replaced (the page the login was for). */
  next: string | null;
};

/** /change-password (SPEC.md §2, §5): a new password; the server ends the account's other sessions. */
export function ChangePasswordPage({ userId, mustChangePassword, next }: ChangePasswordPageProps) {
  const navigate = useNavigate();
  const [mustChange, setMustChange] = useState(mustChangePassword);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const handleSubmit = async (values: ChangePasswordValues, helpers: FormikHelpers<ChangePasswordValues>) => {
    setOutcome(null);
    try {
      const answer = await updateAccount(userId, changePasswordBody(values, mustChange));
      const message = answer.message ?? m.changeDone;
      if (mustChange) {
        navigate(next ?? paths.dashboard, { replace: true, state: flash(message) });
        return;
      }
      helpers.resetForm();
      setMustChange(answer.data.must_change_password);
      setOutcome({ status: 'success', message });
    } catch (error) {
      if (!isApiError(error)) throw error;
      helpers.setErrors(firstFieldErrors(error.fieldErrors));
      setOutcome({ status: 'error', message: error.serverMessage ?? m.changePasswordFailed });
    }
  };

  return (
    <FormPage title="Change Password" width="640px">
      <Formik
        initialValues={emptyChangePassword}
        validationSchema={changePasswordSchema(mustChange)}
        onSubmit={handleSubmit}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Change Password">
            <Stack gap="5">
              {outcome ? <Notice status={outcome.status} title={outcome.message} /> : null}
              {mustChange ? (
                <Notice status="info" title="Please replace the one-time password from your registration mail." />
              ) : null}
              <TextField
                name="password"
                label="Create a new password"
                type="password"
                required
                autoComplete="new-password"
                helperText="At least 9 characters"
              />
              <TextField
                name="confirm_password"
                label="Confirm password"
                type="password"
                required
                autoComplete="new-password"
              />
              {mustChange ? null : <CurrentPasswordField />}
              <Text fontSize="sm" color="gray.700">
                Changing your password signs you out everywhere else.
              </Text>
              <HStack gap="3" flexWrap="wrap">
                <ButtonLink to={paths.myInfo} variant="outline">
                  Cancel
                </ButtonLink>
                <Button type="submit" colorPalette="blue" loading={isSubmitting} loadingText="Saving">
                  <KeyRound aria-hidden="true" />
                  Save
                </Button>
              </HStack>
            </Stack>
          </Form>
        )}
      </Formik>
    </FormPage>
  );
}
