import { paiseInWords } from '@tender/shared/money';
import { describe, expect, it } from 'vitest';
import { registrationAmountPaise } from '../payments/registration-amount';
import { financialYearOf } from './financial-year';
import { invoiceAmounts, splitChargedTotal } from './invoice-amounts';
import { invoiceNumbering } from './invoice-number';

const sum = (a: ReturnType<typeof invoiceAmounts>) => a.taxable_paise + a.cgst_paise + a.sgst_paise + a.igst_paise;

describe('the invoice figures', () => {
  it('splits the charged total back into the fee and its 18 % GST, as the charge was made', () => {
    expect(splitChargedTotal(118_000)).toEqual({ taxable: 100_000, gst: 18_000 });
    // ₹1,000.50: GST 18 % of 1,00,050 paise = 18,009 paise.
    expect(splitChargedTotal(registrationAmountPaise(1000.5))).toEqual({ taxable: 100_050, gst: 18_009 });
    for (const fee of [1, 1.01, 99.99, 500, 1234.57, 99_999.99]) {
      const total = registrationAmountPaise(fee);
      expect(splitChargedTotal(total).taxable).toBe(Math.round(fee * 100));
    }
  });

  it('intra-state: CGST 9 % + SGST 9 %, no IGST', () => {
    expect(invoiceAmounts(118_000, 'intra')).toEqual({
      taxable_paise: 100_000,
      cgst_paise: 9_000,
      sgst_paise: 9_000,
      igst_paise: 0,
      total_paise: 118_000,
    });
  });

  it('inter-state: IGST 18 %, no CGST or SGST', () => {
    expect(invoiceAmounts(118_000, 'inter')).toEqual({
      taxable_paise: 100_000,
      cgst_paise: 0,
      sgst_paise: 0,
      igst_paise: 18_000,
      total_paise: 118_000,
    });
  });

  it('gives an odd paisa of GST to CGST, so CGST and SGST add up to the GST charged', () => {
    const amounts = invoiceAmounts(registrationAmountPaise(1000.5), 'intra');
    expect(amounts).toMatchObject({ taxable_paise: 100_050, cgst_paise: 9_005, sgst_paise: 9_004, igst_paise: 0 });
    expect(sum(amounts)).toBe(amounts.total_paise);
  });

  it('adds up to the charged amount to the paisa, whatever the total', () => {
    for (let total = 1; total < 5_000; total += 7) {
      for (const kind of ['intra', 'inter'] as const) expect(sum(invoiceAmounts(total, kind))).toBe(total);
    }
  });

  it('says the total in words in the Indian system, rupees and paise', () => {
    expect(paiseInWords(11_800_050n)).toBe('Rupees One Lakh Eighteen Thousand and Fifty Paise Only');
    expect(paiseInWords(118_000n)).toBe('Rupees One Thousand One Hundred Eighty Only');
    expect(paiseInWords(2_36_00_00_001n)).toBe('Rupees Two Crore Thirty Six Lakh and One Paise Only');
  });
});

describe('the invoice number', () => {
  it('runs per Indian financial year, 1 April to 31 March in IST', () => {
    expect(financialYearOf(new Date('2026-03-31T18:29:59.999Z'))).toBe('2025-26');
    expect(financialYearOf(new Date('2026-03-31T18:30:00.000Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2026-12-31T23:00:00.000Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-06-01T00:00:00.000Z'))).toBe('2099-00');
  });

  it('is at most 16 characters (GST rule 46) with a URL-safe id', () => {
    const numbered = invoiceNumbering('2026-27', 1);
    expect(numbered).toEqual({ invoice_id: '26-27-000001', number: 'PPC/26-27/000001' });
    expect(numbered.number.length).toBeLessThanOrEqual(16);
  });
});
