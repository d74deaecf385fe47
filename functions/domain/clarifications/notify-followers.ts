import { paths, sitePath } from '@tender/shared/site-paths';
import { bidderAccountIds } from '../../data/bids-repository';
import type { ClarificationRecord } from '../../data/clarifications-repository';
import { mailAccount } from '../mail/mail-account';
import { siteLink } from '../mail/site-url';
import { clarificationAnsweredMail } from './clarification-mail';
import type { OwnedTender } from './tender-access';

/** Mails sent at once; the rest wait their turn (SES's send rate, the function's sockets). */
const MAIL_BATCH = 10;

/** Who follows a tender's questions: every asker and every contractor with a bid on it, once each. */
export async function tenderFollowerIds(askers: readonly ClarificationRecord[], tenderId: number): Promise<number[]> {
  const bidders = await bidderAccountIds(tenderId);
  return [...new Set([...askers.map((record) => record.asker_id), ...bidders])];
}

/**
 * Mails the published answer to every follower (sendMail skips suppressed addresses). A mail that
 * fails is logged, not answered: the answer is published either way.
 */
export async function mailAnswerToFollowers(
  tender: OwnedTender,
  answered: ClarificationRecord & { answer: string },
  followerIds: readonly number[],
): Promise<void> {
  const link = siteLink(sitePath(paths.tender, { id: tender.id }));
  const mailOne = (userId: number) =>
    mailAccount('clarification mail not sent', userId, (to, name) =>
      clarificationAnsweredMail({ to, name, tender, question: answered.question, answer: answered.answer, link }),
    );
  for (let index = 0; index < followerIds.length; index += MAIL_BATCH) {
    await Promise.all(followerIds.slice(index, index + MAIL_BATCH).map(mailOne));
  }
}
