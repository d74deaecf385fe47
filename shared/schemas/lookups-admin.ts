// The admin area's lookup lists: tender categories, work types, document types, materials.
// zod/mini (./mini.ts).
import { lookupMessages as m } from '../admin-messages';
import { isSafeText } from '../rules';
import { positiveId } from './common';
import { documented, REQUIRED_SAFE_TEXT_PATTERN } from './documented';
import * as z from './mini';

export const LOOKUP_KINDS = ['tender_category', 'work_type', 'document_type', 'material'] as const;
export type LookupKindName = (typeof LOOKUP_KINDS)[number];

/** Document types 1 to 4 are the registration form's four documents (SPEC.md §3): never deleted. */
export const FIXED_DOCUMENT_TYPE_IDS = [1, 2, 3, 4] as const;

const kind = z.enum(LOOKUP_KINDS, { error: 'kind must be tender_category, work_type, document_type or material.' });

export const LookupKindParams = z.object({ kind });
export const LookupEntryParams = z.object({ kind, id: positiveId() });

const name = () =>
  z
    .string({ error: m.name })
    .check(
      z.trim(),
      z.minLength(1, m.name),
      z.maxLength(120, m.nameTooLong),
      z.refine(isSafeText, m.nameUnsafe),
      documented({ pattern: REQUIRED_SAFE_TEXT_PATTERN }),
    );

export const CreateLookupBody = z.object({ name: name() });
export type CreateLookupBody = z.infer<typeof CreateLookupBody>;

/** A new name, or retired true/false (hidden from new selections; records that chose it keep it). */
export const UpdateLookupBody = z
  .object({ name: z.optional(name()), retired: z.optional(z.boolean({ error: 'retired must be true or false.' })) })
  .check(
    z.refine((body) => body.name !== undefined || body.retired !== undefined, {
      message: m.nothingToChange,
      path: ['name'],
    }),
    documented({ anyOf: [{ required: ['name'] }, { required: ['retired'] }] }),
  );
export type UpdateLookupBody = z.infer<typeof UpdateLookupBody>;

export const AdminLookupEntry = z.object({
  id: z.number(),
  name: z.string(),
  retired: z.boolean(),
  /** Tenders that use it; an entry in use cannot be deleted. */
  used: z.number(),
  updated_at: z.nullable(z.string()),
});
export type AdminLookupEntry = z.infer<typeof AdminLookupEntry>;

export const AdminLookupListAnswer = z.object({ data: z.array(AdminLookupEntry) });
export type AdminLookupListAnswer = z.infer<typeof AdminLookupListAnswer>;

export const AdminLookupChanged = z.object({ error: z.literal(false), message: z.string(), data: AdminLookupEntry });
export type AdminLookupChanged = z.infer<typeof AdminLookupChanged>;
