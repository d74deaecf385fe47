import { bidMessages as m } from '@tender/shared/bid-messages';
import { formatPaise, lineAmountPaise, paiseInWords, rateToPaise, totalPaise } from '@tender/shared/money';
import type { TenderWorkItem } from '@tender/shared/schemas/tender';
import { describe, expect, it } from 'vitest';
import { bidTotal, rateProblems, ratedLines, ratesForBody } from './bid-amounts';

const item = (id: number, quantity: number): TenderWorkItem => ({
  id,
  material_work_type_id: 1,
  material_work_type_name: 'Civil',
  item_description: `Item ${id}`,
  quantity,
  unit: 'cum',
});

const items = [item(11, 12.345), item(12, 0.001), item(13, 1_000_000), item(14, 3)];

describe('the financial cover shows the server’s numbers', () => {
  it('computes each line and the total in whole paise with the shared rules', () => {
    const rates = { '11': '1234.56', '12': '0.05', '13': '99999.99', '14': '1,000' };
    const lines = ratedLines(items, rates);
    // The server's computation from the body the page sends: the same functions, from the JSON numbers.
    const sent = ratesForBody(lines);
    const serverLines = sent.map((rate) => ({
      quantity: items.find((it) => it.id === rate.work_item_id)!.quantity,
      ratePaise: Math.round(rate.rate * 100),
    }));
    const serverTotal = totalPaise(serverLines);
    expect(lines.map((line) => line.amount)).toEqual(
      serverLines.map((line) => formatPaise(lineAmountPaise(line.quantity, line.ratePaise))),
    );
    const total = bidTotal(lines);
    expect(total.paise).toBe(serverTotal);
    expect(total.figures).toBe(formatPaise(serverTotal));
    expect(total.words).toBe(paiseInWords(serverTotal));
    expect(total.complete).toBe(true);
  });

  it('sends every rate as a number with at most two decimals equal to what was typed', () => {
    const texts = ['0.01', '0.1', '1.10', '12345678.99', '999.99', '0.07', '4.35'];
    for (const text of texts) {
      const [line] = ratedLines([item(1, 1)], { '1': text });
      const [sent] = ratesForBody([line!]);
      expect(Math.round(sent!.rate * 100)).toBe(rateToPaise(text));
      expect(String(sent!.rate)).toMatch(/^\d+(\.\d{1,2})?$/);
    }
  });

  it('names the unrated and the badly typed rows with the server’s words', () => {
    const lines = ratedLines(items, { '11': '', '12': 'abc', '13': '1.234', '14': '0' });
    expect(rateProblems(lines)).toEqual({ '11': m.rates, '12': m.rate, '13': m.rate, '14': m.rate });
    expect(bidTotal(lines)).toMatchObject({ paise: 0n, complete: false });
    expect(ratesForBody(lines)).toEqual([]);
  });

  it('formats with Indian grouping', () => {
    const lines = ratedLines([item(1, 1)], { '1': '12345678.9' });
    expect(bidTotal(lines).figures).toBe('₹1,23,45,678.90');
  });
});
