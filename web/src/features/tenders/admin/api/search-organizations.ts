// GET /admin/organizations: the registered organisations a tender can belong to, by company name or email.
import type { OrganizationSearchAnswer } from '@tender/shared/schemas/tenders-organization';
import { withQuery } from '../../../../components/admin/admin-api';
import { apiFetch } from '../../../../lib/api/client';

export const ORGANIZATION_MATCHES = 8;

export function searchOrganizations(q: string): Promise<OrganizationSearchAnswer> {
  return apiFetch<OrganizationSearchAnswer>(withQuery('/admin/organizations', { q, limit: ORGANIZATION_MATCHES }));
}
