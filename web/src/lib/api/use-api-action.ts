import { useState } from 'react';
import { isApiError } from './api-error';

/**
 * A call to the server from a button: busy meanwhile; a refusal's message is kept for the page to
 * show, anything that is not an API answer is thrown on (the error boundary's).
 */
export function useApiAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (cause) {
      if (!isApiError(cause)) throw cause;
      setError(cause.message);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}
