import { randomInt } from 'node:crypto';

const ALPHANUMERICS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay's id format: a prefix, an underscore and 14 alphanumerics (e.g. order_EKwxwAgItmmXdp). */
export function razorpayId(prefix: 'order' | 'pay' | 'evt' | 'acc' | 'rfnd'): string {
  let id = `${prefix}_`;
  for (let index = 0; index < 14; index += 1) id += ALPHANUMERICS[randomInt(ALPHANUMERICS.length)];
  return id;
}
