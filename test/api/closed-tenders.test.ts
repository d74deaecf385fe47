import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminTenderChanged } from '@tender/shared/schemas/tenders-admin';
import { ClosedTenderListAnswer, TenderInfoAnswer } from '@tender/shared/schemas/tender';
import { call, type ErrorBody } from '../support/api-call';
import { getJson } from '../support/stack-url';
import { tenderForm, tokenOf } from './admin-support';
import { adminTenderActions, publicList, windowEndingIn } from './admin-tenders-support';

// Part 1 §5, Closing: at its bid submission end a tender leaves Active tenders and shows on Closed
// tenders at once (by the server's clock, before the close-tenders job has run); the job then makes
// it closed for good, and it is still on Closed exactly once. The test stack runs no scheduler:
// this test runs the job's handler itself, when it chooses.

let admin: string;

beforeAll(async () => {
  admin = await tokenOf('Admin');
});

const waitUntil = (instant: string) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(instant) - Date.now()) + 250));

/**
 * The Closed list for this tender id. The gateway's read cache (READ_CACHE_SECONDS) may answer a
 * request it has seen for a few seconds more, so each step asks its own (`limit` tells them apart).
 */
async function closedList(uid: string, limit: number) {
  const query = `tender_id=${encodeURIComponent(uid)}&limit=${limit}`;
  const { status, body } = await getJson(`/api/v1/tenders/closed_tenders?${query}`);
  expect(status).toBe(200);
  return ClosedTenderListAnswer.parse(body).data;
}

/** A published tender whose bid submission ends `seconds` from now. */
async function publishedEndingIn(seconds: number) {
  const { draft, publish } = adminTenderActions(() => admin);
  const tender = await draft(
    tenderForm({
      ...windowEndingIn(seconds),
    }),
  );
  const published = await publish(tender.id);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return tender;
}

describe('closing a tender at its bid submission end', () => {
  it('moves it from Active to Closed at the deadline, and the job closes it once', async () => {
    const tender = await publishedEndingIn(8);
    expect(await publicList('active_tenders', tender.tender_uid)).toEqual([tender.tender_uid]);
    expect(await closedList(tender.tender_uid, 10)).toEqual([]);

    await waitUntil(tender.bid_submission_end_date);
    // Before the job: gone from Active, on Closed as closed, with no bids yet (asked anew, as above).
    const active = await getJson(`/api/v1/tenders/active_tenders?limit=50&tender_id=${tender.tender_uid}`);
    expect((active.body as { data: unknown[] }).data).toEqual([]);
    const before = await closedList(tender.tender_uid, 11);
    expect(before).toEqual([expect.objectContaining({ id: tender.id, status: 'closed', bid_count: 0 })]);
    const detail = await getJson(`/api/v1/tenders/get_tender_info/${tender.id}`);
    expect(TenderInfoAnswer.parse(detail.body).data.status).toBe('closed');
    const stored = await call<AdminTenderChanged>('GET', `/admin/tenders/${tender.id}`, { token: admin });
    expect(stored.body.data.status).toBe('active');

    // The job, as its schedule runs it: the tender is closed, and still on Closed exactly once.
    const { handler } = await import('../../functions/handlers/jobs/close-tenders');
    const run = await handler();
    expect(run.closed).toBeGreaterThanOrEqual(1);
    const after = await call<AdminTenderChanged & ErrorBody>('GET', `/admin/tenders/${tender.id}`, { token: admin });
    expect(after.body.data.status).toBe('closed');
    expect((await closedList(tender.tender_uid, 12)).map((item) => item.id)).toEqual([tender.id]);

    // A second run finds nothing of it left to do.
    await handler();
    expect((await closedList(tender.tender_uid, 13)).map((item) => item.id)).toEqual([tender.id]);
  });
});
