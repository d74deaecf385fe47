import type { AccountUser } from '@tender/shared/schemas/accounts';
import type { ReactNode } from 'react';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { LoadingState } from '../../../components/ui/loading-state';
import { useDrawnInSlices } from '../../../lib/use-drawn-in-slices';
import { useAccount } from '../api/get-account';

export type AccountLoaderProps = { userId: number; children: (account: AccountUser) => ReactNode };

/** Loads the own account (GET /profile/{id}) and renders `children` with it; loading and errors in between. */
export function AccountLoader({ userId, children }: AccountLoaderProps) {
  const { data: answered, error, isValidating, mutate } = useAccount(userId);
  const data = useDrawnInSlices(answered);
  if (data) return <>{children(data.data)}</>;
  if (error) return <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} />;
  return <LoadingState />;
}
