// Loads the organisation's tender a page shows or a form starts from: not found (another
// organisation's tender too), the error with Retry, loading, then the page with the tender (and the
// cache's mutate, to put a change's answer in place).
import type { AdminTenderAnswer, AdminTenderDetail } from '@tender/shared/schemas/tenders-admin';
import { Container } from '@chakra-ui/react/container';
import type { ReactNode } from 'react';
import type { KeyedMutator } from 'swr';
import { ApiErrorAlert } from '../../../../components/api-error-alert';
import { NotFoundView } from '../../../../components/not-found-view';
import { LoadingState } from '../../../../components/ui/loading-state';
import { useMyTender } from '../api/get-my-tender';

export type WithMyTenderProps = {
  id: number;
  children: (tender: AdminTenderDetail, mutate: KeyedMutator<AdminTenderAnswer>) => ReactNode;
};

export function WithMyTender({ id, children }: WithMyTenderProps) {
  const { data, error, isLoading, isValidating, mutate } = useMyTender(id);
  if (error?.isNotFound) return <NotFoundView />;
  if (data) return <>{children(data.data, mutate)}</>;
  return (
    <Container maxW="6xl" py="10">
      {error ? <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} /> : null}
      {isLoading ? <LoadingState /> : null}
    </Container>
  );
}
