import type { AuditEntry } from '../../data/audit-repository';
import { OPENING_AUDIT_ACTIONS } from '../../data/audit-repository';
import { bidderAccountIds, tenderBids } from '../../data/bids-repository';
import { listClarifications } from '../../data/clarifications-repository';
import { getCorrigendum } from '../../data/corrigenda-repository';
import { listFollowerIds } from '../../data/follows-repository';
import type { TenderRecord } from '../../data/tenders-repository';
import { tenderFollowerIds } from '../clarifications/notify-followers';
import { liveBids } from '../market/bid-states';
import type { TenderNews } from './news-mail';

// Which audit entries of a tender are followers' news, what each says, and who is mailed it
// (the shared design): every follower; for a corrigendum and an end without an award (cancelled,
// unsuccessful, re-tendered) every bidder too (no other code mails those); never twice what existing
// code already mails: the close, opening and award mails go to the live bidders, the answer to every
// asker and bidder.

export const NEWS_ACTIONS = {
  corrigendum: 'tender.corrigendum',
  clarification_answered: 'tender.clarification_answered',
  close: 'tender.close',
  opening_done: OPENING_AUDIT_ACTIONS.opened,
  award: 'tender.award',
  unsuccessful: 'tender.unsuccessful',
  cancel: 'tender.cancel',
  retender: 'tender.retender',
} as const satisfies Record<TenderNews['kind'], string>;

export type NewsKind = keyof typeof NEWS_ACTIONS;

const KIND_OF_ACTION = new Map<string, NewsKind>(
  Object.entries(NEWS_ACTIONS).map(([kind, action]) => [action, kind as NewsKind]),
);

export const newsKindOf = (entry: AuditEntry): NewsKind | undefined => KIND_OF_ACTION.get(entry.action);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const field = (entry: AuditEntry, name: string): unknown => entry.after?.[name];

/** What the mail says of this entry; null when there is nothing to say any more (a question gone). */
export async function newsOf(kind: NewsKind, entry: AuditEntry, tender: TenderRecord): Promise<TenderNews | null> {
  switch (kind) {
    case 'corrigendum': {
      const number = Number(field(entry, 'number'));
      const stored = await getCorrigendum(tender.id, number);
      return {
        kind,
        number,
        reason: stored?.reason ?? text(field(entry, 'reason')),
        changes: stored?.changes ?? [],
        material: stored?.material ?? false,
        newBidSubmissionEnd: stored?.new_bid_submission_end_date,
      };
    }
    case 'clarification_answered': {
      const id = Number(field(entry, 'clarification_id'));
      const question = (await listClarifications(tender.id)).find((record) => record.id === id);
      if (!question?.answer) return null;
      return { kind, question: question.question, answer: question.answer };
    }
    case 'close':
      return { kind, bidSubmissionEnd: tender.bid_submission_end_date };
    case 'opening_done':
      return { kind, cover: text(field(entry, 'cover')) || 'bid' };
    case 'award': {
      const award = (field(entry, 'award') ?? {}) as { winner_name?: string; amount_paise?: string };
      return { kind, winnerName: award.winner_name ?? '', amountPaise: award.amount_paise ?? '0' };
    }
    case 'unsuccessful':
      return { kind, reason: text(field(entry, 'unsuccessful_reason')) };
    case 'cancel':
      return { kind, reason: text(field(entry, 'cancel_reason')) };
    case 'retender':
      return tender.retendered_as_uid ? { kind, newTenderUid: tender.retendered_as_uid } : null;
  }
}

const without = (ids: readonly number[], mailedAlready: readonly number[]) => {
  const skip = new Set(mailedAlready);
  return ids.filter((id) => !skip.has(id));
};

/** The user ids this event's news goes to, once each. */
export async function recipientsOf(kind: NewsKind, tenderId: number): Promise<number[]> {
  const followers = await listFollowerIds(tenderId);
  switch (kind) {
    case 'corrigendum':
      return [...new Set([...followers, ...(await bidderAccountIds(tenderId))])];
    case 'clarification_answered':
      return without(followers, await tenderFollowerIds(await listClarifications(tenderId), tenderId));
    case 'close':
    case 'opening_done':
    case 'award':
      return without(
        followers,
        liveBids(await tenderBids(tenderId)).map((bid) => bid.contractor_id),
      );
    // An end without an award: every bidder learns of it, whatever its bid's state (its EMD goes back).
    case 'unsuccessful':
    case 'cancel':
    case 'retender':
      return [...new Set([...followers, ...(await bidderAccountIds(tenderId))])];
  }
}
