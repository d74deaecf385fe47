import { publishDueRegisters } from '../../domain/bids/publish-registers';
import { closeDueTenders } from '../../domain/tenders/close-tenders';
import { closeTendersJob } from '../../jobs';
import { jobHandler } from '../job-pipeline';

// Closing first, then the registers of the tenders closed by this run or an earlier one.
export const handler = jobHandler(closeTendersJob, async (now) => ({
  ...(await closeDueTenders(now)),
  ...(await publishDueRegisters()),
}));
