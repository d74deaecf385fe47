import { DEFAULT_REPRESENTATION_DAYS } from '@tender/shared/opening-messages';
import type { TenderRecord } from '../../data/tenders-repository';
import type { Caller } from './caller';
import { isAdminOrOwner } from './tender-access';

// Who may open a tender's sealed bids and who evaluates them. Publishing names
// them (openers: at least two; evaluators: the openers unless the Admin names others). A tender
// published before openers existed names nobody: any Admin or its owning organisation may act,
// and the opening still needs two different accounts to confirm.

export type RoleCaller = Pick<Caller, 'userId' | 'role'>;
export type TenderRoles = Pick<TenderRecord, 'organization_id' | 'openers' | 'evaluators'>;

const named = (ids: readonly number[] | null | undefined) => (ids && ids.length > 0 ? [...ids] : null);

/** The named openers' account ids, or null when none are named (any Admin or the organisation). */
export const openersOf = (tender: TenderRoles): number[] | null => named(tender.openers);

/** The evaluators' account ids (the openers unless others are named), or null when none are named. */
export const evaluatorsOf = (tender: TenderRoles): number[] | null => named(tender.evaluators) ?? openersOf(tender);

export function isOpener(tender: TenderRoles, caller: RoleCaller): boolean {
  const openers = openersOf(tender);
  return openers ? openers.includes(caller.userId) : isAdminOrOwner(tender, caller);
}

export function isEvaluator(tender: TenderRoles, caller: RoleCaller): boolean {
  const evaluators = evaluatorsOf(tender);
  return evaluators ? evaluators.includes(caller.userId) : isAdminOrOwner(tender, caller);
}

/** The representation window of a tender, in days. */
export const representationDaysOf = (tender: Pick<TenderRecord, 'representation_days'>): number =>
  tender.representation_days ?? DEFAULT_REPRESENTATION_DAYS;
