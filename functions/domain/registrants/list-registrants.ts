import type {
  ContractorListQuery,
  OrganizationListQuery,
  RegistrantListAnswer,
  RegistrantListItem,
} from '@tender/shared/schemas/registrants';
import type { AccountProfile, ProfileKind } from '../../data/profiles-repository';
import { listRegistrants, type Registrant } from '../../data/registrants-repository';
import { textOf } from './registrant-record';

// The registrant lists keep SPEC.md §7's paths: /contractors (and builders), /organizations.

const LIST_DEFAULT_LIMIT = 20;
const ROLE_OF_KIND: Record<ProfileKind, string> = {
  contractor: 'Contractor',
  organization: 'Organization',
  builder: 'Builder',
};

/** The PAN: document 1 for contractors and organisations, a field of its own on the builder form. */
const panOf = (profile: AccountProfile) =>
  profile.kind === 'builder'
    ? textOf(profile.basic.pan_no)
    : textOf(profile.documents.find((document) => document.document_type_id === 1)?.value);

function toListItem({ profile, user }: Registrant): RegistrantListItem {
  const builder = profile.kind === 'builder';
  return {
    id: profile.account_id,
    kind: profile.kind,
    role: user?.role ?? ROLE_OF_KIND[profile.kind],
    name: user?.name ?? textOf(profile.basic.name),
    company_name: textOf(profile.basic.company_name),
    email: user?.email ?? textOf(builder ? profile.basic.company_email : profile.basic.email),
    mobile: user?.mobile ?? textOf(builder ? profile.basic.company_mobile_no : profile.basic.mobile_no),
    pan: panOf(profile),
    status: profile.status,
    grade: profile.grade ?? null,
    verified: typeof user?.email_verified_at === 'string',
    paid: profile.payment != null,
    created_at: profile.created_at,
  };
}

async function list(
  kind: ProfileKind,
  query: ContractorListQuery | OrganizationListQuery,
): Promise<RegistrantListAnswer> {
  const page = await listRegistrants(kind, {
    limit: query.limit ?? LIST_DEFAULT_LIMIT,
    cursor: query.cursor,
    filters: { search: query.q, paid: query.paid, status: query.status, verified: query.verified },
  });
  return { data: page.items.map(toListItem), next_cursor: page.cursor };
}

/** GET /contractors: vendors, or builders with role=Builder. */
export const listContractors = (query: ContractorListQuery) =>
  list(query.role === 'Builder' ? 'builder' : 'contractor', query);

/** GET /organizations: buyers. */
export const listOrganizations = (query: OrganizationListQuery) => list('organization', query);
