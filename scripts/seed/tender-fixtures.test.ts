import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { TenderDetail, TenderWorkItem } from '@tender/shared/schemas/tender';
import { SITE } from '@tender/shared/constants';
import {
  DOCUMENT_TYPES,
  MATERIALS,
  PAYMENT_ACCOUNT_NAME,
  SETTINGS,
  TENDER_CATEGORIES,
  WORK_ITEM_TEMPLATES,
  WORK_TYPES,
  lookupName,
} from './lookup-fixtures';
import { buildSeedTenders, type SeedTender } from './tender-fixtures';

const ISO_IST = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/;

const SeedTenderSchema = z
  .object(TenderDetail.shape)
  .omit({ id: true, tender_documents: true, tender_material_works: true })
  .extend({
    tender_material_works: z
      .array(z.object(TenderWorkItem.shape).omit({ id: true }).strict())
      .min(3)
      .max(8),
    documents: z
      .array(
        z
          .object({
            document_name: z.string().min(1),
            description: z.string().min(1),
            fileName: z.string().regex(/^[a-z]+-ppc-\d{4}-\d{4}\.pdf$/),
          })
          .strict(),
      )
      .min(1)
      .max(3),
  })
  .strict();

const SEED_DAYS = [
  new Date('2026-05-10T12:00:00Z'),
  new Date('2026-12-31T20:00:00Z'), // already 1 Jan 2027 in IST
  new Date('2030-02-28T00:00:00+05:30'),
];

const time = (iso: string): number => new Date(iso).getTime();

describe('lookup fixtures', () => {
  it('has the four SPEC document types', () => {
    expect(DOCUMENT_TYPES).toEqual([
      { id: 1, name: 'PAN' },
      { id: 2, name: 'GSTIN' },
      { id: 3, name: 'Pin Code / Address Proof of Firm' },
      { id: 4, name: 'Address Proof of Proprietor/Partner/Director' },
    ]);
  });

  it('keeps Earth Work and RCC Work as ids 1 and 2, with item templates for every work type', () => {
    expect(lookupName(WORK_TYPES, 1)).toBe('Earth Work');
    expect(lookupName(WORK_TYPES, 2)).toBe('RCC Work');
    expect(WORK_TYPES.length).toBeGreaterThanOrEqual(12);
    for (const { id } of WORK_TYPES) expect(WORK_ITEM_TEMPLATES[id]?.length ?? 0).toBeGreaterThanOrEqual(3);
  });

  it('has unique ids and names in every table', () => {
    for (const table of [DOCUMENT_TYPES, TENDER_CATEGORIES, WORK_TYPES, MATERIALS]) {
      expect(new Set(table.map((row) => row.id)).size).toBe(table.length);
      expect(new Set(table.map((row) => row.name)).size).toBe(table.length);
    }
    expect(TENDER_CATEGORIES.length).toBeGreaterThanOrEqual(6);
    expect(MATERIALS.length).toBeGreaterThanOrEqual(10);
  });

  it('has the settings and payment account name', () => {
    expect(SETTINGS).toMatchObject({
      site_url: '',
      site_logo: '/logo.svg',
      basic_contractor_registration_fees: 5000,
    });
    expect(SETTINGS.site_slogan.length).toBeGreaterThan(0);
    expect(PAYMENT_ACCOUNT_NAME).toBe(SITE.name);
  });
});

describe.each(SEED_DAYS)('buildSeedTenders(%s)', (seedDay) => {
  const tenders = buildSeedTenders(seedDay);
  const now = seedDay.getTime();
  const byStatus = (status: SeedTender['status']) => tenders.filter((t) => t.status === status);

  it('has 39 tenders: 20 active, 3 closed, 8 cancelled, 8 retendered', () => {
    expect(tenders).toHaveLength(39);
    expect(byStatus('active')).toHaveLength(20);
    expect(byStatus('closed')).toHaveLength(3);
    expect(byStatus('cancelled')).toHaveLength(8);
    expect(byStatus('retendered')).toHaveLength(8);
  });

  it('keeps every active tender open for bids 20 to 120 days, 6 of them upcoming', () => {
    const day = 86_400_000;
    for (const t of byStatus('active')) {
      expect(time(t.bid_submission_end_date)).toBeGreaterThan(now + 19 * day);
      expect(time(t.bid_submission_end_date)).toBeLessThan(now + 121 * day);
    }
    const upcoming = byStatus('active').filter((t) => time(t.bid_submission_start_date) > now);
    expect(upcoming).toHaveLength(6);
    for (const t of upcoming) expect(time(t.bid_submission_start_date)).toBeLessThan(now + 16 * day);
  });

  it('fills every TenderDetail field with a non-empty value', () => {
    for (const t of tenders) {
      expect(() => SeedTenderSchema.parse(t), t.project_name).not.toThrow();
      for (const [key, value] of Object.entries(t)) {
        if (typeof value === 'string') expect(value.trim(), key).not.toBe('');
        if (typeof value === 'number') expect(value, key).toBeGreaterThan(0);
      }
      for (const item of t.tender_material_works) {
        expect(item.item_description.trim()).not.toBe('');
        expect(item.unit.trim()).not.toBe('');
        expect(item.quantity).toBeGreaterThan(0);
      }
    }
  });

  it('matches the lookups and the field formats', () => {
    for (const t of tenders) {
      expect(t.tender_category_name).toBe(lookupName(TENDER_CATEGORIES, t.tender_category_id));
      expect(t.material_work_type_name).toBe(lookupName(WORK_TYPES, t.material_work_type_id));
      expect(t.work_type_name).toBe(t.material_work_type_name);
      for (const item of t.tender_material_works) {
        expect(item.material_work_type_name).toBe(lookupName(WORK_TYPES, item.material_work_type_id));
      }
      const types = new Set(t.tender_material_works.map((item) => item.material_work_type_id));
      expect(types.has(t.material_work_type_id)).toBe(true);
      expect(types.size).toBeGreaterThanOrEqual(2);
      expect(types.size).toBeLessThanOrEqual(3);
      expect(t.tender_uid).toMatch(/^PPC\/\d{4}\/\d{4}$/);
      expect(t.tender_reference_number).toMatch(/^PPC\/[A-Z]+\/\d{2}-\d{2}\/\d{3}$/);
      expect(t.pin_code).toMatch(/^41\d{4}$/);
      const [low, high] = t.remarks.split('-').map(Number);
      expect(low).toBeGreaterThan(0);
      expect(high).toBeGreaterThan(low ?? Infinity);
      expect([90, 120, 180]).toContain(t.bid_validity_days);
      expect(['Open', 'Limited']).toContain(t.tender_type_name);
      expect(['Item Rate', 'Percentage', 'Lump-sum', 'EPC']).toContain(t.form_contract_name);
      expect(['Fixed', 'Percentage']).toContain(t.emd_fee_type_name);
      expect(t.period_of_works).toMatch(/^\d+ months$/);
      expect(t.documents[0]?.document_name).toBe('Notice Inviting Tender');
    }
  });

  it('orders the dates of every tender', () => {
    for (const t of tenders) {
      const dates = [
        t.published_date,
        t.document_download_sale_start_date,
        t.clarification_start_date,
        t.pre_bid_meeting_date,
        t.bid_submission_start_date,
        t.bid_submission_end_date,
        t.bid_opening_date,
        t.clarification_end_date,
        t.document_download_sale_end_date,
      ];
      for (const date of dates) expect(date).toMatch(ISO_IST);
      expect(time(t.published_date)).toBeLessThan(now);
      const chain = dates.slice(0, 7).map(time);
      for (let i = 1; i < chain.length; i++)
        expect(chain[i], `${t.tender_uid} date ${i}`).toBeGreaterThanOrEqual(chain[i - 1] ?? 0);
      expect(time(t.bid_submission_start_date)).toBeLessThan(time(t.bid_submission_end_date));
      expect(time(t.bid_submission_end_date)).toBeLessThan(time(t.bid_opening_date));
      expect(time(t.clarification_end_date)).toBeGreaterThan(time(t.clarification_start_date));
      expect(time(t.clarification_end_date)).toBeLessThanOrEqual(time(t.bid_submission_end_date));
      expect(time(t.document_download_sale_end_date)).toBeGreaterThan(time(t.document_download_sale_start_date));
      expect(time(t.document_download_sale_end_date)).toBeLessThanOrEqual(time(t.bid_submission_end_date));
    }
  });

  it('has unique uids, reference numbers and file names', () => {
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(tenders.map((t) => t.tender_uid))).toBe(true);
    expect(unique(tenders.map((t) => t.tender_reference_number))).toBe(true);
    expect(unique(tenders.flatMap((t) => t.documents.map((d) => d.fileName)))).toBe(true);
  });
});

describe('determinism', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives equal output for equal seed days and never calls Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    const day = new Date('2026-05-10T12:00:00Z');
    expect(buildSeedTenders(day)).toEqual(buildSeedTenders(new Date(day)));
    expect(random).not.toHaveBeenCalled();
  });

  it('keeps the same projects and work items whatever the seed day', () => {
    const strip = (tenders: SeedTender[]) =>
      tenders
        .map((t) => [t.project_name, t.tender_material_works])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(strip(buildSeedTenders(SEED_DAYS[0]!))).toEqual(strip(buildSeedTenders(SEED_DAYS[2]!)));
  });
});
