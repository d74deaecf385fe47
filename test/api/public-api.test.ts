import { describe, expect, it } from 'vitest';
import { ErrorBody } from '@tender/shared/schemas/common';
import {
  ClosedTenderListAnswer,
  HomeTenderListAnswer,
  TenderInfoAnswer,
  TenderListAnswer,
} from '@tender/shared/schemas/tender';
import {
  LookupAnswer,
  PaymentInfoAnswer,
  PaymentNeededAnswer,
  SettingsBasicInfoAnswer,
} from '@tender/shared/schemas/settings';
import { checkedFetch, getJson, postJson, stackUrl } from '../support/stack-url';

const lists = [
  ['/api/v1/tenders/active_tenders', 'active'],
  ['/api/v1/tenders/cancelled_tenders', 'cancelled'],
  ['/api/v1/tenders/re_tenders', 'retendered'],
] as const;

describe('public tender lists', () => {
  it.each(lists)('%s answers { data: [tenders] } of its status only', async (path, status) => {
    const { status: code, body } = await getJson(path);
    expect(code).toBe(200);
    const answer = TenderListAnswer.parse(body);
    expect(answer.data.length).toBeGreaterThanOrEqual(5);
    expect(new Set(answer.data.map((tender) => tender.status))).toEqual(new Set([status]));
  });

  it('lists only tenders still open for bids as active, soonest closing first', async () => {
    const { body } = await getJson('/api/v1/tenders/active_tenders');
    const ends = TenderListAnswer.parse(body).data.map((tender) => Date.parse(tender.bid_submission_end_date));
    expect(ends.every((end) => end > Date.now())).toBe(true);
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
  });

  it('lists closed tenders (under evaluation), newest bid end first, each with its number of bids', async () => {
    const { status, body } = await getJson('/api/v1/tenders/closed_tenders');
    expect(status).toBe(200);
    const answer = ClosedTenderListAnswer.parse(body);
    expect(answer.data.length).toBeGreaterThanOrEqual(3);
    expect(new Set(answer.data.map((tender) => tender.status))).toEqual(new Set(['closed']));
    const ends = answer.data.map((tender) => Date.parse(tender.bid_submission_end_date));
    expect(ends.every((end) => end <= Date.now())).toBe(true);
    expect(ends).toEqual([...ends].sort((a, b) => b - a));
    for (const tender of answer.data) expect(Number.isInteger(tender.bid_count)).toBe(true);
  });

  it('home list keeps the nested data.data shape', async () => {
    const { status, body } = await getJson('/api/v1/get_tender_list');
    expect(status).toBe(200);
    expect(HomeTenderListAnswer.parse(body).data.data.length).toBeGreaterThan(3);
  });

  it('pages with limit and cursor without repeating or losing a tender', async () => {
    const activeIds = async () =>
      TenderListAnswer.parse((await getJson('/api/v1/tenders/active_tenders')).body).data.map((tender) => tender.id);
    const before = await activeIds();
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=4${cursor ? `&cursor=${cursor}` : ''}`;
      const page = TenderListAnswer.parse((await getJson(`/api/v1/tenders/active_tenders${query}`)).body);
      expect(page.data.length).toBeLessThanOrEqual(4);
      seen.push(...page.data.map((tender) => tender.id));
      cursor = page.next_cursor;
    } while (cursor);
    // Other test files publish and close tenders meanwhile: every tender active before and after the
    // walk is seen once, in the list's order, and nothing is seen twice.
    const after = await activeIds();
    const throughout = before.filter((id) => after.includes(id));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => throughout.includes(id))).toEqual(throughout);
  });

  it('filters by category, work type, tender id and bid end date', async () => {
    const all = TenderListAnswer.parse((await getJson('/api/v1/tenders/active_tenders')).body).data;
    const sample = all[0]!;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
      new Date(sample.bid_submission_end_date),
    );
    const query =
      `?category=${sample.tender_category_id}&work_type=${sample.material_work_type_id}` +
      `&tender_id=${encodeURIComponent(sample.tender_uid.slice(-4).toLowerCase())}&bid_end_date=${day}`;
    const filtered = TenderListAnswer.parse((await getJson(`/api/v1/tenders/active_tenders${query}`)).body).data;
    expect(filtered.map((tender) => tender.id)).toContain(sample.id);
    for (const tender of filtered) {
      expect(tender.tender_category_id).toBe(sample.tender_category_id);
      expect(tender.material_work_type_id).toBe(sample.material_work_type_id);
    }
  });

  it.each([
    ['?limit=0', 'query.limit'],
    ['?limit=abc', 'query.limit'],
    ['?category=-1', 'query.category'],
    ['?bid_end_date=31-12-2026', 'query.bid_end_date'],
    ['?unknown=1', 'query'],
  ])('answers 400 with the error shape for %s', async (query, field) => {
    const { status, body } = await getJson(`/api/v1/tenders/active_tenders${query}`);
    expect(status).toBe(400);
    const error = ErrorBody.parse(body);
    expect(Object.keys(error.errors ?? {})).toContain(field);
  });

  it('answers 400 for a forged, changed or replayed cursor', async () => {
    const cursorMessage =
      'cursor is not valid: it was changed, or belongs to another list or other filters. Start again from the first page.';
    const refused = { error: true, message: cursorMessage, errors: { cursor: [cursorMessage] } };
    const forged = Buffer.from(JSON.stringify({ pk: 'USER#1', sk: 'META', gsi1pk: 'X', gsi1sk: 'Y' })).toString(
      'base64url',
    );
    const first = TenderListAnswer.parse((await getJson('/api/v1/tenders/active_tenders?limit=2')).body);
    const real = first.next_cursor ?? '';
    expect(real).not.toBe('');
    const [payload = '', signature = ''] = real.split('.');
    const key = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, string>;
    const changedKey = Buffer.from(JSON.stringify({ ...key, gsi1sk: '0' })).toString('base64url');
    const attempts = [
      `/api/v1/tenders/active_tenders?cursor=${forged}`,
      `/api/v1/tenders/active_tenders?cursor=${changedKey}.${signature}`,
      `/api/v1/tenders/active_tenders?cursor=${payload}.${signature.slice(1)}A`,
      `/api/v1/tenders/active_tenders?cursor=${real}&bid_end_date=2031-01-15`,
      `/api/v1/tenders/active_tenders?cursor=${real}&category=1`,
      `/api/v1/tenders/cancelled_tenders?cursor=${real}`,
    ];
    for (const path of attempts) expect(await getJson(path)).toEqual({ status: 400, body: refused });
    expect((await getJson(`/api/v1/tenders/active_tenders?limit=2&cursor=${real}`)).status).toBe(200);
  });

  it.each([
    ['bid_end_date=2026-13-45', 'bid_end_date'],
    ['bid_end_date=2026-02-30', 'bid_end_date'],
    ['limit=1e2', 'limit'],
    ['limit=0x10', 'limit'],
    ['limit=010', 'limit'],
    ['category=1e0', 'category'],
    ['category=-0', 'category'],
  ])('answers 400 for the non-canonical %s', async (query, field) => {
    const { status, body } = await getJson(`/api/v1/tenders/active_tenders?${query}`);
    expect(status).toBe(400);
    expect(Object.keys(ErrorBody.parse(body).errors ?? {})).toEqual([`query.${field}`]);
  });
});

describe('tender details', () => {
  it('answers every detail field, with work items and downloadable documents', async () => {
    const { status, body } = await getJson('/api/v1/tenders/get_tender_info/1');
    expect(status).toBe(200);
    const tender = TenderInfoAnswer.parse(body).data;
    expect(tender.tender_material_works.length).toBeGreaterThan(0);
    expect(tender.tender_documents.length).toBeGreaterThan(0);

    const download = await checkedFetch(tender.tender_documents[0]!.download_url, { redirect: 'manual' });
    expect(download.status).toBe(302);
    const file = await fetch(download.headers.get('location')!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('answers 404 for an unknown tender and 400 for a malformed id', async () => {
    expect(await getJson('/api/v1/tenders/get_tender_info/999999')).toEqual({
      status: 404,
      body: { error: true, message: 'Tender not found.' },
    });
    for (const id of ['abc', '0', '-3', '1.5', '99999999999999999999', '1e0', '0x1', '00001', '-0', 'NaN']) {
      const { status, body } = await getJson(`/api/v1/tenders/get_tender_info/${id}`);
      expect(status, id).toBe(400);
      expect(ErrorBody.parse(body).errors).toHaveProperty(['params.id']);
    }
  });

  it('answers 404 for a document the tender does not have', async () => {
    const response = await checkedFetch('/api/v1/tenders/1/documents/99/download', { redirect: 'manual' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: true, message: 'Document not found.' });
  });
});

describe('lookups, settings and payment info', () => {
  it.each([
    '/api/v1/tender_category_list',
    '/api/v1/work_type_list',
    '/api/v1/document_type_list',
    '/api/v1/material_list',
  ])('%s answers an id -> label map', async (path) => {
    const { status, body } = await getJson(path);
    expect(status).toBe(200);
    expect(Object.keys(LookupAnswer.parse(body).data).length).toBeGreaterThan(0);
  });

  it('has the four document types of the spec', async () => {
    const { body } = await getJson('/api/v1/document_type_list');
    expect(Object.keys(LookupAnswer.parse(body).data)).toEqual(['1', '2', '3', '4']);
  });

  it('answers basic settings with the registration fee', async () => {
    const { body } = await getJson('/api/v1/get_settings_basic_info');
    expect(SettingsBasicInfoAnswer.parse(body).data.basic_contractor_registration_fees).toBeGreaterThan(0);
  });

  it('gives the browser the payment key id and never a secret', async () => {
    const { body } = await getJson('/api/v1/get_payment_info');
    const info = PaymentInfoAnswer.parse(body).data;
    expect(info.key).toMatch(/^rzp_test_/);
    expect(JSON.stringify(body)).not.toContain(process.env.RAZORPAY_KEY_SECRET);
    expect(Object.keys(info).sort()).toEqual(['account_name', 'checkout_script', 'key']);
    // Locally the checkout is the sandbox's, served on the site origin.
    const script = await fetch(stackUrl(info.checkout_script));
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('Razorpay');
  });

  it('says a registration needs payment of the fee plus 18 % GST', async () => {
    const settings = SettingsBasicInfoAnswer.parse((await getJson('/api/v1/get_settings_basic_info')).body).data;
    const { body } = await getJson('/api/v1/check_payment_during_contractor_registration');
    expect(PaymentNeededAnswer.parse(body).data).toEqual({
      payment_needed: true,
      amount: settings.basic_contractor_registration_fees * 1.18,
    });
  });
});

describe('contact enquiries', () => {
  const valid = {
    name: 'Asha Patil',
    email: 'asha@example.com',
    subject: 'Vendor registration',
    phone: '9876543210',
    message: 'Please call me.',
  };

  it('stores a valid enquiry and answers 201 with the success message', async () => {
    const { status, body } = await postJson('/api/v1/contacts', valid);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      error: false,
      message: 'Your form is submitted successfully, we will contact you soon.',
    });
  });

  it('answers 400 naming each bad field with the spec messages', async () => {
    const { status, body } = await postJson('/api/v1/contacts', {
      ...valid,
      email: 'asha',
      phone: '12345',
      subject: '',
    });
    expect(status).toBe(400);
    expect(ErrorBody.parse(body).errors).toEqual({
      email: ['Please enter your valid email.'],
      phone: ['Mobile no. cannot be less than 10 digits'],
      subject: ['Please enter the subject.'],
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    expect(await postJson('/api/v1/contacts', '{"name":')).toEqual({
      status: 400,
      body: { error: true, message: 'The request body is not valid JSON.' },
    });
  });
});

describe('gateway', () => {
  it('answers unknown API paths and wrong methods with 404 in the error shape, as API Gateway does', async () => {
    expect((await getJson('/api/v1/no_such_thing')).status).toBe(404);
    const wrongMethod = await checkedFetch('/api/v1/contacts');
    expect(wrongMethod.status).toBe(404);
    expect(await wrongMethod.json()).toEqual({ error: true, message: 'Not Found' });
  });
});
