import { registrantMessages as m } from '@tender/shared/admin-messages';
import type { AdminMessageAnswer } from '@tender/shared/schemas/admin-common';
import type { ProfileKind } from '../../data/profiles-repository';
import { deleteAccountLeftovers, writeRegistrantDelete } from '../../data/registrants-repository';
import type { Caller } from '../market/caller';
import { actorOf, auditEntry } from '../audit/audit-entry';
import { removeAccountFiles } from '../erasure/account-files';
import { registrantOr404, textOf, writtenOr404 } from './registrant-record';

/**
 * DELETE /contractors/{id} (contractors and builders), /organizations/{id}: the account, its
 * claims, sessions and profile go in one transaction with the audit entry; payment records stay,
 * the spent order marked with the deleted account's id. Its uploaded files go from the bucket first,
 * every version (the erasure's own removal), so a deletion cut short is finished by the next try.
 */
export async function deleteRegistrant(
  id: number,
  kinds: readonly ProfileKind[],
  caller: Caller,
  now: Date,
): Promise<AdminMessageAnswer> {
  const loaded = await registrantOr404(id, kinds);
  await removeAccountFiles(id);
  const actor = await actorOf(caller);
  const at = now.toISOString();
  const entry = auditEntry(
    actor,
    {
      action: 'registrant.delete',
      entity: 'registrant',
      entityId: id,
      summary: `Deleted ${loaded.profile.kind} ${loaded.user.name} (${loaded.user.email})`,
      before: {
        kind: loaded.profile.kind,
        name: loaded.user.name,
        email: loaded.user.email,
        mobile: loaded.user.mobile,
        company_name: textOf(loaded.profile.basic.company_name),
        status: loaded.profile.status,
        payment: loaded.profile.payment ?? null,
      },
      after: null,
    },
    now,
  );
  await writtenOr404(writeRegistrantDelete(loaded.user, loaded.profile, { by: actor.id, at }, entry));
  await deleteAccountLeftovers(id);
  return {
    error: false,
    message: loaded.profile.kind === 'organization' ? m.organizationDeleted : m.contractorDeleted,
  };
}
