import { Button } from '@chakra-ui/react/button';
import { Notice } from '../../../components/ui/alert';
import type { ApiError } from '../../../lib/api/api-error';
import type { RegistrantList } from './api/get-registrants';
import { failureText } from './registrant-lists';

export type RegistrantFetchFailedProps = {
  list: RegistrantList;
  error: ApiError;
  retrying: boolean;
  onRetry: () => void;
};

/** SPEC.md §8's 'Failed to fetch contractor|organization' with the server's message, and Retry. */
export function RegistrantFetchFailed({ list, error, retrying, onRetry }: RegistrantFetchFailedProps) {
  return (
    <Notice
      status="error"
      title={failureText(list, 'fetch')}
      action={
        <Button size="sm" variant="outline" colorPalette="red" loading={retrying} onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {error.message}
    </Notice>
  );
}
