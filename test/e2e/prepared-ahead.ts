// Four browser files need a tender past its bid deadline with sealed bids in it, and each waited
// 15-30 s in its beforeAll for that deadline with the browser idle. The bid walk
// (bids-journey.e2e.ts) waits a minute for a deadline of its own with the machine mostly idle, so
// it prepares theirs meanwhile: the browser files share one worker's modules (vitest.config.ts,
// isolate: false), so a file that runs after it finds its tender ready. A file run before it, or
// alone, prepares its own as it always did.
import type { BidReceipt } from '@tender/shared/schemas/bid-submission';
import { tenderReadyToOpen } from '../support/opening';
import { approvedContractor, closeAfter, submitBidThroughApi, tenderOpenFor } from './bids-support';

/** A closed tender with two bids submitted through the API, and their receipts. */
async function closedWithTwoBids(): Promise<{ tender: { id: number; project_name: string }; receipts: BidReceipt[] }> {
  const bidders = await Promise.all([approvedContractor('register-a'), approvedContractor('register-b')]);
  const tender = await tenderOpenFor(25);
  const receipts: BidReceipt[] = [];
  for (const bidder of bidders) receipts.push(await submitBidThroughApi(bidder.token, tender.id));
  await closeAfter(tender.bid_submission_end_date);
  return { tender, receipts };
}

const preparations = {
  opening: () => tenderReadyToOpen({ bidders: 2 }),
  award: () => tenderReadyToOpen({ bidders: 2 }),
  'market-story': () => tenderReadyToOpen({ bidders: 3 }),
  'bids-register': closedWithTwoBids,
};

type Name = keyof typeof preparations;
type Prepared<N extends Name> = Awaited<ReturnType<(typeof preparations)[N]>>;

const started = new Map<Name, Promise<unknown>>();

/** The file's tender, prepared now unless the bid walk already started it. */
export function prepared<N extends Name>(name: N): Promise<Prepared<N>> {
  let preparation = started.get(name);
  if (!preparation) {
    preparation = preparations[name]();
    // Its file awaits it and fails on the error; until then it must not count as unhandled.
    preparation.catch(() => undefined);
    started.set(name, preparation);
  }
  return preparation as Promise<Prepared<N>>;
}

/**
 * Makes every preparation not yet started, one after another (all four at once, nine sealed bids
 * beside the walk's two, overloaded the stack into a 503), and answers when all have ended, well or
 * not, so none is still changing the lists when the next file reads them.
 */
export async function prepareAll(): Promise<void> {
  for (const name of Object.keys(preparations) as Name[]) await prepared(name).catch(() => undefined);
}
