import { awardMessages as a } from '@tender/shared/award-messages';
import type {
  ComparativeStatement,
  ComparativeStatementAnswer,
  StatementBid,
  StatementView,
} from '@tender/shared/schemas/award';
import { ConflictError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { bidsReceived, statementSource, statementView, type StatementSource } from './statement-source';
import { formatTenths, lineAmounts, rankText, type RankedLine } from './statement-figures';

// GET /tenders/{id}/comparative_statement: each qualified bid's total and rank, the
// item-wise rates beside the work items for those who run the tender, totals and ranks for its
// bidders, and for everyone once it is awarded. Built from the opened financial covers alone.

const workItemsOf = (source: StatementSource) =>
  source.tender.tender_material_works.map((item) => ({ work_item_id: item.id, quantity: item.quantity }));

function statementBid(line: RankedLine, view: StatementView, source: StatementSource): StatementBid {
  return {
    bid_id: line.bidId,
    bidder_name: line.bidderName,
    total_paise: line.totalPaise === null ? null : line.totalPaise.toString(),
    rank: line.rank,
    rank_label: rankText(line.rank),
    tie: line.tie,
    flag: line.flag,
    vs_estimate_percent: line.vsEstimateTenths === null ? null : formatTenths(line.vsEstimateTenths),
    ...(view === 'full'
      ? {
          rates: lineAmounts(workItemsOf(source), line.rates ?? []).map((rate) => ({
            ...rate,
            amount_paise: rate.amount_paise.toString(),
          })),
        }
      : {}),
  };
}

export function buildStatement(source: StatementSource, view: StatementView): ComparativeStatement {
  const { tender } = source;
  return {
    tender_id: tender.id,
    tender_uid: tender.tender_uid,
    project_name: tender.project_name,
    view,
    financial_opened_at: source.financial.opened_at,
    bids_received: bidsReceived(source.bids),
    estimate_total_paise: null,
    ...(view === 'full'
      ? {
          items: tender.tender_material_works.map((item) => ({
            work_item_id: item.id,
            item_description: item.item_description,
            quantity: item.quantity,
            unit: item.unit,
          })),
        }
      : {}),
    bids: source.ranked.map((line) => statementBid(line, view, source)),
    award: tender.award ?? null,
  };
}

/** The statement this caller may see (409 before the financial opening, or before it is published to them). */
export async function comparativeStatement(tenderId: number, caller: Caller | null): Promise<ComparativeStatement> {
  const source = await statementSource(tenderId);
  const view = statementView(source, caller);
  if (!view) throw new ConflictError(a.notPublished);
  return buildStatement(source, view);
}

/**
 * Rate cells (bids x work items) a JSON answer carries at most: 200 bids of 500 items come to
 * 6.4 MiB, past a Lambda answer's 6 MB. Beyond this the answer leaves the item-wise rates to the
 * spreadsheet and the PDF (served from the bucket) and says so.
 */
export const MAX_INLINE_RATE_CELLS = 20_000;

/** Without the item-wise rates when they are too many for one answer. */
export function withinAnswerSize(statement: ComparativeStatement): ComparativeStatement {
  const cells = (statement.items?.length ?? 0) * statement.bids.length;
  if (cells <= MAX_INLINE_RATE_CELLS) return statement;
  const { items: _items, ...rest } = statement;
  return { ...rest, bids: statement.bids.map(({ rates: _rates, ...bid }) => bid), item_rates_omitted: true };
}

export async function getComparativeStatement(
  tenderId: number,
  caller: Caller | null,
): Promise<ComparativeStatementAnswer> {
  return { data: withinAnswerSize(await comparativeStatement(tenderId, caller)) };
}
