// The admin area's settings: the public fields of GET /get_settings_basic_info, the
// payment switch GET /check_payment_during_contractor_registration reads, and the logo upload.
// zod/mini (./mini.ts): the admin settings handlers' bundles carry these.
import { settingsMessages as m } from '../admin-messages';
import { identityMessages } from '../identity-rules';
import { EMAIL_PATTERN, hasAtMostTwoDecimals, isSafeText } from '../rules';
import {
  companyGstinProblem,
  companyLegalNameProblem,
  officeAddressProblem,
  officeEmailProblem,
  officeHoursProblem,
  OFFICE_LIMITS,
  officePhoneProblem,
  SAC_CODE_PATTERN,
  DEFAULT_SITE_LOGO as SITE_LOGO_DEFAULT,
  SITE_URL_PATTERN,
} from '../settings-rules';
import { InvoiceIssuerSettings, OfficeSettings } from './settings';
import { TMP_UPLOAD_KEY_PATTERN, uploadMessages } from '../upload-rules';
import { documented, REQUIRED_SAFE_TEXT_PATTERN } from './documented';
import * as z from './mini';
import { UploadFileName } from './uploads';

/** The site's own logo (shared/settings-rules.ts, which the web reads without zod). */
export const DEFAULT_SITE_LOGO = SITE_LOGO_DEFAULT;
/** Rupees, before GST. */
export const REGISTRATION_FEE_MAX = 1_000_000;

/** Where an uploaded logo is read by everyone: GET /site_logo/{file_name}. */
export const SITE_LOGO_FILE_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:png|jpg)$/;

export const AdminSettings = z.extend(z.extend(OfficeSettings, InvoiceIssuerSettings.shape), {
  basic_contractor_registration_fees: z.number(),
  site_slogan: z.string(),
  site_url: z.string(),
  /** What GET /get_settings_basic_info shows: a path of the site, or /api/v1/site_logo/<file> for an uploaded logo. */
  site_logo: z.string(),
  /** The uploaded logo's name and type, or null while the site's own logo is shown. */
  site_logo_file: z.nullable(z.object({ file_name: z.string(), content_type: z.string() })),
  /** Whether contractors pay the registration fee (GET /check_payment_during_contractor_registration). */
  payment_required: z.boolean(),
  /** Send it back with a save: a save over someone else's newer one is refused (409). */
  version: z.number(),
  updated_at: z.nullable(z.string()),
});
export type AdminSettings = z.infer<typeof AdminSettings>;

export const AdminSettingsAnswer = z.object({ data: AdminSettings });
export type AdminSettingsAnswer = z.infer<typeof AdminSettingsAnswer>;

export const AdminSettingsChanged = z.object({ error: z.literal(false), message: z.string(), data: AdminSettings });
export type AdminSettingsChanged = z.infer<typeof AdminSettingsChanged>;

/**
 * A text setting, trimmed, checked by its shared rule (shared/settings-rules.ts); absent keeps the
 * stored one. `pattern` states the rule in the OpenAPI document (never wider than the check).
 */
const checkedText = (
  message: string,
  problem: (value: string) => string | undefined,
  maxLength: number,
  pattern: string = REQUIRED_SAFE_TEXT_PATTERN,
) =>
  z.optional(
    z.string({ error: message }).check(
      z.trim(),
      z.maxLength(maxLength, message),
      documented({ pattern }),
      z.superRefine((value: string, context) => {
        const found = problem(value);
        if (found) context.addIssue({ code: 'custom', message: found });
      }),
    ),
  );

const degrees = (limit: number, message: string) =>
  z.optional(z.number({ error: message }).check(z.minimum(-limit, message), z.maximum(limit, message)));

/** A GSTIN's shape with a valid state code (identity-rules.ts isGstStateCode). */
const GSTIN_DOCUMENTED_PATTERN = '^(0[1-9]|[12][0-9]|3[0-8]|97|99)[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$';

/**
 * The office and the invoice issuer: each optional, absent keeps the stored
 * value (a client that knows only the older form sends none of them).
 */
const OfficeAndIssuerFields = {
  office_phone: checkedText(m.officePhone, officePhoneProblem, OFFICE_LIMITS.phone, '^\\+?[0-9]( ?[0-9]){9,12}$'),
  office_email: checkedText(m.officeEmail, officeEmailProblem, OFFICE_LIMITS.email, EMAIL_PATTERN.source),
  office_address: checkedText(m.officeAddress, officeAddressProblem, OFFICE_LIMITS.address),
  office_hours: checkedText(m.officeHours, officeHoursProblem, OFFICE_LIMITS.hours),
  office_lat: degrees(90, m.officeLat),
  office_lng: degrees(180, m.officeLng),
  company_legal_name: checkedText(m.companyLegalName, companyLegalNameProblem, OFFICE_LIMITS.legalName),
  company_gstin: z.optional(
    z.string({ error: identityMessages.gstinForm }).check(
      z.trim(),
      z.toUpperCase(),
      // The check character is a business rule (the route's contract): JSON Schema cannot compute it.
      documented({ pattern: GSTIN_DOCUMENTED_PATTERN }),
      z.superRefine((value: string, context) => {
        const found = companyGstinProblem(value);
        if (found) context.addIssue({ code: 'custom', message: found });
      }),
    ),
  ),
  invoice_sac_code: z.optional(
    z.string({ error: m.invoiceSacCode }).check(z.trim(), z.regex(SAC_CODE_PATTERN, m.invoiceSacCode)),
  ),
};

/** PUT /admin/settings: the whole form; `site_logo` only when a new logo was uploaded (POST /uploads, site_logo). */
export const UpdateSettingsBody = z.object({
  ...OfficeAndIssuerFields,
  basic_contractor_registration_fees: z
    .number({ error: m.fee })
    .check(
      z.minimum(0, m.fee),
      z.maximum(REGISTRATION_FEE_MAX, m.fee),
      z.refine(hasAtMostTwoDecimals, m.fee),
      documented({ multipleOf: 0.01 }),
    ),
  site_slogan: z
    .string({ error: m.slogan })
    .check(
      z.trim(),
      z.minLength(1, m.slogan),
      z.maxLength(200, m.slogan),
      z.refine(isSafeText, m.slogan),
      documented({ pattern: REQUIRED_SAFE_TEXT_PATTERN }),
    ),
  /** Where mail links point; empty: the address the site is deployed at (SITE_URL). */
  site_url: z
    .string({ error: m.siteUrl })
    .check(z.trim(), z.maxLength(300, m.siteUrl), z.regex(SITE_URL_PATTERN, m.siteUrl)),
  payment_required: z.boolean({ error: m.paymentRequired }),
  site_logo: z.optional(
    z.object(
      {
        key: z
          .string({ error: uploadMessages.unavailable })
          .check(z.regex(TMP_UPLOAD_KEY_PATTERN, uploadMessages.unavailable)),
        file_name: UploadFileName,
      },
      { error: uploadMessages.missing },
    ),
  ),
  /** Back to the site's own logo. */
  remove_logo: z.optional(z.boolean({ error: 'remove_logo must be true or false.' })),
  version: z.number().check(z.int(), z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER)),
});
export type UpdateSettingsBody = z.infer<typeof UpdateSettingsBody>;

export const SiteLogoParams = z.object({
  file_name: z
    .string()
    .check(z.regex(SITE_LOGO_FILE_PATTERN, 'file_name must be an uploaded logo name (<uuid>.png or .jpg).')),
});
