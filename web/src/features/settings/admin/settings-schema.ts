// The settings form: its values (the fee as typed), the body of PUT /admin/settings, and the yup
// schema giving the server's messages (shared/schemas/settings-admin.ts UpdateSettingsBody exists
// only in zod); settings-schema.test.ts feeds both the same bad values.
import { settingsMessages as m } from '@tender/shared/admin-messages';
import { hasAtMostTwoDecimals, isSafeText } from '@tender/shared/rules';
import type { AdminSettings, UpdateSettingsBody } from '@tender/shared/schemas/settings-admin';
import type { UploadRef } from '@tender/shared/schemas/uploads';
import { uploadMessages } from '@tender/shared/upload-rules';
import { mixed, object, type AnySchema } from 'yup';
import { toNumber } from '../../../lib/forms/typed-number';
import { uploadRefProblem } from '../../../lib/forms/upload-ref-problem';

/** Rupees, before GST (as the server's REGISTRATION_FEE_MAX). */
const REGISTRATION_FEE_MAX = 1_000_000;
const SITE_URL_PATTERN = /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:\/[^\s]*)?$/;

export type SettingsFormValues = {
  basic_contractor_registration_fees: string;
  site_slogan: string;
  site_url: string;
  payment_required: boolean;
  /** A new logo just uploaded (POST /uploads, site_logo); null keeps the current one. */
  site_logo: UploadRef | null;
  /** Back to the site's own logo. */
  remove_logo: boolean;
};

export function settingsValuesOf(settings: AdminSettings): SettingsFormValues {
  return {
    basic_contractor_registration_fees: String(settings.basic_contractor_registration_fees),
    site_slogan: settings.site_slogan,
    site_url: settings.site_url,
    payment_required: settings.payment_required,
    site_logo: null,
    remove_logo: false,
  };
}

export function toSettingsBody(values: SettingsFormValues, version: number): UpdateSettingsBody {
  return {
    basic_contractor_registration_fees: toNumber(values.basic_contractor_registration_fees),
    site_slogan: values.site_slogan,
    site_url: values.site_url,
    payment_required: values.payment_required,
    ...(values.site_logo ? { site_logo: { key: values.site_logo.key, file_name: values.site_logo.file_name } } : {}),
    ...(values.remove_logo && !values.site_logo ? { remove_logo: true } : {}),
    version,
  } as UpdateSettingsBody;
}

const check = (problem: (value: unknown) => string | undefined): AnySchema =>
  mixed()
    .nullable()
    .test({
      name: 'settings-field',
      test(value, context) {
        const message = problem(value);
        return message ? context.createError({ message }) : true;
      },
    });

export const settingsSchema = object({
  basic_contractor_registration_fees: check((value) => {
    const fee = toNumber(value as string);
    return typeof fee === 'number' &&
      !Number.isNaN(fee) &&
      fee >= 0 &&
      fee <= REGISTRATION_FEE_MAX &&
      hasAtMostTwoDecimals(fee)
      ? undefined
      : m.fee;
  }),
  site_slogan: check((value) => {
    if (typeof value !== 'string') return m.slogan;
    const slogan = value.trim();
    return slogan.length >= 1 && slogan.length <= 200 && isSafeText(slogan) ? undefined : m.slogan;
  }),
  site_url: check((value) => {
    if (typeof value !== 'string') return m.siteUrl;
    const url = value.trim();
    return url.length <= 300 && SITE_URL_PATTERN.test(url) ? undefined : m.siteUrl;
  }),
  payment_required: check((value) => (typeof value === 'boolean' ? undefined : m.paymentRequired)),
  // No logo keeps the current one; anything else that is not an upload gets UpdateSettingsBody's own message.
  site_logo: check((value) =>
    value === null || value === undefined ? undefined : uploadRefProblem(value, uploadMessages.missing),
  ),
});
