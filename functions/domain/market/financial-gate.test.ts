import { describe, expect, it } from 'vitest';
import { openingMessages as m } from '@tender/shared/opening-messages';
import { bidRecord, decision, opened, T0 } from '../../../test/support/evaluation-records';
import { financialOpeningWait } from './financial-gate';

const financialOpeningRefusal = (...input: Parameters<typeof financialOpeningWait>) =>
  financialOpeningWait(...input)?.message ?? null;

const format = (iso: string) => `<${iso}>`;
const before = new Date('2026-03-02T10:00:00.000Z');
const after = new Date('2026-03-05T10:00:00.000Z');
const answered = {
  id: 1,
  text: 'We attach the second completion certificate.',
  document: null,
  sent_at: T0,
  answer: 'The certificate is not for a similar work.',
  decision: 'upheld' as const,
  answered_at: '2026-03-02T09:00:00.000Z',
  answered_by: 1,
};

describe('when the financial covers may be opened', () => {
  it('waits for the technical opening of every live bid; a withdrawn bid does not count', () => {
    expect(financialOpeningRefusal([], before, format)).toBe(m.technicalFirst);
    expect(financialOpeningRefusal([opened(1, { evaluation: decision(true) }), bidRecord(2)], before, format)).toBe(
      m.technicalFirst,
    );
    const withdrawn = bidRecord(2, { state: 'withdrawn' });
    expect(financialOpeningRefusal([opened(1, { evaluation: decision(true) }), withdrawn], before, format)).toBeNull();
  });

  it('waits until every opened bid has a decision', () => {
    const bids = [opened(1, { evaluation: decision(true) }), opened(2)];
    expect(financialOpeningRefusal(bids, before, format)).toBe(m.evaluationPending);
  });

  it('follows at once when every bid is qualified', () => {
    const bids = [opened(1, { evaluation: decision(true) }), opened(2, { evaluation: decision(true) })];
    expect(financialOpeningRefusal(bids, before, format)).toBeNull();
  });

  it('waits for the representation window of a bid not qualified, naming its end, by the clock given', () => {
    const bids = [opened(1, { evaluation: decision(true) }), opened(2, { evaluation: decision(false) })];
    expect(financialOpeningRefusal(bids, before, format)).toBe(m.representationWindow('<2026-03-04T10:00:00.000Z>'));
    expect(financialOpeningRefusal(bids, after, format)).toBeNull();
  });

  it('names the latest window when several bids are not qualified', () => {
    const bids = [
      opened(1, { evaluation: decision(true) }),
      opened(2, { evaluation: decision(false) }),
      opened(3, { evaluation: decision(false, { representation_until: '2026-03-04T12:00:00.000Z' }) }),
    ];
    expect(financialOpeningRefusal(bids, before, format)).toBe(m.representationWindow('<2026-03-04T12:00:00.000Z>'));
  });

  it('waits for the answer to a representation, and not for the window once it is answered', () => {
    const pending = { ...answered, answer: null, decision: null, answered_at: null, answered_by: null };
    const qualified = opened(1, { evaluation: decision(true) });
    expect(
      financialOpeningRefusal(
        [qualified, opened(2, { evaluation: decision(false), representation: pending })],
        after,
        format,
      ),
    ).toBe(m.representationPending);
    expect(
      financialOpeningRefusal(
        [qualified, opened(2, { evaluation: decision(false), representation: answered })],
        before,
        format,
      ),
    ).toBeNull();
  });

  it('has nothing to open when no bid is qualified', () => {
    const bids = [opened(1, { evaluation: decision(false) })];
    expect(financialOpeningRefusal(bids, after, format)).toBe(m.noQualifiedBid);
  });
});
