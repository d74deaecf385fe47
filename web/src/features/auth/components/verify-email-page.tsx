import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { accountMessages as m } from '@tender/shared/account-messages';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { flash } from '../../../components/flash-notice';
import { FormPage } from '../../../components/form-page';
import { Notice } from '../../../components/ui/alert';
import { LoadingState } from '../../../components/ui/loading-state';
import { paths } from '../../../config/paths';
import { updateSession } from '../../../lib/session';
import { useVerifyEmail } from '../api/verify-email';
import { ResendVerification } from './resend-verification';

/**
 * /email/verify/:verify_url (SPEC.md §2, §4, §8): sends the mailed link's token; a 202 stores the
 * verified user and its fresh token and goes to the dashboard saying so.
 */
export function VerifyEmailPage() {
  const { verify_url: token } = useParams();
  const navigate = useNavigate();
  const { data, error } = useVerifyEmail(token);

  useEffect(() => {
    if (!data) return;
    updateSession(data.user, data.token);
    navigate(paths.dashboard, { replace: true, state: flash(m.verified) });
  }, [data, navigate]);

  return (
    <FormPage title="Verify your account" width="640px">
      <Stack gap="5">
        {error || !token ? (
          <>
            <Notice status="error" title={error?.message ?? m.verifyLinkError}>
              {error && error.message !== m.verifyLinkError ? m.verifyLinkError : null}
            </Notice>
            <Text color="gray.700">If the link has expired, we can send you a new one.</Text>
            <ResendVerification />
          </>
        ) : (
          <LoadingState label="Please wait, we are verifying your account." />
        )}
      </Stack>
    </FormPage>
  );
}
