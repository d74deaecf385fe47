import { ERASURE_RETAIN_YEARS, ERASURE_RETAINED_FOR } from '@tender/shared/erasure-messages';
import type { RetentionMark } from '../../data/account-erasure-repository';

// GST law keeps a registered person's accounts and tax invoices for years after the return they
// belong to; the consultancy keeps its payment records and invoices 8 years from their date, and
// an erasure leaves them, marked with why and until when.

/** The day a record made at `from` may go: 8 years later (ISO day, UTC). */
export function retainUntil(from: string | null | undefined, now: Date): string {
  const start = from && !Number.isNaN(Date.parse(from)) ? new Date(from) : now;
  const until = new Date(start.getTime());
  until.setUTCFullYear(until.getUTCFullYear() + ERASURE_RETAIN_YEARS);
  return until.toISOString().slice(0, 10);
}

export function retentionMark(accountId: number, from: string | null | undefined, now: Date): RetentionMark {
  return { retained_for: ERASURE_RETAINED_FOR, retain_until: retainUntil(from, now), erased_account_id: accountId };
}
