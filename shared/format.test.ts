import { describe, expect, it } from 'vitest';
import {
  formatInr,
  formatIstDate,
  formatIstDateTime,
  formatIstDateTimeSeconds,
  formatQualifierRange,
  istDay,
  istYear,
  registrationCharges,
} from './format';

describe('formatInr', () => {
  it('groups digits the Indian way', () => {
    expect(formatInr(123456)).toBe('₹1,23,456.00');
    expect(formatInr(12345678.5)).toBe('₹1,23,45,678.50');
  });
});

describe('formatQualifierRange', () => {
  it('shows a rupee range in crore', () => {
    expect(formatQualifierRange('50000000-120000000')).toBe('₹5 Cr - ₹12 Cr');
    expect(formatQualifierRange('25000000-37500000')).toBe('₹2.5 Cr - ₹3.75 Cr');
  });
  it('leaves text it cannot read as it is', () => {
    expect(formatQualifierRange('on request')).toBe('on request');
  });
});

describe('IST dates', () => {
  it('shows the Indian calendar day, not the UTC one', () => {
    expect(formatIstDate('2026-12-04T20:00:00Z')).toBe('05 Dec 2026');
    expect(istDay('2026-12-04T20:00:00Z')).toBe('2026-12-05');
  });
  it("counts the year as India does: New Year at 18:30 UTC, whatever the machine's zone", () => {
    expect(istYear(new Date('2026-12-31T18:29:59Z'))).toBe(2026);
    expect(istYear(new Date('2026-12-31T18:30:00Z'))).toBe(2027);
  });
  it('shows the time in IST', () => {
    expect(formatIstDateTime('2026-12-05T12:00:00Z')).toBe('05 Dec 2026, 05:30 pm IST');
    expect(formatIstDateTimeSeconds('2026-12-05T12:00:07Z')).toBe('05 Dec 2026, 05:30:07 pm IST');
  });
});

describe('registrationCharges', () => {
  it('adds 18 % GST to the fee', () => {
    expect(registrationCharges(5000)).toEqual({ fee: 5000, gst: 900, total: 5900 });
    expect(registrationCharges(999)).toEqual({ fee: 999, gst: 179.82, total: 1178.82 });
    // 1.25 * 0.18 = 0.225: half a paisa rounds up (floating point alone gave 0.22).
    expect(registrationCharges(1.25)).toEqual({ fee: 1.25, gst: 0.23, total: 1.48 });
  });
});
