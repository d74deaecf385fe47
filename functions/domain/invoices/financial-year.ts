import { istDay } from '@tender/shared/format';

// India's financial year runs from 1 April to 31 March; an invoice's year is that of its date in
// India Standard Time (an invoice issued at 00:30 IST on 1 April is the new year's).

/** '2026-27' for any instant from 1 April 2026 00:00 IST to 31 March 2027 23:59:59 IST. */
export function financialYearOf(instant: Date): string {
  const [year, month] = istDay(instant).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}
