// The bid page's clock is the server's: the offset between the server's time and the
// device's is taken once at load, and every "time left" is counted on the device clock plus that
// offset, so a device set an hour wrong still shows the right countdown.

/** The server's clock as a page knows it from an answer. */
export type ServerClock = {
  /** server time minus device time, in milliseconds, at the moment the answer arrived. */
  offset: number;
  /** The answer's own server time (ms since the epoch): what a first drawing counts from. */
  answeredAt: number;
};

/** The clock of an answer carrying `serverTime`, arriving when the device says `deviceNow`. */
export function serverClockOf(serverTime: string, deviceNow: number): ServerClock {
  const server = Date.parse(serverTime);
  return Number.isNaN(server)
    ? { offset: 0, answeredAt: deviceNow }
    : { offset: server - deviceNow, answeredAt: server };
}

/** Milliseconds from the server time `serverNow` until `end` (never negative). */
export function timeLeftAt(end: string, serverNow: number): number {
  return Math.max(0, Date.parse(end) - serverNow);
}

/** Milliseconds until `end` by the server's clock (never negative). */
export function timeLeftMs(end: string, offset: number, deviceNow: number): number {
  return timeLeftAt(end, deviceNow + offset);
}

const two = (n: number) => String(n).padStart(2, '0');

/** 93_784_000 -> '1 day 02:03:04'; under a day 'hh:mm:ss'; 0 -> 'Closed'. */
export function formatTimeLeft(ms: number): string {
  if (ms <= 0) return 'Closed';
  const seconds = Math.floor(ms / 1000);
  const days = Math.floor(seconds / 86_400);
  const clock = `${two(Math.floor((seconds % 86_400) / 3600))}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
  return days > 0 ? `${days} day${days === 1 ? '' : 's'} ${clock}` : clock;
}
