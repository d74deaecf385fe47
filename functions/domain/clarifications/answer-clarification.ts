import { clarificationMessages as m } from '@tender/shared/clarification-messages';
import type { AnswerClarificationAnswer, AnswerClarificationBody } from '@tender/shared/schemas/clarifications';
import { answerClarification as storeAnswer, listClarifications } from '../../data/clarifications-repository';
import { ConflictError, NotFoundError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { actorOf, auditEntry } from '../audit/audit-entry';
import { isAnswered, toInboxView } from './clarification-views';
import { mailAnswerToFollowers, tenderFollowerIds } from './notify-followers';
import { tenderToAnswer } from './tender-access';

/**
 * POST /tenders/{id}/clarifications/{clarificationId}/answer (the tender's organisation, Admin):
 * publishes the answer, once (a published answer is never changed: 409 after), and mails everyone
 * who asked a question on the tender or has a bid on it, without naming the asker.
 */
export async function answerClarification(
  tenderId: number,
  clarificationId: number,
  body: AnswerClarificationBody,
  caller: Caller,
  now: Date,
): Promise<AnswerClarificationAnswer> {
  const tender = await tenderToAnswer(tenderId, caller);
  const questions = await listClarifications(tenderId, { consistent: true });
  const question = questions.find((record) => record.id === clarificationId);
  if (!question) throw new NotFoundError(m.notFound);
  if (isAnswered(question)) throw new ConflictError(m.alreadyAnswered);
  const answered = await storeAnswer(
    tenderId,
    clarificationId,
    { answer: body.answer, answered_at: now.toISOString(), answered_by: caller.userId },
    auditEntry(
      await actorOf(caller),
      {
        action: 'tender.clarification_answered',
        entity: 'tender',
        entityId: tenderId,
        summary: `Answered question ${clarificationId} on ${tender.tender_uid}`,
        before: null,
        after: { clarification_id: clarificationId },
      },
      now,
    ),
  );
  if (!answered || !isAnswered(answered)) throw new ConflictError(m.alreadyAnswered);
  await mailAnswerToFollowers(tender, answered, await tenderFollowerIds(questions, tenderId));
  return { error: false, message: m.answered, data: toInboxView(answered) };
}
