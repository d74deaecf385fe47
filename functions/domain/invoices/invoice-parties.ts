import { gstStateInAddress, gstStateOfGstin, type GstState } from '@tender/shared/gst-states';
import type { InvoiceParty } from '../../data/invoices-repository';
import type { LoadedProfile, ProfileValue } from '../../data/profiles-repository';
import type { StoredSettings } from '../../data/settings-repository';

// Who the invoice is from and to, as the settings and the registrant's profile hold them when it is
// issued (the invoice keeps this copy: a later edit of either never changes an issued invoice).

/** The Upload Documents row whose value is the GSTIN (contractors and organisations); builders have a field. */
const GSTIN_DOCUMENT = 2;
const PIN_CODE_DOCUMENT = 3;

const textOf = (value: ProfileValue | undefined) => (typeof value === 'string' ? value.trim() : '');

function party(name: string, address: string, gstin: string | null, state: GstState | undefined): InvoiceParty {
  return { name, address, gstin, state_code: state?.code ?? null, state_name: state?.name ?? null };
}

/** The consultancy: its legal name, office address and GSTIN (the settings). */
export function issuerParty(settings: StoredSettings): InvoiceParty {
  const gstin = settings.company_gstin.trim().toUpperCase();
  const state = gstStateOfGstin(gstin) ?? gstStateInAddress(settings.office_address);
  return party(settings.company_legal_name, settings.office_address, gstin, state);
}

/**
 * The registrant: its company's name and address (with the pin code it gave, when the address lacks
 * it) and GSTIN, or none (B2C). Its state: the GSTIN's, else the one its address names.
 */
export function recipientParty(loaded: LoadedProfile, accountName: string): InvoiceParty {
  const { basic, documents } = loaded.profile;
  const documentValue = (id: number) => textOf(documents.find((row) => row.document_type_id === id)?.value);
  const name = textOf(basic.company_name) || accountName;
  const pin = documentValue(PIN_CODE_DOCUMENT);
  const street = textOf(basic.address) || textOf(basic.company_address);
  const address = pin && !street.includes(pin) ? `${street}${street ? ', ' : ''}PIN ${pin}` : street;
  const gstin = (textOf(basic.gstin) || documentValue(GSTIN_DOCUMENT)).toUpperCase() || null;
  const state = (gstin ? gstStateOfGstin(gstin) : undefined) ?? gstStateInAddress(address);
  return party(name, address, gstin, state);
}

/**
 * The place of supply of a service to a registered person is its GSTIN's state; to anyone else
 * (B2C), the state of its address on record, else the supplier's own (IGST Act s.12(2)).
 */
export function placeOfSupply(
  issuer: InvoiceParty,
  recipient: InvoiceParty,
): { state_code: string; state_name: string } {
  const code = recipient.state_code ?? issuer.state_code ?? (issuer.gstin ?? '').slice(0, 2);
  const name = (recipient.state_code ? recipient.state_name : issuer.state_name) ?? code;
  return { state_code: code, state_name: name };
}
