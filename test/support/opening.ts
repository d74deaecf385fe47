import { expect } from 'vitest';
import type { SubmitBidAnswer } from '@tender/shared/schemas/bid-submission';
import type { Cover, OpeningAnswer } from '@tender/shared/schemas/opening';
import type { AdminTenderChanged, AdminTenderDetail } from '@tender/shared/schemas/tenders-admin';
import { tenderForm } from '../api/admin-support';
import { windowEndingIn } from '../api/admin-tenders-support';
import { createAccount, loginToken, type TestAccount } from './accounts';
import { call, type ErrorBody } from './api-call';
import { bidBody, bidDocument, contractor, distinctiveRates, submit, uniqueDocument, type Bidder } from './bidding';

// A tender whose bids can be opened, reached through the product in seconds: an Admin
// publishes it for an organisation through the API (the openers by default: that Admin and the
// organisation), contractors submit sealed bids with a document each, the bid window ends, the close
// job publishes its register, and its opening time (the bid end itself) has passed.

export type Opener = TestAccount & { token: string };

export type TenderReadyToOpen = {
  tender: AdminTenderDetail;
  /** The publishing Admin and the owning organisation: the tender's two openers. */
  admin: Opener;
  organization: Opener;
  bidders: Bidder[];
  /** Each bidder's submission answer (its receipt and salt), in the order of `bidders`. */
  submissions: SubmitBidAnswer['data'][];
  /** The document each bidder sealed, in the order of `bidders`. */
  documents: Buffer[];
};

const sleepUntil = (iso: string) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(iso) - Date.now()) + 300));

async function signedIn(role: 'Admin' | 'Organization'): Promise<Opener> {
  const account = await createAccount({ role });
  return { ...account, token: await loginToken(account) };
}

async function publishedTender(admin: Opener, organization: Opener, seconds: number, changes: Record<string, unknown>) {
  const form = tenderForm({
    organization_id: organization.id,
    tender_fee: 0,
    is_paid: false,
    emd_amount: 0,
    emd_fee_type_name: 'Fixed',
    emd_percentage: 0,
    ...windowEndingIn(seconds, seconds),
    ...changes,
  });
  const created = await call<AdminTenderChanged & ErrorBody>('POST', '/admin/tenders', {
    token: admin.token,
    body: form,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const published = await call<AdminTenderChanged & ErrorBody>(
    'POST',
    `/admin/tenders/${created.body.data.id}/publish`,
    {
      token: admin.token,
    },
  );
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return published.body.data;
}

async function sealedBid(tenderId: number, bidder: Bidder, document: Buffer): Promise<SubmitBidAnswer['data']> {
  const uploadId = await bidDocument(bidder, document);
  const answer = await submit(
    tenderId,
    bidder,
    bidBody(distinctiveRates(), [{ name: 'Experience certificate', upload_id: uploadId }]),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

/** A published, closed tender with `bidders` sealed bids and its register out, its opening time passed. */
export async function tenderReadyToOpen(
  options: { bidders?: number; changes?: Record<string, unknown> } = {},
): Promise<TenderReadyToOpen> {
  const count = options.bidders ?? 3;
  const [admin, organization, ...bidders] = await Promise.all([
    signedIn('Admin'),
    signedIn('Organization'),
    ...Array.from({ length: count }, () => contractor()),
  ]);
  // Room for every bidder's upload and submission on a busy machine, and no more.
  const tender = await publishedTender(admin!, organization!, 10 + 2 * count, options.changes ?? {});
  await sleepUntil(tender.bid_submission_start_date);
  const documents = bidders.map(() => uniqueDocument());
  const submissions = await Promise.all(
    bidders.map((bidder, index) => sealedBid(tender.id, bidder, documents[index]!)),
  );
  await sleepUntil(tender.bid_submission_end_date);
  const { handler } = await import('../../functions/handlers/jobs/close-tenders');
  await handler();
  expect((await call('GET', `/tenders/${tender.id}/register`)).status).toBe(200);
  return { tender, admin: admin as Opener, organization: organization as Opener, bidders, submissions, documents };
}

/** One opener's confirmation of a cover's opening (the second one opens it). */
export const confirmOpening = (tender: { id: number }, cover: Cover, opener: { token: string }) =>
  call<OpeningAnswer & ErrorBody>('POST', `/tenders/${tender.id}/opening`, { token: opener.token, body: { cover } });

/** The opening record as this caller (or a visitor) sees it. */
export const openingOf = (tender: { id: number }, caller?: { token: string }) =>
  call<OpeningAnswer & ErrorBody>('GET', `/tenders/${tender.id}/opening`, caller ? { token: caller.token } : {});
