// How the read-only profile shows stored values: keys as words, stored files as links, yes/no.

/** A stored file as the registrant answer gives it: with a short-lived link that shows it. */
export type LinkedFile = { file_name?: string; url: string; content_type?: string };

export function isLinkedFile(value: unknown): value is LinkedFile {
  return typeof value === 'object' && value !== null && typeof (value as { url?: unknown }).url === 'string';
}

const WORDS: Record<string, string> = {
  pan: 'PAN',
  gstin: 'GSTIN',
  ifsc: 'IFSC',
  id: 'ID',
  dob: 'date of birth',
  no: 'no.',
  est: 'established',
};

/** 'company_landline_no' -> 'Company landline no.'; 'ifsc_code' -> 'IFSC code'. */
export function labelOf(key: string): string {
  const words = key
    .split('_')
    .filter(Boolean)
    .map((word) => WORDS[word] ?? word);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Fields the read-only view leaves out: storage keys and link expiries (the link itself is shown). */
const HIDDEN = new Set(['key', 'url_expires_at', 'account_id']);

/** The record's entries to show, in their stored order. */
export function shownEntries(record: Record<string, unknown>): [string, unknown][] {
  return Object.entries(record).filter(([key]) => !HIDDEN.has(key));
}

/** A plain value as text ('—' for nothing, Yes/No, lists joined). */
export function plainText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(plainText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
