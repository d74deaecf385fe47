import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatIstDateTimeSeconds } from '@tender/shared/format';
import { evaluationMessages as e, openingMessages as m } from '@tender/shared/opening-messages';
import type { TenderBidsAnswer } from '@tender/shared/schemas/bid-submission';
import type { EvaluationAnswer } from '@tender/shared/schemas/opening';
import { listAudit, OPENING_AUDIT_ACTIONS } from '../../functions/data/audit-repository';
import { tenderBids, type BidRecord, type EvaluationRecord } from '../../functions/data/bids-repository';
import { saveEvaluation } from '../../functions/data/evaluation-repository';
import { keys } from '../../functions/data/keys';
import { auditEntry } from '../../functions/domain/audit/audit-entry';
import { dynamo, tableName } from '../../functions/platform/dynamo-client';
import { createAccount, latestMail, loginToken } from '../support/accounts';
import { call, type ErrorBody } from '../support/api-call';
import { contractor, openTender } from '../support/bidding';
import { confirmOpening, openingOf, tenderReadyToOpen, type TenderReadyToOpen } from '../support/opening';

// Financial opening, through the API on the local stack: refused before the
// opening time by the app (the key service's own refusal is opener-keys.test.ts); one opener alone
// opens nothing; the second opens every bid, flags (never drops) a bid altered in the raw table,
// mails each bidder the record and audits each decrypt; the opened bids are shown only to those
// who may see them; the financial covers wait for the evaluation and then only the qualified bids'
// are decrypted, as the local key server's log shows.

type KmsLogEntry = { operation: string; principal: string | null; keyId: string | null; outcome: string };

/** Decrypt calls the local key server answered under this tender's sealing key, by anyone. */
async function decryptsUnder(keyArn: string): Promise<number> {
  const response = await fetch(`${process.env.KMS_ENDPOINT}/log`);
  const { entries } = (await response.json()) as { entries: KmsLogEntry[] };
  const keyId = keyArn.slice(keyArn.lastIndexOf('/') + 1);
  return entries.filter((entry) => entry.operation === 'Decrypt' && entry.keyId?.endsWith(keyId)).length;
}

async function alterBid(bid: BidRecord, path: string, value: string): Promise<void> {
  const names = Object.fromEntries(path.split('.').map((part, index) => [`#p${index}`, part]));
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.bid(bid.tender_id, bid.contractor_id),
      UpdateExpression: `SET ${Object.keys(names).join('.')} = :value`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ':value': value },
    }),
  );
}

/** The audit entry a decision is written with (the API writes one per decision). */
const evaluationAudit = (bid: BidRecord, record: EvaluationRecord) =>
  auditEntry(
    { id: record.decided_by, name: record.decided_by_name },
    {
      action: 'tender.bid_evaluated',
      entity: 'tender',
      entityId: bid.tender_id,
      summary: `${bid.bid_reference} evaluated`,
      before: null,
      after: { bid: bid.bid_reference, qualified: record.qualified },
    },
    new Date(),
  );

const decision = (qualified: boolean): EvaluationRecord => ({
  qualified,
  reason_code: qualified ? null : 'experience',
  clause: qualified ? null : '4.2 (b)',
  note: qualified ? null : 'Two similar works are required; one was shown.',
  decided_at: new Date().toISOString(),
  decided_by: 1,
  decided_by_name: 'Evaluator',
  // The window for a representation is over already: the financial opening need not wait for it.
  representation_until: qualified ? null : new Date(Date.now() - 1000).toISOString(),
});

describe('before the opening time', () => {
  it('refuses an opener with the opening time and the server time (409)', async () => {
    const tender = await openTender();
    const admin = await createAccount({ role: 'Admin' });
    const answer = await confirmOpening(tender, 'technical', { token: await loginToken(admin) });
    expect(answer.status).toBe(409);
    const opening = formatIstDateTimeSeconds(tender.bid_opening_date);
    expect(answer.body.message).toContain(m.tooEarly(opening, '').split(" The server's")[0]!);
    expect(answer.body.message).toMatch(/The server's time is \d/);
    expect((await tenderBids(tender.id)).some((bid) => bid.opening)).toBe(false);
  });
});

describe('a tender with four sealed bids, past its opening time', () => {
  let ready: TenderReadyToOpen;
  let bids: BidRecord[];
  const ref = (index: number) => ready.submissions[index]!.receipt.bid_reference;

  beforeAll(async () => {
    ready = await tenderReadyToOpen({ bidders: 4 });
    bids = await tenderBids(ready.tender.id);
  }, 120_000);

  it('names the publishing Admin and the organisation as its openers', async () => {
    const record = await openingOf(ready.tender);
    expect(record.status).toBe(200);
    expect(record.body.data.openers.map((opener) => opener.account_id).sort()).toEqual(
      [ready.admin.id, ready.organization.id].sort(),
    );
    expect(record.body.data.technical.state).toBe('waiting');
  });

  it('refuses anyone who is not an opener (403), an unnamed Admin included', async () => {
    const [otherAdmin, bidder] = [await createAccount({ role: 'Admin' }), ready.bidders[0]!];
    for (const token of [await loginToken(otherAdmin), bidder.token]) {
      const answer = await confirmOpening(ready.tender, 'technical', { token });
      expect(answer).toMatchObject({ status: 403, body: { message: m.notOpener } });
    }
  });

  it('opens nothing on one opener’s confirmation, and takes it once', async () => {
    const first = await confirmOpening(ready.tender, 'technical', ready.admin);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe(m.confirmed);
    expect(first.body.data.technical).toMatchObject({ state: 'confirming', bids: [] });
    expect(first.body.data.technical.confirmations.map((c) => c.account_id)).toEqual([ready.admin.id]);
    const again = await confirmOpening(ready.tender, 'technical', ready.admin);
    expect(again).toMatchObject({ status: 409, body: { message: m.alreadyConfirmed } });
    expect((await tenderBids(ready.tender.id)).some((bid) => bid.opening)).toBe(false);
  });

  it('opens every bid on the second opener’s confirmation: flagged, never dropped; mailed; audited', async () => {
    // Altered in the raw table: the third bid's wrapped key, the fourth bid's receipt digest.
    const byRef = (reference: string) => bids.find((bid) => bid.bid_reference === reference)!;
    const wrapped = byRef(ref(2)).sealed!.technical.wrapped_key;
    const middle = Math.floor(wrapped.length / 2);
    const flipped = wrapped.slice(0, middle) + (wrapped[middle] === 'A' ? 'B' : 'A') + wrapped.slice(middle + 1);
    await alterBid(byRef(ref(2)), 'sealed.technical.wrapped_key', flipped);
    await alterBid(byRef(ref(3)), 'receipt.digest', 'f'.repeat(64));

    const opened = await confirmOpening(ready.tender, 'technical', ready.organization);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.message).toBe(m.opened('technical', 4));
    const record = (await openingOf(ready.tender)).body.data.technical;
    expect(record.state).toBe('opened');
    expect(record.confirmations).toHaveLength(2);
    const lines = new Map(record.bids.map((line) => [line.bid_id, line]));
    expect(lines.size).toBe(4);
    for (const index of [0, 1]) {
      expect(lines.get(ref(index))).toMatchObject({
        covers_received: ['technical', 'financial'],
        digest: ready.submissions[index]!.receipt.digest,
        digest_match: true,
        flag: null,
        bidder_name: `Bidder ${ready.bidders[index]!.id} Infra`,
      });
    }
    expect(lines.get(ref(2))).toMatchObject({ digest_match: false, flag: 'cover_unreadable' });
    expect(lines.get(ref(3))).toMatchObject({ digest_match: false, flag: 'digest_mismatch' });

    for (const bidder of ready.bidders) {
      const mail = await latestMail(bidder.email, `Bids opened: ${ready.tender.tender_uid}, technical covers`);
      expect(mail.body.text).toContain(ready.submissions[0]!.receipt.digest);
    }
    const audit = await listAudit({ entity: 'tender', entityId: String(ready.tender.id), limit: 100 });
    const decrypts = audit.items.filter((entry) => entry.action === OPENING_AUDIT_ACTIONS.decrypt);
    expect(decrypts.map((entry) => entry.after?.bid_reference).sort()).toEqual([0, 1, 2, 3].map(ref).sort());
    expect(decrypts.every((entry) => entry.actor_id === ready.organization.id)).toBe(true);

    const repeat = await confirmOpening(ready.tender, 'technical', ready.admin);
    expect(repeat).toMatchObject({ status: 409, body: { message: m.alreadyOpened } });
  }, 120_000);

  it('shows the opened bids to an opener, with their documents, and to nobody outside the tender', async () => {
    const listed = await call<TenderBidsAnswer>('GET', `/tenders/${ready.tender.id}/bids`, {
      token: ready.admin.token,
    });
    expect(listed.status).toBe(200);
    const first = listed.body.data.bids!.find((bid) => bid.bid_id === ref(0))!;
    expect(first).toMatchObject({ digest_match: true, financial: null, evaluation: null });
    expect(first.technical!.documents).toMatchObject([{ index: 0, name: 'Experience certificate' }]);

    const link = await call('GET', `/bids/${ref(0)}/documents/0/link`, { token: ready.organization.token });
    expect(link.status).toBe(302);
    const file = await fetch(link.headers.get('location')!);
    expect(Buffer.from(await file.arrayBuffer()).equals(ready.documents[0]!)).toBe(true);

    const [otherBidder, otherOrganisation] = await Promise.all([contractor(), contractor({ role: 'Organization' })]);
    for (const outsider of [ready.bidders[1]!, otherBidder, otherOrganisation]) {
      const refused = await call<ErrorBody>('GET', `/tenders/${ready.tender.id}/bids`, { token: outsider.token });
      expect(refused.status).toBe(403);
      expect((await call('GET', `/bids/${ref(0)}/documents/0/link`, { token: outsider.token })).status).toBe(404);
    }
  });

  it('qualifies a bid whose check failed only with an explicit acceptance and its reason, recorded and audited', async () => {
    // The fourth bid's receipt digest was altered above: its technical cover is flagged digest_mismatch.
    const flagged = ref(3);
    const path = `/bids/${flagged}/evaluation`;
    const token = ready.organization.token;
    const plain = await call<EvaluationAnswer & ErrorBody>('POST', path, { token, body: { qualified: true } });
    expect(plain.status).toBe(400);
    expect(plain.body.errors).toEqual({ accept_failed_check: [e.acceptFailedCheck], accept_reason: [e.acceptReason] });
    const unticked = await call<EvaluationAnswer & ErrorBody>('POST', path, {
      token,
      body: { qualified: true, accept_failed_check: false, accept_reason: 'The bidder showed the mailed receipt.' },
    });
    expect(unticked.body.errors).toEqual({ accept_failed_check: [e.acceptFailedCheck] });
    const unsafe = await call<EvaluationAnswer & ErrorBody>('POST', path, {
      token,
      body: { qualified: true, accept_failed_check: true, accept_reason: 'Receipt shown\u202E in person.' },
    });
    expect(unsafe.status).toBe(400);
    expect(unsafe.body.errors?.accept_reason).toEqual([e.acceptReasonUnsafe]);
    const stored = () => tenderBids(ready.tender.id).then((all) => all.find((bid) => bid.bid_reference === flagged)!);
    expect((await stored()).evaluation).toBeUndefined();

    const reason = 'The bidder showed the mailed receipt; the register copy was mistyped.';
    const accepted = await call<EvaluationAnswer & ErrorBody>('POST', path, {
      token,
      body: { qualified: true, accept_failed_check: true, accept_reason: reason },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const acceptance = {
      flag: 'digest_mismatch',
      failed_check: 'receipt_digest',
      reason,
      accepted_by_name: 'Test Person',
    };
    expect(accepted.body.data.evaluation).toMatchObject({ qualified: true, failed_check_acceptance: acceptance });
    expect((await stored()).evaluation?.failed_check_acceptance).toMatchObject({
      ...acceptance,
      accepted_by: ready.organization.id,
    });
    const listed = await call<TenderBidsAnswer>('GET', `/tenders/${ready.tender.id}/bids`, {
      token: ready.admin.token,
    });
    const shown = listed.body.data.bids!.find((bid) => bid.bid_id === flagged)!;
    expect(shown.evaluation?.failed_check_acceptance).toMatchObject(acceptance);
    const audit = await listAudit({ entity: 'tender', entityId: String(ready.tender.id), limit: 100 });
    const entry = audit.items.find((item) => item.action === 'tender.bid_evaluated' && item.after?.bid === flagged);
    expect(entry).toMatchObject({ actor_id: ready.organization.id, after: { failed_check_acceptance: acceptance } });
    expect(entry!.summary).toContain(reason);
  }, 60_000);

  it('opens the financial covers only after the evaluation, and only those of qualified bids', async () => {
    const early = await confirmOpening(ready.tender, 'financial', ready.admin);
    expect(early).toMatchObject({ status: 409, body: { message: m.evaluationPending } });

    const opened = await tenderBids(ready.tender.id);
    const qualified = ref(0);
    for (const bid of opened) {
      const record = decision(bid.bid_reference === qualified);
      await saveEvaluation(bid, record, evaluationAudit(bid, record));
    }
    const keyArn = opened[0]!.sealed!.key_arn;
    const before = await decryptsUnder(keyArn);

    expect((await confirmOpening(ready.tender, 'financial', ready.admin)).body.message).toBe(m.confirmed);
    const done = await confirmOpening(ready.tender, 'financial', ready.organization);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.message).toBe(m.opened('financial', 1));
    expect(done.body.data.financial.bids.map((line) => line.bid_id)).toEqual([qualified]);
    expect(done.body.data.financial.bids[0]).toMatchObject({ digest_match: true, flag: null });
    // One decrypt: the qualified bid's financial cover; no not-qualified bid's cover was unwrapped.
    expect((await decryptsUnder(keyArn)) - before).toBe(1);

    const after = await tenderBids(ready.tender.id);
    for (const bid of after) expect(Boolean(bid.opening?.financial)).toBe(bid.bid_reference === qualified);
    const listed = await call<TenderBidsAnswer>('GET', `/tenders/${ready.tender.id}/bids`, {
      token: ready.organization.token,
    });
    const withRates = listed.body.data.bids!.filter((bid) => bid.financial);
    expect(withRates.map((bid) => bid.bid_id)).toEqual([qualified]);
    expect(withRates[0]!.financial!.rates).toHaveLength(3);
  }, 60_000);
});
