import * as z from './mini';

// zod/mini (./mini.ts): the public settings and lookup reads' bundles carry these.

/**
 * The office as the site shows it (header, footer, contact page, mails), edited by the Admin;
 * before the first save, shared/constants.ts SITE's values (OFFICE_DEFAULTS).
 */
export const OfficeSettings = z.object({
  office_phone: z.string(),
  office_email: z.string(),
  office_address: z.string(),
  office_hours: z.string(),
  /** Where /contact-us centres its map (OpenStreetMap), WGS84 degrees. */
  office_lat: z.number(),
  office_lng: z.number(),
});
export type OfficeSettings = z.infer<typeof OfficeSettings>;

/** Who issues the registration fee's GST tax invoice (admin only; never in the public answer). */
export const InvoiceIssuerSettings = z.object({
  company_legal_name: z.string(),
  /** The consultancy's GSTIN; its first two digits are its state code (intra- or inter-state supply). */
  company_gstin: z.string(),
  /** The service's SAC code printed on the invoice. */
  invoice_sac_code: z.string(),
});
export type InvoiceIssuerSettings = z.infer<typeof InvoiceIssuerSettings>;

export const SettingsBasicInfo = z.extend(OfficeSettings, {
  site_slogan: z.string(),
  site_url: z.string(),
  site_logo: z.string(),
  /** Registration fee in rupees, before GST. */
  basic_contractor_registration_fees: z.number(),
});
export type SettingsBasicInfo = z.infer<typeof SettingsBasicInfo>;
export const SettingsBasicInfoAnswer = z.object({ data: SettingsBasicInfo });

/**
 * Everything the settings item holds (the admin area reads and writes it): the public fields, the
 * switch GET /check_payment_during_contractor_registration reads (absent = true), the uploaded logo
 * behind site_logo (null: site_logo is a path of the site itself), and the version a save names.
 */
export const StoredSettings = z.extend(z.extend(SettingsBasicInfo, InvoiceIssuerSettings.shape), {
  payment_required: z.boolean(),
  site_logo_file: z.nullable(
    z.object({ key: z.string(), file_name: z.string(), content_type: z.enum(['image/jpeg', 'image/png']) }),
  ),
  version: z.number(),
  updated_at: z.nullable(z.string()),
});
export type StoredSettings = z.infer<typeof StoredSettings>;

/** Only the public key id ever reaches the browser, with the checkout script to load. */
export const PaymentInfoAnswer = z.object({
  data: z.object({ key: z.string(), account_name: z.string(), checkout_script: z.string() }),
});
export type PaymentInfoAnswer = z.infer<typeof PaymentInfoAnswer>;

export const PaymentNeededAnswer = z.object({ data: z.object({ payment_needed: z.boolean(), amount: z.number() }) });
export type PaymentNeededAnswer = z.infer<typeof PaymentNeededAnswer>;

export const LookupAnswer = z.object({ data: z.record(z.string(), z.string()) });
export type LookupAnswer = z.infer<typeof LookupAnswer>;
