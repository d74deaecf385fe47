// GET /my/reminders (functions/contracts/calendar.ts): which bid deadline reminders the caller gets.
import type { ReminderSettingsAnswer } from '@tender/shared/schemas/calendar';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';

export const REMINDER_SETTINGS_KEY = '/my/reminders';

export const fetchReminderSettings = (key: string) => apiFetch<ReminderSettingsAnswer>(key);

export function useReminderSettings() {
  return useSWR<ReminderSettingsAnswer, ApiError>(REMINDER_SETTINGS_KEY, fetchReminderSettings);
}
