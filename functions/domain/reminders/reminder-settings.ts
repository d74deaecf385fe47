import { eachReminder } from '@tender/shared/reminders';
import type { ReminderSettings } from '@tender/shared/schemas/calendar';
import { getReminderSettings, putReminderSettings } from '../../data/calendar-settings-repository';
import type { Caller } from '../market/caller';

/** Every reminder on: what an account that never changed its settings gets. */
export const ALL_REMINDERS: ReminderSettings = eachReminder(() => true);

export async function reminderSettingsOfCaller(caller: Caller): Promise<ReminderSettings> {
  return (await getReminderSettings(caller.userId)) ?? ALL_REMINDERS;
}

export async function saveReminderSettings(
  caller: Caller,
  settings: ReminderSettings,
  now: Date,
): Promise<ReminderSettings> {
  const saved = eachReminder((threshold) => settings[threshold]);
  await putReminderSettings(caller.userId, saved, now);
  return saved;
}
