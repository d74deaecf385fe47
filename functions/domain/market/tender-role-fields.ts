import { DEFAULT_REPRESENTATION_DAYS, openingMessages as m } from '@tender/shared/opening-messages';
import type { AdminTenderFields } from '@tender/shared/schemas/tenders-admin';
import type { TenderRecord } from '../../data/tenders-repository';
import { getUser } from '../../data/users-repository';
import type { FieldErrors } from '../../platform/errors';

// The tender's opening people and window as the Admin's form names them: openers and
// evaluators must be Admins or the tender's own organisation; absent fields keep what is stored,
// null asks for the defaults publishing fills in.

export type TenderRoleFields = Pick<TenderRecord, 'openers' | 'evaluators' | 'representation_days'>;

/** Whether this account may be named to open or evaluate a tender of this organisation. */
async function isCandidate(accountId: number, organizationId: number | undefined): Promise<boolean> {
  if (accountId === organizationId) return true;
  const user = await getUser(accountId);
  return user?.role === 'Admin';
}

async function checkAccounts(
  field: 'openers' | 'evaluators',
  ids: readonly number[],
  organizationId: number | undefined,
  errors: FieldErrors,
): Promise<void> {
  const allowed = await Promise.all(ids.map((id) => isCandidate(id, organizationId)));
  allowed.forEach((ok, index) => {
    if (!ok) errors[`${field}.${index}`] = [field === 'openers' ? m.opener : m.evaluators];
  });
}

/**
 * The fields to store from the form (only those it names), each account checked against the
 * tender's organisation as the form leaves it; problems go into `errors`.
 */
export async function tenderRoleFields(
  input: Pick<AdminTenderFields, 'openers' | 'evaluators' | 'representation_days'>,
  organizationId: number | undefined,
  errors: FieldErrors,
): Promise<Partial<TenderRoleFields>> {
  const fields: Partial<TenderRoleFields> = {};
  if (input.openers !== undefined) {
    if (input.openers) await checkAccounts('openers', input.openers, organizationId, errors);
    fields.openers = input.openers;
  }
  if (input.evaluators !== undefined) {
    if (input.evaluators) await checkAccounts('evaluators', input.evaluators, organizationId, errors);
    fields.evaluators = input.evaluators;
  }
  if (input.representation_days !== undefined) fields.representation_days = input.representation_days;
  return fields;
}

/**
 * What publishing stores: the openers named, or the publishing Admin and the owning organisation
 * (a tender without an owner names none: any two Admins open it); the evaluators named or null
 * (the openers); the representation window named or the default.
 */
export function rolesAtPublish(tender: TenderRecord, publisherId: number): TenderRoleFields {
  const defaultOpeners =
    typeof tender.organization_id === 'number' && tender.organization_id !== publisherId
      ? [publisherId, tender.organization_id]
      : null;
  return {
    openers: tender.openers?.length ? tender.openers : defaultOpeners,
    evaluators: tender.evaluators?.length ? tender.evaluators : null,
    representation_days: tender.representation_days ?? DEFAULT_REPRESENTATION_DAYS,
  };
}
