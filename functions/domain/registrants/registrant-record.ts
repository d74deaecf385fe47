import { registrantMessages as m } from '@tender/shared/admin-messages';
import type { RegistrantAnswer, RegistrantDetail } from '@tender/shared/schemas/registrants';
import { getAccountProfile, type ProfileKind } from '../../data/profiles-repository';
import type { Registrant } from '../../data/registrants-repository';
import { getUser, type UserRecord } from '../../data/users-repository';
import { NotFoundError } from '../../platform/errors';
import { presignGet } from '../../platform/storage';

// Registrants: contractors, builders and organisations as the admin sees them. A
// registrant's whole profile is read-only here (the registrant edits it). This file loads one
// registrant and answers its detail; list, review, grade and delete are files of their own.

export type Profile = Registrant['profile'];

/** A profile value as text ('' when it is not a string). */
export const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

export type LoadedRegistrant = { user: UserRecord; profile: Profile; lists: Record<string, unknown[]> };

/** The account and its profile, or 404 when either is missing (or the profile is not of `kinds`). */
export async function registrantOr404(id: number, kinds?: readonly ProfileKind[]): Promise<LoadedRegistrant> {
  const [user, loaded] = await Promise.all([getUser(id), getAccountProfile(id)]);
  if (!user || !loaded || (kinds && !kinds.includes(loaded.profile.kind))) throw new NotFoundError(m.notFound);
  return { user, profile: loaded.profile, lists: loaded.lists };
}

/** The admin's write with its audit entry (false: its condition no longer held); a registrant gone since it was read is a 404. */
export async function writtenOr404(write: Promise<boolean>): Promise<void> {
  if (!(await write)) throw new NotFoundError(m.notFound);
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

export async function toDetail({ user, profile, lists }: LoadedRegistrant): Promise<RegistrantDetail> {
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
    documents: await withLinks(profile.documents),
    lists: await withLinks(lists as Record<string, Record<string, unknown>[]>),
    created_at: profile.created_at,
    updated_at: profile.updated_at,
  };
}

/** GET /admin/registrants/{id}: the whole profile with links to its files. */
export async function getRegistrant(id: number): Promise<RegistrantAnswer> {
  return { data: await toDetail(await registrantOr404(id)) };
}
