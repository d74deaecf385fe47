import { openingMessages as m } from '@tender/shared/opening-messages';
import type { OpeningAnswer, OpeningBody } from '@tender/shared/schemas/opening';
import { OPENING_AUDIT_ACTIONS, writeAudit } from '../../data/audit-repository';
import { addConfirmation, claimOpening, type OpeningRecord } from '../../data/opening-repository';
import { ConflictError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { actorOf, auditEntry, type Actor } from '../audit/audit-entry';
import { openingAnswer } from './get-opening';
import { openingRefusal, openingRefusalError } from '../market/opening-rules';
import { openingSituation } from '../market/opening-tender';
import { publishedTenderOr404 } from '../market/published-tender';
import { runOpening } from './run-opening';
import type { TenderRecord } from '../../data/tenders-repository';

// POST /tenders/{id}/opening: an opener confirms a cover's opening. The first
// confirmation is recorded; the second, by another opener, claims the opening (once) and opens the
// bids. An opening claimed but not finished (a run that stopped) is resumed by any opener's POST.

async function auditConfirmation(actor: Actor, tender: TenderRecord, cover: string, now: Date): Promise<void> {
  await writeAudit([
    auditEntry(
      actor,
      {
        action: OPENING_AUDIT_ACTIONS.confirm,
        entity: 'tender',
        entityId: tender.id,
        summary: `Confirmed the opening of the ${cover} covers of ${tender.tender_uid}`,
        before: null,
        after: { cover },
      },
      now,
    ),
  ]);
}

/** The opening as this confirmation leaves it: recorded, or a refusal when it raced another. */
async function confirm(tender: TenderRecord, cover: OpeningBody['cover'], actor: Actor, now: Date) {
  const recorded = await addConfirmation(tender.id, cover, {
    account_id: actor.id,
    name: actor.name,
    confirmed_at: now.toISOString(),
  });
  // Refused by the write's condition: this account confirmed meanwhile, or the opening was claimed.
  if (!recorded) throw new ConflictError(m.alreadyConfirmed);
  await auditConfirmation(actor, tender, cover, now);
  return recorded;
}

const confirmedBy = (opening: OpeningRecord) => opening.confirmations.map((confirmation) => confirmation.name);

export async function confirmOpening(
  tenderId: number,
  body: OpeningBody,
  caller: Caller,
  now: Date,
): Promise<OpeningAnswer> {
  const tender = await publishedTenderOr404(tenderId);
  const situation = await openingSituation(tender, now);
  const refusal = openingRefusal(situation, caller, body.cover);
  if (refusal) throw openingRefusalError(refusal);
  const actor = await actorOf(caller);
  let opening = situation.openings[body.cover];
  if (opening?.state !== 'opening') {
    opening = await confirm(tender, body.cover, actor, now);
    const twoOpeners = new Set(opening.confirmations.map((confirmation) => confirmation.account_id)).size >= 2;
    if (!twoOpeners || !(await claimOpening(tender.id, body.cover, actor.id, now.toISOString()))) {
      return openingAnswer(tender, caller, new Date(), m.confirmed);
    }
  }
  const run = await runOpening({ tender, cover: body.cover, actor, confirmedBy: confirmedBy(opening) });
  const message = run.waiting > 0 ? m.openingInterrupted(body.cover, run.waiting) : m.opened(body.cover, run.opened);
  return openingAnswer(tender, caller, new Date(), message);
}
