import { paiseInWords } from '@tender/shared/money';
import { invoiceMessages } from '@tender/shared/invoice-messages';
import type { InvoiceDraft } from '../../data/invoices-repository';
import type { LoadedProfile } from '../../data/profiles-repository';
import type { StoredSettings } from '../../data/settings-repository';
import { financialYearOf } from './financial-year';
import { invoiceAmounts } from './invoice-amounts';
import { issuerParty, placeOfSupply, recipientParty } from './invoice-parties';

/** What an invoice is made from: the settings, the registrant, the payment spent and the clock. */
export type InvoiceSource = {
  settings: StoredSettings;
  profile: LoadedProfile;
  accountName: string;
  payment: { order_id: string; payment_id: string; amount_paise: number };
  now: Date;
};

/**
 * The tax invoice of one registration fee payment, but its number: CGST + SGST when the place of
 * supply is the issuer's own state (its GSTIN's first two digits), else IGST.
 */
export function invoiceDraft(source: InvoiceSource): InvoiceDraft {
  const issuer = issuerParty(source.settings);
  const recipient = recipientParty(source.profile, source.accountName);
  const place = placeOfSupply(issuer, recipient);
  const intraState = place.state_code === (issuer.gstin ?? '').slice(0, 2);
  const amounts = invoiceAmounts(source.payment.amount_paise, intraState ? 'intra' : 'inter');
  return {
    financial_year: financialYearOf(source.now),
    issued_at: source.now.toISOString(),
    account_id: source.profile.profile.account_id,
    order_id: source.payment.order_id,
    payment_id: source.payment.payment_id,
    issuer,
    recipient,
    place_of_supply: place,
    sac_code: source.settings.invoice_sac_code,
    description: invoiceMessages.serviceDescription,
    ...amounts,
    total_in_words: paiseInWords(BigInt(amounts.total_paise)),
  };
}
