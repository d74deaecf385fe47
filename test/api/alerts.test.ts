import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { savedSearchMessages as m } from '@tender/shared/saved-search-messages';
import type { SavedSearchAnswer, UnsubscribeAnswer } from '@tender/shared/schemas/saved-searches';
import { handler as alertJob } from '../../functions/handlers/jobs/alert-new-tenders';
import { handler as digestJob } from '../../functions/handlers/jobs/mail-daily-digests';
import { call, type ErrorBody } from '../support/api-call';
import { createAccount, linkIn, loginToken, mailsTo } from '../support/accounts';
import { stackUrl, viewerHeaders } from '../support/stack-url';
import { tokenOf } from './admin-support';
import { adminTenderActions } from './admin-tenders-support';

// End to end: tenders published through the Admin's API, the jobs' handlers run as
// the scheduler would (twice: a job that runs twice mails once), the mails read back from the
// local SES server (aws-ses-v2-local keeps SESv2 Content.Simple.Headers in its store), and the
// unsubscribe link used from the page's flow (GET then POST) and as RFC 8058 one-click.

type StoredMail = Awaited<ReturnType<typeof mailsTo>>[number] & { headers?: { name: string; value: string }[] };

let admin: string;
const tenders = adminTenderActions(() => admin);

beforeAll(async () => {
  admin = await tokenOf('Admin');
});

/** A word no other tender's project name holds: the searches below match only this file's tenders. */
const uniqueWord = () => `zq${randomUUID().replaceAll('-', '').slice(0, 10)}`;

async function publishTender(projectName: string, changes: Record<string, unknown> = {}): Promise<number> {
  const draft = await tenders.draft({ project_name: projectName, ...changes });
  const published = await tenders.publish(draft.id);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return draft.id;
}

async function saveSearch(token: string, changes: Record<string, unknown>) {
  const body = { name: 'Hostels', instant: true, digest: false, digest_hour: 8, ...changes };
  const created = await call<SavedSearchAnswer & ErrorBody>('POST', '/my/saved_searches', { token, body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data;
}

const runAlertJobTwice = async () => {
  await alertJob();
  await alertJob();
};

const header = (mail: StoredMail, name: string) => mail.headers?.find((entry) => entry.name === name)?.value;

describe('instant alerts', () => {
  it('mails a matching tender once, nothing for one that does not match, with the unsubscribe headers', async () => {
    const word = uniqueWord();
    const account = await createAccount({ role: 'Subscriber' });
    const search = await saveSearch(await loginToken(account), {
      name: `Hostels ${word}`,
      keywords: word,
      work_type: 2,
    });

    const matching = await publishTender(`Girls hostel ${word} at Baner`);
    await publishTender(`Boys hostel ${word} at Aundh`, { material_work_type_id: 1 });
    await publishTender(`Road works at Kothrud ${uniqueWord()}`);
    await runAlertJobTwice();

    const mails = (await mailsTo(account.email)) as StoredMail[];
    expect(mails.map((mail) => mail.subject)).toEqual([m.alertSubject(`Girls hostel ${word} at Baner`)]);
    const [mail] = mails;
    expect(mail!.body.text).toContain(m.whyYouGotThis(`Hostels ${word}`));
    expect(mail!.body.text).toContain(`/tender/${matching}`);
    const page = linkIn(mail!, '/alerts/unsubscribe');
    expect(page.searchParams.get('token')).toMatch(new RegExp(`^${search.id}-${account.id}-`));
    expect(header(mail!, 'List-Unsubscribe')).toBe(
      `<${new URL(`/api/v1/alerts/unsubscribe?token=${page.searchParams.get('token')}`, page).toString()}>`,
    );
    expect(header(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('stops after the link’s page flow: GET tells, POST stops, idempotently', async () => {
    const word = uniqueWord();
    const account = await createAccount({ role: 'Contractor' });
    await saveSearch(await loginToken(account), { name: `Pune ${word}`, keywords: word });
    await publishTender(`Hostel ${word} phase 1`);
    await runAlertJobTwice();
    const [mail] = await mailsTo(account.email);
    const token = linkIn(mail!, '/alerts/unsubscribe').searchParams.get('token')!;

    const shown = await call<UnsubscribeAnswer>('GET', `/alerts/unsubscribe?token=${token}`);
    expect(shown).toMatchObject({
      status: 200,
      body: { message: m.unsubscribeAsk(`Pune ${word}`), data: { searches: [`Pune ${word}`], stopped: false } },
    });
    for (let click = 0; click < 2; click += 1) {
      const stopped = await call<UnsubscribeAnswer>('POST', `/alerts/unsubscribe?token=${token}`);
      expect(stopped).toMatchObject({
        status: 200,
        body: { message: m.unsubscribeDone(`Pune ${word}`), data: { stopped: true } },
      });
    }

    await publishTender(`Hostel ${word} phase 2`);
    await runAlertJobTwice();
    expect(await mailsTo(account.email)).toHaveLength(1);
  });

  it('stops by the List-Unsubscribe header’s one-click POST (RFC 8058)', async () => {
    const word = uniqueWord();
    const account = await createAccount({ role: 'Subscriber' });
    await saveSearch(await loginToken(account), { name: `Header ${word}`, keywords: word });
    await publishTender(`Hostel ${word} block A`);
    await runAlertJobTwice();
    const [mail] = (await mailsTo(account.email)) as StoredMail[];
    const oneClick = new URL(header(mail!, 'List-Unsubscribe')!.slice(1, -1));

    const response = await fetch(stackUrl(`${oneClick.pathname}${oneClick.search}`), {
      method: 'POST',
      headers: { ...viewerHeaders(), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);

    await publishTender(`Hostel ${word} block B`);
    await runAlertJobTwice();
    expect(await mailsTo(account.email)).toHaveLength(1);
  });

  it('refuses a token that is not signed by us, naming token', async () => {
    // A well-formed token with a wrong signature: the domain's answer.
    const forged = await call<ErrorBody>('GET', `/alerts/unsubscribe?token=1-2-${'A'.repeat(43)}`);
    expect(forged).toMatchObject({ status: 400, body: { errors: { token: [m.unsubscribeInvalid] } } });
    expect((await call('POST', `/alerts/unsubscribe?token=1-2-${'A'.repeat(43)}`)).status).toBe(400);
    // A malformed one: the query's schema (as the data export's link).
    const malformed = await call<ErrorBody>('POST', '/alerts/unsubscribe?token=nonsense');
    expect(malformed).toMatchObject({ status: 400, body: { errors: { 'query.token': [m.unsubscribeInvalid] } } });
  });
});

describe('daily digest', () => {
  it('holds every match of the day once, in one mail, however often the job runs', async () => {
    const word = uniqueWord();
    const account = await createAccount({ role: 'Contractor' });
    const token = await loginToken(account);
    const hourNow = new Date(Date.now() + 330 * 60_000).getUTCHours();
    // Two searches that both match the first tender: it is listed once.
    await saveSearch(token, {
      name: `Digest ${word}`,
      keywords: word,
      instant: false,
      digest: true,
      digest_hour: hourNow,
    });
    await saveSearch(token, {
      name: `Digest Baner ${word}`,
      keywords: `${word} Baner`,
      instant: false,
      digest: true,
      digest_hour: hourNow,
    });
    const first = `Baner hostel ${word}`;
    const second = `Aundh library ${word}`;
    await publishTender(first);
    await publishTender(second);
    await publishTender(`Unrelated ${uniqueWord()}`);

    await digestJob();
    await digestJob();

    const mails = await mailsTo(account.email);
    expect(mails.map((mail) => mail.subject)).toEqual([m.digestSubject(2)]);
    const text = mails[0]!.body.text!;
    expect(text.split(first)).toHaveLength(2);
    expect(text.split(second)).toHaveLength(2);
    expect(text).toContain('/alerts/unsubscribe?token=0-');
  });
});
