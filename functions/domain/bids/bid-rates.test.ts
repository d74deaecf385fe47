import { describe, expect, it } from 'vitest';
import { bidMessages as m } from '@tender/shared/bid-messages';
import { checkRates } from './bid-rates';

const items = [
  { id: 1, quantity: 12.5 },
  { id: 2, quantity: 3 },
];

describe('the rates of a bid', () => {
  it('computes every line in paise and the total', () => {
    const checked = checkRates(items, [
      { work_item_id: 2, rate: 0.07 },
      { work_item_id: 1, rate: 1234.55 },
    ]);
    expect(checked).toEqual({
      ok: true,
      items: [
        { workItemId: 2, quantity: 3, ratePaise: 7 },
        { workItemId: 1, quantity: 12.5, ratePaise: 123455 },
      ],
      // 3 x 0.07 = 0.21; 12.5 x 1234.55 = 15431.875 -> 15431.88 (half up)
      totalPaise: 21n + 1543188n,
    });
  });

  it('names the row of an unknown or repeated item, and counts the items left unrated', () => {
    const checked = checkRates(items, [
      { work_item_id: 1, rate: 10 },
      { work_item_id: 1, rate: 11 },
      { work_item_id: 9, rate: 12 },
    ]);
    expect(checked).toEqual({
      ok: false,
      errors: {
        'rates.1.work_item_id': [m.duplicateWorkItem],
        'rates.2.work_item_id': [m.unknownWorkItem],
        rates: [m.missingWorkItem(1)],
      },
    });
  });
});
