import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@tender/shared/schemas/mini';
import { dynamo, tableName } from '../platform/dynamo-client';
import { defineEntity } from './entity';
import { keys } from './keys';
import { getOrder, orderInvoiceItem } from './payments-repository';
import { queryAll } from './query-all';
import { cancellationReasons, writeTransaction, type CancellationReason, type TransactWriteItem } from './transactions';

// GST tax invoices of the registration fee. An invoice is written once, whole,
// and never changed: it carries its own copy of the issuer's and the registrant's details as they
// were at issue. Serials run per financial year with no gap: a year's counter and the invoice it
// numbers are written in ONE transaction, on the condition that the counter still holds the value
// read (optimistic; a conflict retries with jitter), so a serial exists only with its invoice. The
// same transaction marks the payment's order with the invoice id, on the condition that it has none
// yet and was spent by that account: one payment, one invoice, however often issuing is retried.

/** A party of the invoice: the consultancy issuing it or the registrant receiving it. */
const InvoiceParty = z.object({
  name: z.string(),
  address: z.string(),
  /** Null for a registrant without a GSTIN (B2C). */
  gstin: z.nullable(z.string()),
  state_code: z.nullable(z.string()),
  state_name: z.nullable(z.string()),
});
export type InvoiceParty = z.infer<typeof InvoiceParty>;

/** One issued tax invoice. Amounts in whole paise; taxable + cgst + sgst + igst = total = the charged amount. */
export const InvoiceEntity = defineEntity({
  name: 'invoice',
  schema: z.object({
    /** URL-safe form of the number: `26-27-000001`. */
    invoice_id: z.string(),
    /** As printed: `PPC/26-27/000001`. */
    number: z.string(),
    /** Indian financial year (1 April - 31 March, IST) of `issued_at`: `2026-27`. */
    financial_year: z.string(),
    serial: z.number(),
    issued_at: z.string(),
    account_id: z.number(),
    order_id: z.string(),
    payment_id: z.string(),
    issuer: InvoiceParty,
    recipient: InvoiceParty,
    place_of_supply: z.object({ state_code: z.string(), state_name: z.string() }),
    sac_code: z.string(),
    description: z.string(),
    taxable_paise: z.number(),
    cgst_paise: z.number(),
    sgst_paise: z.number(),
    igst_paise: z.number(),
    total_paise: z.number(),
    total_in_words: z.string(),
    /** Set when its account was erased: the invoice is kept for the law's period (account-erasure-repository). */
    retained_for: z.optional(z.string()),
    retain_until: z.optional(z.string()),
    erased_account_id: z.optional(z.number()),
  }),
});
export type InvoiceRecord = z.infer<typeof InvoiceEntity.schema>;

/** Everything of an invoice but its number, which the write draws. */
export type InvoiceDraft = Omit<InvoiceRecord, 'invoice_id' | 'number' | 'serial'>;

/** How a year's serial becomes the invoice's id and printed number (the prefix is the domain's). */
export type InvoiceNumbering = (financialYear: string, serial: number) => { invoice_id: string; number: string };

/** The payment's order was not spent by this account, or is invoiced already (the caller reads which). */
export class InvoiceOrderRefusedError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('the order is not an uninvoiced payment of this account', options);
    this.name = 'InvoiceOrderRefusedError';
  }
}

/** 20 payments at once settle in at most 20 rounds; the rest is headroom. */
const MAX_ATTEMPTS = 40;
const ORDER_SLOT = 2;

/** An account's tax invoices, oldest first (gsi2: an invoice issued a moment ago may still be missing). */
export async function listInvoicesOfAccount(accountId: number | string): Promise<InvoiceRecord[]> {
  const items = await queryAll({
    TableName: tableName,
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :account',
    ExpressionAttributeValues: { ':account': keys.invoicesOfAccountPartition(Number(accountId)) },
  });
  return items.map((item) => InvoiceEntity.read(item));
}

/** One invoice by its id, strongly consistent. */
export async function getInvoice(invoiceId: string): Promise<InvoiceRecord | undefined> {
  const result = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: keys.invoice(invoiceId), ConsistentRead: true }),
  );
  return result.Item ? InvoiceEntity.read(result.Item) : undefined;
}

/** The last serial a financial year handed out (0 before its first invoice). */
export async function lastInvoiceSerial(financialYear: string): Promise<number> {
  const result = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: keys.invoiceCounter(financialYear), ConsistentRead: true }),
  );
  return Number(result.Item?.value ?? 0);
}

function counterItem(financialYear: string, read: number): TransactWriteItem {
  const first = read === 0;
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.invoiceCounter(financialYear), value: read + 1 },
      ConditionExpression: first ? 'attribute_not_exists(pk)' : '#value = :read',
      ExpressionAttributeNames: first ? undefined : { '#value': 'value' },
      ExpressionAttributeValues: first ? undefined : { ':read': read },
    },
  };
}

function invoicePutItem(record: InvoiceRecord): TransactWriteItem {
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...keys.invoice(record.invoice_id),
        ...keys.invoicesOfAccount(record.account_id, record.issued_at, record.invoice_id),
        ...record,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Whether the order's entry cancelled the write (asked of the order itself when the database gave no reasons). */
async function orderRefused(reasons: CancellationReason[], orderId: string): Promise<boolean> {
  if (reasons.length > 0) return reasons[ORDER_SLOT]?.Code === 'ConditionalCheckFailed';
  const order = await getOrder(orderId);
  return !order || order.status !== 'used' || Boolean(order.invoice_id);
}

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(250, 10 * 2 ** attempt)));

/**
 * Issues the draft's invoice with the next serial of its financial year, or throws
 * InvoiceOrderRefusedError when its order is not this account's spent payment or already carries an
 * invoice (the caller then reads the order). Conflicts with other issues retry with jitter.
 */
export async function writeInvoice(draft: InvoiceDraft, numbering: InvoiceNumbering): Promise<InvoiceRecord> {
  for (let attempt = 0; ; attempt += 1) {
    const read = await lastInvoiceSerial(draft.financial_year);
    const serial = read + 1;
    const record: InvoiceRecord = { ...draft, ...numbering(draft.financial_year, serial), serial };
    const items = [
      counterItem(draft.financial_year, read),
      invoicePutItem(record),
      orderInvoiceItem(record.order_id, record.account_id, record.invoice_id),
    ];
    try {
      await writeTransaction(items);
      return record;
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error;
      if (await orderRefused(reasons, record.order_id)) throw new InvoiceOrderRefusedError({ cause: error });
      // Otherwise another issue moved the counter (or met this one on it): draw again.
      if (attempt + 1 >= MAX_ATTEMPTS) throw error;
      await pause(attempt);
    }
  }
}
