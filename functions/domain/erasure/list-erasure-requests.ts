import type { ErasureListAnswer, ErasureListQuery } from '@tender/shared/schemas/erasure';
import { listErasureRequests } from '../../data/erasure-repository';
import { adminViewOf } from './erasure-record';

/** GET /admin/erasure_requests: newest first, pending or done or both, 50 a page unless told. */
export async function listErasures(query: ErasureListQuery): Promise<ErasureListAnswer> {
  const page = await listErasureRequests({ status: query.status, limit: query.limit ?? 50, cursor: query.cursor });
  return { data: page.items.map(adminViewOf), next_cursor: page.cursor };
}
