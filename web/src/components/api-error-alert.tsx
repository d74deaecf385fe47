import { Button } from '@chakra-ui/react/button';
import { isApiError } from '../lib/api/api-error';
import { Notice } from './ui/alert';

export type ApiErrorAlertProps = {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
};

const FALLBACK = 'Something went wrong while loading this page. Please try again.';

/** The server's message in a visible alert, with Retry. Transient failures are also retried automatically (SWR). */
export function ApiErrorAlert({ error, onRetry, retrying = false }: ApiErrorAlertProps) {
  const message = isApiError(error) ? error.message : FALLBACK;
  const transient = !isApiError(error) || error.isTransient;
  return (
    <Notice
      status="error"
      title={message}
      action={
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          onClick={onRetry}
          loading={retrying}
          loadingText="Retrying"
        >
          Retry
        </Button>
      }
    >
      {transient ? 'We will keep trying in the background; this page updates as soon as the server answers.' : null}
    </Notice>
  );
}
