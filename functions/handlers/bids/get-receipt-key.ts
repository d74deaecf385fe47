import { getReceiptKey } from '../../contracts/bids';
import { getReceiptKey as readReceiptKey } from '../../domain/bids/receipt-check';
import { httpHandler } from '../public-pipeline';

export const handler = httpHandler(getReceiptKey, async () => ({ data: await readReceiptKey() }));
