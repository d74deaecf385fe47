import type { BidRecord, EvaluationRecord, OpenedTechnicalRecord } from '../../functions/data/bids-repository';

// Bids in each state of the evaluation, for the pure rules' tests.

export const T0 = '2026-03-01T10:00:00.000Z';

const technical: OpenedTechnicalRecord = {
  opened_at: T0,
  digest_match: true,
  flag: null,
  manifest: { profile_rows: [], emd_exempt: false, documents: [], financial_digest: 'f'.repeat(64) },
  document_keys: [],
};

export function bidRecord(n: number, changes: Partial<BidRecord> = {}): BidRecord {
  return {
    tender_id: 7,
    contractor_id: 100 + n,
    bid_reference: `BID-7-00000${n}`,
    state: 'submitted',
    submission: 1,
    started_at: T0,
    submitted_at: T0,
    withdrawn_at: null,
    updated_at: T0,
    receipt: null,
    sealed: null,
    bidder_name: `Bidder ${n}`,
    ...changes,
  } as BidRecord;
}

export const opened = (n: number, changes: Partial<BidRecord> = {}) =>
  bidRecord(n, { opening: { technical }, ...changes });

export function decision(qualified: boolean, changes: Partial<EvaluationRecord> = {}): EvaluationRecord {
  return {
    qualified,
    reason_code: qualified ? null : 'experience',
    clause: qualified ? null : '4.2 (b)',
    note: qualified ? null : 'Two similar works of 80% value are required; one was shown.',
    decided_at: T0,
    decided_by: 1,
    decided_by_name: 'Evaluator',
    representation_until: qualified ? null : '2026-03-04T10:00:00.000Z',
    ...changes,
  };
}
