import { GST_RATE } from '@tender/shared/constants';
import { registrationChargesPaise } from '../payments/registration-amount';

// The figures of a registration fee's tax invoice, in whole paise, made from the amount actually
// charged (the order's), so the invoice's total is that amount to the paisa. The fee and its GST
// are split as registration-amount.ts made the charge: GST = 18 % of the fee rounded half up.

export type TaxKind = 'intra' | 'inter';

export type InvoiceAmounts = {
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
};

const GST_PERCENT = Math.round(GST_RATE * 100);

/**
 * The fee (taxable value) and GST a charged total is made of: the fee whose charge
 * (registrationChargesPaise) is exactly this total. A total no fee charges (never one this product
 * asked for) is split as near as the paisa allows: the fee rounded, the GST the rest.
 */
export function splitChargedTotal(totalPaise: number): { taxable: number; gst: number } {
  const estimate = Math.round((totalPaise * 100) / (100 + GST_PERCENT));
  for (const fee of [estimate, estimate - 1, estimate + 1]) {
    if (fee >= 0 && registrationChargesPaise(fee / 100).total === totalPaise) {
      return { taxable: fee, gst: totalPaise - fee };
    }
  }
  return { taxable: estimate, gst: totalPaise - estimate };
}

/**
 * Intra-state supply: CGST 9 % + SGST 9 %, the GST halved (an odd paisa goes to CGST, so the two
 * add up to the GST charged); inter-state: IGST 18 %, the whole GST.
 */
export function invoiceAmounts(totalPaise: number, kind: TaxKind): InvoiceAmounts {
  const { taxable, gst } = splitChargedTotal(totalPaise);
  if (kind === 'inter') {
    return { taxable_paise: taxable, cgst_paise: 0, sgst_paise: 0, igst_paise: gst, total_paise: totalPaise };
  }
  const cgst = Math.ceil(gst / 2);
  return { taxable_paise: taxable, cgst_paise: cgst, sgst_paise: gst - cgst, igst_paise: 0, total_paise: totalPaise };
}

/** GST's half and whole rate as printed ('9 %', '18 %'). */
export const HALF_RATE_TEXT = `${GST_PERCENT / 2} %`;
export const FULL_RATE_TEXT = `${GST_PERCENT} %`;
