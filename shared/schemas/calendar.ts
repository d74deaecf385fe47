// The calendar feed's private link and the reminder settings. zod/mini (./mini.ts):
// the functions parse with these, the web client types its calls from them.
import { calendarMessages as m } from '../calendar-messages';
import * as z from './mini';
import { eachReminder } from '../reminders';

/** `<account id>-<link version>-<HMAC>`, optionally ending `.ics` (calendar apps like to see it). */
export const CALENDAR_TOKEN_PATTERN = /^([1-9]\d{0,15})-([1-9]\d{0,8})-([A-Za-z0-9_-]{43})(?:\.ics)?$/;

export const CalendarFeedParams = z.object({
  token: z.string({ error: m.linkInvalid }).check(z.regex(CALENDAR_TOKEN_PATTERN, m.linkInvalid)),
});
export type CalendarFeedParams = z.infer<typeof CalendarFeedParams>;

export const CalendarLink = z.object({
  /** The absolute feed URL to paste into a calendar app; null until the account makes one. */
  url: z.nullable(z.string()),
  /** When this link was made (an older link stopped then). */
  created_at: z.nullable(z.string()),
});
export type CalendarLink = z.infer<typeof CalendarLink>;

export const CalendarLinkAnswer = z.object({ message: z.optional(z.string()), data: CalendarLink });
export type CalendarLinkAnswer = z.infer<typeof CalendarLinkAnswer>;

const onOff = () => z.boolean({ error: m.remindersInvalid });

/** Which reminders before a bid submission end the account wants (all on by default). */
export const ReminderSettings = z.object(eachReminder(onOff));
export type ReminderSettings = z.infer<typeof ReminderSettings>;

export const ReminderSettingsAnswer = z.object({ message: z.optional(z.string()), data: ReminderSettings });
export type ReminderSettingsAnswer = z.infer<typeof ReminderSettingsAnswer>;
