import { verifyReceipt } from '../../contracts/bids';
import { checkReceipt } from '../../domain/bids/receipt-check';
import { httpHandler } from '../public-pipeline';

export const handler = httpHandler(verifyReceipt, async ({ body }) => ({ data: await checkReceipt(body) }));
