import type { AccountAnswer } from '@tender/shared/schemas/accounts';
import { apiFetch } from '../../../lib/api/client';

/** GET /profile/{id}: the signed-in account as stored now (after a Subscriber's registration: its new role). */
export const fetchOwnAccount = (id: number) => apiFetch<AccountAnswer>(`/profile/${id}`);
