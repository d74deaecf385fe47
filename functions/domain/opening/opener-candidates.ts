import type { OpenerAccount } from '@tender/shared/schemas/opening';
import type { OpenerCandidatesAnswer, OpenerCandidatesQuery } from '@tender/shared/schemas/tenders-admin';
import { listAdminAccounts } from '../../data/opening-repository';
import { organizationOwner } from '../market/tender-owner';

// GET /admin/opener_candidates: who a tender can name to open and evaluate its bids,
// every Admin and the owning organisation's own account (by its company name).

export async function openerCandidates(query: OpenerCandidatesQuery): Promise<OpenerCandidatesAnswer> {
  const [admins, owner] = await Promise.all([
    listAdminAccounts(),
    query.organization_id === undefined ? undefined : organizationOwner(query.organization_id),
  ]);
  const data: OpenerAccount[] = admins.map((admin) => ({ account_id: admin.id, name: admin.name, role: 'Admin' }));
  if (owner) data.push({ account_id: owner.organization_id, name: owner.organization_name, role: 'Organization' });
  return { data };
}
