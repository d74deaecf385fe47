import { describe, expect, it } from 'vitest';
import type { Cover } from '@tender/shared/schemas/opening';
import { bidRecord, decision, opened } from '../../../test/support/evaluation-records';
import { sampleTenderRecord } from '../../../test/support/tender-records';
import type { OpeningRecord } from '../../data/opening-repository';
import type { TenderRecord } from '../../data/tenders-repository';
import type { OpeningSituation } from './opening-rules';
import { openingStage } from './opening-stage';

const END = '2026-03-01T10:00:00.000Z';
const OPENING = '2026-03-01T12:00:00.000Z';
const AFTER = new Date('2026-03-02T10:00:00.000Z');

const situation = (changes: Partial<OpeningSituation> = {}, tender: Partial<TenderRecord> = {}): OpeningSituation => ({
  tender: sampleTenderRecord(9, {
    status: 'closed',
    bid_submission_end_date: END,
    bid_opening_date: OPENING,
    ...tender,
  }),
  openings: {},
  bids: [opened(1)],
  registerPublished: true,
  now: AFTER,
  ...changes,
});

const opening = (cover: Cover, state: OpeningRecord['state'], confirmations = 1): OpeningRecord => ({
  tender_id: 9,
  cover,
  state,
  confirmations: Array.from({ length: confirmations }, (_, index) => ({
    account_id: index + 1,
    name: `Opener ${index + 1}`,
    confirmed_at: OPENING,
  })),
  opened_by: state === 'opened' ? 2 : null,
  opened_at: state === 'opened' ? OPENING : null,
});

const kindOf = (input: OpeningSituation) => openingStage(input, (iso) => iso).kind;

describe("an opening's stages, in the order a tender passes them", () => {
  it('takes bids until the bid end, is sealed until the opening time, then waits for its register', () => {
    expect(kindOf(situation({ now: new Date('2026-03-01T09:59:59.999Z') }, { status: 'active' }))).toBe('taking_bids');
    expect(kindOf(situation({ now: new Date(END) }, { status: 'active' }))).toBe('sealed');
    expect(kindOf(situation({ registerPublished: false }))).toBe('register_pending');
  });

  it('counts the confirmations of the technical cover, then of the financial one', () => {
    expect(openingStage(situation(), String)).toEqual({ kind: 'confirming', cover: 'technical', confirmations: 0 });
    const technicalOpen = { technical: opening('technical', 'opened', 2) };
    const financialConfirming = { ...technicalOpen, financial: opening('financial', 'confirming', 1) };
    expect(openingStage(situation({ openings: financialConfirming }), String)).toEqual({
      kind: 'confirming',
      cover: 'financial',
      confirmations: 1,
    });
  });

  it('waits for the evaluation by its kind, then is ready, then opened with the count', () => {
    const technicalOpen = { technical: opening('technical', 'opened', 2) };
    const waiting = openingStage(situation({ openings: technicalOpen }), String);
    expect(waiting).toMatchObject({ kind: 'financial_wait', wait: { kind: 'evaluation_pending' } });
    const qualified = [opened(1, { evaluation: decision(true) })];
    expect(kindOf(situation({ openings: technicalOpen, bids: qualified }))).toBe('financial_ready');
    const financialOpen = { ...technicalOpen, financial: opening('financial', 'opened', 2) };
    const bids = [opened(1, { evaluation: decision(true), opening: { financial: {} } as never }), bidRecord(2)];
    expect(openingStage(situation({ openings: financialOpen, bids }), String)).toEqual({
      kind: 'financial_opened',
      openedAt: OPENING,
      opened: 1,
    });
  });

  it('ends awarded or unsuccessful; a cancelled or re-tendered tender is never opened', () => {
    const award = { winner_name: 'Deccan Builders', amount_paise: '100', awarded_at: OPENING } as never;
    expect(kindOf(situation({}, { status: 'awarded', award }))).toBe('awarded');
    expect(openingStage(situation({}, { status: 'unsuccessful', unsuccessful_reason: 'No bid.' }), String)).toEqual({
      kind: 'unsuccessful',
      reason: 'No bid.',
    });
    for (const status of ['cancelled', 'retendered'] as const) {
      expect(openingStage(situation({}, { status }), String)).toEqual({ kind: 'not_opened', status });
    }
  });
});
