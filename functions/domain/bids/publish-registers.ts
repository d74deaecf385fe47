import type { BidRegisterAnswer } from '@tender/shared/schemas/bid-submission';
import { bidMessages as m } from '@tender/shared/bid-messages';
import {
  getBidRegister,
  listDueRegisters,
  publishBidRegister,
  type BidRegisterRecord,
} from '../../data/bid-register-repository';
import { tenderBids, type BidRecord } from '../../data/bids-repository';
import { getTenderById } from '../../data/tenders-repository';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { registerRoot } from '../market/bid-digest';
import { mailAccount } from '../mail/mail-account';
import { tenderClosedMail } from '../market/bid-mails';
import { countsNow } from '../market/bid-states';

// The register of sealed bids. Once a tender is closed no bid can change (every bid
// write checks that the tender is active in its own transaction), so the register read after the
// close is final: every live bid's receipt digest in the order received, and a hash chain over them.

export const REGISTER_METHOD =
  "root = c_n where c_0 = SHA-256('tender-register/v1') and c_i = SHA-256(c_(i-1) || d_i) over the digests d_1..d_n in the order listed, each hash as 64 lower-case hex characters and || joining the two texts";

// A bid a corrigendum left waiting for re-confirmation is not in the register.
const inRegister = (bid: BidRecord) => countsNow(bid) && bid.receipt !== null;

/** Live bids in the order their latest submission was received (ties by bid reference). */
export function registerOrder(bids: readonly BidRecord[]): BidRecord[] {
  return bids
    .filter(inRegister)
    .sort(
      (a, b) =>
        a.receipt!.submitted_at.localeCompare(b.receipt!.submitted_at) ||
        a.bid_reference.localeCompare(b.bid_reference),
    );
}

const REGISTERS_PER_RUN = 20;

/** Publishes the register of every closed tender still waiting for one, and mails each bidder its line. */
export async function publishDueRegisters(): Promise<{ registers: number }> {
  let registers = 0;
  for (const due of await listDueRegisters(REGISTERS_PER_RUN)) {
    const bids = registerOrder(await tenderBids(due.tender_id));
    const digests = bids.map((bid) => bid.receipt!.digest);
    const record: BidRegisterRecord = {
      tender_id: due.tender_id,
      closed_at: due.closed_at,
      digests,
      root: registerRoot(digests),
    };
    if (!(await publishBidRegister(record))) continue;
    registers += 1;
    const tender = await getTenderById(due.tender_id);
    if (!tender) continue;
    for (const bid of bids) {
      await mailAccount('bids.mail_failed', bid.contractor_id, (to, name) =>
        tenderClosedMail({ to, name, tender, digest: bid.receipt!.digest, root: record.root, count: digests.length }),
      );
    }
  }
  return { registers };
}

/** GET /tenders/{id}/register: public once the tender has closed. */
export async function getRegister(tenderId: number): Promise<BidRegisterAnswer> {
  const tender = await getTenderById(tenderId);
  if (!tender || tender.status === 'draft' || tender.status === 'in_review') throw new NotFoundError();
  const register = await getBidRegister(tenderId);
  if (!register) throw new ConflictError(m.registerNotYet);
  return { data: { ...register, method: REGISTER_METHOD } };
}
