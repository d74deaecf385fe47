import { OPENING_AUDIT_ACTIONS, writeAudit } from '../../data/audit-repository';
import { tenderBids, type BidRecord } from '../../data/bids-repository';
import { getBidRegister } from '../../data/bid-register-repository';
import { getOpenings, markOpened, saveOpenedFinancial, saveOpenedTechnical } from '../../data/opening-repository';
import type { TenderRecord } from '../../data/tenders-repository';
import type { Cover } from '@tender/shared/schemas/opening';
import { getAccountProfile } from '../../data/profiles-repository';
import { getUser } from '../../data/users-repository';
import { auditEntry, type Actor } from '../audit/audit-entry';
import { mailAccount } from '../mail/mail-account';
import { liveBids } from '../market/bid-states';
import { refundEmdOfNotQualified } from '../market/mark-refunds';
import { OpeningInterrupted, openFinancialCover, openTechnicalCover } from './open-cover';
import { bidsToOpen, coverOpening } from './opening-record';
import { openingRecordMail } from './opening-mails';

// The opening itself, once two openers confirmed and one claimed it: every bid
// still to open is opened in small parallel batches (200 bids of 500 items take seconds, not
// minutes), each decrypt written to the tender's audit trail first, each result written on its bid
// once. One bid's failure never stops the others; a run that stops halfway, or leaves bids a passing
// fault kept from opening, leaves the opened bids as they are and the opening unfinished: the next
// confirmation by either opener resumes with the rest. Once every bid is opened, every bidder is mailed.

const BATCH = 8;

async function inBatches<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(work));
  }
}

/** The company name the opening record shows (its profile's, else the account's name). */
async function bidderName(contractorId: number, fallback: string): Promise<string> {
  const [loaded, user] = await Promise.all([getAccountProfile(contractorId), getUser(contractorId)]);
  const company = loaded?.profile.basic.company_name;
  return typeof company === 'string' && company.trim() ? company.trim() : (user?.name ?? fallback);
}

type RunContext = { tender: TenderRecord; cover: Cover; actor: Actor; confirmedBy: string[] };

/** Written before the key service is asked, so no decrypt happens without its entry. */
async function auditDecrypt(context: RunContext, bid: BidRecord, now: Date): Promise<void> {
  await writeAudit([
    auditEntry(
      context.actor,
      {
        action: OPENING_AUDIT_ACTIONS.decrypt,
        entity: 'tender',
        entityId: context.tender.id,
        summary: `Decrypted the ${context.cover} cover of ${bid.bid_reference} (confirmed by ${context.confirmedBy.join(' and ')})`,
        before: null,
        after: { bid_reference: bid.bid_reference, cover: context.cover, confirmed_by: context.confirmedBy },
      },
      now,
    ),
  ]);
}

/** Opens one bid's cover and writes the result on it; false when a passing fault kept it closed. */
async function openOne(context: RunContext, bid: BidRecord, registerDigests: readonly string[]): Promise<boolean> {
  const now = new Date();
  await auditDecrypt(context, bid, now);
  try {
    if (context.cover === 'technical') {
      const [technical, name] = await Promise.all([
        openTechnicalCover(bid, registerDigests, now),
        bidderName(bid.contractor_id, bid.bid_reference),
      ]);
      await saveOpenedTechnical(bid, technical, name);
    } else {
      await saveOpenedFinancial(bid, await openFinancialCover(bid, context.tender, now));
    }
    return true;
  } catch (error) {
    if (error instanceof OpeningInterrupted) return false;
    throw error;
  }
}

/** What a run did: the bids on the record once opened, and those a passing fault left to the next run. */
export type OpeningRun = { opened: number; waiting: number };

/** Opens every bid of this cover not opened yet; once none is left, marks the opening done and mails the bidders. */
export async function runOpening(context: RunContext): Promise<OpeningRun> {
  const { tender, cover } = context;
  const [bids, register] = await Promise.all([tenderBids(tender.id), getBidRegister(tender.id)]);
  const pending = bidsToOpen(cover, bids).filter((bid) => !bid.opening?.[cover]);
  let waiting = 0;
  await inBatches(pending, BATCH, async (bid) => {
    if (!(await openOne(context, bid, register?.digests ?? []))) waiting += 1;
  });
  if (waiting > 0) return { opened: pending.length - waiting, waiting };
  // The decisions are final once the financial covers open: the EMD of bids not qualified for good
  // is due (the cause is stored first; the refund job finishes what this leaves).
  if (cover === 'financial') await refundEmdOfNotQualified(tender.id);
  const at = new Date().toISOString();
  const finishedHere = await markOpened(tender.id, cover, at);
  const [opened, openings] = await Promise.all([tenderBids(tender.id), getOpenings(tender.id)]);
  const record = coverOpening(cover, openings[cover], opened);
  // Only the run that finished the opening records it and mails the bidders: a run cut by its
  // request's deadline may still be going when the next confirmation resumes the opening.
  if (!finishedHere) return { opened: record.bids.length, waiting: 0 };
  await writeAudit([
    auditEntry(
      context.actor,
      {
        action: OPENING_AUDIT_ACTIONS.opened,
        entity: 'tender',
        entityId: tender.id,
        summary: `Opened the ${cover} covers of ${record.bids.length} bids of ${tender.tender_uid}`,
        before: null,
        after: { cover, bids: record.bids.length, flagged: record.bids.filter((line) => line.flag).length },
      },
      new Date(at),
    ),
  ]);
  await inBatches(liveBids(opened), BATCH, (bid) =>
    mailAccount('bids.mail_failed', bid.contractor_id, (to, name) =>
      openingRecordMail({ to, name, tender, record, ownBidId: bid.bid_reference }),
    ),
  );
  return { opened: record.bids.length, waiting: 0 };
}
