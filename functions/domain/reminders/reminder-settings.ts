import type { ReminderSettings } from '@tender/shared/schemas/calendar';
import { getReminderSettings, putReminderSettings } from '../../data/calendar-settings-repository';
import type { Caller } from '../market/caller';

/** Every reminder on: what an account that never changed its settings gets. */
export const ALL_REMINDERS: ReminderSettings = { d7: true, d3: true, h24: true, h2: true };

export async function reminderSettingsOfCaller(caller: Caller): Promise<ReminderSettings> {
  return (await getReminderSettings(caller.userId)) ?? ALL_REMINDERS;
}

export async function saveReminderSettings(
  caller: Caller,
  settings: ReminderSettings,
  now: Date,
): Promise<ReminderSettings> {
  const saved = { d7: settings.d7, d3: settings.d3, h24: settings.h24, h2: settings.h2 };
  await putReminderSettings(caller.userId, saved, now);
  return saved;
}
