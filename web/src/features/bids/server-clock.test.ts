import { describe, expect, it } from 'vitest';
import { formatTimeLeft, serverClockOf, timeLeftMs } from './server-clock';

describe('the countdown counts on the server clock', () => {
  const server = '2026-11-25T10:00:00.000Z';
  const end = '2026-11-25T11:00:00.000Z';

  it('takes the offset between the server and the device once', () => {
    const deviceAnHourBehind = Date.parse(server) - 3_600_000;
    expect(serverClockOf(server, deviceAnHourBehind)).toEqual({ offset: 3_600_000, answeredAt: Date.parse(server) });
    expect(serverClockOf('not a time', 123)).toEqual({ offset: 0, answeredAt: 123 });
  });

  it('shows the same time left whatever the device clock says', () => {
    for (const skew of [-86_400_000, -3_600_000, 0, 90_000, 7_200_000]) {
      const deviceAtLoad = Date.parse(server) + skew;
      const { offset } = serverClockOf(server, deviceAtLoad);
      expect(timeLeftMs(end, offset, deviceAtLoad)).toBe(3_600_000);
      // Ten seconds later on the device is ten seconds later on the server.
      expect(timeLeftMs(end, offset, deviceAtLoad + 10_000)).toBe(3_590_000);
    }
  });

  it('never goes below zero', () => {
    expect(timeLeftMs(end, 0, Date.parse(end) + 5000)).toBe(0);
  });

  it('formats days, hours, minutes and seconds', () => {
    expect(formatTimeLeft(0)).toBe('Closed');
    expect(formatTimeLeft(5_000)).toBe('00:00:05');
    expect(formatTimeLeft(3_725_999)).toBe('01:02:05');
    expect(formatTimeLeft(86_400_000 + 3_723_000)).toBe('1 day 01:02:03');
    expect(formatTimeLeft(3 * 86_400_000)).toBe('3 days 00:00:00');
  });
});
