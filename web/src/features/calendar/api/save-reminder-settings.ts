// PUT /my/reminders: turns reminders on or off; the saved settings replace the cached ones.
import type { ReminderSettings, ReminderSettingsAnswer } from '@tender/shared/schemas/calendar';
import { mutate } from 'swr';
import { apiFetch } from '../../../lib/api/client';
import { REMINDER_SETTINGS_KEY } from './get-reminder-settings';

export async function saveReminderSettings(settings: ReminderSettings): Promise<ReminderSettingsAnswer> {
  const answer = await apiFetch<ReminderSettingsAnswer>(REMINDER_SETTINGS_KEY, { method: 'PUT', body: settings });
  await mutate(REMINDER_SETTINGS_KEY, { data: answer.data }, { revalidate: false });
  return answer;
}
