import type { RetainedRecord } from '@tender/shared/schemas/erasure';
import {
  deleteAccountPartitions,
  deleteRegistrationRequestsOf,
  deleteUploadTickets,
  markInvoiceRetained,
  markItemRetained,
  markOrderRetained,
  redactAuditTrail,
  releaseLoginClaims,
  type RetentionMark,
  tendersBidOnBy,
  tendersOwnedBy,
} from '../../data/account-erasure-repository';
import { deleteFollowsOf } from '../../data/follows-repository';
import { listInvoicesOfAccount } from '../../data/invoices-repository';
import { getOrder, listBidOrders, type PaymentOrder } from '../../data/payments-repository';
import { retentionMark } from './retention';

// The table's side of an erasure, each step safe to run again.
//
// What stays, and why:
// - Payment orders (registration fee, a bid's tender fee and EMD) and GST tax invoices: GST law
//   keeps them 8 years. They are marked `retained_for: 'gst-8-years'` and `retain_until`; an order
//   loses the address that asked for it (`viewer`), which no law needs. An invoice stays as issued:
//   its recipient's name, address and GSTIN ARE the invoice.
// - Bids and what the tender's process recorded of them (the receipt in the public register of
//   sealed bids, the opening's findings with the bidder's company name, the evaluation, a
//   representation and its answer, EMD refunds): the other bidders, the organisation and the
//   consultancy rely on them, and a bid holds no personal field beyond the company name the
//   opening recorded. Likewise an organisation's tenders (public notices). Only the audit entries
//   the account made on those tenders lose its name.
// - The account itself, as a tombstone (id, role, "erased", when): see writeErasureDone (erasure-repository).

/** A kept record as the outcome lists it. */
const keptRecord = (kind: RetainedRecord['kind'], id: string, mark: RetentionMark): RetainedRecord => ({
  kind,
  id,
  retained_for: mark.retained_for,
  retain_until: mark.retain_until,
});

/** The registration fee's order and every bid order of the account, marked kept. */
async function retainOrders(accountId: number, registrationOrderId: string | undefined, now: Date) {
  const orders: PaymentOrder[] = [];
  const registration = registrationOrderId ? await getOrder(registrationOrderId) : undefined;
  if (registration) orders.push(registration);
  for (const tenderId of await tendersBidOnBy(accountId)) orders.push(...(await listBidOrders(tenderId, accountId)));
  const retained: RetainedRecord[] = [];
  for (const order of orders) {
    const mark = retentionMark(accountId, order.paid_at ?? order.created_at, now);
    if (await markOrderRetained(order.order_id, mark)) retained.push(keptRecord('payment', order.order_id, mark));
  }
  return retained;
}

/** The account's tax invoices, marked kept as issued. */
async function retainInvoices(accountId: number, now: Date) {
  const retained: RetainedRecord[] = [];
  for (const invoice of await listInvoicesOfAccount(accountId)) {
    const mark = retentionMark(accountId, invoice.issued_at, now);
    if (await markInvoiceRetained(invoice.invoice_id, mark))
      retained.push(keptRecord('invoice', invoice.invoice_id, mark));
  }
  return retained;
}

/** Marks what the law keeps, before anything is removed; answers those records. */
export async function retainLegalRecords(
  accountId: number,
  registrationOrderId: string | undefined,
  now: Date,
): Promise<RetainedRecord[]> {
  return [...(await retainOrders(accountId, registrationOrderId, now)), ...(await retainInvoices(accountId, now))];
}

export type AccountLogins = { emails: string[]; mobiles: (string | null)[] };

/**
 * Removes the account's personal records from the table: its login claims, request_ids, upload
 * tickets, the tenders it follows, both its partitions (save INVOICE-keyed items, marked instead), and the personal values
 * of its audit trail. Answers how many items went and the INVOICE-keyed items kept.
 */
export async function eraseAccountRecords(
  accountId: number,
  input: { logins: AccountLogins; uploadIds: readonly string[]; ownsTenders: boolean; now: Date },
): Promise<{ removed: number; retained: RetainedRecord[] }> {
  let removed = 0;
  for (const [index, email] of input.logins.emails.entries()) {
    removed += await releaseLoginClaims(accountId, { email, mobile: input.logins.mobiles[index] ?? null });
  }
  removed += await deleteRegistrationRequestsOf(accountId);
  removed += await deleteUploadTickets(input.uploadIds);
  // Follows live beside the tenders (who follows a tender is one Query), not in the account's partitions.
  removed += await deleteFollowsOf(accountId);
  await redactAuditTrail('registrant', String(accountId), accountId, true);
  if (input.ownsTenders) {
    for (const tenderId of await tendersOwnedBy(accountId)) {
      await redactAuditTrail('tender', String(tenderId), accountId, false);
    }
  }
  const partitions = await deleteAccountPartitions(accountId);
  removed += partitions.deleted;
  const retained: RetainedRecord[] = [];
  for (const key of partitions.kept) {
    const mark = retentionMark(accountId, undefined, input.now);
    if (await markItemRetained(key, mark)) retained.push(keptRecord('invoice', `${key.pk}/${key.sk}`, mark));
  }
  return { removed, retained };
}
