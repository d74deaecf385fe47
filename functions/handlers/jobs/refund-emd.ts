import { expandPendingCauses } from '../../domain/market/mark-refunds';
import { settleDueRefunds } from '../../domain/refunds/send-refunds';
import { refundEmdJob } from '../../jobs';
import { jobHandler } from '../job-pipeline';

// The causes first (they make refunds due), then every refund with work left.
export const handler = jobHandler(refundEmdJob, async (now) => ({
  causes: await expandPendingCauses(now),
  ...(await settleDueRefunds(now)),
}));
