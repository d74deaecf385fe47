import { formatIstDateTimeSeconds } from '@tender/shared/format';
import { formatPaise } from '@tender/shared/money';
import type { ComparativeStatement, StatementBid } from '@tender/shared/schemas/award';
import { writeXlsx, type XlsxCell } from '@tender/shared/xlsx-write';
import { putObject } from '../../platform/storage';
import type { Caller } from '../market/caller';
import { comparativeStatement } from './comparative-statement';
import { plainPdf, type PdfLine } from '../documents/plain-pdf';

// The comparative statement as a spreadsheet and as a PDF: the same figures as the
// JSON answer, the same view (item-wise rates only in the full statement). Written to the bucket
// under the view's own key and handed out by a short-lived link, so a summary viewer can never be
// given the full file.

export type StatementFormatFile = 'xlsx' | 'pdf';

const CONTENT_TYPES: Record<StatementFormatFile, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};
export const STATEMENT_FILE_TYPES = Object.values(CONTENT_TYPES);

const text = (value: string, style?: 'bold'): XlsxCell => ({ kind: 'text', value, ...(style ? { style } : {}) });
/** Rupees as a number the sheet can add up; exact as text past what a double holds in paise. */
function amount(paise: string | null): XlsxCell {
  if (paise === null) return text('');
  const value = BigInt(paise);
  return value <= BigInt(Number.MAX_SAFE_INTEGER)
    ? { kind: 'number', value: Number(value) / 100, style: 'amount' }
    : text(formatPaise(value));
}
const rankCell = (bid: StatementBid) =>
  text(bid.rank_label ? `${bid.rank_label}${bid.tie ? ' (tie)' : ''}` : 'Not ranked');

function headerRows(statement: ComparativeStatement): XlsxCell[][] {
  return [
    [text(`Comparative statement: ${statement.tender_uid}, ${statement.project_name}`, 'bold')],
    [
      text(
        `Financial covers opened at ${formatIstDateTimeSeconds(statement.financial_opened_at)}; bids received: ${statement.bids_received}`,
      ),
    ],
    [],
  ];
}

function summaryRows(statement: ComparativeStatement): XlsxCell[][] {
  return [
    ['Rank', 'Bid', 'Bidder', 'Total (Rs.)', 'Above/below estimate (%)', 'Flag'].map((title) => text(title, 'bold')),
    ...statement.bids.map((bid) => [
      rankCell(bid),
      text(bid.bid_id),
      text(bid.bidder_name),
      amount(bid.total_paise),
      text(bid.vs_estimate_percent ?? ''),
      text(bid.flag ?? ''),
    ]),
  ];
}

function itemRows(statement: ComparativeStatement): XlsxCell[][] {
  if (!statement.items) return [];
  const bids = statement.bids;
  const head = ['Item', 'Description', 'Quantity', 'Unit'].map((title) => text(title, 'bold'));
  const bidHeads = bids.flatMap((bid) => [text(`${bid.bidder_name} rate`, 'bold'), text('Amount', 'bold')]);
  const rows = statement.items.map((item, index) => [
    text(String(index + 1)),
    text(item.item_description),
    { kind: 'number', value: item.quantity } as XlsxCell,
    text(item.unit),
    ...bids.flatMap((bid) => {
      const rate = bid.rates?.find((line) => line.work_item_id === item.work_item_id);
      return rate ? [amount(String(rate.rate_paise)), amount(rate.amount_paise)] : [text(''), text('')];
    }),
  ]);
  const totals = [
    text('Total', 'bold'),
    text(''),
    text(''),
    text(''),
    ...bids.flatMap((bid) => [text(''), amount(bid.total_paise)]),
  ];
  return [[], [...head, ...bidHeads], ...rows, totals];
}

export function statementXlsx(statement: ComparativeStatement): Uint8Array {
  const bidColumns = (statement.items ? statement.bids.length * 2 : 0) + 6;
  return writeXlsx({
    name: 'Comparative statement',
    columnWidths: [10, 40, 30, 18, 14, ...Array.from({ length: bidColumns }, () => 18)],
    rows: [...headerRows(statement), ...summaryRows(statement), ...itemRows(statement)],
    frozenRows: 3,
  });
}

const money = (paise: string | null) => (paise === null ? 'no total' : formatPaise(BigInt(paise)));

export function statementPdf(statement: ComparativeStatement): Uint8Array {
  const lines: PdfLine[] = [
    { text: 'Comparative statement', size: 18, font: 'bold' },
    { text: `${statement.tender_uid}: ${statement.project_name}`, gapBefore: 6 },
    {
      text: `Financial covers opened at ${formatIstDateTimeSeconds(statement.financial_opened_at)}. Bids received: ${statement.bids_received}.`,
    },
    { text: 'Ranks (ascending total; equal totals share a rank)', font: 'bold', gapBefore: 10 },
    ...statement.bids.map((bid) => ({
      text:
        `${bid.rank_label ?? 'Not ranked'}${bid.tie ? ' (tie)' : ''}  ${bid.bid_id}  ${bid.bidder_name}  ${money(bid.total_paise)}` +
        (bid.vs_estimate_percent ? `  ${bid.vs_estimate_percent}% against the estimate` : '') +
        (bid.flag ? `  flagged: ${bid.flag}` : ''),
    })),
  ];
  for (const [index, item] of (statement.items ?? []).entries()) {
    lines.push({
      text: `Item ${index + 1}: ${item.item_description} (${item.quantity} ${item.unit})`,
      font: 'bold',
      gapBefore: 8,
    });
    for (const bid of statement.bids) {
      const rate = bid.rates?.find((line) => line.work_item_id === item.work_item_id);
      if (rate) {
        lines.push({
          text: `${bid.bidder_name}: rate ${formatPaise(BigInt(rate.rate_paise))}, amount ${formatPaise(BigInt(rate.amount_paise))}`,
          indent: 12,
        });
      }
    }
  }
  if (statement.award) {
    lines.push({
      text: `Awarded to ${statement.award.winner_name} (${statement.award.rank}) for ${money(statement.award.amount_paise)} at ${formatIstDateTimeSeconds(statement.award.awarded_at)}.`,
      font: 'bold',
      gapBefore: 10,
    });
  }
  return plainPdf(`Comparative statement ${statement.tender_uid}`, lines);
}

const safeName = (uid: string) => uid.replace(/[^A-Za-z0-9-]+/g, '-');

/** Writes the statement this caller may see as a file and says where it is and what to call it. */
export async function statementFile(
  tenderId: number,
  caller: Caller | null,
  format: StatementFormatFile,
): Promise<{ key: string; fileName: string }> {
  const statement = await comparativeStatement(tenderId, caller);
  const bytes = format === 'xlsx' ? statementXlsx(statement) : statementPdf(statement);
  const key = `statements/${tenderId}/comparative-statement-${statement.view}.${format}`;
  await putObject(key, bytes, CONTENT_TYPES[format]);
  return { key, fileName: `comparative-statement-${safeName(statement.tender_uid)}.${format}` };
}
