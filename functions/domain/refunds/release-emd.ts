import { refundMessages as m } from '@tender/shared/refund-messages';
import type { EmdReleaseAnswer, EmdReleaseBody } from '@tender/shared/schemas/refunds';
import { refundsOfTender, writeEmdRelease } from '../../data/refunds-repository';
import { getTenderById } from '../../data/tenders-repository';
import { ConflictError, NotFoundError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { actorOf, auditEntry } from '../audit/audit-entry';
import { toEmdRefund } from '../market/emd-refund-view';

/**
 * POST /admin/tenders/{id}/emd_release: the winner's EMD, held since the award, becomes due (the
 * refund job makes it at Razorpay), with an audit entry in the same transaction. Nothing held for
 * that contractor on that tender (never held, or released already): 409.
 */
export async function releaseEmd(
  tenderId: number,
  body: EmdReleaseBody,
  caller: Caller,
  now: Date,
): Promise<EmdReleaseAnswer> {
  const tender = await getTenderById(tenderId);
  if (!tender) throw new NotFoundError();
  const refunds = await refundsOfTender(tenderId, body.contractor_id);
  const held = refunds.filter((refund) => refund.state === 'held');
  if (held.length === 0) throw new ConflictError(m.nothingHeld);
  const amount = held.reduce((sum, refund) => sum + refund.amount_paise, 0);
  const written = await writeEmdRelease(
    held,
    now,
    auditEntry(
      await actorOf(caller),
      {
        action: 'tender.emd_release',
        entity: 'tender',
        entityId: tenderId,
        summary: `Released the EMD of contractor ${body.contractor_id} on ${tender.tender_uid} (${amount} paise)`,
        before: { contractor_id: body.contractor_id, state: 'held' },
        after: { contractor_id: body.contractor_id, state: 'due' },
      },
      now,
    ),
  );
  // Released by another Admin at the same moment.
  if (!written) throw new ConflictError(m.nothingHeld);
  const released = refunds.map((refund) => (refund.state === 'held' ? { ...refund, state: 'due' as const } : refund));
  return {
    message: m.released,
    data: { tender_id: tenderId, contractor_id: body.contractor_id, emd_refund: toEmdRefund(released)! },
  };
}
