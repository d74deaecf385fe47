import { tenderStateMessages as m } from '@tender/shared/admin-messages';
import {
  AdminTenderFields,
  type AdminTenderChanged,
  type CancelTenderBody,
  type RetenderAnswer,
  type RetenderBody,
} from '@tender/shared/schemas/tenders-admin';
import {
  CANCELLABLE_STATUSES,
  isRetenderable,
  RETENDERABLE_STATUSES,
  type AdminTenderStatus,
} from '@tender/shared/schemas/tender';
import { formatIst, tenderDateErrors } from '@tender/shared/schemas/tender-dates';
import type { EmdRefundCauseRecord } from '../../data/refunds-repository';
import type { SealingKeyRecord } from '../../data/sealing-keys-repository';
import { tenderLookupRefs, type TenderRecord } from '../../data/tenders-repository';
import { ConflictError, ValidationError } from '../../platform/errors';
import { fieldErrors } from '../../platform/zod-errors';
import type { Caller } from '../market/caller';
import { actorOf, auditEntry, type Actor } from '../audit/audit-entry';
import { newSealingKey } from '../market/sealing-key';
import { rolesAtPublish } from '../market/tender-role-fields';
import { cancelRefundCause, endedRefundCause } from '../market/mark-refunds';
import { toAdminDetail } from './admin-tender-views';
import { newTenderRecord, tenderOr404, writeTenderChange } from './manage-tender';
import { buildTender, formOf, lookupUseChanges } from './tender-form';

// A tender's states: draft -> active (published) -> cancelled, and active, cancelled or
// unsuccessful -> re-tendered (a new active tender made from it). Each change is a
// conditional write on the state and version that were read, with its audit entry in the same
// transaction: of two admins pressing Cancel at once, one gets 409, and a tender never changes
// state without its entry.

type TenderMove = {
  to: AdminTenderStatus;
  from: readonly AdminTenderStatus[];
  set: Partial<Omit<TenderRecord, 'id' | 'status' | 'version'>>;
};

/** The tender as a move leaves it: the fields set, the new state, the next version. */
const moved = (tender: TenderRecord, move: Pick<TenderMove, 'to' | 'set'>): TenderRecord => ({
  ...tender,
  ...move.set,
  status: move.to,
  version: (tender.version ?? 0) + 1,
});

/** The conditional write of a move of this tender alone (publish, cancel, review), with its audit entry. */
export async function moveTender(
  tender: TenderRecord,
  move: TenderMove,
  audit: Omit<Parameters<typeof auditEntry>[1], 'entity' | 'entityId'>,
  context: {
    actor: Actor;
    now: Date;
    /** Written in the same transaction: the key a publish makes, the EMD refund cause a cancel or award leaves. */
    sealingKey?: SealingKeyRecord;
    refundCause?: EmdRefundCauseRecord;
  },
): Promise<TenderRecord> {
  const version = tender.version ?? 0;
  await writeTenderChange({
    tenders: [
      { move: tender.id, to: move.to, expect: { kind: 'version', version, statuses: move.from }, set: move.set },
    ],
    sealingKey: context.sealingKey,
    refundCause: context.refundCause,
    audit: [auditEntry(context.actor, { ...audit, entity: 'tender', entityId: tender.id }, context.now)],
  });
  return moved(tender, move);
}

/** The states a tender is published from: the Admin's draft, or one its organisation sent for review. */
const PUBLISHABLE: readonly AdminTenderStatus[] = ['draft', 'in_review'];

/**
 * POST /admin/tenders/{id}/publish: a draft or a tender in review becomes active, published now;
 * its dates must allow that.
 */
export async function publishTender(id: number, caller: Caller, now: Date): Promise<AdminTenderChanged> {
  const tender = await tenderOr404(id);
  if (!PUBLISHABLE.includes(tender.status)) throw new ConflictError(m.onlyDraftPublished);
  const published = formatIst(now);
  const errors = tenderDateErrors({ ...tender, published_date: published });
  if (Object.keys(errors).length > 0) {
    throw new ValidationError(Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])));
  }
  // Its bids are sealed under a key of its own from the first one on.
  const sealingKey = await newSealingKey(tender, now);
  // Who opens and evaluates its bids is fixed from now on: the named ones, or the defaults.
  const roles = rolesAtPublish(tender, caller.userId);
  const record = await moveTender(
    tender,
    {
      to: 'active',
      from: [tender.status],
      set: { published_date: published, updated_at: now.toISOString(), ...roles },
    },
    {
      action: 'tender.publish',
      summary: `Published ${tender.tender_uid}`,
      before: { status: tender.status, published_date: null },
      after: { status: 'active', published_date: published, ...roles },
    },
    { actor: await actorOf(caller), now, sealingKey: sealingKey.record },
  ).catch(async (error: unknown) => {
    await sealingKey.discard();
    throw error;
  });
  return { error: false, message: m.published, data: toAdminDetail(record) };
}

/** POST /admin/tenders/{id}/cancel: an active or closed tender (bids sealed, opened or evaluated) is cancelled, with the reason. */
export async function cancelTender(
  id: number,
  body: CancelTenderBody,
  caller: Caller,
  now: Date,
): Promise<AdminTenderChanged> {
  const tender = await tenderOr404(id);
  if (!CANCELLABLE_STATUSES.includes(tender.status)) throw new ConflictError(m.onlyActiveCancelled);
  const at = now.toISOString();
  const record = await moveTender(
    tender,
    {
      to: 'cancelled',
      from: CANCELLABLE_STATUSES,
      set: { cancel_reason: body.reason, cancelled_at: at, updated_at: at },
    },
    {
      action: 'tender.cancel',
      summary: `Cancelled ${tender.tender_uid}: ${body.reason}`,
      before: { status: tender.status, cancel_reason: tender.cancel_reason ?? null },
      after: { status: 'cancelled', cancel_reason: body.reason },
    },
    // The bidders' EMD refunds are worked out by the refund-emd job from this cause.
    { actor: await actorOf(caller), now, refundCause: cancelRefundCause(tender.id, now) },
  );
  return { error: false, message: m.cancelled, data: toAdminDetail(record) };
}

/**
 * POST /admin/tenders/{id}/retender: an active, closed, cancelled or unsuccessful tender is re-tendered. A
 * new active tender is made from it (its form, with `changes` applied; published now, so its dates
 * must allow that), with a new tender id; the old one becomes re-tendered. Both link to each other.
 */
export async function retenderTender(
  id: number,
  body: RetenderBody,
  caller: Caller,
  now: Date,
): Promise<RetenderAnswer> {
  const old = await tenderOr404(id);
  if (!isRetenderable(old.status)) {
    throw new ConflictError(m.notRetenderable);
  }
  // The old tender's form may hold what the form refuses today (older data): it is checked again.
  const parsed = AdminTenderFields.safeParse({ ...formOf(old), ...body.changes });
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  const published = formatIst(now);
  const actor = await actorOf(caller);
  const built = await buildTender(parsed.data, { existing: old, published, actor, now });
  const made = await newTenderRecord(
    built.fields,
    { status: 'active', published_date: published, retender_of: old.id, retender_of_uid: old.tender_uid },
    now,
  );
  const fresh: TenderRecord = { ...made, ...rolesAtPublish(made, caller.userId) };
  const at = now.toISOString();
  const version = old.version ?? 0;
  const sealingKey = await newSealingKey(fresh, now);
  const retendering: TenderMove = {
    to: 'retendered',
    from: RETENDERABLE_STATUSES,
    set: { retendered_as: fresh.id, retendered_as_uid: fresh.tender_uid, updated_at: at },
  };
  // The old tender keeps counting its own lookups; the new one counts its own.
  const oldRefs = tenderLookupRefs(old);
  const changes = lookupUseChanges([], tenderLookupRefs(fresh), oldRefs);
  try {
    await writeTenderChange({
      tenders: [
        {
          move: id,
          to: retendering.to,
          expect: { kind: 'version', version, statuses: retendering.from },
          set: retendering.set,
        },
        { put: fresh, expect: { kind: 'new' } },
      ],
      lookups: changes,
      uploads: { ids: built.uploadIds, accountId: actor.id, at: now },
      sealingKey: sealingKey.record,
      // The old tender ends without an award: its bidders' EMD is due (again harmless after a cancel).
      refundCause: endedRefundCause(old.id, now),
      audit: [
        auditEntry(
          actor,
          {
            action: 'tender.retender',
            entity: 'tender',
            entityId: old.id,
            summary: `Re-tendered ${old.tender_uid} as ${fresh.tender_uid}`,
            before: { status: old.status, retendered_as: null },
            after: { status: 'retendered', retendered_as: fresh.id },
          },
          now,
        ),
        auditEntry(
          actor,
          {
            action: 'tender.create',
            entity: 'tender',
            entityId: fresh.id,
            summary: `Created ${fresh.tender_uid} by re-tendering ${old.tender_uid}, published`,
            before: null,
            after: fresh,
          },
          now,
        ),
      ],
    });
  } catch (error) {
    await sealingKey.discard();
    throw error;
  }
  const retendered = moved(old, retendering);
  return { error: false, message: m.retendered, data: toAdminDetail(fresh), retendered: toAdminDetail(retendered) };
}
