import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FieldSpec } from '@tender/shared/field-spec';
import {
  bankFields,
  directorFields,
  turnoverYears,
  vendorCompanyFields,
  vendorStepTwoLists,
} from '@tender/shared/registration-fields';
import { contractorRegistrationSchema, type ContractorRegistration } from '@tender/shared/schemas/registration';
import { consentRecord } from '../domain/account-data/consent';
import { contractorPlan } from '../domain/registration/registration-plan';
import { sampleGstin, samplePan } from '../../test/support/registration-samples';
import { WIDE, widestSection, widestStoredFile, widestUploadRef } from './testing/widest-values';

// The largest registration the schemas let through must fit ONE TransactWriteItems call (at most
// 100 entries, 4 MB) and every item DynamoDB's 400 KB. config.ts reads the environment when first
// imported, so it is set before the repository is loaded; nothing here sends a request.
Object.assign(process.env, { TABLE_NAME: 'table', UPLOADS_BUCKET: 'bucket', LOG_LEVEL: 'silent' });
const { registrationItems } = await import('./registration-repository');
const { itemSizeBytes } = await import('./transactions');
const { ProfileEntity, ProfileListEntity } = await import('./profiles-repository');
const { ConsentEntity } = await import('./account-data-repository');
const { withoutKeys } = await import('./keys');

const DYNAMODB_TRANSACTION_ITEMS = 100;
const DYNAMODB_ITEM_BYTES = 400 * 1024;
const DYNAMODB_TRANSACTION_BYTES = 4 * 1024 * 1024;
const now = new Date('2026-06-15T10:00:00Z');
const section = (fields: readonly FieldSpec[]) => widestSection(fields, widestUploadRef);

function worstContractorBody() {
  const lists = Object.fromEntries(
    vendorStepTwoLists.map((list) => [list.name, Array.from({ length: list.maxRows }, () => section(list.fields))]),
  ) as Record<string, Record<string, unknown>[]>;
  lists.turnovers = turnoverYears(now).map((year) => ({ ...section(vendorStepTwoLists[5].fields), year }));
  return {
    ...section(vendorCompanyFields),
    ...section(directorFields),
    director_dob: '1980-01-01',
    material_work_type_id: 999_999_999,
    with_labour_material: Array.from({ length: 50 }, (_, index) => 999_999_000 + index),
    bank_details: { ...section(bankFields), ifsc_code: 'HDFC0001234' },
    document_1: { document_type_id: 1, value: samplePan, storage: widestUploadRef() },
    document_2: { document_type_id: 2, value: sampleGstin, storage: widestUploadRef() },
    document_3: { document_type_id: 3, value: '411045', storage: widestUploadRef() },
    document_4: { document_type_id: 4, value: WIDE.repeat(200), storage: widestUploadRef() },
    ...lists,
    payment_id: `pay_${'A'.repeat(40)}`,
    order_id: `order_${'B'.repeat(40)}`,
    privacy_consent: true,
    request_id: randomUUID(),
  };
}

function worstRegistrationItems() {
  const parsed = contractorRegistrationSchema(now).parse(worstContractorBody()) as ContractorRegistration;
  const plan = contractorPlan(parsed);
  // Director photo, four documents, three turnover certificates, twenty quality certificates.
  expect(plan.claims).toHaveLength(1 + 4 + 3 + 20);
  const files = Object.fromEntries(plan.claims.map((claim) => [claim.field, widestStoredFile()]));
  const content = plan.content(files);
  const { items, slots } = registrationItems({
    accountId: Number.MAX_SAFE_INTEGER,
    user: {
      name: plan.name,
      email: plan.email,
      mobile: plan.mobile,
      role: plan.role,
      password_hash: `$argon2id$v=19$m=19456,t=2,p=1$${'x'.repeat(22)}$${'y'.repeat(43)}`,
      email_verified_at: null,
      must_change_password: true,
      password_expires_at: now.toISOString(),
      created_at: now.toISOString(),
    },
    profile: {
      kind: 'contractor',
      status: 'pending',
      grade: 'C',
      is_quick_register: false,
      payment: { order_id: parsed.order_id!, payment_id: parsed.payment_id! },
      basic: content.basic,
      bank_details: content.bank_details,
      documents: content.documents,
    },
    lists: content.lists,
    uploadIds: plan.claims.map((claim) => claim.ref.key.slice(4)),
    payment: { order_id: parsed.order_id!, payment_id: parsed.payment_id! },
    request: { request_id: parsed.request_id!, body_hash: plan.bodyHash },
    consent: consentRecord(
      Number.MAX_SAFE_INTEGER,
      'registration:contractor',
      { ip: 'f'.repeat(39), userAgent: WIDE.repeat(1000) },
      now,
    ),
    now,
  });
  return { items, slots };
}

describe('the largest registration fits one transaction', () => {
  it('is accepted by the contractor schema (so it is a body the API can receive)', () => {
    const result = contractorRegistrationSchema(now).safeParse(worstContractorBody());
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('has at most 100 entries, every item under 400 KB and the whole under 4 MB', () => {
    const { items, slots } = worstRegistrationItems();
    // user + email + mobile + profile + 8 lists + request_id + 28 uploads + payment + consent = 43.
    expect(items).toHaveLength(43);
    expect(items.length).toBeLessThanOrEqual(DYNAMODB_TRANSACTION_ITEMS);
    expect(Object.keys(slots.uploads)).toHaveLength(28);
    const sizes = items.map((entry) => itemSizeBytes(entry.Put?.Item ?? entry.Update));
    expect(Math.max(...sizes)).toBeLessThan(DYNAMODB_ITEM_BYTES);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(DYNAMODB_TRANSACTION_BYTES);
    // The largest item is a list of works, and it is more than half the limit: the cap matters.
    expect(Math.max(...sizes)).toBeGreaterThan(DYNAMODB_ITEM_BYTES / 2);
  });

  it('counts item sizes as DynamoDB does (an upper bound)', () => {
    expect(itemSizeBytes('abc')).toBe(3);
    expect(itemSizeBytes(WIDE)).toBe(3);
    expect(itemSizeBytes({ a: 'xy' })).toBe(3 + 1 + 1 + 2);
    expect(itemSizeBytes([1, true])).toBe(3 + 1 + 21 + 1 + 1);
  });
});

describe('the largest registration, read back', () => {
  it('writes a profile, lists and a consent that read back through their entities unchanged', () => {
    const written = worstRegistrationItems()
      .items.map((entry) => entry.Put?.Item)
      .filter((item): item is Record<string, unknown> => item !== undefined);
    const ofKind = (test: (sk: string) => boolean) => written.filter((item) => test(String(item.sk)));
    const [profile] = ofKind((sk) => sk === 'PROFILE');
    expect(ProfileEntity.read(profile!)).toEqual(withoutKeys(profile!));
    const lists = ofKind((sk) => sk.startsWith('LIST#'));
    expect(lists).toHaveLength(8);
    for (const list of lists) {
      const { account_id: _account, updated_at: _updated, ...read } = withoutKeys(list);
      expect(ProfileListEntity.read(list)).toEqual(read);
    }
    const [consent] = ofKind((sk) => sk.startsWith('CONSENT#'));
    expect(ConsentEntity.read(consent!)).toEqual(withoutKeys(consent!));
  });
});
