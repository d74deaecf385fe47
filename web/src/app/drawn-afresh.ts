// The pages the app draws afresh instead of hydrating (start/plan.ts, DrawnAfresh): the start knows
// no feature, so the app names them here, for the entry to read before it plans.
import { keepsDraftFor } from '../features/bids/bid-form/bid-draft';
import type { DrawnAfresh } from './start/plan';

export const DRAWN_AFRESH: readonly DrawnAfresh[] = [
  // A bid page whose tab keeps a draft: the server drew its form empty.
  keepsDraftFor,
];
