import { describe, expect, it } from 'vitest';
import { openingMessages as m } from '@tender/shared/opening-messages';
import { opened } from '../../../test/support/evaluation-records';
import { sampleTenderRecord } from '../../../test/support/tender-records';
import { ConflictError, ForbiddenError } from '../../platform/errors';
import { openingRefusal, openingRefusalError, type OpeningSituation } from './opening-rules';

const tender = sampleTenderRecord(9, {
  organization_id: 70,
  status: 'closed',
  bid_submission_end_date: '2026-03-01T10:00:00.000Z',
  bid_opening_date: '2026-03-01T12:00:00.000Z',
});
const situation = (changes: Partial<OpeningSituation> = {}): OpeningSituation => ({
  tender,
  openings: {},
  bids: [opened(1)],
  registerPublished: true,
  now: new Date('2026-03-02T10:00:00.000Z'),
  ...changes,
});
const admin = { userId: 1, role: 'Admin' as const };

describe("an opening's refusals", () => {
  it('names its kind; an account that is no opener is forbidden, the rest conflict with the state', () => {
    const stranger = openingRefusal(situation(), { userId: 5, role: 'Contractor' }, 'technical');
    expect(stranger).toEqual({ kind: 'not_opener', message: m.notOpener });
    expect(openingRefusalError(stranger!)).toBeInstanceOf(ForbiddenError);

    const early = openingRefusal(situation({ now: new Date('2026-03-01T11:00:00.000Z') }), admin, 'technical');
    expect(early?.kind).toBe('too_early');
    expect(openingRefusalError(early!)).toBeInstanceOf(ConflictError);

    expect(openingRefusal(situation({ registerPublished: false }), admin, 'technical')?.kind).toBe('register_pending');
    expect(openingRefusal(situation(), admin, 'technical')).toBeNull();
  });

  it('says why the financial cover waits', () => {
    expect(openingRefusal(situation(), admin, 'financial')).toEqual({
      kind: 'financial_wait',
      wait: 'technical_not_opened',
      message: m.technicalFirst,
    });
    const technicalOpened = situation({
      openings: {
        technical: {
          tender_id: 9,
          cover: 'technical',
          state: 'opened',
          confirmations: [],
          opened_by: 1,
          opened_at: '2026-03-01T12:30:00.000Z',
        },
      },
    });
    expect(openingRefusal(technicalOpened, admin, 'financial')).toEqual({
      kind: 'financial_wait',
      wait: 'evaluation_pending',
      message: m.evaluationPending,
    });
  });
});
