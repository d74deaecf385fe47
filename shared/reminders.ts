// The bid deadline reminders, written once: which there are, when each is due and
// what names it in settings, mail-once keys and labels. The job, the settings' schema and store,
// and My Bids' toggles all read this table.

const HOUR = 3_600_000;

/** Latest last. */
export const REMINDER_THRESHOLDS = ['d7', 'd3', 'h24', 'h2'] as const;
export type ReminderThreshold = (typeof REMINDER_THRESHOLDS)[number];

export type ReminderTime = {
  /** How long before the bid submission end the reminder is due. */
  beforeMs: number;
  /** How late a run may still mail it: each is shorter than the gap to the next threshold. */
  windowMs: number;
  /** Its part of the mail-once key, so a reminder is mailed once per tender and account. */
  keyPart: string;
};

export const REMINDER_TIMES: Record<ReminderThreshold, ReminderTime> = {
  d7: { beforeMs: 7 * 24 * HOUR, windowMs: 24 * HOUR, keyPart: '7d' },
  d3: { beforeMs: 3 * 24 * HOUR, windowMs: 12 * HOUR, keyPart: '3d' },
  h24: { beforeMs: 24 * HOUR, windowMs: 6 * HOUR, keyPart: '24h' },
  h2: { beforeMs: 2 * HOUR, windowMs: 1 * HOUR, keyPart: '2h' },
};

/** One value for each reminder, in the table's order (settings, the settings' schema). */
export const eachReminder = <T>(value: (threshold: ReminderThreshold) => T): Record<ReminderThreshold, T> =>
  Object.fromEntries(REMINDER_THRESHOLDS.map((threshold) => [threshold, value(threshold)])) as Record<
    ReminderThreshold,
    T
  >;
