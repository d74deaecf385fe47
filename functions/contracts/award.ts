import { IdParam } from '@tender/shared/schemas/common';
import {
  AwardAnswer,
  AwardBody,
  ComparativeStatementAnswer,
  ComparativeStatementQuery,
  UnsuccessfulAnswer,
  UnsuccessfulBody,
} from '@tender/shared/schemas/award';
import { AwardedTenderListAnswer, TenderListQuery } from '@tender/shared/schemas/tender';
import { cursorRule } from './business-rules';
import { defineRoute } from './route-contract';

// The end of a tender: the comparative statement of the opened financial covers,
// the award of contract, the unsuccessful end, and the public Awarded list. Who may act beyond the
// contract's level is the domain's rule (functions/domain/award): the tender's organisation or an
// Admin decides (403 to other roles, 404 to another organisation); a decision is made once (409).

const tag = 'Award';

export const getComparativeStatement = defineRoute({
  method: 'GET',
  path: '/tenders/{id}/comparative_statement',
  handler: 'award/get-comparative-statement',
  auth: 'public',
  identifyCaller: true,
  tag,
  summary:
    'The comparative statement after the financial opening: each qualified bid’s total and rank (L1, L2 ...; ties shown), item-wise rates for the openers, evaluators, organisation and Admin; totals and ranks for the bidders, and for everyone once awarded. format=xlsx or pdf redirects to the file',
  params: IdParam,
  query: ComparativeStatementQuery,
  // format=xlsx or pdf: 302 to a short-lived link of the file (an xlsx workbook or a PDF). Not
  // `redirectsToFile`: that documents a followed redirect as the route's only 200, and this one's
  // 200 is the JSON statement.
  answers: { 200: ComparativeStatementAnswer, 302: null },
  errors: [409],
  // Writes the file it links to (xlsx, pdf) into the bucket.
  access: { table: 'read', bucket: 'write' },
});

export const awardTender = defineRoute({
  method: 'POST',
  path: '/tenders/{id}/award',
  handler: 'award/award-tender',
  auth: 'verified',
  tag,
  summary:
    'The tender’s organisation or an Admin awards it to a ranked bid after the financial opening (anyone but L1 with a reason); the award of contract is published, the winner is mailed the award letter and the others a regret mail with their rank',
  params: IdParam,
  body: AwardBody,
  answers: { 200: AwardAnswer },
  businessRules: [
    { field: 'bid_id', rule: 'A qualified bid of this tender whose financial cover was opened and ranked' },
    { field: 'reason', rule: 'Required when the bid chosen is not L1' },
  ],
  errors: [403, 409],
  access: { table: 'write', writes: ['AUDIT', 'TENDER'], mail: true },
});

export const declareUnsuccessful = defineRoute({
  method: 'POST',
  path: '/tenders/{id}/unsuccessful',
  handler: 'award/declare-unsuccessful',
  auth: 'verified',
  tag,
  summary:
    'The tender’s organisation or an Admin ends a tender closed for bids without an award, with the reason, when it received no bid or none is qualified; it can then be re-tendered',
  params: IdParam,
  body: UnsuccessfulBody,
  answers: { 200: UnsuccessfulAnswer },
  errors: [403, 409],
  access: { table: 'write', writes: ['AUDIT', 'TENDER'] },
});

export const getAwardedTenders = defineRoute({
  method: 'GET',
  path: '/tenders/awarded_tenders',
  handler: 'award/get-awarded-tenders',
  auth: 'public',
  tag,
  summary:
    'Results of Tenders: awarded tenders with their award of contract (winner, amount, date, bids received), newest bid end first, paged by cursor and filtered',
  query: TenderListQuery,
  businessRules: [cursorRule],
  answers: { 200: AwardedTenderListAnswer },
  // Lists sign their cursors with a key derived from the JWT key (functions/data/cursor.ts).
  access: { table: 'read', secrets: ['jwt'] },
  cache: { sharedSeconds: 10, staleSeconds: 30 },
});

export const awardRoutes = [getComparativeStatement, awardTender, declareUnsuccessful, getAwardedTenders] as const;
