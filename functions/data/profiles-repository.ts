import type { StoredFile } from '@tender/shared/schemas/uploads';
import { tableName } from '../platform/dynamo-client';
import { keys, withoutKeys } from './keys';
import { queryAll } from './query-all';

// Registered accounts' profiles (contractor, organisation, builder): what they hold and how one is
// read. `ACCOUNT#<id>` / `PROFILE` holds the basic fields, bank details, the four documents and the
// admin's bookkeeping (status, grade); each repeating list (directors, staff, works ...) is one item
// `ACCOUNT#<id>` / `LIST#<name>` holding all its rows, each row with a numeric `id` (1..n) that later
// edits name to change or remove it. Written by registration-repository.ts (the whole profile, with
// the account) and profile-save-repository.ts (one tab).

export type ProfileKind = 'contractor' | 'organization' | 'builder';
/** The admin approves (or rejects) a registration later; until then it is pending. */
export type ProfileStatus = 'pending' | 'approved' | 'rejected';

/** What a profile field holds: text, a number, selected lookup ids, a stored file, or null when empty. */
export type ProfileValue = string | number | boolean | number[] | StoredFile | null;
export type ProfileFields = Record<string, ProfileValue>;

/** One row of the Upload Documents table: document 1 = PAN, 2 = GSTIN, 3 = pin code, 4 = director address proof. */
export type ProfileDocument = {
  document_type_id: number;
  value: string | null;
  storage: StoredFile | null;
};

export type BankDetails = {
  favouring_name: string | null;
  account_no: string | null;
  bank_name: string | null;
  branch_name: string | null;
  ifsc_code: string | null;
};

/** A row of a repeating list; `id` is its number within the list (never reused: see `next_row_id`). */
export type ProfileRow = { id: number } & ProfileFields;

export type ProfilePayment = { order_id: string; payment_id: string };

export type AccountProfile = {
  account_id: number;
  kind: ProfileKind;
  status: ProfileStatus;
  /** Contractors start at grade 'C' (SPEC §4); null for other kinds. */
  grade: string | null;
  is_quick_register: boolean;
  /** The registration fee's payment, when one was taken. */
  payment: ProfilePayment | null;
  /** The form's own fields (company, director, work types), files as StoredFile. */
  basic: ProfileFields;
  bank_details: BankDetails | null;
  /** Contractors and organisations: the four rows, in document type order; builders: none. */
  documents: ProfileDocument[];
  created_at: string;
  updated_at: string;
};

export type ProfileList = { name: string; rows: ProfileRow[] };

/** A whole profile: the PROFILE item and every list by name (a list never written reads as absent). */
export type LoadedProfile = {
  profile: AccountProfile;
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
  let profile: AccountProfile | undefined;
  const lists: Record<string, ProfileRow[]> = {};
  const nextRowIds: Record<string, number> = {};
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.accountPartition(accountId) },
    ConsistentRead: true,
  });
  for (const item of items) {
    if (item.sk === 'PROFILE') profile = withoutKeys(item) as unknown as AccountProfile;
    else if (typeof item.sk === 'string' && item.sk.startsWith('LIST#')) {
      lists[String(item.list)] = (item.rows ?? []) as ProfileRow[];
      if (typeof item.next_row_id === 'number') nextRowIds[String(item.list)] = item.next_row_id;
    }
  }
  return profile ? { profile, lists, nextRowIds } : undefined;
}
