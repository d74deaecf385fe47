import type { StoredFile } from '@tender/shared/schemas/uploads';
import * as z from '@tender/shared/schemas/mini';
import { tableName } from '../platform/dynamo-client';
import { defineEntity } from './entity';
import { keys } from './keys';
import { queryAll } from './query-all';

// Registered accounts' profiles (contractor, organisation, builder): what they hold and how one is
// read. `ACCOUNT#<id>` / `PROFILE` holds the basic fields, bank details, the four documents and the
// admin's bookkeeping (status, grade); each repeating list (directors, staff, works ...) is one item
// `ACCOUNT#<id>` / `LIST#<name>` holding all its rows, each row with a numeric `id` (1..n) that later
// edits name to change or remove it. Written by registration-repository.ts (the whole profile, with
// the account) and profile-save-repository.ts (one tab).

export type ProfileKind = AccountProfile['kind'];
/** The admin approves (or rejects) a registration later; until then it is pending. */
export type ProfileStatus = AccountProfile['status'];

/** What a profile field holds: text, a number, selected lookup ids, a stored file, or null when empty. */
export type ProfileValue = z.infer<typeof ProfileValue>;
export type ProfileFields = z.infer<typeof ProfileFields>;

/** A stored file inside a profile: its shape checked as the profile was saved (the upload's ticket). */
const ProfileFile = z.custom<StoredFile>(
  (value) => typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string',
);

const ProfileValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.number()), ProfileFile, z.null()]);
const ProfileFields = z.record(z.string(), ProfileValue);

/** One row of the Upload Documents table: document 1 = PAN, 2 = GSTIN, 3 = pin code, 4 = director address proof. */
const ProfileDocument = z.object({
  document_type_id: z.number(),
  value: z.nullable(z.string()),
  storage: z.nullable(ProfileFile),
});
export type ProfileDocument = z.infer<typeof ProfileDocument>;

const BankDetails = z.object({
  favouring_name: z.nullable(z.string()),
  account_no: z.nullable(z.string()),
  bank_name: z.nullable(z.string()),
  branch_name: z.nullable(z.string()),
  ifsc_code: z.nullable(z.string()),
});
export type BankDetails = z.infer<typeof BankDetails>;

/** A row of a repeating list; `id` is its number within the list (never reused: see `next_row_id`). */
const ProfileRow = z.catchall(z.object({ id: z.number() }), ProfileValue);
export type ProfileRow = z.infer<typeof ProfileRow>;

/** `ACCOUNT#<id>` / `LIST#<name>`: one repeating list of a profile, as `profileListItem` writes it. */
export const ProfileListEntity = defineEntity({
  name: 'profile list',
  schema: z.object({
    list: z.string(),
    /** Read as an empty list when absent, and `next_row_id` as not kept. */
    rows: z.optional(z.array(ProfileRow)),
    next_row_id: z.optional(z.number()),
  }),
});

const ProfilePayment = z.object({ order_id: z.string(), payment_id: z.string() });
export type ProfilePayment = z.infer<typeof ProfilePayment>;

/** What the admin keeps on a profile beside the registration's fields (registrants-repository writes it). */
const ProfileReview = {
  admin_remark: z.optional(z.nullable(z.string())),
  reviewed_at: z.optional(z.nullable(z.string())),
  reviewed_by: z.optional(z.nullable(z.object({ id: z.number(), name: z.string() }))),
  /** The remark of the rejection the registrant answered by asking for a new review. */
  previous_remark: z.optional(z.nullable(z.string())),
  review_requested_at: z.optional(z.nullable(z.string())),
};

const AccountProfile = z.object({
  account_id: z.number(),
  kind: z.enum(['contractor', 'organization', 'builder']),
  status: z.enum(['pending', 'approved', 'rejected']),
  /** Contractors start at grade 'C' (SPEC §4); null for other kinds. */
  grade: z.nullable(z.string()),
  is_quick_register: z.boolean(),
  /** The registration fee's payment, when one was taken. */
  payment: z.nullable(ProfilePayment),
  /** The form's own fields (company, director, work types), files as StoredFile. */
  basic: ProfileFields,
  bank_details: z.nullable(BankDetails),
  /** Contractors and organisations: the four rows, in document type order; builders: none. */
  documents: z.array(ProfileDocument),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AccountProfile = z.infer<typeof AccountProfile>;

/** The `ACCOUNT#<id>` / `PROFILE` item: the profile with the admin's review beside it. */
export const ProfileEntity = defineEntity({ name: 'profile', schema: z.extend(AccountProfile, ProfileReview) });
export type ReviewedProfile = z.infer<typeof ProfileEntity.schema>;

export type ProfileList = { name: string; rows: ProfileRow[] };

/** A whole profile: the PROFILE item and every list by name (a list never written reads as absent). */
export type LoadedProfile = {
  profile: ReviewedProfile;
  lists: Record<string, ProfileRow[]>;
  /** Each written list's next row id (ids are never reused; a list never written starts at 1). */
  nextRowIds?: Record<string, number>;
};

/** A list's item, whole: its rows and the id the next added row gets. */
export function profileListItem(
  accountId: number,
  list: { name: string; rows: ProfileRow[]; next_row_id: number },
  updatedAt: string,
): Record<string, unknown> {
  return {
    ...keys.accountList(accountId, list.name),
    account_id: accountId,
    list: list.name,
    rows: list.rows,
    next_row_id: list.next_row_id,
    updated_at: updatedAt,
  };
}

/** A whole profile in one Query of `ACCOUNT#<id>` (paged only past 1 MB); undefined when the account has none. */
export async function getAccountProfile(accountId: number): Promise<LoadedProfile | undefined> {
  let profile: ReviewedProfile | undefined;
  const lists: Record<string, ProfileRow[]> = {};
  const nextRowIds: Record<string, number> = {};
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.accountPartition(accountId) },
    ConsistentRead: true,
  });
  for (const item of items) {
    if (item.sk === 'PROFILE') profile = ProfileEntity.read(item);
    else if (typeof item.sk === 'string' && item.sk.startsWith('LIST#')) {
      const list = ProfileListEntity.read(item);
      lists[list.list] = list.rows ?? [];
      if (list.next_row_id !== undefined) nextRowIds[list.list] = list.next_row_id;
    }
  }
  return profile ? { profile, lists, nextRowIds } : undefined;
}
