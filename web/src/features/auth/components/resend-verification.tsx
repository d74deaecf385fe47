import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { accountMessages as m } from '@tender/shared/account-messages';
import { useState } from 'react';
import { Notice } from '../../../components/ui/alert';
import { isApiError } from '../../../lib/api/api-error';
import { resendVerification } from '../api/resend-verification';
import type { Outcome } from '../../../components/form/form-outcome';

/** 'Resend verification email' (SPEC.md §2, §4): a 204 says the mail went out again. */
export function ResendVerification() {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const handleResend = async () => {
    setSending(true);
    setOutcome(null);
    try {
      await resendVerification();
      setOutcome({ status: 'success', message: m.verifyResent });
    } catch (error) {
      if (!isApiError(error)) throw error;
      setOutcome({ status: 'error', message: error.message });
    } finally {
      setSending(false);
    }
  };

  return (
    <Box>
      <Button
        variant="plain"
        px="0"
        color="blue.700"
        textDecoration="underline"
        textUnderlineOffset="3px"
        fontWeight="semibold"
        loading={sending}
        loadingText="Sending"
        onClick={() => void handleResend()}
      >
        Resend verification email
      </Button>
      {outcome ? (
        <Box mt="3">
          <Notice status={outcome.status} title={outcome.message} />
        </Box>
      ) : null}
    </Box>
  );
}
