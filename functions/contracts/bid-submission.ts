import { IdParam } from '@tender/shared/schemas/common';
import {
  BidRegisterAnswer,
  MyBidsAnswer,
  MyTenderBidAnswer,
  SubmitBidAnswer,
  SubmitBidBody,
  TenderBidsAnswer,
  WithdrawBidAnswer,
} from '@tender/shared/schemas/bid-submission';
import { defineRoute } from './route-contract';

// Bids. A bid's covers are sealed under its tender's key before anything is
// written; no route can read them back (none may decrypt), so a bidder gets its receipt, never its
// contents, and the tender's organisation and the Admin get the number of bids only.

const tag = 'Bids';

const bidRules = [
  { field: 'rates', rule: 'Every work item of the tender rated exactly once; each rate above 0, at most two decimals' },
  { field: 'technical.profile_rows.*.id', rule: "A row of the caller's own profile list named" },
  {
    field: 'technical.documents.*.upload_id',
    rule: 'An unused upload of purpose bid_document by the caller: PDF, JPEG or PNG by its first bytes, 1 byte to 20 MB',
  },
  {
    field: 'payment',
    rule: 'The tender fee and EMD due for this exemption choice are paid (POST /tenders/{id}/bids/payment_order)',
  },
  { field: 'payment.emd_exempt', rule: 'Only where the tender allows an EMD exemption, with its certificate' },
] as const;

export const getMyTenderBid = defineRoute({
  method: 'GET',
  path: '/tenders/{id}/bids/mine',
  handler: 'bids/get-my-tender-bid',
  auth: 'user',
  tag,
  summary:
    "The bid page's state: the server's time (count down from it), the bid window, whether the caller may bid now and why not, its bid's state and receipt",
  params: IdParam,
  answers: { 200: MyTenderBidAnswer },
  access: { table: 'read' },
});

export const startBid = defineRoute({
  method: 'POST',
  path: '/tenders/{id}/bids/start',
  handler: 'bids/start-bid',
  auth: 'user',
  tag,
  summary: 'Starts the caller’s bid on an open tender (it then hears of clarification answers); idempotent',
  params: IdParam,
  answers: { 201: MyTenderBidAnswer },
  errors: [403, 409],
  access: { table: 'write', writes: ['SEQ', 'TENDER'] },
});

export const submitBid = defineRoute({
  method: 'POST',
  path: '/tenders/{id}/bids',
  businessRules: bidRules,
  handler: 'bids/submit-bid',
  auth: 'user',
  tag,
  summary:
    'Submits or revises the caller’s bid before the deadline (server clock): covers sealed under the tender’s key, uploads sealed and deleted, a signed receipt; a repeated request_id answers the first result',
  params: IdParam,
  body: SubmitBidBody,
  answers: { 201: SubmitBidAnswer },
  errors: [403, 409],
  // Up to 21 documents of 20 MB pass through memory one at a time, sealed as they go.
  memory: 1024,
  access: {
    table: 'write',
    writes: ['BID_REQUEST', 'SEQ', 'TENDER', 'UPLOAD'],
    bucket: 'seal',
    mail: true,
    keys: ['sealingDataKey', 'receiptSign'],
  },
});

export const withdrawBid = defineRoute({
  method: 'POST',
  path: '/tenders/{id}/bids/withdraw',
  handler: 'bids/withdraw-bid',
  auth: 'user',
  tag,
  summary: 'Withdraws the caller’s submitted bid before the deadline; its sealed covers are deleted',
  params: IdParam,
  answers: { 200: WithdrawBidAnswer },
  errors: [403, 409],
  access: { table: 'write', writes: ['BID_REQUEST', 'TENDER'], bucket: 'seal', mail: true },
});

export const listMyBids = defineRoute({
  method: 'GET',
  path: '/my/bids',
  handler: 'bids/list-my-bids',
  auth: 'user',
  tag,
  summary: 'The caller’s bids, newest first: states, times and receipts, never contents',
  answers: { 200: MyBidsAnswer },
  errors: [403],
  access: { table: 'read' },
});

export const getTenderBids = defineRoute({
  method: 'GET',
  path: '/tenders/{id}/bids',
  handler: 'bids/get-tender-bids',
  auth: 'verified',
  tag,
  summary: 'The tender’s organisation and the Admin: how many bids it has (before the opening, nothing else)',
  params: IdParam,
  answers: { 200: TenderBidsAnswer },
  access: { table: 'read' },
});

export const getBidRegister = defineRoute({
  method: 'GET',
  path: '/tenders/{id}/register',
  handler: 'bids/get-bid-register',
  auth: 'public',
  tag,
  summary:
    'The register of sealed bids, public once the tender has closed: every bid’s receipt digest (no names) in the order received and the root of their hash chain',
  params: IdParam,
  answers: { 200: BidRegisterAnswer },
  errors: [409],
  access: { table: 'read' },
  cache: { sharedSeconds: 60 },
});

export const bidSubmissionRoutes = [
  getMyTenderBid,
  startBid,
  submitBid,
  withdrawBid,
  listMyBids,
  getTenderBids,
  getBidRegister,
] as const;
