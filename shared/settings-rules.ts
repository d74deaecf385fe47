// The office and invoice issuer settings: one check per field, for the admin
// form (yup) and PUT /admin/settings (zod), so both refuse the same value with the same message.
// Plain functions, no zod: the admin form imports them.
import { settingsMessages as m } from './admin-messages';
import { gstinProblem } from './identity-rules';
import { EMAIL_PATTERN, isSafeText } from './rules';

/** The site's own logo (web/public/logo.svg), shown until an admin uploads one (and again after it is removed). */
export const DEFAULT_SITE_LOGO = '/logo.svg';

export const OFFICE_LIMITS = { phone: 30, address: 300, hours: 100, legalName: 200, email: 254 } as const;

/** The site's address as the Admin may set it (http or https, a host, an optional port and path), or empty. */
export const SITE_URL_PATTERN = /^$|^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:\/[^\s]*)?$/;

/** An Indian phone as people write it: +91 20 2567 8900, 020 2567 8900, 98765 43210. */
export const OFFICE_PHONE_PATTERN = /^\+?[0-9][0-9 ]*[0-9]$/;
/** A SAC (services accounting code): chapter 99, six digits. */
export const SAC_CODE_PATTERN = /^99\d{4}$/;

type Problem = (value: string) => string | undefined;

const digitsIn = (value: string) => value.replace(/\D/g, '').length;

const safeText =
  (max: number, message: string): Problem =>
  (value) => {
    const text = value.trim();
    return text.length >= 1 && text.length <= max && isSafeText(text) ? undefined : message;
  };

export const officePhoneProblem: Problem = (value) => {
  const phone = value.trim();
  return phone.length <= OFFICE_LIMITS.phone &&
    OFFICE_PHONE_PATTERN.test(phone) &&
    digitsIn(phone) >= 10 &&
    digitsIn(phone) <= 13
    ? undefined
    : m.officePhone;
};

export const officeEmailProblem: Problem = (value) => {
  const email = value.trim();
  return email.length <= OFFICE_LIMITS.email && EMAIL_PATTERN.test(email) ? undefined : m.officeEmail;
};

export const officeAddressProblem = safeText(OFFICE_LIMITS.address, m.officeAddress);
export const officeHoursProblem = safeText(OFFICE_LIMITS.hours, m.officeHours);
export const companyLegalNameProblem = safeText(OFFICE_LIMITS.legalName, m.companyLegalName);

const degreesProblem =
  (limit: number, message: string) =>
  (value: number): string | undefined =>
    Number.isFinite(value) && value >= -limit && value <= limit ? undefined : message;

export const officeLatProblem = degreesProblem(90, m.officeLat);
export const officeLngProblem = degreesProblem(180, m.officeLng);

/** The consultancy's GSTIN: the registration forms' rules (shape, state code, check character). */
export const companyGstinProblem: Problem = (value) => gstinProblem(value.trim());

export const invoiceSacCodeProblem: Problem = (value) =>
  SAC_CODE_PATTERN.test(value.trim()) ? undefined : m.invoiceSacCode;
