import { INVOICE_ISSUER_DEFAULTS, OFFICE_DEFAULTS } from '@tender/shared/constants';
import { gstStateInAddress } from '@tender/shared/gst-states';
import { describe, expect, it } from 'vitest';
import type { InvoiceRecord } from '../../data/invoices-repository';
import type { LoadedProfile } from '../../data/profiles-repository';
import type { StoredSettings } from '../../data/settings-repository';
import { invoiceDraft } from './invoice-content';
import { invoiceNumbering } from './invoice-number';
import { invoicePdf } from './invoice-pdf';

// The issuer's defaults: a Maharashtra (27) GSTIN, an office in Pune.
const settings = {
  ...OFFICE_DEFAULTS,
  ...INVOICE_ISSUER_DEFAULTS,
  company_legal_name: 'Consultancy Pvt Ltd',
} as unknown as StoredSettings;

function contractor(gstin: string | null, address = 'Plot 7, MIDC, Nagpur'): LoadedProfile {
  return {
    profile: {
      account_id: 41,
      kind: 'contractor',
      status: 'pending',
      grade: 'C',
      is_quick_register: false,
      payment: { order_id: 'order_A', payment_id: 'pay_A' },
      basic: { company_name: 'Acme Builders', address },
      bank_details: null,
      documents: [
        { document_type_id: 1, value: 'AAAPA1234A', storage: null },
        { document_type_id: 2, value: gstin, storage: null },
        { document_type_id: 3, value: '440001', storage: null },
      ],
      created_at: '2026-11-26T00:00:00.000Z',
      updated_at: '2026-11-26T00:00:00.000Z',
    },
    lists: {},
  };
}

const draftFor = (profile: LoadedProfile, amount = 118_000) =>
  invoiceDraft({
    settings,
    profile,
    accountName: 'Asha',
    payment: { order_id: 'order_A', payment_id: 'pay_A', amount_paise: amount },
    now: new Date('2026-11-26T10:00:00.000Z'),
  });

describe('the tax invoice content', () => {
  it('intra-state (a Maharashtra 27 GSTIN, the issuer’s state): CGST + SGST', () => {
    const draft = draftFor(contractor('27AAAPA1234A1Z5'));
    expect(draft.place_of_supply).toEqual({ state_code: '27', state_name: 'Maharashtra' });
    expect(draft).toMatchObject({ taxable_paise: 100_000, cgst_paise: 9_000, sgst_paise: 9_000, igst_paise: 0 });
    expect(draft.recipient).toMatchObject({ name: 'Acme Builders', gstin: '27AAAPA1234A1Z5', state_code: '27' });
    expect(draft.recipient.address).toBe('Plot 7, MIDC, Nagpur, PIN 440001');
    expect(draft.issuer).toMatchObject({ name: 'Consultancy Pvt Ltd', gstin: '27AAHCP4821K1Z6', state_code: '27' });
    expect(draft.financial_year).toBe('2026-27');
    expect(draft.sac_code).toBe('998311');
  });

  it('inter-state (a Karnataka 29 GSTIN): IGST 18 %', () => {
    const draft = draftFor(contractor('29AAAPA1234A1Z1', 'MG Road, Mumbai, Maharashtra'));
    expect(draft.place_of_supply).toEqual({ state_code: '29', state_name: 'Karnataka' });
    expect(draft).toMatchObject({ taxable_paise: 100_000, cgst_paise: 0, sgst_paise: 0, igst_paise: 18_000 });
    expect(draft.total_in_words).toBe('Rupees One Thousand One Hundred Eighty Only');
  });

  it('B2C: no GSTIN; the place of supply is the state its address names, else the issuer’s', () => {
    const inKarnataka = draftFor(contractor(null, '12 Residency Road, Bengaluru, Karnataka'));
    expect(inKarnataka.recipient.gstin).toBeNull();
    expect(inKarnataka.place_of_supply.state_code).toBe('29');
    expect(inKarnataka.igst_paise).toBe(18_000);
    const nowhere = draftFor(contractor(null, '12 Some Street'));
    expect(nowhere.place_of_supply).toEqual({ state_code: '27', state_name: 'Maharashtra' });
    expect(nowhere.cgst_paise + nowhere.sgst_paise).toBe(18_000);
  });

  it('finds the state an address names last, as whole words', () => {
    expect(gstStateInAddress('Delhi Road, Nashik, Maharashtra 422001')?.code).toBe('27');
    expect(gstStateInAddress('Sector 5, New Delhi')?.code).toBe('07');
    expect(gstStateInAddress('Goalpara Street')).toBeUndefined();
    expect(gstStateInAddress('Silvassa, Dadra and Nagar Haveli and Daman and Diu')?.code).toBe('26');
  });

  it('prints every particular in the PDF titled "Tax Invoice"', () => {
    const invoice: InvoiceRecord = {
      ...draftFor(contractor('29AAAPA1234A1Z1'), 11_800_050),
      ...invoiceNumbering('2026-27', 7),
      serial: 7,
    };
    const pdf = Buffer.from(invoicePdf(invoice)).toString('latin1');
    for (const text of [
      '(Tax Invoice) Tj',
      'Invoice number: PPC/26-27/000007',
      'Invoice date: 26 Nov 2026',
      'GSTIN: 27AAHCP4821K1Z6',
      'GSTIN: 29AAAPA1234A1Z1',
      'Place of supply: Karnataka \\(29\\)',
      'SAC 998311',
      'Taxable value: Rs. 1,00,000.42',
      'IGST @ 18 %: Rs. 18,000.08',
      'Total: Rs. 1,18,000.50',
      'Rupees One Lakh Eighteen Thousand and Fifty Paise Only',
    ]) {
      expect(pdf).toContain(text);
    }
    expect(pdf).not.toContain('CGST');
  });
});
