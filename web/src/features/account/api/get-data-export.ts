// GET /account/data_export (functions/contracts/account-data.ts): the caller's "Download my data"
// export as it stands; asked again every few seconds while it is being prepared.
import type { DataExportAnswer } from '@tender/shared/schemas/account-data';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';

export const DATA_EXPORT_KEY = '/account/data_export';

/** How often a queued or preparing export is asked about again. */
export const DATA_EXPORT_POLL_MS = 3000;

export const fetchDataExport = (key: string) => apiFetch<DataExportAnswer>(key);

const isRunning = (answer: DataExportAnswer | undefined) =>
  answer?.data.status === 'queued' || answer?.data.status === 'preparing';

/** Null key (nothing to ask) for an account that cannot export (an Admin). */
export function useDataExport(enabled: boolean) {
  return useSWR<DataExportAnswer, ApiError>(enabled ? DATA_EXPORT_KEY : null, fetchDataExport, {
    refreshInterval: (latest) => (isRunning(latest) ? DATA_EXPORT_POLL_MS : 0),
  });
}
