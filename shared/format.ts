import { CRORE, GST_RATE, TIME_ZONE } from './constants';

/**
 * A formatter made on its first use: building an Intl formatter costs a few milliseconds (four
 * times that on a slow phone), and most pages and functions that import this module use one or two.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const inr = onFirstUse(
  () => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }),
);
const inrWhole = onFirstUse(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }));

/** ₹1,23,456.00: Indian digit grouping. */
export function formatInr(amount: number): string {
  return inr().format(amount);
}

/** 1,23,456: Indian grouping without the currency sign. */
export function formatIndianNumber(value: number): string {
  return inrWhole().format(value);
}

function croreFigure(rupees: number): string {
  const crore = rupees / CRORE;
  return Number.isInteger(crore) ? String(crore) : crore.toFixed(2).replace(/0+$/, '').replace(/\.$/, '');
}

/** '50000000-120000000' (rupees) -> '₹5 Cr - ₹12 Cr'. Anything unreadable is shown as it is. */
export function formatQualifierRange(remarks: string): string {
  const match = /^\s*(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)\s*$/.exec(remarks);
  if (!match) return remarks;
  const [low, high] = [Number(match[1]), Number(match[2])];
  return `₹${croreFigure(low)} Cr - ₹${croreFigure(high)} Cr`;
}

const IST_DAY_PARTS = { timeZone: TIME_ZONE, day: '2-digit', month: 'short', year: 'numeric' } as const;
const IST_MINUTE_PARTS = { ...IST_DAY_PARTS, hour: '2-digit', minute: '2-digit', hour12: true } as const;
const istDate = onFirstUse(() => new Intl.DateTimeFormat('en-IN', IST_DAY_PARTS));
const istDateTime = onFirstUse(() => new Intl.DateTimeFormat('en-IN', IST_MINUTE_PARTS));
const istTimeWithSeconds = onFirstUse(
  () => new Intl.DateTimeFormat('en-IN', { ...IST_MINUTE_PARTS, second: '2-digit' }),
);
const istCalendarDay = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }));

/** '05 Dec 2026' in India Standard Time. */
export function formatIstDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : istDate().format(date);
}

/** '05 Dec 2026, 05:30 pm IST'. */
export function formatIstDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${istDateTime().format(date)} IST`;
}

/** '05 Dec 2026, 05:30:07 pm IST': the server's clock as a refusal states it. */
export function formatIstDateTimeSeconds(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${istTimeWithSeconds().format(date)} IST`;
}

// India has kept UTC+5:30 all year since 1945: its calendar year needs no time-zone data (nor an Intl
// formatter, which the footer of every page would build).
const IST_OFFSET_MS = 330 * 60_000;

/** The calendar year of an instant in India Standard Time, the same on a server in UTC and on a phone. */
export function istYear(instant: Date): number {
  return new Date(instant.getTime() + IST_OFFSET_MS).getUTCFullYear();
}

/** The calendar day (YYYY-MM-DD) of an instant in India Standard Time. */
export function istDay(instant: Date | string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return istCalendarDay().format(date);
}

/**
 * The registration charges in paise: the fee, 18 % GST rounded half up to the paisa, and their
 * total. Whole numbers throughout, so the browser shows exactly what the server charges.
 */
export function registrationChargesPaise(feeRupees: number): { fee: number; gst: number; total: number } {
  const fee = Math.max(0, Math.round(feeRupees * 100));
  // fee * 18 is a whole number; dividing by 100 leaves at most two decimals, so .5 is exact.
  const gst = Math.round((fee * Math.round(GST_RATE * 100)) / 100);
  return { fee, gst, total: fee + gst };
}

/** Fee, 18 % GST and the total in rupees (from the paise figures, so never off by a paisa). */
export function registrationCharges(fee: number): { fee: number; gst: number; total: number } {
  const paise = registrationChargesPaise(fee);
  return { fee: paise.fee / 100, gst: paise.gst / 100, total: paise.total / 100 };
}
