// The four lookup lists the admin edits, and the public lists a change shows in.
import type { LookupKindName } from '@tender/shared/schemas/lookups-admin';

export const LOOKUP_LISTS: readonly { kind: LookupKindName; title: string; rowLabel: string }[] = [
  { kind: 'tender_category', title: 'Tender categories', rowLabel: 'category' },
  { kind: 'work_type', title: 'Work types', rowLabel: 'work type' },
  { kind: 'document_type', title: 'Document types', rowLabel: 'document type' },
  { kind: 'material', title: 'Materials', rowLabel: 'material' },
];

/** The public lists a lookup change shows in. */
export const PUBLIC_LOOKUP_KEYS = ['/tender_category_list', '/work_type_list', '/material_list', '/document_type_list'];
