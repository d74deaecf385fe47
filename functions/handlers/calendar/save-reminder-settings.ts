import { calendarMessages as m } from '@tender/shared/calendar-messages';
import { saveMyReminders as contract } from '../../contracts/calendar';
import { saveReminderSettings } from '../../domain/reminders/reminder-settings';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, async ({ caller, body }) => ({
  message: m.remindersSaved,
  data: await saveReminderSettings(caller, body, new Date()),
}));
