import { clarificationMessages as m } from '@tender/shared/clarification-messages';
import type { AskClarificationAnswer, AskClarificationBody } from '@tender/shared/schemas/clarifications';
import { putClarification } from '../../data/clarifications-repository';
import { getAccountProfile } from '../../data/profiles-repository';
import { getUser } from '../../data/users-repository';
import { ConflictError, ForbiddenError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { enforceLimit } from '../limits/enforce-limit';
import { publicStatus } from '../market/tender-views';
import { clarificationWindowRefusal } from './clarification-window';
import { toOwnView } from './clarification-views';
import { publishedTender } from './tender-access';

/** Questions one contractor may ask in an hour, over all tenders (a person types them; a script would not stop). */
const ASK_LIMIT = { name: 'clarification:account', limit: 20, windowSeconds: 3600 } as const;

/** The name the inbox shows for the asker: its company as registered, else the account's name. */
async function companyOf(userId: number): Promise<string> {
  const [loaded, user] = await Promise.all([getAccountProfile(userId), getUser(userId)]);
  const company = loaded?.profile.basic.company_name;
  return typeof company === 'string' && company.trim() ? company.trim() : (user?.name ?? '');
}

/**
 * POST /tenders/{id}/clarifications/ask: a verified Contractor asks a question on a published tender
 * open for bids, within its clarification window by the server's clock (409 outside it, naming it).
 */
export async function askClarification(
  tenderId: number,
  body: AskClarificationBody,
  caller: Caller,
  now: Date,
): Promise<AskClarificationAnswer> {
  if (caller.role !== 'Contractor') throw new ForbiddenError(m.contractorsOnly);
  const tender = await publishedTender(tenderId);
  if (publicStatus(tender, now) !== 'active') throw new ConflictError(m.tenderNotOpen);
  const refusal = clarificationWindowRefusal(tender, now);
  if (refusal) throw new ConflictError(refusal);
  await enforceLimit(ASK_LIMIT, String(caller.userId), now);
  const record = await putClarification({
    tender_id: tenderId,
    question: body.question,
    asked_at: now.toISOString(),
    asker_id: caller.userId,
    asker_company: await companyOf(caller.userId),
  });
  return { error: false, message: m.asked, data: toOwnView(record) };
}
