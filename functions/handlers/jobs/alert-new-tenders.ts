import { alertNewTenders } from '../../domain/alerts/new-tender-alerts';
import { alertNewTendersJob } from '../../jobs';
import { jobHandler } from '../job-pipeline';

export const handler = jobHandler(alertNewTendersJob, alertNewTenders);
