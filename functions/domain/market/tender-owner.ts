import { myTenderMessages } from '@tender/shared/admin-messages';
import type { OrganizationSearchAnswer, OrganizationSearchQuery } from '@tender/shared/schemas/tenders-organization';
import { getAccountProfile } from '../../data/profiles-repository';
import { listRegistrants } from '../../data/registrants-repository';
import { getUser } from '../../data/users-repository';
import { ForbiddenError } from '../../platform/errors';
import type { Caller } from './caller';

// Who owns a tender: a registered Organization account. Its company name is the
// tender's organization_name, as the public has always seen it.

export type TenderOwner = { organization_id: number; organization_name: string };

const ORGANIZATION_SEARCH_DEFAULT = 10;

const companyNameOf = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() ? value.trim() : fallback;

/** The owner this account would be: an Organization's id and company name (its name when it has no profile). */
export async function organizationOwner(accountId: number): Promise<TenderOwner | undefined> {
  const [user, loaded] = await Promise.all([getUser(accountId), getAccountProfile(accountId)]);
  if (!user || user.role !== 'Organization') return undefined;
  return {
    organization_id: accountId,
    organization_name: companyNameOf(loaded?.profile.basic.company_name, user.name),
  };
}

/** The caller, who must be an Organization account (anyone else: 403). */
export function requireOrganization(caller: Caller): void {
  if (caller.role !== 'Organization') throw new ForbiddenError(myTenderMessages.onlyOrganizations);
}

/** GET /admin/organizations: the registered organisations whose company name, email (or name, mobile, PAN) match. */
export async function searchOrganizations(query: OrganizationSearchQuery): Promise<OrganizationSearchAnswer> {
  const page = await listRegistrants('organization', {
    limit: query.limit ?? ORGANIZATION_SEARCH_DEFAULT,
    cursor: query.cursor,
    filters: { search: query.q },
  });
  return {
    data: page.items.map(({ profile, user }) => ({
      id: profile.account_id,
      company_name: companyNameOf(profile.basic.company_name, user?.name ?? ''),
      email: user?.email ?? (typeof profile.basic.email === 'string' ? profile.basic.email : ''),
    })),
    next_cursor: page.cursor,
  };
}
