import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FieldSpec } from '@tender/shared/field-spec';
import {
  contractorProfileForms,
  organizationProfileForms,
  profileBankFields,
  type ProfileFormSpec,
} from '@tender/shared/profile-fields';
import type { BankDetails } from '../../data/profiles-repository';
import { WIDE, widestSection, widestStoredFile, widestValue } from '../../data/testing/widest-values';
import type { UserRecord } from '../../data/users-repository';

// The largest save of every profile tab must fit ONE TransactWriteItems call (at most 100 entries,
// 4 MB) and every item DynamoDB's 400 KB: each list at its maximum of rows, every value as wide as
// its field allows, every file new. Nothing here sends a request.
Object.assign(process.env, { TABLE_NAME: 'table', UPLOADS_BUCKET: 'bucket', LOG_LEVEL: 'silent' });
const { profileSaveItems } = await import('../../data/profile-save-repository');
const { itemSizeBytes } = await import('../../data/transactions');

const now = new Date('2026-06-15T10:00:00Z');
const section = (fields: readonly FieldSpec[]) => widestSection(fields, widestStoredFile) as Record<string, never>;
const filesIn = (fields: readonly FieldSpec[]) => fields.filter((field) => field.kind === 'file').length;

const user: UserRecord = {
  id: Number.MAX_SAFE_INTEGER,
  name: 'Asha',
  username: null,
  email: 'asha@example.com',
  mobile: '9822000000',
  role: 'Contractor',
  password_hash: 'x',
  email_verified_at: now.toISOString(),
  google2fa_enabled: false,
  google2fa_secret: null,
  google2fa_pending_secret: null,
  must_change_password: false,
  password_expires_at: null,
  password_changed_at: null,
  created_at: now.toISOString(),
};

function worstSave(form: ProfileFormSpec) {
  const uploads =
    filesIn(form.fields) +
    (form.documents ?? []).length +
    form.lists.reduce((sum, entry) => sum + entry.list.maxRows * filesIn(entry.list.fields), 0);
  return profileSaveItems({
    accountId: Number.MAX_SAFE_INTEGER,
    readUpdatedAt: now.toISOString(),
    ...(form.fields.length ? { basic: { ...section(form.fields), with_labour_material: [1, 2, 3] } } : {}),
    ...(form.bank ? { bank_details: section(profileBankFields) as unknown as BankDetails } : {}),
    ...(form.documents
      ? {
          documents: form.documents.map((document) => ({
            document_type_id: document.document_type_id,
            value: String(widestValue(document.value, widestStoredFile)),
            storage: widestStoredFile(),
          })),
        }
      : {}),
    lists: form.lists.map((entry) => ({
      name: entry.list.name,
      rows: Array.from({ length: entry.list.maxRows }, (_, index) => ({
        ...section(entry.list.fields),
        id: index + 1,
      })),
      next_row_id: 999_999,
    })),
    // Basic moves the name, the login email and mobile with their claims.
    ...(form.form === 'basic'
      ? {
          user: {
            current: user,
            changes: {
              name: WIDE.repeat(200),
              email: 'new@example.com',
              mobile: '9822000001',
              email_verified_at: null,
            },
          },
        }
      : {}),
    uploadIds: Array.from({ length: uploads }, () => randomUUID()),
    now,
  });
}

describe('the largest save of each profile tab fits one transaction', () => {
  it.each([...contractorProfileForms, ...organizationProfileForms].map((form) => [form.form, form] as const))(
    '%s',
    (_, form) => {
      const { items } = worstSave(form);
      expect(items.length).toBeLessThanOrEqual(100);
      const sizes = items.map((entry) => itemSizeBytes(entry.Put?.Item ?? entry.Update));
      expect(Math.max(...sizes)).toBeLessThan(400 * 1024);
      expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(4 * 1024 * 1024);
    },
  );

  it('counts what a Certificates save writes: profile, two lists, 27 uploads', () => {
    const certificates = contractorProfileForms.find((form) => form.form === 'document_certificate')!;
    const { items, slots } = worstSave(certificates);
    expect(Object.keys(slots.uploads)).toHaveLength(4 + 3 + 20);
    expect(items).toHaveLength(1 + 2 + 27);
  });

  it('moves the login claims on Basic: user update, old and new email and mobile claims', () => {
    const basic = contractorProfileForms[0];
    const { items, slots } = worstSave(basic);
    expect(items.map((entry) => Object.keys(entry)[0])).toEqual([
      'Update',
      'Update',
      'Delete',
      'Put',
      'Delete',
      'Put',
      'Update',
    ]);
    expect(slots).toMatchObject({ email: 3, mobile: 5 });
  });
});
