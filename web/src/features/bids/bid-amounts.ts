// The financial cover's figures, computed with the same integer rules as the server
// (@tender/shared/money), so the page's line amounts and total equal the receipt's to the paisa.
import { bidMessages as m } from '@tender/shared/bid-messages';
import { formatPaise, lineAmountPaise, paiseInWords, rateToPaise, totalPaise } from '@tender/shared/money';
import type { BidRate } from '@tender/shared/schemas/bid-submission';
import type { TenderWorkItem } from '@tender/shared/schemas/tender';

/** The typed rates, by work item id, as text (what the bidder typed, kept as typed). */
export type TypedRates = Readonly<Record<string, string>>;

export type RatedLine = {
  item: TenderWorkItem;
  text: string;
  /** null while the rate is empty or not a valid amount. */
  ratePaise: number | null;
  /** The line's amount, formatted; '—' until the rate is valid. */
  amount: string;
};

export function ratedLines(items: readonly TenderWorkItem[], rates: TypedRates): RatedLine[] {
  return items.map((item) => {
    const text = rates[String(item.id)] ?? '';
    const paise = text.trim() === '' ? null : rateToPaise(text);
    const ratePaise = paise !== null && paise > 0 ? paise : null;
    return {
      item,
      text,
      ratePaise,
      amount: ratePaise === null ? '—' : formatPaise(lineAmountPaise(item.quantity, ratePaise)),
    };
  });
}

export type BidTotal = { paise: bigint; figures: string; words: string; complete: boolean };

/** The total of the rated lines (the unrated count as nothing until rated). */
export function bidTotal(lines: readonly RatedLine[]): BidTotal {
  const rated = lines.flatMap((line) =>
    line.ratePaise === null ? [] : [{ quantity: line.item.quantity, ratePaise: line.ratePaise }],
  );
  const paise = totalPaise(rated);
  return {
    paise,
    figures: formatPaise(paise),
    words: paiseInWords(paise),
    complete: rated.length === lines.length,
  };
}

/** Each line's problem before sending, by work item id: the same words as the server's. */
export function rateProblems(lines: readonly RatedLine[]): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const line of lines) {
    if (line.ratePaise !== null) continue;
    problems[String(line.item.id)] = line.text.trim() === '' ? m.rates : m.rate;
  }
  return problems;
}

/** The body's rates in rupees (JSON numbers with at most two decimals), in the tender's item order. */
export function ratesForBody(lines: readonly RatedLine[]): BidRate[] {
  return lines.flatMap((line) =>
    line.ratePaise === null ? [] : [{ work_item_id: line.item.id, rate: line.ratePaise / 100 }],
  );
}
