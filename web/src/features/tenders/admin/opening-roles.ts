// The tender's opening people and window, as the Admin's form holds them: the
// openers and evaluators ticked (account ids as text, none ticked = the defaults) and the
// representation window as typed (empty = the default). Their body is AdminTenderFields' `openers`,
// `evaluators` and `representation_days`, null where the defaults apply; the rules are the server's
// (shared/schemas/tenders-admin.ts), with its messages.
import { openingMessages as m } from '@tender/shared/opening-messages';
import {
  TENDER_ROLE_ACCOUNTS_MAX,
  type AdminTenderDetail,
  type AdminTenderFields,
} from '@tender/shared/schemas/tenders-admin';
import type { OpenerAccount } from '@tender/shared/schemas/opening';
import type { SelectOption } from '../../../components/ui/native-select';
import { toNumber } from '../../../lib/forms/typed-number';

export type OpeningRoleValues = {
  /** Account ids ticked; none = the publishing Admin and the organisation. */
  openers: string[];
  /** Account ids ticked; none = the openers. */
  evaluators: string[];
  /** Days as typed; empty = DEFAULT_REPRESENTATION_DAYS. */
  representation_days: string;
};

export type OpeningRoleFields = Required<Pick<AdminTenderFields, 'openers' | 'evaluators' | 'representation_days'>>;

export const REPRESENTATION_DAYS_MAX = 30;

export const emptyOpeningRoles = (): OpeningRoleValues => ({ openers: [], evaluators: [], representation_days: '' });

type StoredRoles = Pick<AdminTenderDetail, 'openers' | 'evaluators' | 'representation_days'>;

/** A stored tender's opening people and window as the form shows them. */
export function openingRolesOf(tender: StoredRoles): OpeningRoleValues {
  return {
    openers: (tender.openers ?? []).map(String),
    evaluators: (tender.evaluators ?? []).map(String),
    representation_days:
      tender.representation_days === null || tender.representation_days === undefined
        ? ''
        : String(tender.representation_days),
  };
}

const ids = (ticked: readonly string[]) => (ticked.length === 0 ? null : ticked.map(Number));

/** The body's part: null where the form leaves the defaults. */
export function openingRolesBody(values: OpeningRoleValues): OpeningRoleFields {
  const days = toNumber(values.representation_days);
  return {
    openers: ids(values.openers),
    evaluators: ids(values.evaluators),
    // Text that is not a number never gets here: the form's own rule stops it.
    representation_days: days ?? null,
  };
}

const distinct = (ticked: readonly string[]) => new Set(ticked).size === ticked.length;

const tickedProblem = (message: string, min: number) => (value: unknown) => {
  const ticked = Array.isArray(value) ? (value as string[]) : [];
  if (ticked.length === 0) return undefined;
  return ticked.length >= min && ticked.length <= TENDER_ROLE_ACCOUNTS_MAX && distinct(ticked) ? undefined : message;
};

/** Openers: none (the defaults), or 2 to 20 different accounts. */
export const openersProblem = tickedProblem(m.openers, 2);
/** Evaluators: none (the openers), or 1 to 20 different accounts. */
export const evaluatorsProblem = tickedProblem(m.evaluators, 1);

/** Empty (the default), or a whole number of days from 1 to 30. */
export function representationDaysProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const days = toNumber(value);
  return days !== undefined && Number.isInteger(days) && days >= 1 && days <= REPRESENTATION_DAYS_MAX
    ? undefined
    : m.representationDays;
}

const ROLE_NAMES: Record<OpenerAccount['role'], string> = { Admin: 'Admin', Organization: 'Organisation' };

/**
 * The candidates as choices ("name (role)"), then any account the form holds that is no longer a
 * candidate (another organisation was picked), so it can be unticked; the server refuses it anyway.
 */
export function roleChoices(candidates: readonly OpenerAccount[], ticked: readonly string[]): SelectOption[] {
  const choices = candidates.map((account) => ({
    value: String(account.account_id),
    label: `${account.name} (${ROLE_NAMES[account.role]})`,
  }));
  const known = new Set(choices.map((choice) => choice.value));
  const strays = [...new Set(ticked)]
    .filter((id) => !known.has(id))
    .map((id) => ({ value: id, label: `Account ${id} (not a candidate for this organisation)` }));
  return [...choices, ...strays];
}
