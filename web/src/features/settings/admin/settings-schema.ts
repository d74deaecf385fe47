// The settings form: its values (the fee as typed), the body of PUT /admin/settings, and the yup
// schema giving the server's messages (shared/schemas/settings-admin.ts UpdateSettingsBody exists
// only in zod); settings-schema.test.ts feeds both the same bad values.
import { settingsMessages as m } from '@tender/shared/admin-messages';
import { identityMessages } from '@tender/shared/identity-rules';
import { hasAtMostTwoDecimals, isSafeText } from '@tender/shared/rules';
import type { AdminSettings, UpdateSettingsBody } from '@tender/shared/schemas/settings-admin';
import type { UploadRef } from '@tender/shared/schemas/uploads';
import {
  companyGstinProblem,
  companyLegalNameProblem,
  invoiceSacCodeProblem,
  officeAddressProblem,
  officeEmailProblem,
  officeHoursProblem,
  officeLatProblem,
  officeLngProblem,
  officePhoneProblem,
  SITE_URL_PATTERN,
} from '@tender/shared/settings-rules';
import { uploadMessages } from '@tender/shared/upload-rules';
import { mixed, object, type AnySchema } from 'yup';
import { toNumber } from '../../../lib/forms/typed-number';
import { uploadRefProblem } from '../../../lib/forms/upload-ref-problem';

/** Rupees, before GST (as the server's REGISTRATION_FEE_MAX). */
const REGISTRATION_FEE_MAX = 1_000_000;

export type SettingsFormValues = {
  basic_contractor_registration_fees: string;
  site_slogan: string;
  site_url: string;
  payment_required: boolean;
  /** A new logo just uploaded (POST /uploads, site_logo); null keeps the current one. */
  site_logo: UploadRef | null;
  /** Back to the site's own logo. */
  remove_logo: boolean;
} & OfficeFormValues;

/** The office (header, footer, contact page, mails) and the tax invoice's issuer, as typed. */
type OfficeFormValues = {
  office_phone: string;
  office_email: string;
  office_address: string;
  office_hours: string;
  office_lat: string;
  office_lng: string;
  company_legal_name: string;
  company_gstin: string;
  invoice_sac_code: string;
};

const OFFICE_TEXT_FIELDS = [
  'office_phone',
  'office_email',
  'office_address',
  'office_hours',
  'company_legal_name',
  'company_gstin',
  'invoice_sac_code',
] as const;

/** Degrees as typed (a sign allowed): NaN when not a plain decimal, refused with the field's message either side. */
function toDegrees(typed: string): number {
  const trimmed = typed.trim();
  return /^-?\d+(?:\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function officeValuesOf(settings: AdminSettings): OfficeFormValues {
  const text = Object.fromEntries(OFFICE_TEXT_FIELDS.map((field) => [field, settings[field]]));
  return {
    ...(text as Omit<OfficeFormValues, 'office_lat' | 'office_lng'>),
    office_lat: String(settings.office_lat),
    office_lng: String(settings.office_lng),
  };
}

function officeBodyOf(values: OfficeFormValues) {
  const text = Object.fromEntries(OFFICE_TEXT_FIELDS.map((field) => [field, values[field]]));
  return { ...text, office_lat: toDegrees(values.office_lat), office_lng: toDegrees(values.office_lng) };
}

export function settingsValuesOf(settings: AdminSettings): SettingsFormValues {
  return {
    basic_contractor_registration_fees: String(settings.basic_contractor_registration_fees),
    site_slogan: settings.site_slogan,
    site_url: settings.site_url,
    payment_required: settings.payment_required,
    site_logo: null,
    remove_logo: false,
    ...officeValuesOf(settings),
  };
}

export function toSettingsBody(values: SettingsFormValues, version: number): UpdateSettingsBody {
  return {
    basic_contractor_registration_fees: toNumber(values.basic_contractor_registration_fees),
    site_slogan: values.site_slogan,
    site_url: values.site_url,
    payment_required: values.payment_required,
    ...officeBodyOf(values),
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

/** A text field checked by its shared rule (shared/settings-rules.ts); not text at all: `message`. */
const text = (problem: (value: string) => string | undefined, message: string) =>
  check((value) => (typeof value === 'string' ? problem(value) : message));

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
  // Empty: the deployed address (Formik hands an empty field over as undefined).
  site_url: check((value) => {
    if (value === undefined) return undefined;
    if (typeof value !== 'string') return m.siteUrl;
    const url = value.trim();
    return url.length <= 300 && SITE_URL_PATTERN.test(url) ? undefined : m.siteUrl;
  }),
  payment_required: check((value) => (typeof value === 'boolean' ? undefined : m.paymentRequired)),
  office_phone: text(officePhoneProblem, m.officePhone),
  office_email: text(officeEmailProblem, m.officeEmail),
  office_address: text(officeAddressProblem, m.officeAddress),
  office_hours: text(officeHoursProblem, m.officeHours),
  office_lat: check((value) => officeLatProblem(toDegrees(String(value ?? '')))),
  office_lng: check((value) => officeLngProblem(toDegrees(String(value ?? '')))),
  company_legal_name: text(companyLegalNameProblem, m.companyLegalName),
  company_gstin: text(companyGstinProblem, identityMessages.gstinForm),
  invoice_sac_code: text(invoiceSacCodeProblem, m.invoiceSacCode),
  // No logo keeps the current one; anything else that is not an upload gets UpdateSettingsBody's own message.
  site_logo: check((value) =>
    value === null || value === undefined ? undefined : uploadRefProblem(value, uploadMessages.missing),
  ),
});
