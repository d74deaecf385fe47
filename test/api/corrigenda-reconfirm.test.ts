import { describe, expect, it } from 'vitest';
import { corrigendumMessages as m } from '@tender/shared/corrigendum-messages';
import type {
  BidRegisterAnswer,
  MyBidsAnswer,
  MyTenderBidAnswer,
  TenderBidsAnswer,
} from '@tender/shared/schemas/bid-submission';
import type { DashboardAnswer } from '@tender/shared/schemas/dashboard';
import type { AdminTenderChanged } from '@tender/shared/schemas/tenders-admin';
import { tenderBids } from '../../functions/data/bids-repository';
import { createAccount, loginToken } from '../support/accounts';
import { call, type ErrorBody } from '../support/api-call';
import { bidBody, contractor, distinctiveRates, submit } from '../support/bidding';
import { confirmOpening } from '../support/opening';
import { tenderForm } from './admin-support';
import { windowEndingIn } from './admin-tenders-support';

// A material corrigendum marks every submitted bid "needs re-confirmation"; a
// non-material one marks none. A marked bid does not count: not in the bid count, not in the
// register at the close, never opened (the key server's log shows no decrypt of its covers); its
// bidder submits again before the deadline and that bid counts. Nor does either dashboard count the
// bid left flagged at the close.

type KmsLogEntry = { operation: string; keyId: string | null };

/** Decrypt calls the local key server answered under this tender's sealing key, by anyone. */
async function decryptsUnder(keyArn: string): Promise<number> {
  const response = await fetch(`${process.env.KMS_ENDPOINT}/log`);
  const { entries } = (await response.json()) as { entries: KmsLogEntry[] };
  const keyId = keyArn.slice(keyArn.lastIndexOf('/') + 1);
  return entries.filter((entry) => entry.operation === 'Decrypt' && entry.keyId?.endsWith(keyId)).length;
}

const dashboardOf = async (who: { token: string }) =>
  (await call<DashboardAnswer>('GET', '/dashboard', { token: who.token })).body;

const sleepUntil = (iso: string) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(iso) - Date.now()) + 300));

async function signedIn(role: 'Admin' | 'Organization') {
  const account = await createAccount({ role });
  return { ...account, token: await loginToken(account) };
}

describe('re-confirmation after a corrigendum', () => {
  it('a material corrigendum flags both bids, a non-material one none; the re-submitted bid alone is registered and opened', async () => {
    const [admin, organization, first, second] = await Promise.all([
      signedIn('Admin'),
      signedIn('Organization'),
      contractor(),
      contractor(),
    ]);
    // Bids taken for a minute; opened at the bid end (the tender's sealing key opens from then).
    const form = tenderForm({
      organization_id: organization.id,
      tender_fee: 0,
      is_paid: false,
      emd_amount: 0,
      emd_fee_type_name: 'Fixed',
      emd_percentage: 0,
      ...windowEndingIn(60, 60),
    });
    const created = await call<AdminTenderChanged & ErrorBody>('POST', '/admin/tenders', {
      token: admin.token,
      body: form,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const published = await call<AdminTenderChanged>('POST', `/admin/tenders/${created.body.data.id}/publish`, {
      token: admin.token,
    });
    let tender = published.body.data;
    const correct = async (changes: Record<string, unknown>, reason: string) => {
      const saved = await call<AdminTenderChanged & ErrorBody>('PUT', `/admin/tenders/${tender.id}`, {
        token: admin.token,
        body: { ...form, ...changes, version: tender.version, corrigendum_reason: reason },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      tender = saved.body.data;
    };
    const bidCount = async () =>
      (await call<TenderBidsAnswer>('GET', `/tenders/${tender.id}/bids`, { token: admin.token })).body.data.bid_count;
    const mine = async (who: { token: string }) =>
      (await call<MyTenderBidAnswer>('GET', `/tenders/${tender.id}/bids/mine`, { token: who.token })).body.data.bid;

    await sleepUntil(tender.bid_submission_start_date);
    for (const who of [first, second])
      expect((await submit(tender.id, who, bidBody(distinctiveRates()))).status).toBe(201);
    expect(await bidCount()).toBe(2);

    await correct({ location: 'Wakad, Pune' }, 'The site location was corrected.');
    expect((await tenderBids(tender.id)).some((bid) => bid.needs_reconfirmation)).toBe(false);
    expect(await bidCount()).toBe(2);
    expect((await mine(first))?.needs_reconfirmation).toBeUndefined();

    const works = form.tender_material_works as Record<string, unknown>[];
    await correct(
      { location: 'Wakad, Pune', tender_material_works: [{ ...works[0], quantity: 2600 }, works[1], works[2]] },
      'Footing quantities revised after the soil test.',
    );
    const flagged = await tenderBids(tender.id);
    expect(flagged.map((bid) => [bid.needs_reconfirmation, bid.reconfirm_corrigendum])).toEqual([
      [true, 2],
      [true, 2],
    ]);
    expect(await bidCount()).toBe(0);
    expect((await mine(first))?.needs_reconfirmation).toEqual({
      since_corrigendum: 2,
      message: m.needsReconfirmation(2),
    });
    const myBids = await call<MyBidsAnswer>('GET', '/my/bids', { token: second.token });
    expect(myBids.body.data.find((bid) => bid.tender_id === tender.id)?.needs_reconfirmation?.since_corrigendum).toBe(
      2,
    );

    const again = await submit(tender.id, first, bidBody(distinctiveRates()));
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect((await mine(first))?.needs_reconfirmation).toBeUndefined();
    expect(await bidCount()).toBe(1);

    await sleepUntil(tender.bid_submission_end_date);
    const { handler } = await import('../../functions/handlers/jobs/close-tenders');
    await handler();
    const register = await call<BidRegisterAnswer>('GET', `/tenders/${tender.id}/register`);
    expect(register.status).toBe(200);
    expect(register.body.data.digests).toEqual([again.body.data.receipt.digest]);
    const stagesOf = async (who: { token: string }) =>
      (await dashboardOf(who)).bids_under_evaluation.map((bid) => [bid.bid_id, bid.stage]);
    expect(await stagesOf(first)).toEqual([[again.body.data.bid_id, 'sealed']]);
    expect(await stagesOf(second)).toEqual([]);

    const keyArn = (await tenderBids(tender.id)).find((bid) => bid.contractor_id === second.id)!.sealed!.key_arn;
    const before = await decryptsUnder(keyArn);
    await confirmOpening(tender, 'technical', admin);
    const opened = await confirmOpening(tender, 'technical', organization);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.data.technical.bids.map((line) => line.bid_id)).toEqual([again.body.data.bid_id]);
    // One decrypt: the re-confirmed bid's technical cover; the flagged bid's covers stay sealed.
    expect((await decryptsUnder(keyArn)) - before).toBe(1);
    const after = await tenderBids(tender.id);
    expect(after.find((bid) => bid.contractor_id === second.id)?.opening).toBeUndefined();
    expect((await dashboardOf(organization)).general_report.number_of_bids_under_discussion).toBe(1);
    expect(await stagesOf(first)).toEqual([[again.body.data.bid_id, 'in_evaluation']]);
    expect(await stagesOf(second)).toEqual([]);
  }, 180_000);
});
