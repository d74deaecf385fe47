import { describe, expect, it } from 'vitest';
import { clarificationMailSubject } from '../../functions/domain/clarifications/clarification-mail';
import { handler as closeTenders } from '../../functions/handlers/jobs/close-tenders';
import { handler as mailTenderNews } from '../../functions/handlers/jobs/mail-tender-news';
import { createAccount, loginToken, mailsTo } from '../support/accounts';
import { call } from '../support/api-call';
import { at, bidBody, contractor, distinctiveRates, openTender, submit } from '../support/bidding';

// The followers' news: the mail-tender-news job reads the tender events of the
// audit feed and mails each follower once per event, whatever runs twice; a bidder already mailed
// the close (or an asker the answer) by the existing mails gets no second one.

const waitUntil = async (iso: string) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(iso) - Date.now()) + 300));

const follow = async (tenderId: number, token: string) =>
  expect((await call('PUT', `/tenders/${tenderId}/follow`, { token })).status).toBe(200);

const subjects = async (email: string) => (await mailsTo(email)).map((mail) => mail.subject);
const count = (list: readonly string[], subject: string) => list.filter((entry) => entry === subject).length;

describe('the followers’ news job', () => {
  it('mails each follower once per close, answer and cancel, and nobody a mail they already had', async () => {
    const follower = await createAccount({ role: 'Subscriber' });
    const followerToken = await loginToken(follower);
    const admin = await loginToken(await createAccount({ role: 'Admin' }));

    // A question answered: the asker follows too, and has the answer's own mail.
    const questioned = await openTender({
      closesIn: 86_400,
      changes: { clarification_start_date: at(-60), clarification_end_date: at(3600) },
    });
    const asker = await contractor();
    await follow(questioned.id, followerToken);
    await follow(questioned.id, asker.token);
    const asked = await call<{ data: { id: number } }>('POST', `/tenders/${questioned.id}/clarifications/ask`, {
      token: asker.token,
      body: { question: 'Is the excavated soil to be carted away by the contractor?' },
    });
    expect(asked.status).toBe(201);
    const answered = await call('POST', `/tenders/${questioned.id}/clarifications/${asked.body.data.id}/answer`, {
      token: admin,
      body: { answer: 'Yes: within 5 km, at the contractor’s cost.' },
    });
    expect(answered.status).toBe(200);

    // Cancelled: a bidder with a started bid hears of the cancel (no other mail says it), even after
    // it stopped following the tender: its EMD goes back, whatever its bid's state.
    const cancelled = await openTender({ closesIn: 86_400 });
    const starter = await contractor();
    expect((await call('POST', `/tenders/${cancelled.id}/bids/start`, { token: starter.token })).status).toBe(201);
    expect((await call('DELETE', `/tenders/${cancelled.id}/follow`, { token: starter.token })).status).toBe(200);
    await follow(cancelled.id, followerToken);
    const cancel = await call('POST', `/admin/tenders/${cancelled.id}/cancel`, {
      token: admin,
      body: { reason: 'Scope revised by the client' },
    });
    expect(cancel.status).toBe(200);

    // Made last, as it closes in a few seconds: a live bid (the bidder follows it by its bid).
    const closing = await openTender({ closesIn: 12 });
    const bidder = await contractor();
    expect((await submit(closing.id, bidder, bidBody(distinctiveRates()))).status).toBe(201);
    await follow(closing.id, followerToken);

    await waitUntil(closing.bid_submission_end_date);
    await closeTenders();
    const first = await mailTenderNews();
    expect(first.sent).toBeGreaterThanOrEqual(4);
    await mailTenderNews();

    const closedNews = `Tender ${closing.tender_uid} is closed for bids`;
    const answerNews = `Tender ${questioned.tender_uid}: a question has been answered`;
    const cancelNews = `Tender ${cancelled.tender_uid} is cancelled`;
    const toFollower = await subjects(follower.email);
    expect([closedNews, answerNews, cancelNews].map((subject) => count(toFollower, subject))).toEqual([1, 1, 1]);

    // The live bidder had the close mail with its receipt's line, and no news of the close besides.
    const toBidder = await subjects(bidder.email);
    expect(count(toBidder, `Tender closed: ${closing.tender_uid}, register of sealed bids published`)).toBe(1);
    expect(count(toBidder, closedNews)).toBe(0);
    // The asker had the answer's mail, and no news of it besides.
    const toAsker = await subjects(asker.email);
    expect(count(toAsker, clarificationMailSubject(questioned.tender_uid))).toBe(1);
    expect(count(toAsker, answerNews)).toBe(0);
    expect(count(await subjects(starter.email), cancelNews)).toBe(1);

    const mails = await mailsTo(follower.email);
    const answerMail = mails.find((mail) => mail.subject === answerNews)!;
    expect(answerMail.body.text).toContain('Is the excavated soil to be carted away by the contractor?');
    expect(answerMail.body.text).toContain('Yes: within 5 km, at the contractor’s cost.');
    expect(answerMail.body.text).toContain(`/tender/${questioned.id}`);
    expect(answerMail.body.text).not.toContain(asker.email);
    const cancelMail = mails.find((mail) => mail.subject === cancelNews)!;
    expect(cancelMail.body.text).toContain('Scope revised by the client');
    expect(cancelMail.body.text).toContain('because you follow this tender');
  }, 90_000);
});
