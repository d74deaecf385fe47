// Indian business identifiers, checked beyond SPEC.md's lengths as the user types (yup) and again
// on the server (zod). Plain values and functions, no zod: the registration forms import them.

/** The fourth letter of a PAN names the holder type. */
export const PAN_HOLDER_TYPES = 'CPHFATBLJG';
export const PAN_PATTERN = /^[A-Z]{3}[CPHFATBLJG][A-Z]\d{4}[A-Z]$/;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const PIN_CODE_PATTERN = /^[1-9]\d{5}$/;
export const ALPHANUMERIC_PATTERN = /^[A-Za-z0-9]+$/;

const GSTIN_SHAPE = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;
const GSTIN_CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** GST state codes: 01-38 are the states and union territories, 97 other territory, 99 centre jurisdiction. */
export function isGstStateCode(code: string): boolean {
  const n = Number(code);
  return (n >= 1 && n <= 38) || n === 97 || n === 99;
}

/** The 15th character of a GSTIN: the mod-36 check over the first 14 (factors 1, 2 alternating). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = GSTIN_CHARSET.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARSET[(36 - (sum % 36)) % 36] as string;
}

export const identityMessages = {
  panForm:
    'PAN must look like AAAAA9999A, with the fourth letter a valid holder type (C, P, H, F, A, T, B, L, J or G).',
  gstinForm: 'GSTIN must be a 2-digit state code, the PAN, an entity number, Z and a check character.',
  gstinState: 'GSTIN must start with a valid state code.',
  gstinPan: 'The PAN inside the GSTIN must be the PAN of the firm entered above.',
  gstinCheck: 'GSTIN check character is wrong: please check the number.',
  ifsc: 'IFSC must be 4 letters, a 0 and 6 letters or digits (e.g. HDFC0001234).',
  pinCode: 'Pin code must be 6 digits and cannot start with 0.',
} as const;

/** The first problem with a PAN beyond SPEC's length and alphanumeric rules, or undefined. */
export function panProblem(value: string): string | undefined {
  return PAN_PATTERN.test(value.toUpperCase()) ? undefined : identityMessages.panForm;
}

/** The first problem with a GSTIN (shape, state, PAN inside it when `pan` is given, check character). */
export function gstinProblem(value: string, pan?: string): string | undefined {
  const gstin = value.toUpperCase();
  const parts = GSTIN_SHAPE.exec(gstin);
  if (!parts) return identityMessages.gstinForm;
  if (!isGstStateCode(parts[1] as string)) return identityMessages.gstinState;
  if (pan && PAN_PATTERN.test(pan.toUpperCase()) && parts[2] !== pan.toUpperCase()) return identityMessages.gstinPan;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return identityMessages.gstinCheck;
  return undefined;
}

export function ifscProblem(value: string): string | undefined {
  return IFSC_PATTERN.test(value.toUpperCase()) ? undefined : identityMessages.ifsc;
}

export function pinCodeProblem(value: string): string | undefined {
  return PIN_CODE_PATTERN.test(value) ? undefined : identityMessages.pinCode;
}
