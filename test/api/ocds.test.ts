import { beforeAll, describe, expect, it } from 'vitest';
import { OCDS_PREFIX } from '@tender/shared/constants';
import type { AdminTenderAnswer, AdminTenderChanged } from '@tender/shared/schemas/tenders-admin';
import type { OcdsRelease, OcdsReleasePackage } from '../../functions/domain/ocds/ocds-types';
import { call, type ErrorBody } from '../support/api-call';
import { packageProblems } from '../support/ocds-schema';
import { tokenOf, tenderForm } from './admin-support';
import { adminTenderActions } from './admin-tenders-support';
import { award, financiallyOpened, statementOf, type FinanciallyOpened } from './award-support';

// Every published tender as an OCDS 1.1 release, at public URLs, each answer validated
// against the OCDS 1.1 release package schema (test/fixtures/ocds): a published tender, its
// corrigendum as an amendment, its bids counted once closed, its award; the feed of the latest
// changes paged by cursor; and no personal value of any account involved anywhere in the output.

let admin: string;
beforeAll(async () => {
  admin = await tokenOf('Admin');
});
const { draft, publish } = adminTenderActions(() => admin);
/** The tender the first test publishes and amends (the feed test finds it after the awarded one). */
let amendedId: number;

type Package = OcdsReleasePackage & ErrorBody;

async function releaseOf(tenderId: number): Promise<{ release: OcdsRelease; text: string }> {
  const answer = await call<Package>('GET', `/ocds/releases/${tenderId}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.headers.get('cache-control')).toMatch(/s-maxage=10/);
  expect(packageProblems(answer.body)).toEqual([]);
  expect(answer.body.releases).toHaveLength(1);
  return { release: answer.body.releases[0]!, text: JSON.stringify(answer.body) };
}

/** Personal values of these accounts, and any PAN-shaped text, appear nowhere in `text`. */
function expectNoPersonalData(text: string, accounts: { email: string; mobile: string | null }[]) {
  for (const account of accounts) {
    expect(text).not.toContain(account.email);
    if (account.mobile) expect(text).not.toContain(account.mobile);
  }
  expect(text).not.toMatch(/[A-Z]{5}\d{4}[A-Z]/);
  // The tender's authorised officer is a person too.
  expect(text).not.toContain('Test Authority');
  expect(text).not.toContain('Plot 1, Baner Road');
}

describe('a published tender as OCDS', () => {
  it('is a valid release once published, 404 before, and shows its corrigendum as an amendment', async () => {
    const tender = await draft();
    amendedId = tender.id;
    expect((await call<ErrorBody>('GET', `/ocds/releases/${tender.id}`)).status).toBe(404);
    expect((await publish(tender.id)).status).toBe(200);

    const published = await releaseOf(tender.id);
    expect(published.release).toMatchObject({
      ocid: `${OCDS_PREFIX}-${tender.id}`,
      tag: ['tender'],
      initiationType: 'tender',
      tender: { id: tender.tender_uid, title: tender.project_name, status: 'active', procurementMethod: 'open' },
    });
    expect(published.release.tender).not.toHaveProperty('amendments');
    expect(published.release.tender).not.toHaveProperty('numberOfTenderers');

    // The Admin's save of a published tender is a corrigendum.
    const stored = await call<AdminTenderAnswer>('GET', `/admin/tenders/${tender.id}`, { token: admin });
    const saved = await call<AdminTenderChanged & ErrorBody>('PUT', `/admin/tenders/${tender.id}`, {
      token: admin,
      body: {
        ...tenderForm({ project_name: tender.project_name, tender_fee: 7080 }),
        version: stored.body.data.version,
        corrigendum_reason: 'Tender fee revised after the pre-bid meeting.',
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const amended = await releaseOf(tender.id);
    expect(amended.release.tag).toEqual(['tenderAmendment']);
    expect(amended.release.id).not.toBe(published.release.id);
    expect(amended.release.tender.amendments).toEqual([
      expect.objectContaining({
        id: '1',
        rationale: 'Tender fee revised after the pre-bid meeting.',
        description: expect.stringMatching(/Tender fee: .*5,900.* -> .*7,080/),
      }),
    ]);
    expectNoPersonalData(amended.text, []);
  }, 60_000);

  describe('through the close and the award', () => {
    let stage: FinanciallyOpened;
    beforeAll(async () => {
      stage = await financiallyOpened(2);
    }, 120_000);

    const everyone = () => [stage.admin, stage.organization, ...stage.bidders];

    it('counts the valid bids once closed, then publishes the award naming only its supplier', async () => {
      const closed = await releaseOf(stage.tender.id);
      expect(closed.release.tender.numberOfTenderers).toBe(2);
      expect(closed.release.bids?.statistics).toEqual([expect.objectContaining({ measure: 'validBids', value: 2 })]);
      expect(closed.release).not.toHaveProperty('awards');
      for (const bidder of stage.bidders) expect(closed.text).not.toContain(`Bidder ${bidder.id} Infra`);
      expectNoPersonalData(closed.text, everyone());

      const ranked = (await statementOf(stage.tender, stage.admin.token)).body.data.bids;
      const winner = ranked[0]!;
      const awarded = await award(stage.tender, stage.organization.token, { bid_id: winner.bid_id });
      expect(awarded.status, JSON.stringify(awarded.body)).toBe(200);

      const done = await releaseOf(stage.tender.id);
      expect(done.release.tag).toEqual(['award']);
      expect(done.release.tender.status).toBe('complete');
      expect(done.release.awards).toEqual([
        expect.objectContaining({
          status: 'active',
          suppliers: [expect.objectContaining({ name: winner.bidder_name })],
          value: { amount: Number(winner.total_paise) / 100, currency: 'INR' },
        }),
      ]);
      expect(done.release.parties).toContainEqual(
        expect.objectContaining({ name: winner.bidder_name, roles: ['supplier', 'tenderer'] }),
      );
      const others = ranked.filter((bid) => bid.bid_id !== winner.bid_id).map((bid) => bid.bidder_name);
      for (const name of others) expect(done.text).not.toContain(name);
      expectNoPersonalData(done.text, everyone());
    });

    it('lists the latest changes newest first, paged by cursor, each page a valid package', async () => {
      const awardedOcid = `${OCDS_PREFIX}-${stage.tender.id}`;
      const amendedOcid = `${OCDS_PREFIX}-${amendedId}`;
      let path: string | undefined = '/ocds/release_package?limit=1';
      const seen: string[] = [];
      for (let page = 0; page < 60 && path && !seen.includes(amendedOcid); page += 1) {
        const answer: { status: number; body: Package } = await call<Package>('GET', path);
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        if (answer.body.releases.length) expect(packageProblems(answer.body)).toEqual([]);
        expect(answer.body.releases.length).toBeLessThanOrEqual(1);
        seen.push(...answer.body.releases.map((release) => release.ocid));
        expectNoPersonalData(JSON.stringify(answer.body), everyone());
        const next: string | undefined = answer.body.links?.next;
        if (next) expect(next).toMatch(/\/api\/v1\/ocds\/release_package\?cursor=[^&]+&limit=1$/);
        path = next ? new URL(next).pathname.replace(/^\/api\/v1/, '') + new URL(next).search : undefined;
      }
      // Awarded last, the staged tender comes before the one amended earlier, each on a page of its own.
      expect(seen).toContain(awardedOcid);
      expect(seen).toContain(amendedOcid);
      expect(seen.indexOf(awardedOcid)).toBeLessThan(seen.indexOf(amendedOcid));
    });

    it('refuses a changed cursor and a limit out of range, naming the field', async () => {
      const first = await call<Package>('GET', '/ocds/release_package?limit=1');
      const next = new URL(first.body.links!.next!);
      const cursor = next.searchParams.get('cursor')!;
      const forged = await call<ErrorBody>('GET', `/ocds/release_package?cursor=${encodeURIComponent(`x${cursor}`)}`);
      expect(forged.status).toBe(400);
      expect(Object.keys(forged.body.errors ?? {})).toEqual(['cursor']);
      const tooMany = await call<ErrorBody>('GET', '/ocds/release_package?limit=51');
      expect(tooMany.status).toBe(400);
      expect(Object.keys(tooMany.body.errors ?? {})).toEqual(['query.limit']);
    });
  });
});
