import { closeDueTenders } from '../../domain/tenders/close-tenders';
import { closeTendersJob } from '../../jobs';
import { jobHandler } from '../job-pipeline';

export const handler = jobHandler(closeTendersJob, (now) => closeDueTenders(now));
