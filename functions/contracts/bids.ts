import { ReceiptBody, ReceiptKeyAnswer, ReceiptVerdictAnswer } from '@tender/shared/schemas/bids';
import { defineRoute } from './route-contract';

export const getReceiptKey = defineRoute({
  method: 'GET',
  path: '/receipt_key',
  handler: 'bids/get-receipt-key',
  auth: 'public',
  tag: 'Bids',
  summary: "The public half of the marketplace's receipt key, and how a receipt's signed message is built",
  answers: { 200: ReceiptKeyAnswer },
  access: { keys: ['receiptPublicKey'] },
  cache: { sharedSeconds: 3600, staleSeconds: 86_400 },
});

export const verifyReceipt = defineRoute({
  method: 'POST',
  path: '/receipts/verify',
  handler: 'bids/verify-receipt',
  auth: 'public',
  tag: 'Bids',
  summary: 'Whether a bid receipt carries the marketplace’s signature over exactly these details',
  body: ReceiptBody,
  answers: { 200: ReceiptVerdictAnswer },
  access: { keys: ['receiptPublicKey'] },
  // Checking is cheap and stores nothing: a reader's limit, not a login's.
  throttle: { rateLimit: 50, burstLimit: 100 },
});

export const bidRoutes = [getReceiptKey, verifyReceipt] as const;
