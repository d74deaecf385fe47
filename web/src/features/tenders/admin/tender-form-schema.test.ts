// The tender form (yup, built here because the server describes the tender only in zod) and the
// API (shared/schemas/tenders-organization.ts MyTenderBody) must refuse the same input with the same
// first message per field. Every typed field broken in turn with each of a set of bad values, the
// date rules one by one, the work items and documents; zod's paths mapped onto the form's as the
// form maps the server's errors (formPathOf).
import { tenderDateMessages as d, tenderFieldMessages as m } from '@tender/shared/admin-messages';
// The form's fields are the organisation's own body (the Admin's adds only the owner, from its picker).
import { MyTenderBody } from '@tender/shared/schemas/tenders-organization';
import { formatIst, TENDER_DATE_FIELDS } from '@tender/shared/schemas/tender-dates';
import { uploadMessages } from '@tender/shared/upload-rules';
import { setIn } from 'formik';
import { describe, expect, it } from 'vitest';
import { yupDottedMessages, zodDottedMessages } from '../../../testing/schema-parity';
import { tenderFormSchema } from './tender-form-schema';
import { toNumber } from '../../../lib/forms/typed-number';
import { emptyTenderValues, tenderValuesOf, toTenderFields, type TenderFormValues } from './tender-form-values';
import { formPathOf, placeServerErrors } from './tender-server-errors';

const TMP_KEY = 'tmp/0b7c5a3e-8d7f-4a51-9f7e-2a4c1d3e5f60';

/** `days` from now at hour:minute, India time, as the date-time input gives it. */
const at = (days: number, hour = 10, minute = 0) =>
  `${formatIst(new Date(Date.now() + days * 86_400_000)).slice(0, 10)}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

function sample(): TenderFormValues {
  return {
    ...emptyTenderValues(),
    project_name: 'Ring road flyover, Baner',
    tender_reference_number: 'PPC/CIV/26-27/901',
    tender_type_name: 'Open',
    form_contract_name: 'Item Rate',
    tender_category_id: '1',
    material_work_type_id: '2',
    location: 'Baner, Pune',
    pin_code: '411045',
    remarks: '50000000-100000000',
    general_technical_evaluation: true,
    pre_qualification: 'Three similar works of Rs. 5 crore in the last seven years.',
    bid_validity_days: '90',
    period_of_works: '18 months',
    tender_fee: '5900',
    emd_amount: '750000.50',
    emd_fee_type_name: 'Percentage',
    emd_percentage: '1.5',
    pre_bid_meeting_place_name: 'Site office, Baner',
    pre_bid_opening_place: 'PPC Conference Room',
    document_download_sale_start_date: at(1, 10),
    document_download_sale_end_date: at(29, 17),
    clarification_start_date: at(1, 10),
    clarification_end_date: at(10, 17),
    pre_bid_meeting_date: at(8, 11),
    bid_submission_start_date: at(12, 10),
    bid_submission_end_date: at(30, 17),
    bid_opening_date: at(31, 11),
    authorized_name: 'Ms. Test Authority',
    authorized_address: 'Plot 1, Baner Road, Pune 411045',
    work_groups: [
      {
        material_work_type_id: '2',
        items: [
          { item_description: 'M25 RMC in footings', quantity: '2400', unit: 'cum' },
          { item_description: 'Fe 500D reinforcement', quantity: '620.5', unit: 'MT' },
        ],
      },
      { material_work_type_id: '1', items: [{ item_description: 'Excavation', quantity: '6500', unit: 'cum' }] },
    ],
    tender_documents: [
      { document_name: 'Notice Inviting Tender', description: 'Dates', file: { key: TMP_KEY, file_name: 'nit.pdf' } },
    ],
  };
}

/** zod's first message per path, on the body the form sends, mapped to the form's paths. */
function zodMessages(values: TenderFormValues): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [path, message] of Object.entries(zodDottedMessages(MyTenderBody, toTenderFields(values)))) {
    messages[formPathOf(path, values) ?? `(unplaced) ${path}`] ??= message;
  }
  return messages;
}

async function expectSame(values: TenderFormValues, label: string) {
  const expected = zodMessages(values);
  expect(await yupDottedMessages(tenderFormSchema(), values), label).toEqual(expected);
  return expected;
}

const TEXT_FIELDS = [
  'project_name',
  'tender_reference_number',
  'tender_type_name',
  'form_contract_name',
  'location',
  'pre_qualification',
  'period_of_works',
  'pre_bid_meeting_place_name',
  'pre_bid_opening_place',
  'authorized_name',
  'authorized_address',
  'work_groups.0.items.1.item_description',
  'work_groups.0.items.1.unit',
  'tender_documents.0.document_name',
  'tender_documents.0.description',
];
const BAD_TEXT = ['', '   ', 'a\u202Eb', 'x'.repeat(61), 'x'.repeat(2001), ` ${'y'.repeat(20)} `];

const NUMBER_FIELDS = [
  'tender_category_id',
  'material_work_type_id',
  'bid_validity_days',
  'tender_fee',
  'emd_amount',
  'emd_percentage',
  'work_groups.1.material_work_type_id',
  'work_groups.0.items.0.quantity',
];
const BAD_NUMBERS = ['', ' ', 'abc', '-1', '0', '1.5', '1.234', '1e3', '0x10', '101', '3651', '99999999999999', ' 12 '];

const BAD_DATES = [
  '',
  'tomorrow',
  '2026-02-30T10:00',
  '2026-13-01T10:00',
  '2026-01-01',
  '2026-01-01T24:00',
  '1999-01-01T10:00',
];

describe('tender form: same messages as the server', () => {
  it('accepts the valid sample', async () => {
    expect(zodMessages(sample())).toEqual({});
    expect(await yupDottedMessages(tenderFormSchema(), sample())).toEqual({});
  });

  it('breaks each typed field in turn with each bad value', async () => {
    for (const path of TEXT_FIELDS) {
      for (const value of BAD_TEXT)
        await expectSame(setIn(sample(), path, value), `${path} = ${JSON.stringify(value)}`);
    }
    expect(await expectSame({ ...sample(), project_name: ' ' }, 'blank')).toEqual({ project_name: m.project_name });
    for (const path of NUMBER_FIELDS) {
      for (const value of BAD_NUMBERS) {
        await expectSame(setIn(sample(), path, value), `${path} = ${JSON.stringify(value)}`);
      }
    }
    for (const path of TENDER_DATE_FIELDS) {
      for (const value of BAD_DATES)
        await expectSame(setIn(sample(), path, value), `${path} = ${JSON.stringify(value)}`);
    }
    for (const value of ['', '4110', '41104a', ' 411045 ', '4110455']) {
      await expectSame({ ...sample(), pin_code: value }, `pin_code = ${value}`);
    }
    for (const value of ['', '9-1', '1-9', 'abc', '5 - 10', '12345678901234-1', '0-0']) {
      await expectSame({ ...sample(), remarks: value }, `remarks = ${value}`);
    }
    for (const value of ['', 'fixed', 'Fixed', 'Percentage ']) {
      await expectSame({ ...sample(), emd_fee_type_name: value }, `emd_fee_type_name = ${value}`);
    }
  }, 60_000);

  it('names the later field of each broken date rule, with the server message', async () => {
    const cases: [Partial<TenderFormValues>, string, string][] = [
      [
        { document_download_sale_start_date: at(5), document_download_sale_end_date: at(4) },
        'document_download_sale_end_date',
        d.downloadEndBeforeStart,
      ],
      [
        { clarification_start_date: at(6, 10), clarification_end_date: at(6, 9) },
        'clarification_end_date',
        d.clarificationEndBeforeStart,
      ],
      [
        { bid_submission_start_date: at(20), bid_submission_end_date: at(20) },
        'bid_submission_end_date',
        d.bidEndNotAfterStart,
      ],
      [{ bid_opening_date: at(30, 16) }, 'bid_opening_date', d.openingBeforeBidEnd],
      [{ pre_bid_meeting_date: at(30, 17) }, 'pre_bid_meeting_date', d.preBidNotBeforeBidEnd],
    ];
    for (const [change, field, message] of cases) {
      expect(await expectSame({ ...sample(), ...change }, field)).toEqual({ [field]: message });
    }
  });

  it('checks the download start against the publishing moment when there is one', async () => {
    const values = { ...sample(), document_download_sale_start_date: at(-2), clarification_start_date: at(-2) };
    expect(await yupDottedMessages(tenderFormSchema(), values)).toEqual({});
    expect(await yupDottedMessages(tenderFormSchema({ publishedDate: formatIst(new Date()) }), values)).toEqual({
      document_download_sale_start_date: d.downloadBeforePublished,
    });
  });

  it('work items: at least one, each group its work type; documents: a new one needs its file', async () => {
    expect(await expectSame({ ...sample(), work_groups: [] }, 'no work items')).toEqual({ work_groups: m.workItems });
    const noFile = setIn(sample(), 'tender_documents.0.file', null);
    expect(await expectSame(noFile, 'no file')).toEqual({ 'tender_documents.0.file': m.documentFile });
    // A stored document keeps its file.
    const stored = setIn(noFile, 'tender_documents.0.id', 1);
    expect(await expectSame(stored, 'stored document')).toEqual({});
    for (const file of [
      { key: 'tmp/not-a-uuid', file_name: 'a.pdf' },
      { key: TMP_KEY, file_name: ' ' },
      { key: TMP_KEY, file_name: 'a\u202E.pdf' },
    ]) {
      const values = setIn(sample(), 'tender_documents.0.file', file);
      const messages = Object.values(await expectSame(values, JSON.stringify(file)));
      expect(messages).toHaveLength(1);
      expect([uploadMessages.unavailable, uploadMessages.fileName, uploadMessages.fileNameUnsafe]).toContain(
        messages[0],
      );
    }
  });
});

describe('tender form values', () => {
  it('send numbers as numbers, empty as absent, anything else as not a number', () => {
    expect(toNumber(' 12.5 ')).toBe(12.5);
    expect(toNumber('')).toBeUndefined();
    expect(toNumber('1e3')).toBeNaN();
    const body = toTenderFields(sample());
    expect(body.tender_material_works).toEqual([
      { material_work_type_id: 2, item_description: 'M25 RMC in footings', quantity: 2400, unit: 'cum' },
      { material_work_type_id: 2, item_description: 'Fe 500D reinforcement', quantity: 620.5, unit: 'MT' },
      { material_work_type_id: 1, item_description: 'Excavation', quantity: 6500, unit: 'cum' },
    ]);
    expect(body.tender_documents).toEqual([
      { document_name: 'Notice Inviting Tender', description: 'Dates', file: { key: TMP_KEY, file_name: 'nit.pdf' } },
    ]);
    expect(body.emd_amount).toBe(750000.5);
    expect(body.bid_submission_end_date).toBe(sample().bid_submission_end_date);
  });

  it('round-trip a stored tender: dates in India time, work items grouped by work type in first-seen order', () => {
    const body = MyTenderBody.parse(toTenderFields(sample()));
    const stored = {
      ...body,
      id: 7,
      tender_uid: 'PPC/2026/0007',
      work_type_name: 'RCC Work',
      material_work_type_name: 'RCC Work',
      tender_category_name: 'Works',
      status: 'draft' as const,
      published_date: null,
      tender_documents: [
        { id: 1, document_name: 'NIT', description: 'Dates', storage: 'tenders/documents/x.pdf', download_url: '/x' },
      ],
      tender_material_works: body.tender_material_works.map((item, index) => ({
        ...item,
        id: index + 1,
        material_work_type_name: '',
      })),
      work_item_groups: [],
      retender_of: null,
      retendered_as: null,
      cancel_reason: null,
      cancelled_at: null,
      organization_id: 12,
      organization_name: 'Admin Test Developers Pvt. Ltd.',
      return_remark: null,
      returned_at: null,
      submitted_at: null,
      created_at: null,
      updated_at: null,
      version: 3,
    };
    const values = tenderValuesOf(stored);
    expect(values.bid_submission_end_date).toBe(sample().bid_submission_end_date);
    expect(stored.bid_submission_end_date).toMatch(/\+05:30$/);
    expect(values.work_groups).toEqual(sample().work_groups);
    expect(values.tender_documents).toEqual([
      { id: 1, document_name: 'NIT', description: 'Dates', file: null, stored_name: 'x.pdf' },
    ]);
    expect(toTenderFields(values).tender_documents).toEqual([{ id: 1, document_name: 'NIT', description: 'Dates' }]);
  });

  it("place the server's errors on the form's fields (re-tender's changes. prefix too), the rest in the alert", () => {
    const { placed, unplaced } = placeServerErrors(
      {
        'changes.project_name': ['P'],
        'tender_material_works.2.quantity': ['Q'],
        'tender_material_works.1.material_work_type_id': ['T'],
        'tender_documents.0.file.key': ['F'],
        'tender_documents.0.id': ['gone'],
        bid_opening_date: ['D'],
      },
      sample(),
    );
    expect(placed).toEqual({
      project_name: 'P',
      'work_groups.1.items.0.quantity': 'Q',
      'work_groups.0.material_work_type_id': 'T',
      'tender_documents.0.file': 'F',
      bid_opening_date: 'D',
    });
    expect(unplaced).toEqual(['gone']);
  });
});
