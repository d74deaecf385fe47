import { describe, expect, it } from 'vitest';

// config.ts reads the environment when first imported; nothing here sends a request.
Object.assign(process.env, { TABLE_NAME: 'table', UPLOADS_BUCKET: 'bucket', LOG_LEVEL: 'silent' });
const { InvoiceEntity } = await import('./invoices-repository');
const { keys } = await import('./keys');

const party = { name: 'A', address: 'B', gstin: null, state_code: null, state_name: null };
const invoice = {
  invoice_id: '26-27-000001',
  number: 'PPC/26-27/000001',
  financial_year: '2026-27',
  serial: 1,
  issued_at: '2026-06-15T10:00:00.000Z',
  account_id: 7,
  order_id: 'order_A',
  payment_id: 'pay_A',
  issuer: party,
  recipient: party,
  place_of_supply: { state_code: '27', state_name: 'Maharashtra' },
  sac_code: '998599',
  description: 'Registration fee',
  taxable_paise: 100,
  cgst_paise: 9,
  sgst_paise: 9,
  igst_paise: 0,
  total_paise: 118,
  total_in_words: 'One rupee eighteen paise',
};

describe('an invoice as read', () => {
  it('keeps the marks an erasure of its account sets on it (a read drops what its entity does not declare)', () => {
    const marks = { retained_for: 'GST records', retain_until: '2034-03-31', erased_account_id: 7 };
    const stored = { ...keys.invoice(invoice.invoice_id), ...invoice, ...marks };
    expect(InvoiceEntity.read(stored)).toEqual({ ...invoice, ...marks });
  });
});
