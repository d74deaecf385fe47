import { registrantMessages as m } from '@tender/shared/admin-messages';
import type { AdminMessageAnswer } from '@tender/shared/schemas/admin-common';
import type {
  ContractorListQuery,
  GradeRegistrantBody,
  OrganizationListQuery,
  RegistrantAnswer,
  RegistrantChanged,
  RegistrantDetail,
  RegistrantListAnswer,
  RegistrantListItem,
  ReviewRegistrantBody,
} from '@tender/shared/schemas/registrants';
import { TransactionConditionError, writeWithAudit } from '../../data/audit-repository';
import { getAccountProfile, type AccountProfile, type ProfileKind } from '../../data/profiles-repository';
import {
  deleteAccountLeftovers,
  listRegistrants,
  profileGradeItem,
  profileReviewItem,
  registrantDeleteItems,
  type Registrant,
} from '../../data/registrants-repository';
import { getUser, type UserRecord } from '../../data/users-repository';
import { NotFoundError, ValidationError } from '../../platform/errors';
import type { Caller } from '../../platform/http/authenticate';
import { presignGet } from '../../platform/storage';
import { actorOf, auditEntry } from '../audit/audit-entry';

// Registrants (issue 9): contractors, builders and organisations as the admin sees them. Lists
// keep SPEC.md §7's paths; a registrant's whole profile is read-only here (the registrant edits it).

const LIST_DEFAULT_LIMIT = 20;
const ROLE_OF_KIND: Record<ProfileKind, string> = {
  contractor: 'Contractor',
  organization: 'Organization',
  builder: 'Builder',
};

type Profile = Registrant['profile'];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The PAN: document 1 for contractors and organisations, a field of its own on the builder form. */
const panOf = (profile: AccountProfile) =>
  profile.kind === 'builder'
    ? text(profile.basic.pan_no)
    : text(profile.documents.find((document) => document.document_type_id === 1)?.value);

function toListItem({ profile, user }: Registrant): RegistrantListItem {
  const builder = profile.kind === 'builder';
  return {
    id: profile.account_id,
    kind: profile.kind,
    role: user?.role ?? ROLE_OF_KIND[profile.kind],
    name: user?.name ?? text(profile.basic.name),
    company_name: text(profile.basic.company_name),
    email: user?.email ?? text(builder ? profile.basic.company_email : profile.basic.email),
    mobile: user?.mobile ?? text(builder ? profile.basic.company_mobile_no : profile.basic.mobile_no),
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

type Loaded = { user: UserRecord; profile: Profile; lists: Record<string, unknown[]> };

async function registrantOr404(id: number, kinds?: readonly ProfileKind[]): Promise<Loaded> {
  const [user, loaded] = await Promise.all([getUser(id), getAccountProfile(id)]);
  if (!user || !loaded || (kinds && !kinds.includes(loaded.profile.kind))) throw new NotFoundError(m.notFound);
  return { user, profile: loaded.profile as Profile, lists: loaded.lists };
}

const isStoredFile = (value: unknown): value is { key: string; file_name: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { key?: unknown }).key === 'string' &&
  typeof (value as { file_name?: unknown }).file_name === 'string' &&
  (value as { key: string }).key.startsWith('files/');

/** A copy of a profile section in which every stored file carries a short-lived link that shows it. */
async function withLinks<T>(value: T): Promise<T> {
  if (Array.isArray(value)) return (await Promise.all(value.map((element) => withLinks(element)))) as T;
  if (typeof value !== 'object' || value === null) return value;
  if (isStoredFile(value)) {
    const { url, expiresAt } = await presignGet(value.key, { fileName: value.file_name, disposition: 'inline' });
    return { ...value, url, url_expires_at: expiresAt.toISOString() };
  }
  const entries = await Promise.all(
    Object.entries(value).map(async ([name, inner]) => [name, await withLinks(inner)] as const),
  );
  return Object.fromEntries(entries) as T;
}

async function toDetail({ user, profile, lists }: Loaded): Promise<RegistrantDetail> {
  return {
    id: profile.account_id,
    kind: profile.kind,
    status: profile.status,
    grade: profile.grade ?? null,
    remark: profile.admin_remark ?? null,
    reviewed_at: profile.reviewed_at ?? null,
    reviewed_by: profile.reviewed_by ?? null,
    is_quick_register: profile.is_quick_register === true,
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      mobile: user.mobile,
      role: user.role,
      email_verified_at: user.email_verified_at,
      created_at: user.created_at,
    },
    payment: profile.payment ?? null,
    basic: await withLinks(profile.basic as Record<string, unknown>),
    bank_details: (profile.bank_details as Record<string, unknown> | null) ?? null,
    documents: await withLinks(profile.documents as unknown as Record<string, unknown>[]),
    lists: await withLinks(lists as Record<string, Record<string, unknown>[]>),
    created_at: profile.created_at,
    updated_at: profile.updated_at,
  };
}

/** GET /admin/registrants/{id}: the whole profile with links to its files. */
export async function getRegistrant(id: number): Promise<RegistrantAnswer> {
  return { data: await toDetail(await registrantOr404(id)) };
}

/** POST /admin/registrants/{id}/review: approve or reject, with a remark. */
export async function reviewRegistrant(
  id: number,
  body: ReviewRegistrantBody,
  caller: Caller,
  now: Date,
): Promise<RegistrantChanged> {
  const loaded = await registrantOr404(id);
  const actor = await actorOf(caller);
  const status = body.decision === 'approve' ? 'approved' : 'rejected';
  const at = now.toISOString();
  const by = { id: actor.id, name: actor.name };
  try {
    await writeWithAudit(
      [profileReviewItem(id, { status, remark: body.remark, by, at })],
      [
        auditEntry(
          actor,
          {
            action: `registrant.${body.decision}`,
            entity: 'registrant',
            entityId: id,
            summary: `${status === 'approved' ? 'Approved' : 'Rejected'} ${loaded.user.name}: ${body.remark}`,
            before: { status: loaded.profile.status, remark: loaded.profile.admin_remark ?? null },
            after: { status, remark: body.remark },
          },
          now,
        ),
      ],
    );
  } catch (error) {
    if (error instanceof TransactionConditionError) throw new NotFoundError(m.notFound);
    throw error;
  }
  const profile: Profile = {
    ...loaded.profile,
    status,
    admin_remark: body.remark,
    reviewed_at: at,
    reviewed_by: by,
    updated_at: at,
  };
  return {
    error: false,
    message: status === 'approved' ? m.approved : m.rejected,
    data: await toDetail({ ...loaded, profile }),
  };
}

/** PUT /admin/registrants/{id}/grade: a contractor's grade A to D. */
export async function gradeRegistrant(
  id: number,
  body: GradeRegistrantBody,
  caller: Caller,
  now: Date,
): Promise<RegistrantChanged> {
  const loaded = await registrantOr404(id);
  if (loaded.profile.kind !== 'contractor') throw new ValidationError({ grade: [m.gradeContractorsOnly] });
  const actor = await actorOf(caller);
  const at = now.toISOString();
  try {
    await writeWithAudit(
      [profileGradeItem(id, body.grade, at)],
      [
        auditEntry(
          actor,
          {
            action: 'registrant.grade',
            entity: 'registrant',
            entityId: id,
            summary: `Graded ${loaded.user.name} ${body.grade}`,
            before: { grade: loaded.profile.grade ?? null },
            after: { grade: body.grade },
          },
          now,
        ),
      ],
    );
  } catch (error) {
    if (error instanceof TransactionConditionError) throw new NotFoundError(m.notFound);
    throw error;
  }
  const profile: Profile = { ...loaded.profile, grade: body.grade, updated_at: at };
  return { error: false, message: m.graded, data: await toDetail({ ...loaded, profile }) };
}

/**
 * DELETE /contractors/{id} (contractors and builders), /organizations/{id}: the account, its
 * claims, sessions and profile go in one transaction with the audit entry; payment records stay,
 * the spent order marked with the deleted account's id. Uploaded files stay in the private bucket.
 */
export async function deleteRegistrant(
  id: number,
  kinds: readonly ProfileKind[],
  caller: Caller,
  now: Date,
): Promise<AdminMessageAnswer> {
  const loaded = await registrantOr404(id, kinds);
  const actor = await actorOf(caller);
  const at = now.toISOString();
  const entry = auditEntry(
    actor,
    {
      action: 'registrant.delete',
      entity: 'registrant',
      entityId: id,
      summary: `Deleted ${loaded.profile.kind} ${loaded.user.name} (${loaded.user.email})`,
      before: {
        kind: loaded.profile.kind,
        name: loaded.user.name,
        email: loaded.user.email,
        mobile: loaded.user.mobile,
        company_name: text(loaded.profile.basic.company_name),
        status: loaded.profile.status,
        payment: loaded.profile.payment ?? null,
      },
      after: null,
    },
    now,
  );
  try {
    await writeWithAudit(registrantDeleteItems(loaded.user, loaded.profile, { by: actor.id, at }), [entry]);
  } catch (error) {
    if (error instanceof TransactionConditionError) throw new NotFoundError(m.notFound);
    throw error;
  }
  await deleteAccountLeftovers(id);
  return {
    error: false,
    message: loaded.profile.kind === 'organization' ? m.organizationDeleted : m.contractorDeleted,
  };
}
