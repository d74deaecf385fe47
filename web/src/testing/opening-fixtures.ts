// GET /tenders/{id}/opening and GET /tenders/{id}/bids answers for the opening's and the
// evaluation's unit tests, as the server gives them. Not used by the site itself.
import type { TenderBidsAnswer } from '@tender/shared/schemas/bid-submission';
import type { CoverOpening, OpenedBid, OpeningAnswer, OpeningRecordLine } from '@tender/shared/schemas/opening';

export const TENDER_ID = 12;
export const DIGEST_A = 'a'.repeat(64);
export const DIGEST_B = 'b'.repeat(64);

type Caller = NonNullable<OpeningAnswer['data']['caller']>;

export const recordLines: OpeningRecordLine[] = [
  {
    bid_id: 'BID-12-000001',
    bidder_name: 'Shree Builders',
    covers_received: ['technical', 'financial'],
    digest: DIGEST_A,
    digest_match: true,
    flag: null,
  },
  {
    bid_id: 'BID-12-000002',
    bidder_name: 'Deccan Infra',
    covers_received: ['technical', 'financial'],
    digest: DIGEST_B,
    digest_match: false,
    flag: 'digest_mismatch',
  },
];

const waiting = (cover: CoverOpening['cover']): CoverOpening => ({
  cover,
  state: 'waiting',
  confirmations: [],
  opened_at: null,
  bids: [],
});

export const technicalOpened: CoverOpening = {
  cover: 'technical',
  state: 'opened',
  confirmations: [
    { account_id: 1, name: 'Asha Admin', confirmed_at: '2026-12-01T05:00:00.000Z' },
    { account_id: 40, name: 'Pune Municipal Corporation', confirmed_at: '2026-12-01T05:30:00.000Z' },
  ],
  opened_at: '2026-12-01T05:30:00.000Z',
  bids: recordLines,
};

export const opener = (may_confirm: Caller['may_confirm'], blocked: string | null = null): Caller => ({
  is_opener: true,
  is_evaluator: true,
  may_confirm,
  blocked,
});

/** The opening of tender 12: before any confirmation by default. */
export function openingAnswer(overrides: Partial<OpeningAnswer['data']> = {}, message?: string): OpeningAnswer {
  return {
    ...(message ? { message } : {}),
    data: {
      tender_id: TENDER_ID,
      bid_opening_date: '2026-12-01T04:30:00.000Z',
      server_time: '2026-12-01T06:00:00.000Z',
      openers: [
        { account_id: 1, name: 'Asha Admin', role: 'Admin' },
        { account_id: 40, name: 'Pune Municipal Corporation', role: 'Organization' },
      ],
      technical: waiting('technical'),
      financial: waiting('financial'),
      technical_result: null,
      next_step: 'The technical covers can be opened now: two openers must confirm.',
      caller: null,
      ...overrides,
    },
  };
}

export const openedBids: OpenedBid[] = [
  {
    bid_id: 'BID-12-000001',
    bidder_name: 'Shree Builders',
    digest_match: true,
    flag: null,
    failed_check: null,
    technical: {
      emd_exempt: false,
      profile_rows: [{ list: 'completed_works', id: 3 }],
      documents: [
        { index: 0, name: 'experience.pdf', sha256: 'c'.repeat(64), size: 20_480, content_type: 'application/pdf' },
      ],
    },
    financial: null,
    evaluation: null,
    representation: null,
  },
  {
    bid_id: 'BID-12-000002',
    bidder_name: 'Deccan Infra',
    digest_match: false,
    flag: 'digest_mismatch',
    failed_check: 'document_hash',
    technical: { emd_exempt: true, profile_rows: [], documents: [] },
    financial: null,
    evaluation: {
      qualified: false,
      reason_code: 'turnover',
      clause: '4.2 Average turnover',
      note: 'The turnover shown is below the minimum.',
      decided_at: '2026-12-01T07:00:00.000Z',
      decided_by_name: 'Asha Admin',
      representation_until: '2026-12-04T07:00:00.000Z',
    },
    representation: {
      id: 7,
      text: 'Our audited turnover for 2025 meets the clause.',
      document: { name: 'audit.pdf', size: 4096 },
      sent_at: '2026-12-02T07:00:00.000Z',
      answer: null,
      decision: null,
      answered_at: null,
    },
  },
];

export function tenderBidsAnswer(bids: OpenedBid[] | undefined = openedBids): TenderBidsAnswer {
  return {
    data: {
      tender_id: TENDER_ID,
      bid_count: 2,
      sealed: bids === undefined,
      bid_opening_date: '2026-12-01T04:30:00.000Z',
      message: bids === undefined ? 'The bids stay sealed until they are opened.' : '2 bids are opened.',
      ...(bids ? { bids } : {}),
    },
  };
}
