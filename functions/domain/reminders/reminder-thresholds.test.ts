import { describe, expect, it } from 'vitest';
import { dueReminder, timeLeftText } from './reminder-thresholds';

const HOUR = 3_600_000;
const now = new Date('2030-01-10T00:00:00Z');
const endIn = (ms: number) => new Date(now.getTime() + ms);

describe('which bid deadline reminder is due', () => {
  it('is the latest threshold passed, within its window', () => {
    expect(dueReminder(endIn(7 * 24 * HOUR - 60_000), now)?.threshold).toBe('d7');
    expect(dueReminder(endIn(72 * HOUR - 5 * 60_000), now)).toEqual({ threshold: 'd3', keyPart: '3d' });
    expect(dueReminder(endIn(24 * HOUR - 5 * 60_000), now)).toEqual({ threshold: 'h24', keyPart: '24h' });
    expect(dueReminder(endIn(2 * HOUR - 5 * 60_000), now)).toEqual({ threshold: 'h2', keyPart: '2h' });
  });

  it('is none before the 7 days, after the end, or once a threshold’s window has passed', () => {
    expect(dueReminder(endIn(8 * 24 * HOUR), now)).toBeUndefined();
    expect(dueReminder(endIn(0), now)).toBeUndefined();
    expect(dueReminder(endIn(-HOUR), now)).toBeUndefined();
    // 5 days left: the 7-day reminder is two days late, the 3-day one not due yet.
    expect(dueReminder(endIn(5 * 24 * HOUR), now)).toBeUndefined();
    // 30 minutes left: the 2-hour reminder is 90 minutes late.
    expect(dueReminder(endIn(HOUR / 2), now)).toBeUndefined();
    // 20 hours left: within the 24-hour reminder's window.
    expect(dueReminder(endIn(20 * HOUR), now)?.threshold).toBe('h24');
    expect(dueReminder(endIn(17 * HOUR), now)).toBeUndefined();
  });

  it('says the time left in words', () => {
    expect(timeLeftText(endIn(HOUR + 55 * 60_000), now)).toBe('1 hour 55 minutes');
    expect(timeLeftText(endIn(2 * 24 * HOUR + 5 * HOUR), now)).toBe('2 days 5 hours');
    expect(timeLeftText(endIn(3 * 24 * HOUR), now)).toBe('3 days');
    expect(timeLeftText(endIn(60_000), now)).toBe('1 minute');
  });
});
