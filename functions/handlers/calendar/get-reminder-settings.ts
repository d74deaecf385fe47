import { getMyReminders as contract } from '../../contracts/calendar';
import { reminderSettingsOfCaller } from '../../domain/reminders/reminder-settings';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(contract, async ({ caller }) => ({ data: await reminderSettingsOfCaller(caller) }));
