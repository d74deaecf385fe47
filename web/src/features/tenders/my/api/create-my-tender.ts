// POST /my/tenders: a new draft of the organisation (the owner is always the caller).
import type { AdminTenderChanged } from '@tender/shared/schemas/tenders-admin';
import type { MyTenderBody } from '@tender/shared/schemas/tenders-organization';
import { apiFetch } from '../../../../lib/api/client';
import { MY_TENDERS_PATH } from './list-my-tenders';

export function createMyTender(body: MyTenderBody): Promise<AdminTenderChanged> {
  return apiFetch<AdminTenderChanged>(MY_TENDERS_PATH, { method: 'POST', body });
}
