// Every key shape of the single table, and nothing else. See README.md beside this file.
import type { TenderStatus } from '@tender/shared/schemas/tender';

export type LookupKind = 'tender_category' | 'work_type' | 'document_type' | 'material';

/** Fixed width so ids sort as numbers inside string sort keys. */
const pad = (id: number) => String(id).padStart(10, '0');

export const keys = {
  tender: (id: number) => ({ pk: `TENDER#${id}`, sk: 'META' }),
  tenderStatusIndex: (status: TenderStatus, bidEndUtc: string, id: number) => ({
    gsi1pk: `TENDERS#${status}`,
    gsi1sk: `${bidEndUtc}#${pad(id)}`,
  }),
  tenderStatusPartition: (status: TenderStatus) => `TENDERS#${status}`,
  lookupPartition: (kind: LookupKind) => `LOOKUP#${kind}`,
  lookup: (kind: LookupKind, id: number) => ({ pk: `LOOKUP#${kind}`, sk: pad(id) }),
  settings: () => ({ pk: 'SETTINGS', sk: 'BASIC' }),
  contact: (id: number) => ({ pk: `CONTACT#${id}`, sk: 'META' }),
  contactsIndex: (createdAt: string, id: number) => ({ gsi2pk: 'CONTACTS', gsi2sk: `${createdAt}#${pad(id)}` }),
  sequence: (name: string) => ({ pk: `SEQ#${name}`, sk: 'META' }),
  /** One counter per limit, subject and fixed window (the window's start, epoch seconds). */
  throttle: (limitName: string, subject: string, windowStart: number) => ({
    pk: `THROTTLE#${limitName}#${subject}`,
    sk: String(windowStart),
  }),
} as const;

/** Attributes that only exist for the table's sake and never leave the data layer. */
export const KEY_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'expiresAt'] as const;

export function withoutKeys<T extends Record<string, unknown>>(item: T): Omit<T, (typeof KEY_ATTRIBUTES)[number]> {
  const copy: Record<string, unknown> = { ...item };
  for (const key of KEY_ATTRIBUTES) delete copy[key];
  return copy as Omit<T, (typeof KEY_ATTRIBUTES)[number]>;
}
