import { REMINDER_THRESHOLDS, REMINDER_TIMES, type ReminderThreshold } from '@tender/shared/reminders';

// When a bid deadline reminder is due: 7 days, 3 days, 24 hours and 2 hours before the
// bid submission end. A run mails the LATEST threshold already passed, and only within that
// threshold's window after it: a job that stopped for a day does not mail "3 days left" with one
// day left, and a tender published 30 hours before its end gets the 24-hour reminder, not the 7-day one.

/** Latest last (shared/reminders.ts). */
const THRESHOLDS = REMINDER_THRESHOLDS.map((name) => ({ name, ...REMINDER_TIMES[name] }));

/** The farthest a due reminder can be from the end: tenders ending later need no reading. */
export const REMINDER_HORIZON_MS = THRESHOLDS[0]!.beforeMs;

export type DueReminder = { threshold: ReminderThreshold; keyPart: string };

/** The reminder due `now` for a deadline at `end`, or undefined (none due, or ended). */
export function dueReminder(end: Date, now: Date): DueReminder | undefined {
  const left = end.getTime() - now.getTime();
  if (left <= 0) return undefined;
  const passed = THRESHOLDS.filter((threshold) => left <= threshold.beforeMs);
  const latest = passed[passed.length - 1];
  if (!latest || latest.beforeMs - left > latest.windowMs) return undefined;
  return { threshold: latest.name, keyPart: latest.keyPart };
}

/** Time left as the mail says it: '2 days 5 hours', '23 hours 10 minutes', '55 minutes'. */
export function timeLeftText(end: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((end.getTime() - now.getTime()) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const unit = (value: number, name: string) => `${value} ${name}${value === 1 ? '' : 's'}`;
  if (days > 0) return hours > 0 ? `${unit(days, 'day')} ${unit(hours, 'hour')}` : unit(days, 'day');
  if (hours > 0) return rest > 0 ? `${unit(hours, 'hour')} ${unit(rest, 'minute')}` : unit(hours, 'hour');
  return unit(rest, 'minute');
}
