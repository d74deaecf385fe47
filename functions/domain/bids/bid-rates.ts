import { bidMessages as m } from '@tender/shared/bid-messages';
import { lineAmountPaise, rateToPaise } from '@tender/shared/money';
import type { BidRate } from '@tender/shared/schemas/bid-submission';

// The financial cover's rules: one rate for every work item of the tender, none for
// anything else, each turned into whole paise; line amounts and the total computed here, never
// taken from the client.

export type RatedItem = { workItemId: number; quantity: number; ratePaise: number };
export type RatesChecked =
  { ok: true; items: RatedItem[]; totalPaise: bigint } | { ok: false; errors: Record<string, string[]> };

export function checkRates(
  workItems: readonly { id: number; quantity: number }[],
  rates: readonly BidRate[],
): RatesChecked {
  const quantities = new Map(workItems.map((item) => [item.id, item.quantity]));
  const errors: Record<string, string[]> = {};
  const seen = new Set<number>();
  const items: RatedItem[] = [];
  rates.forEach((rate, index) => {
    const quantity = quantities.get(rate.work_item_id);
    if (quantity === undefined) errors[`rates.${index}.work_item_id`] = [m.unknownWorkItem];
    else if (seen.has(rate.work_item_id)) errors[`rates.${index}.work_item_id`] = [m.duplicateWorkItem];
    seen.add(rate.work_item_id);
    // The schema already holds the rate to > 0 with two decimals; toFixed(2) is then exact.
    const ratePaise = rateToPaise(rate.rate.toFixed(2));
    if (ratePaise === null || ratePaise <= 0) errors[`rates.${index}.rate`] = [m.rateTooLarge];
    if (quantity !== undefined && ratePaise !== null)
      items.push({ workItemId: rate.work_item_id, quantity, ratePaise });
  });
  const missing = workItems.filter((item) => !seen.has(item.id)).length;
  if (missing > 0) errors.rates = [m.missingWorkItem(missing)];
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const total = items.reduce((sum, item) => sum + lineAmountPaise(item.quantity, item.ratePaise), 0n);
  return { ok: true, items, totalPaise: total };
}
