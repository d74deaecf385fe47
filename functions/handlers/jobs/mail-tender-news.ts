import { mailTenderNews } from '../../domain/follows/tender-news';
import { mailTenderNewsJob } from '../../jobs';
import { jobHandler } from '../job-pipeline';

// Mails for about two thirds of the run's time limit; the rest reads the feed and writes the cursor.
export const handler = jobHandler(mailTenderNewsJob, (now) =>
  mailTenderNews(now, (mailTenderNewsJob.timeoutSeconds * 1000 * 2) / 3),
);
