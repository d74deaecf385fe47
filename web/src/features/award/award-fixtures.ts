// GET /tenders/{id}/comparative_statement answers and an award of contract for the award's unit
// tests, as the server gives them. Not used by the site itself.
import type {
  AwardOfContract,
  ComparativeStatement,
  ComparativeStatementAnswer,
  StatementBid,
} from '@tender/shared/schemas/award';

export const TENDER_ID = 12;

const bid = (
  n: number,
  name: string,
  total: string,
  rank: number | null,
  extra: Partial<StatementBid> = {},
): StatementBid => ({
  bid_id: `BID-12-00000${n}`,
  bidder_name: name,
  total_paise: total,
  rank,
  rank_label: rank === null ? null : `L${rank}`,
  tie: false,
  flag: null,
  vs_estimate_percent: '-4.0',
  ...extra,
});

/** Three ranked bids, two tied at L2, and a flagged cover; item-wise rates of two work items. */
export const statementBids: StatementBid[] = [
  bid(1, 'Shree Builders', '96000000', 1, {
    rates: [
      { work_item_id: 1, rate_paise: 45000, amount_paise: '45000000' },
      { work_item_id: 2, rate_paise: 51000, amount_paise: '51000000' },
    ],
  }),
  bid(3, 'Konkan Works', '99000000', 2, {
    tie: true,
    vs_estimate_percent: '-1.0',
    rates: [
      { work_item_id: 1, rate_paise: 49000, amount_paise: '49000000' },
      { work_item_id: 2, rate_paise: 50000, amount_paise: '50000000' },
    ],
  }),
  bid(4, 'Sahyadri Infra', '99000000', 2, {
    tie: true,
    vs_estimate_percent: '-1.0',
    rates: [
      { work_item_id: 1, rate_paise: 50000, amount_paise: '50000000' },
      { work_item_id: 2, rate_paise: 49000, amount_paise: '49000000' },
    ],
  }),
  bid(2, 'Deccan Infra', '0', null, { total_paise: null, flag: 'cover_unreadable', vs_estimate_percent: null }),
];

export const award: AwardOfContract = {
  tender_id: TENDER_ID,
  tender_uid: 'PPC/2026/0012',
  bid_id: 'BID-12-000003',
  winner_name: 'Konkan Works',
  amount_paise: '99000000',
  rank: 'L2',
  awarded_at: '2026-12-10T06:30:00.000Z',
  bids_received: 4,
  reason: 'L1 withdrew its bid validity in writing.',
};

export function statement(overrides: Partial<ComparativeStatement> = {}): ComparativeStatementAnswer {
  return {
    data: {
      tender_id: TENDER_ID,
      tender_uid: 'PPC/2026/0012',
      project_name: 'School block',
      view: 'full',
      financial_opened_at: '2026-12-08T05:30:00.000Z',
      bids_received: 4,
      estimate_total_paise: '100000000',
      items: [
        { work_item_id: 1, item_description: 'Excavation', quantity: 1000, unit: 'cum', estimate_rate_paise: 50000 },
        { work_item_id: 2, item_description: 'PCC 1:4:8', quantity: 1000, unit: 'cum', estimate_rate_paise: 50000 },
      ],
      bids: statementBids,
      award: null,
      ...overrides,
    },
  };
}
