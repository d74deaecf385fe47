import type {
  ClarificationInboxAnswer,
  MyClarificationListAnswer,
  PublicClarificationListAnswer,
} from '@tender/shared/schemas/clarifications';
import { listClarifications } from '../../data/clarifications-repository';
import type { Caller } from '../market/caller';
import { isAnswered, toInboxView, toOwnView, toPublicView } from './clarification-views';
import { publishedTender, tenderToAnswer } from './tender-access';

/** GET /tenders/{id}/clarifications: the answered questions of a published tender, in the order asked. */
export async function listPublicClarifications(tenderId: number): Promise<PublicClarificationListAnswer> {
  await publishedTender(tenderId);
  const records = await listClarifications(tenderId);
  return { data: records.filter(isAnswered).map(toPublicView) };
}

/** GET /my/clarifications?tender_id=: the caller's own questions on a published tender. */
export async function listOwnClarifications(tenderId: number, caller: Caller): Promise<MyClarificationListAnswer> {
  await publishedTender(tenderId);
  const records = await listClarifications(tenderId, { consistent: true });
  return { data: records.filter((record) => record.asker_id === caller.userId).map(toOwnView) };
}

/** GET /tenders/{id}/clarifications/inbox: every question with who asked (owner organisation, Admin). */
export async function clarificationInbox(tenderId: number, caller: Caller): Promise<ClarificationInboxAnswer> {
  const tender = await tenderToAnswer(tenderId, caller);
  const records = await listClarifications(tenderId, { consistent: true });
  return {
    data: {
      tender: {
        id: tender.id,
        tender_uid: tender.tender_uid,
        project_name: tender.project_name,
        clarification_start_date: tender.clarification_start_date,
        clarification_end_date: tender.clarification_end_date,
      },
      clarifications: records.map(toInboxView),
    },
  };
}
