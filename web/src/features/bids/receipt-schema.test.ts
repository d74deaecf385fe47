// @vitest-environment jsdom
import { receiptMessages as m } from '@tender/shared/bid-messages';
import { ReceiptBody } from '@tender/shared/schemas/bids';
import { describe, expect, it } from 'vitest';
import { yupMessages, zodMessages } from '../../testing/schema-parity';
import { receiptSchema, toReceiptBody, type ReceiptValues } from './receipt-schema';

const valid: ReceiptValues = {
  bid_reference: 'BID-12-000034',
  tender_id: '12',
  submitted_at: '2026-11-25T10:15:30.123Z',
  digest: 'a1'.repeat(32),
  signature: 'MEUCIQ'.repeat(12),
};

const cases: [string, Partial<ReceiptValues>][] = [
  ['valid', {}],
  ['everything empty', { bid_reference: '', tender_id: '', submitted_at: '', digest: '', signature: '' }],
  ['spaces around every value', { bid_reference: ' BID-12-000034 ', digest: ` ${'a1'.repeat(32)} ` }],
  ['a lower-case reference', { bid_reference: 'bid-12-000034' }],
  ['a tender id that is not a whole number', { tender_id: '12.5' }],
  ['a tender id of zero', { tender_id: '0' }],
  ['a date without the time', { submitted_at: '2026-11-25' }],
  ['a digest in capitals', { digest: 'A1'.repeat(32) }],
  ['a short digest', { digest: 'a1' }],
  ['a signature with spaces inside', { signature: 'MEUC IQ'.repeat(10) }],
];

const zodInput = (values: ReceiptValues) => ({
  ...values,
  tender_id: values.tender_id.trim() === '' ? undefined : Number(values.tender_id),
});

describe('receipt schema parity (yup in the browser, zod on the server)', () => {
  it.each(cases)('%s: same messages', async (_label, change) => {
    const values = { ...valid, ...change };
    expect(await yupMessages(receiptSchema, values)).toEqual(zodMessages(ReceiptBody, zodInput(values)));
  });

  it('names each field with its own message', async () => {
    expect(await yupMessages(receiptSchema, { ...valid, bid_reference: 'x', digest: 'y' })).toEqual({
      bid_reference: m.bidReference,
      digest: m.digest,
    });
  });

  it('sends the tender id as a number and the values trimmed', () => {
    expect(toReceiptBody({ ...valid, tender_id: ' 12 ', bid_reference: ' BID-12-000034 ' })).toMatchObject({
      tender_id: 12,
      bid_reference: 'BID-12-000034',
    });
  });
});
