import { beforeAll, describe, expect, it } from 'vitest';
import { followMessages as m } from '@tender/shared/follow-messages';
import type {
  FollowChangeAnswer,
  FollowerCountAnswer,
  FollowStateAnswer,
  MyFollowsAnswer,
} from '@tender/shared/schemas/follows';
import { listFollowedTenderIds, listFollowerIds } from '../../functions/data/follows-repository';
import { nextSequenceValue } from '../../functions/data/sequences';
import { putTender, type TenderRecord } from '../../functions/data/tenders-repository';
import { createAccount, loginToken } from '../support/accounts';
import { call, type ErrorBody } from '../support/api-call';
import { bidBody, contractor, distinctiveRates, openTender, submit } from '../support/bidding';
import { sampleTenderRecord } from '../support/tender-records';

// Following a tender: any signed-in account with a verified email follows a published
// tender and unfollows it, both idempotent; the public sees a count, never who; a bidder follows
// the tenders it bids on by itself.

const follow = (tenderId: number, token?: string) =>
  call<FollowChangeAnswer & ErrorBody>('PUT', `/tenders/${tenderId}/follow`, { token });
const unfollow = (tenderId: number, token?: string) =>
  call<FollowChangeAnswer & ErrorBody>('DELETE', `/tenders/${tenderId}/follow`, { token });
const state = (tenderId: number, token?: string) =>
  call<FollowStateAnswer & ErrorBody>('GET', `/tenders/${tenderId}/follow`, { token });
const publicCount = (tenderId: number) =>
  call<FollowerCountAnswer & ErrorBody>('GET', `/tenders/${tenderId}/followers`);
const myFollows = (token?: string) => call<MyFollowsAnswer & ErrorBody>('GET', '/my/follows', { token });

async function member(role: 'Subscriber' | 'Contractor' | 'Organization' | 'Builder') {
  return loginToken(await createAccount({ role }));
}

let tender: TenderRecord;

beforeAll(async () => {
  tender = await openTender({ closesIn: 86_400 });
});

describe('following a tender', () => {
  it('lets a Subscriber, a Contractor and an Organization follow, idempotently, and counts them', async () => {
    const tokens = await Promise.all([member('Subscriber'), member('Contractor'), member('Organization')]);
    for (const [index, token] of tokens.entries()) {
      const first = await follow(tender.id, token);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body).toEqual({
        error: false,
        message: m.followed,
        data: { following: true, followers: index + 1 },
      });
      const again = await follow(tender.id, token);
      expect(again.body.data).toEqual({ following: true, followers: index + 1 });
      expect((await state(tender.id, token)).body).toEqual({ data: { following: true, followers: index + 1 } });
    }
    const count = await publicCount(tender.id);
    expect(count.status).toBe(200);
    // A count and nothing else: never who follows.
    expect(count.body).toEqual({ data: { followers: 3 } });
    expect(count.headers.get('cache-control')).toContain('s-maxage=');

    const listed = await myFollows(tokens[0]);
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        id: tender.id,
        tender_uid: tender.tender_uid,
        project_name: tender.project_name,
        status: 'active',
        bid_submission_end_date: tender.bid_submission_end_date,
        source: 'follow',
      }),
    ]);

    const gone = await unfollow(tender.id, tokens[1]);
    expect(gone.body).toEqual({ error: false, message: m.unfollowed, data: { following: false, followers: 2 } });
    expect((await unfollow(tender.id, tokens[1])).body.data).toEqual({ following: false, followers: 2 });
    expect((await state(tender.id, tokens[1])).body.data).toEqual({ following: false, followers: 2 });
    expect((await myFollows(tokens[1])).body.data).toEqual([]);
    expect((await publicCount(tender.id)).body.data.followers).toBe(2);
  });

  it('answers 404 for a draft, a tender in review or none, and 401 signed out', async () => {
    const token = await member('Subscriber');
    for (const status of ['draft', 'in_review'] as const) {
      const hidden = sampleTenderRecord(await nextSequenceValue('tender'), { status, published_date: null });
      await putTender(hidden);
      expect((await follow(hidden.id, token)).status, status).toBe(404);
      expect((await unfollow(hidden.id, token)).status, status).toBe(404);
      expect((await state(hidden.id, token)).status, status).toBe(404);
      expect((await publicCount(hidden.id)).status, status).toBe(404);
      expect(await listFollowerIds(hidden.id)).toEqual([]);
    }
    expect((await follow(999_999_999, token)).status).toBe(404);
    expect((await follow(tender.id)).status).toBe(401);
    expect((await unfollow(tender.id)).status).toBe(401);
    expect((await state(tender.id)).status).toBe(401);
    expect((await myFollows()).status).toBe(401);
  });

  it('refuses an account whose email is not verified (the news goes to it)', async () => {
    const unverified = await createAccount({ role: 'Subscriber', verified: false });
    expect((await follow(tender.id, await loginToken(unverified))).status).toBe(403);
    expect(await listFollowedTenderIds(unverified.id)).toEqual([]);
  });
});

describe('a bidder follows by itself', () => {
  it('follows once its bid is started, and an unfollow stands while the bid goes on', async () => {
    const own = await openTender({ closesIn: 86_400 });
    const bidder = await contractor();
    const started = await call('POST', `/tenders/${own.id}/bids/start`, { token: bidder.token });
    expect(started.status).toBe(201);
    expect((await state(own.id, bidder.token)).body.data).toEqual({ following: true, followers: 1 });
    expect((await myFollows(bidder.token)).body.data).toEqual([expect.objectContaining({ id: own.id, source: 'bid' })]);

    expect((await unfollow(own.id, bidder.token)).body.data.following).toBe(false);
    expect((await call('POST', `/tenders/${own.id}/bids/start`, { token: bidder.token })).status).toBe(201);
    const submitted = await submit(own.id, bidder, bidBody(distinctiveRates()));
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    expect((await state(own.id, bidder.token)).body.data.following).toBe(false);
  });

  it('follows when its first submission comes without a start, and never twice', async () => {
    const own = await openTender({ closesIn: 86_400 });
    const bidder = await contractor();
    const submitted = await submit(own.id, bidder, bidBody(distinctiveRates()));
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    expect(await listFollowerIds(own.id)).toEqual([bidder.id]);
    // A Follow after the bid keeps the follow as it was (by the bid).
    expect((await follow(own.id, bidder.token)).body.data).toEqual({ following: true, followers: 1 });
    expect((await myFollows(bidder.token)).body.data).toEqual([expect.objectContaining({ id: own.id, source: 'bid' })]);
  });
});
