import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { calendarMessages as m } from '@tender/shared/calendar-messages';
import type { ReminderSettingsAnswer } from '@tender/shared/schemas/calendar';
import { keys } from '../../functions/data/keys';
import type { TenderRecord } from '../../functions/data/tenders-repository';
import { dynamo, tableName } from '../../functions/platform/dynamo-client';
import { mailsTo } from '../support/accounts';
import { call, type ErrorBody } from '../support/api-call';
import { bidBody, contractor, distinctiveRates, openTender, submit, type Bidder } from '../support/bidding';

// The send-bid-reminders job, run twice as the scheduler would (its handler): one
// mail per account and due threshold (tenders ending in about 2 hours, 24 hours and 3 days), none for
// a bid already submitted, one for a bid a corrigendum flagged, none for a reminder turned off.

const HOUR = 3600;

const runJob = async () => {
  const { handler } = await import('../../functions/handlers/jobs/send-bid-reminders');
  return handler();
};

const follow = async (tender: TenderRecord, who: Bidder) =>
  expect((await call('PUT', `/tenders/${tender.id}/follow`, { token: who.token })).status).toBe(200);

type StoredMail = Awaited<ReturnType<typeof mailsTo>>[number];

async function reminders(who: Bidder, tender: TenderRecord): Promise<StoredMail[]> {
  return (await mailsTo(who.email)).filter((mail) => mail.subject.startsWith(`Reminder: tender ${tender.tender_uid} `));
}

/** The bid a corrigendum asked to submit again, flagged as helper C's corrigendum does. */
async function flagForReconfirmation(tender: TenderRecord, who: Bidder) {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.bid(tender.id, who.id),
      UpdateExpression: 'SET needs_reconfirmation = :yes, reconfirm_corrigendum = :number',
      ExpressionAttributeValues: { ':yes': true, ':number': 1 },
    }),
  );
}

describe('reminder settings', () => {
  it('are all on until changed, saved as sent, and refused when not booleans', async () => {
    const who = await contractor();
    const initial = await call<ReminderSettingsAnswer>('GET', '/my/reminders', { token: who.token });
    expect(initial.body.data).toEqual({ d7: true, d3: true, h24: true, h2: true });
    const saved = await call<ReminderSettingsAnswer>('PUT', '/my/reminders', {
      token: who.token,
      body: { d7: false, d3: true, h24: true, h2: false },
    });
    expect(saved.body).toEqual({ message: m.remindersSaved, data: { d7: false, d3: true, h24: true, h2: false } });
    const read = await call<ReminderSettingsAnswer>('GET', '/my/reminders', { token: who.token });
    expect(read.body.data).toEqual({ d7: false, d3: true, h24: true, h2: false });
    const bad = await call<ErrorBody>('PUT', '/my/reminders', {
      token: who.token,
      body: { d7: 'yes', d3: true, h24: true, h2: true },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.d7).toEqual([m.remindersInvalid]);
    expect((await call('GET', '/my/reminders')).status).toBe(401);
  });
});

describe('the send-bid-reminders job', () => {
  it('mails each due reminder once, to followers and draft or flagged bidders only, as each account chose', async () => {
    const [inTwoHours, inADay, inThreeDays] = await Promise.all([
      openTender({ closesIn: 2 * HOUR - 300 }),
      openTender({ closesIn: 24 * HOUR - 300 }),
      openTender({ closesIn: 72 * HOUR - 300 }),
    ]);
    const [follower, submitted, flagged, drafter, quiet] = await Promise.all([
      contractor(),
      contractor(),
      contractor(),
      contractor(),
      contractor(),
    ]);
    for (const tender of [inTwoHours, inADay, inThreeDays]) await follow(tender, follower);
    for (const who of [submitted, flagged]) {
      expect((await submit(inTwoHours.id, who, bidBody(distinctiveRates()))).status).toBe(201);
    }
    await flagForReconfirmation(inTwoHours, flagged);
    expect((await call('POST', `/tenders/${inADay.id}/bids/start`, { token: drafter.token })).status).toBe(201);
    await follow(inTwoHours, quiet);
    await follow(inADay, quiet);
    const off = await call('PUT', '/my/reminders', {
      token: quiet.token,
      body: { d7: true, d3: true, h24: true, h2: false },
    });
    expect(off.status).toBe(200);

    await runJob();
    await runJob();

    const two = await reminders(follower, inTwoHours);
    expect(two).toHaveLength(1);
    expect(two[0]!.subject).toMatch(/closes in 1 hour 5\d minutes$/);
    expect(two[0]!.body.text).toContain('2 hours before the deadline');
    expect(two[0]!.body.text).toContain(' IST');
    expect(two[0]!.body.text).toContain(`/tender/${inTwoHours.id}`);
    expect(two[0]!.body.text).toContain('/my-bids');
    expect((await reminders(follower, inADay)).map((mail) => mail.body.text)).toEqual([
      expect.stringContaining('24 hours before the deadline'),
    ]);
    expect((await reminders(follower, inThreeDays)).map((mail) => mail.body.text)).toEqual([
      expect.stringContaining('3 days before the deadline'),
    ]);

    expect(await reminders(submitted, inTwoHours)).toHaveLength(0);
    const flaggedMails = await reminders(flagged, inTwoHours);
    expect(flaggedMails).toHaveLength(1);
    expect(flaggedMails[0]!.body.text).toContain('submit it again');
    expect(await reminders(drafter, inADay)).toHaveLength(1);
    expect(await reminders(quiet, inTwoHours)).toHaveLength(0);
    expect(await reminders(quiet, inADay)).toHaveLength(1);
  }, 60_000);
});
