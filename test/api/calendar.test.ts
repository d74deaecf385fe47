import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarMessages as m } from '@tender/shared/calendar-messages';
import type { CalendarLinkAnswer } from '@tender/shared/schemas/calendar';
import type { AdminTenderAnswer, AdminTenderChanged } from '@tender/shared/schemas/tenders-admin';
import { call, type ErrorBody } from '../support/api-call';
import { bidBody, contractor, distinctiveRates, openTender, submit } from '../support/bidding';
import { checkedFetch, viewerHeaders } from '../support/stack-url';
import { inDays, tenderForm, tokenOf } from './admin-support';
import { adminTenderActions } from './admin-tenders-support';

// The private calendar feed of My Bids. A contractor follows one tender and bids on
// another; its signed link answers an iCalendar file (read here with a calendar library) holding
// each tender's dates; an Admin's save that moves a date moves the event and raises its SEQUENCE;
// a new link stops the old one, and a forged or malformed link reads nothing.

let admin: string;
beforeAll(async () => {
  admin = await tokenOf('Admin');
});
const { draft, publish } = adminTenderActions(() => admin);

type FeedEvent = { uid: string; sequence: number; start: string; summary: string };

async function feed(url: string): Promise<{ status: number; type: string | null; cache: string | null; text: string }> {
  const response = await checkedFetch(new URL(url).pathname, { headers: viewerHeaders() });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    text: await response.text(),
  };
}

function eventsOf(text: string): FeedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toJSDate().toISOString(),
      summary: event.summary,
    };
  });
}

const utc = (ist: string) => new Date(ist).toISOString();

describe('the calendar feed', () => {
  it('holds the dates of followed and bid tenders, follows a moved date, and stops with a new link', async () => {
    const bidder = await contractor();
    const followed = await draft();
    expect((await publish(followed.id)).status).toBe(200);
    expect((await call('PUT', `/tenders/${followed.id}/follow`, { token: bidder.token })).status).toBe(200);
    const bidOn = await openTender({ closesIn: 7200 });
    expect((await submit(bidOn.id, bidder, bidBody(distinctiveRates()))).status).toBe(201);

    const none = await call<CalendarLinkAnswer>('GET', '/my/calendar_link', { token: bidder.token });
    expect(none.body.data).toEqual({ url: null, created_at: null });
    const made = await call<CalendarLinkAnswer>('POST', '/my/calendar_link', { token: bidder.token });
    expect(made.status).toBe(200);
    expect(made.body.message).toBe(m.madeLink);
    const url = made.body.data.url!;
    expect(url).toMatch(new RegExp(`/api/v1/calendar/${bidder.id}-1-[A-Za-z0-9_-]{43}\\.ics$`));
    expect((await call<CalendarLinkAnswer>('GET', '/my/calendar_link', { token: bidder.token })).body.data.url).toBe(
      url,
    );

    const first = await feed(url);
    expect(first.status).toBe(200);
    expect(first.type).toMatch(/^text\/calendar/);
    expect(first.cache).toMatch(/^private/);
    const events = eventsOf(first.text);
    const host = new URL(url).host;
    const endUid = `tender-${followed.id}-bid-submission-end@`;
    const byUid = (start: string) => events.find((event) => event.uid.startsWith(start));
    expect(byUid(endUid)).toMatchObject({ start: utc(followed.bid_submission_end_date) });
    expect(byUid(`tender-${followed.id}-pre-bid-meeting@`)).toMatchObject({
      start: utc(followed.pre_bid_meeting_date),
      summary: `Pre-bid meeting: ${followed.tender_uid}`,
    });
    expect(byUid(`tender-${followed.id}-clarification-end@`)?.start).toBe(utc(followed.clarification_end_date));
    expect(byUid(`tender-${followed.id}-opening@`)?.start).toBe(utc(followed.bid_opening_date));
    expect(byUid(`tender-${bidOn.id}-bid-submission-end@`)?.start).toBe(utc(bidOn.bid_submission_end_date));
    expect(events.some((event) => event.uid.includes('-award@'))).toBe(false);
    expect(events.every((event) => event.uid.endsWith(`@${host}`))).toBe(true);

    // The Admin moves the bid submission end a day later, as a save of the form does.
    const stored = await call<AdminTenderAnswer>('GET', `/admin/tenders/${followed.id}`, { token: admin });
    const moved = inDays(31, 16);
    const saved = await call<AdminTenderChanged & ErrorBody>('PUT', `/admin/tenders/${followed.id}`, {
      token: admin,
      body: {
        ...tenderForm({
          project_name: followed.project_name,
          bid_submission_end_date: moved,
          bid_opening_date: inDays(32, 11),
        }),
        version: stored.body.data.version,
        corrigendum_reason: 'Bid submission end extended on the request of several bidders.',
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = eventsOf((await feed(url)).text);
    const movedEvent = after.find((event) => event.uid === byUid(endUid)!.uid)!;
    expect(movedEvent.start).toBe(utc(moved));
    expect(movedEvent.sequence).toBeGreaterThan(byUid(endUid)!.sequence);

    // A new link stops the old one at once.
    const renewed = await call<CalendarLinkAnswer>('POST', '/my/calendar_link', { token: bidder.token });
    expect(renewed.body.data.url).not.toBe(url);
    const old = await feed(url);
    expect(old.status).toBe(404);
    expect(JSON.parse(old.text)).toMatchObject({ message: m.linkInvalid });
    expect((await feed(renewed.body.data.url!)).status).toBe(200);
  }, 60_000);

  it('reads nothing with a forged, malformed or absent link, or without a session for the link itself', async () => {
    const account = await contractor();
    const made = await call<CalendarLinkAnswer>('POST', '/my/calendar_link', { token: account.token });
    const url = new URL(made.body.data.url!);
    const forged = url.pathname.replace(/-(\d+)-/, (_, version: string) => `-${Number(version) + 1}-`);
    expect((await checkedFetch(forged, { headers: viewerHeaders() })).status).toBe(404);
    const otherAccount = url.pathname.replace(`/calendar/${account.id}-`, `/calendar/${account.id + 1}-`);
    expect((await checkedFetch(otherAccount, { headers: viewerHeaders() })).status).toBe(404);
    const malformed = await call<ErrorBody>('GET', '/calendar/not-a-link');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors?.['params.token']).toEqual([m.linkInvalid]);
    expect((await call('GET', '/my/calendar_link')).status).toBe(401);
    expect((await call('POST', '/my/calendar_link')).status).toBe(401);
  });
});
