import { erasureMessages as m } from '@tender/shared/erasure-messages';
import type { ErasureCarriedOutAnswer } from '@tender/shared/schemas/erasure';
import { getErasureRequest, writeErasureDone, type ErasureRequestRecord } from '../../data/erasure-repository';
import { getAccountProfile } from '../../data/profiles-repository';
import { getUser } from '../../data/users-repository';
import { ConflictError, NotFoundError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { sendOrWarn } from '../mail/send-or-warn';
import { actorOf, auditEntry } from '../audit/audit-entry';
import { sendMail } from '../mail/send-mail';
import { removeAccountFiles } from './account-files';
import { eraseAccountRecords, retainLegalRecords } from './erase-records';
import { erasureDoneMail } from './erasure-mail';
import { adminViewOf } from './erasure-record';

// POST /admin/erasure_requests/{id}/carry_out: the Admin carries out a registrant's
// request. In this order, each step safe to repeat, so a run cut short is finished by the next:
// (1) the records the law keeps are marked; (2) the account's files go from the bucket, every
// version; (3) its personal records go from the table (erase-records.ts says what stays and why);
// (4) ONE transaction: the user item becomes a tombstone, the request is marked done (losing the
// name, address and reason it held) and the audit entry is written; (5) the registrant is mailed
// at the address it had. A request already done answers as it is: carrying it out twice is harmless.

export async function carryOutErasure(accountId: number, caller: Caller, now: Date): Promise<ErasureCarriedOutAnswer> {
  const request = await getErasureRequest(accountId);
  if (!request) throw new NotFoundError(m.notFound);
  if (request.status === 'done') return { message: m.alreadyCarriedOut, data: adminViewOf(request) };
  const actor = await actorOf(caller);
  const user = await getUser(accountId);
  const loaded = await getAccountProfile(accountId);

  const retained = await retainLegalRecords(accountId, loaded?.profile.payment?.order_id, now);
  const files = await removeAccountFiles(accountId);
  const logins = {
    emails: [user?.email, request.email].filter((email): email is string => Boolean(email)),
    mobiles: [user?.mobile ?? null, null],
  };
  const records = await eraseAccountRecords(accountId, {
    logins,
    uploadIds: files.uploadIds,
    ownsTenders: request.role === 'Organization',
    now,
  });

  const at = now.toISOString();
  const outcome = {
    files_removed: files.keys.length,
    items_removed: records.removed,
    retained: [...retained, ...records.retained],
  };
  const entry = auditEntry(
    actor,
    {
      action: 'registrant.erase',
      entity: 'registrant',
      entityId: accountId,
      summary: `Erased the personal data of account ${accountId} (${request.role})`,
      before: { status: 'pending' },
      after: { status: 'erased', files_removed: outcome.files_removed, retained: outcome.retained.length },
    },
    now,
  );
  if (!(await writeErasureDone({ id: accountId, role: request.role }, { at, by: actor, outcome }, entry))) {
    // Another Admin carried it out meanwhile: the same end.
    const done = await getErasureRequest(accountId);
    if (done?.status === 'done') return { message: m.alreadyCarriedOut, data: adminViewOf(done) };
    throw new ConflictError();
  }
  await mailRegistrant(request, user?.email ?? request.email, outcome.retained.length);
  const carried: ErasureRequestRecord = {
    ...request,
    status: 'done',
    name: null,
    email: null,
    reason: null,
    carried_out_at: at,
    carried_out_by: actor,
    outcome,
  };
  return { message: m.carriedOut, data: adminViewOf(carried) };
}

/** The mail that it is done, to the address the account had; a failed mail does not undo the erasure. */
async function mailRegistrant(request: ErasureRequestRecord, to: string | null, retainedCount: number) {
  if (!to) return;
  const mail = erasureDoneMail({ to, name: request.name ?? 'there', retainedCount });
  await sendOrWarn('erasure mail not sent', request.account_id, () => sendMail(mail));
}
