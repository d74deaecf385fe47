import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { savedSearchMessages as m } from '@tender/shared/saved-search-messages';
import type { UnsubscribeAnswer } from '@tender/shared/schemas/saved-searches';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { PageHeader } from '../../../components/page-header';
import { Notice } from '../../../components/ui/alert';
import { LoadingState } from '../../../components/ui/loading-state';
import { isApiError } from '../../../lib/api/api-error';
import { unsubscribe, useUnsubscribeState } from '../api/unsubscribe';

/**
 * /alerts/unsubscribe?token= (the visible link of alert and digest mails): tells what the link
 * stops, and stops it at a press (opening the page changes nothing: mail scanners open links).
 */
export function UnsubscribePage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const { data, error, isLoading, isValidating, mutate } = useUnsubscribeState(token);
  const [done, setDone] = useState<UnsubscribeAnswer>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const handleStop = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      setDone(await unsubscribe(token));
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      setProblem(failure.message);
    } finally {
      setBusy(false);
    }
  };

  const answer = done ?? data;
  return (
    <>
      <PageHeader title={m.unsubscribeTitle} />
      <Container maxW="3xl" py={{ base: '6', md: '10' }}>
        <Stack gap="4">
          {!token || error?.status === 400 ? <Notice status="error">{m.unsubscribeInvalid}</Notice> : null}
          {error && error.status !== 400 ? (
            <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} />
          ) : null}
          {isLoading ? <LoadingState /> : null}
          {problem ? <Notice status="error">{problem}</Notice> : null}
          {answer?.data.stopped ? <Notice status="success">{answer.message}</Notice> : null}
          {answer && !answer.data.stopped ? (
            <>
              <Text>{answer.message}</Text>
              <Button alignSelf="flex-start" colorPalette="red" loading={busy} onClick={() => void handleStop()}>
                {m.unsubscribeButton}
              </Button>
            </>
          ) : null}
        </Stack>
      </Container>
    </>
  );
}
