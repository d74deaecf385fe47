// Loads the tender a page shows or a form starts from: not found, the error with Retry, loading,
// then the page with the tender (and the cache's mutate, to put a change's answer in place).
import type { AdminTenderAnswer, AdminTenderDetail } from '@tender/shared/schemas/tenders-admin';
import type { ReactNode } from 'react';
import type { KeyedMutator } from 'swr';
import { ApiErrorAlert } from '../../../../components/api-error-alert';
import { NotFoundView } from '../../../../components/not-found-view';
import { LoadingState } from '../../../../components/ui/loading-state';
import { useAdminTender } from '../api/get-admin-tender';

export type WithAdminTenderProps = {
  id: number;
  children: (tender: AdminTenderDetail, mutate: KeyedMutator<AdminTenderAnswer>) => ReactNode;
};

export function WithAdminTender({ id, children }: WithAdminTenderProps) {
  const { data, error, isLoading, isValidating, mutate } = useAdminTender(id);
  if (error?.isNotFound) return <NotFoundView />;
  if (error) return <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} />;
  if (isLoading || !data) return <LoadingState />;
  return <>{children(data.data, mutate)}</>;
}
