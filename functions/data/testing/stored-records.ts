import { randomBytes, randomUUID } from 'node:crypto';
import type { NewPaymentOrder } from '../payments-repository';
import type { UploadRecord } from '../uploads-repository';

// Records the repositories' tests against DynamoDB Local start from. Test code: production code
// never imports it.

const ALPHANUMERICS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh id shaped as Razorpay's (`order_…`, `pay_…`: the prefix and 14 alphanumerics). */
export const razorpayId = (prefix: string) =>
  `${prefix}_${[...randomBytes(14)].map((byte) => ALPHANUMERICS[byte % ALPHANUMERICS.length]).join('')}`;

/** A registration fee's order as created, under a fresh order id. */
export const newOrder = (amount: number): NewPaymentOrder => ({
  order_id: razorpayId('order'),
  amount,
  currency: 'INR',
  purpose: 'registration',
  created_at: new Date().toISOString(),
  viewer: '10.0.0.1',
});

/** An issued upload ticket for a registration's document (no owner yet), a day to live. */
export const uploadTicket = (changes: Partial<UploadRecord> = {}): UploadRecord => {
  const id = randomUUID();
  return {
    id,
    key: `tmp/${id}`,
    purpose: 'document',
    content_type: 'application/pdf',
    size: 100,
    file_name: 'a.pdf',
    owner_id: null,
    status: 'issued',
    created_at: new Date().toISOString(),
    expiresAt: Math.floor(Date.now() / 1000) + 86_400,
    ...changes,
  };
};
