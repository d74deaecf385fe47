// POST /admin/tenders: a new tender, saved as a draft.
import type { AdminTenderChanged, CreateTenderBody } from '@tender/shared/schemas/tenders-admin';
import { apiFetch } from '../../../../lib/api/client';
import { ADMIN_TENDERS_PATH } from './tender-change-keys';

export function createTender(body: CreateTenderBody): Promise<AdminTenderChanged> {
  return apiFetch<AdminTenderChanged>(ADMIN_TENDERS_PATH, { method: 'POST', body });
}
