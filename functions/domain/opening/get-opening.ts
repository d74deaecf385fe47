import type { Cover, OpenerAccount, OpeningAnswer } from '@tender/shared/schemas/opening';
import type { TenderRecord } from '../../data/tenders-repository';
import { getUser } from '../../data/users-repository';
import type { Caller } from '../market/caller';
import { technicalResult } from '../market/bid-states';
import { nextStep } from './next-step';
import { coverOpening } from './opening-record';
import { currentCover, openingRefusal, type OpeningSituation } from '../market/opening-rules';
import { openingSituation } from '../market/opening-tender';
import { publishedTenderOr404 } from '../market/published-tender';
import { isEvaluator, isOpener, openersOf } from '../market/tender-roles';

// GET /tenders/{id}/opening: the public opening record of both covers, the public
// technical result, the next step with its dates, and the signed-in caller's own part.

/** The named openers; an organisation is shown by its company name. None for a tender published before. */
async function openerAccounts(tender: TenderRecord): Promise<OpenerAccount[]> {
  const ids = openersOf(tender) ?? [];
  const users = await Promise.all(ids.map((id) => getUser(id)));
  return ids.map((id, index) => {
    const organisation = id === tender.organization_id;
    return {
      account_id: id,
      name: organisation ? tender.organization_name : (users[index]?.name ?? `User ${id}`),
      role: organisation ? 'Organization' : 'Admin',
    };
  });
}

function callerPart(situation: OpeningSituation, caller: Caller | null): OpeningAnswer['data']['caller'] {
  if (!caller) return null;
  const { tender, openings } = situation;
  const cover: Cover = currentCover(openings);
  const refusal = openingRefusal(situation, caller, cover);
  return {
    is_opener: isOpener(tender, caller),
    is_evaluator: isEvaluator(tender, caller),
    may_confirm: refusal ? null : cover,
    blocked: refusal?.message ?? null,
  };
}

export async function openingAnswer(
  tender: TenderRecord,
  caller: Caller | null,
  now: Date,
  message?: string,
): Promise<OpeningAnswer> {
  const situation = await openingSituation(tender, now);
  const { openings, bids } = situation;
  return {
    ...(message ? { message } : {}),
    data: {
      tender_id: tender.id,
      bid_opening_date: tender.bid_opening_date,
      server_time: now.toISOString(),
      openers: await openerAccounts(tender),
      technical: coverOpening('technical', openings.technical, bids),
      financial: coverOpening('financial', openings.financial, bids),
      technical_result: technicalResult(bids),
      next_step: nextStep(situation),
      caller: callerPart(situation, caller),
    },
  };
}

export async function getOpening(tenderId: number, caller: Caller | null, now: Date): Promise<OpeningAnswer> {
  return openingAnswer(await publishedTenderOr404(tenderId), caller, now);
}
