// The admin area's settings (issue 9): the public fields of GET /get_settings_basic_info, the
// payment switch GET /check_payment_during_contractor_registration reads, and the logo upload.
// zod/mini (./mini.ts): the admin settings handlers' bundles carry these.
import { settingsMessages as m } from '../admin-messages';
import { hasAtMostTwoDecimals, isSafeText } from '../rules';
import { TMP_UPLOAD_KEY_PATTERN, uploadMessages } from '../upload-rules';
import { documented, REQUIRED_SAFE_TEXT_PATTERN } from './documented';
import * as z from './mini';
import { UploadFileName } from './uploads';

/** The site's own logo, shown until an admin uploads one (and again after it is removed). */
export const DEFAULT_SITE_LOGO = '/logo.svg';
/** Rupees, before GST. */
export const REGISTRATION_FEE_MAX = 1_000_000;

/** Where an uploaded logo is read by everyone: GET /site_logo/{file_name}. */
export const SITE_LOGO_FILE_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:png|jpg)$/;

export const AdminSettings = z.object({
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

/** PUT /admin/settings: the whole form; `site_logo` only when a new logo was uploaded (POST /uploads, site_logo). */
export const UpdateSettingsBody = z.object({
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
  site_url: z
    .string({ error: m.siteUrl })
    .check(
      z.trim(),
      z.maxLength(300, m.siteUrl),
      z.regex(/^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:\/[^\s]*)?$/, m.siteUrl),
    ),
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
