import { sendBidReminders } from '../../domain/reminders/send-reminders';
import { sendBidRemindersJob } from '../../jobs';
import { jobHandler } from '../job-pipeline';

export const handler = jobHandler(sendBidRemindersJob, sendBidReminders);
