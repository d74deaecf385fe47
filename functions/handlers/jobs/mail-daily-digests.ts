import { mailDailyDigests } from '../../domain/alerts/daily-digests';
import { mailDailyDigestsJob } from '../../jobs';
import { jobHandler } from '../job-pipeline';

export const handler = jobHandler(mailDailyDigestsJob, mailDailyDigests);
