// POST /account/erasure_request: asks the consultancy to erase the account; the answer's state
// replaces the cached one. A 400 rejects with the reason's field error.
import type { ErasureRequestAnswer, ErasureRequestBody } from '@tender/shared/schemas/erasure';
import { mutate } from 'swr';
import { apiFetch } from '../../../lib/api/client';
import { ERASURE_REQUEST_KEY } from './get-erasure-request';

export async function requestErasure(body: ErasureRequestBody): Promise<ErasureRequestAnswer> {
  const answer = await apiFetch<ErasureRequestAnswer>(ERASURE_REQUEST_KEY, { method: 'POST', body });
  await mutate(ERASURE_REQUEST_KEY, { data: answer.data }, { revalidate: false });
  return answer;
}
