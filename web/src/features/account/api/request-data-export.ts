// POST /account/data_export: asks for a copy of the account's data; the answer's state replaces the
// cached one (and starts its polling).
import type { DataExportAnswer } from '@tender/shared/schemas/account-data';
import { mutate } from 'swr';
import { apiFetch } from '../../../lib/api/client';
import { DATA_EXPORT_KEY } from './get-data-export';

export async function requestDataExport(): Promise<DataExportAnswer> {
  const answer = await apiFetch<DataExportAnswer>(DATA_EXPORT_KEY, { method: 'POST' });
  await mutate(DATA_EXPORT_KEY, { data: answer.data }, { revalidate: false });
  return answer;
}
