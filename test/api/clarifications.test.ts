import { beforeAll, describe, expect, it } from 'vitest';
import { clarificationMessages as m } from '@tender/shared/clarification-messages';
import { formatIstDateTime } from '@tender/shared/format';
import { formatIst } from '@tender/shared/schemas/tender-dates';
import type {
  AnswerClarificationAnswer,
  AskClarificationAnswer,
  ClarificationInboxAnswer,
  MyClarificationListAnswer,
  PublicClarificationListAnswer,
} from '@tender/shared/schemas/clarifications';
import { putStartedBid } from '../../functions/data/bids-repository';
import { nextSequenceValue } from '../../functions/data/sequences';
import { putTender, type TenderRecord } from '../../functions/data/tenders-repository';
import { putSuppression } from '../../functions/data/suppression-repository';
import { updateUser } from '../../functions/data/users-repository';
import { call, type ErrorBody } from '../support/api-call';
import { createAccount, loginToken, mailsTo, latestMail, type TestAccount } from '../support/accounts';
import { sampleTenderRecord } from '../support/tender-records';

// Pre-bid clarifications: a verified Contractor asks within the tender's clarification
// window (by the server's clock); the tender's organisation and the Admin see who asked and answer
// once; the public sees answered questions only, never the asker; every asker and bidder is mailed.

const at = (seconds: number) => formatIst(new Date(Date.now() + seconds * 1000));
const window = (startSeconds: number, endSeconds: number) => ({
  clarification_start_date: at(startSeconds),
  clarification_end_date: at(endSeconds),
});

/** A published active tender written through the data layer, its dates as given (bids close in a day). */
async function sequenceTender(overrides: Partial<TenderRecord>): Promise<TenderRecord> {
  const record = sampleTenderRecord(await nextSequenceValue('tender'), {
    published_date: at(-86_400),
    bid_submission_start_date: at(-3600),
    bid_submission_end_date: at(86_400),
    bid_opening_date: at(90_000),
    ...overrides,
  });
  await putTender(record);
  return record;
}

type Member = { account: TestAccount; token: string };
async function member(role: 'Contractor' | 'Organization' | 'Builder' | 'Admin', name?: string): Promise<Member> {
  const created = await createAccount({ role });
  const account = name ? { ...(await updateUser(created, { name })), password: created.password } : created;
  return { account, token: await loginToken(account) };
}

const ask = (
  tenderId: number,
  token: string,
  question = 'Is the excavated soil to be carted away by the contractor?',
) =>
  call<AskClarificationAnswer & ErrorBody>('POST', `/tenders/${tenderId}/clarifications/ask`, {
    token,
    body: { question },
  });
const answer = (tenderId: number, id: number, token: string, text = 'Yes: within 5 km, at the contractor’s cost.') =>
  call<AnswerClarificationAnswer & ErrorBody>('POST', `/tenders/${tenderId}/clarifications/${id}/answer`, {
    token,
    body: { answer: text },
  });
const inbox = (tenderId: number, token: string) =>
  call<ClarificationInboxAnswer & ErrorBody>('GET', `/tenders/${tenderId}/clarifications/inbox`, { token });
const publicList = (tenderId: number) =>
  call<PublicClarificationListAnswer>('GET', `/tenders/${tenderId}/clarifications`);

let admin: Member;
let owner: Member;
let contractor: Member;

beforeAll(async () => {
  [admin, owner, contractor] = await Promise.all([
    member('Admin'),
    member('Organization'),
    member('Contractor', `Asker One ${Math.random().toString(36).slice(2, 8)}`),
  ]);
});

describe('asking a question', () => {
  it('takes a verified contractor’s question inside the window, trimmed, and shows it to its asker only', async () => {
    const tender = await sequenceTender(window(-60, 3600));
    const { status, body } = await ask(tender.id, contractor.token, '   Which grade of cement is allowed?   ');
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({
      error: false,
      message: m.asked,
      data: { tender_id: tender.id, question: 'Which grade of cement is allowed?', state: 'open', answer: null },
    });
    const mine = await call<MyClarificationListAnswer>('GET', `/my/clarifications?tender_id=${tender.id}`, {
      token: contractor.token,
    });
    expect(mine.body.data.map((question) => question.id)).toEqual([body.data.id]);
    const other = await member('Contractor');
    const theirs = await call<MyClarificationListAnswer>('GET', `/my/clarifications?tender_id=${tender.id}`, {
      token: other.token,
    });
    expect(theirs.body.data).toEqual([]);
  });

  it('refuses before the window opens and after it closes, naming the window in India time', async () => {
    const early = await sequenceTender(window(600, 3600));
    const late = await sequenceTender(window(-3600, -5));
    for (const tender of [early, late]) {
      const { status, body } = await ask(tender.id, contractor.token);
      expect(status).toBe(409);
      expect(body.message).toContain(formatIstDateTime(tender.clarification_start_date));
      expect(body.message).toContain(formatIstDateTime(tender.clarification_end_date));
    }
    expect((await ask(early.id, contractor.token)).body.message).toContain('not opened yet');
    expect((await ask(late.id, contractor.token)).body.message).toContain('has closed');
  });

  it('refuses a tender closed for bids, a draft or an unknown tender', async () => {
    const closed = await sequenceTender({ ...window(-60, 3600), bid_submission_end_date: at(-1) });
    expect(await ask(closed.id, contractor.token)).toMatchObject({ status: 409, body: { message: m.tenderNotOpen } });
    const draft = await sequenceTender({ ...window(-60, 3600), status: 'draft', published_date: null });
    expect((await ask(draft.id, contractor.token)).status).toBe(404);
    expect((await ask(999_999_999, contractor.token)).status).toBe(404);
  });

  it('refuses an unverified contractor, other roles and bad text', async () => {
    const tender = await sequenceTender(window(-60, 3600));
    const unverified = await createAccount({ role: 'Contractor', verified: false });
    expect((await ask(tender.id, await loginToken(unverified))).status).toBe(403);
    for (const role of ['Organization', 'Builder', 'Admin'] as const) {
      const { token } = role === 'Organization' ? owner : role === 'Admin' ? admin : await member(role);
      expect(await ask(tender.id, token), role).toMatchObject({ status: 403, body: { message: m.contractorsOnly } });
    }
    expect(
      (await call('POST', `/tenders/${tender.id}/clarifications/ask`, { body: { question: 'x'.repeat(20) } })).status,
    ).toBe(401);
    const short = await ask(tender.id, contractor.token, '  too short ');
    expect(short).toMatchObject({ status: 400, body: { errors: { question: [m.questionTooShort] } } });
    const long = await ask(tender.id, contractor.token, 'q'.repeat(2001));
    expect(long).toMatchObject({ status: 400, body: { errors: { question: [m.questionTooLong] } } });
    const unsafe = await ask(tender.id, contractor.token, 'Is this \u202Ereversed text allowed?');
    expect(unsafe).toMatchObject({ status: 400, body: { errors: { question: [m.questionUnsafe] } } });
  });
});

describe('the inbox and the answer', () => {
  it('shows questions with who asked to the tender’s organisation and the Admin, and to nobody else', async () => {
    const tender = await sequenceTender({ ...window(-60, 3600), organization_id: owner.account.id });
    const asked = await ask(tender.id, contractor.token);
    expect(asked.status).toBe(201);
    for (const token of [owner.token, admin.token]) {
      const { status, body } = await inbox(tender.id, token);
      expect(status).toBe(200);
      expect(body.data.tender).toMatchObject({ id: tender.id, tender_uid: tender.tender_uid });
      expect(body.data.clarifications).toEqual([
        expect.objectContaining({
          id: asked.body.data.id,
          state: 'open',
          asker: { user_id: contractor.account.id, company_name: contractor.account.name },
        }),
      ]);
    }
    const stranger = await member('Organization');
    expect(await inbox(tender.id, stranger.token)).toMatchObject({ status: 403, body: { message: m.inboxForbidden } });
    expect((await inbox(tender.id, contractor.token)).status).toBe(403);
    expect((await answer(tender.id, asked.body.data.id, stranger.token)).status).toBe(403);
    expect((await answer(tender.id, asked.body.data.id, contractor.token)).status).toBe(403);
    // A tender without an owner: only the Admin.
    const unowned = await sequenceTender(window(-60, 3600));
    expect((await inbox(unowned.id, owner.token)).status).toBe(403);
    expect((await inbox(unowned.id, admin.token)).status).toBe(200);
  });

  it('publishes the answer once, without the asker, and mails every asker and bidder without naming the asker', async () => {
    const tender = await sequenceTender({ ...window(-60, 3600), organization_id: owner.account.id });
    const [second, bidder, suppressedBidder] = await Promise.all([
      member('Contractor', `Asker Two ${Math.random().toString(36).slice(2, 8)}`),
      member('Contractor'),
      member('Contractor'),
    ]);
    // Whole started bids, as starting one writes them: other files' jobs read every bid of a due tender.
    const startedAt = new Date().toISOString();
    for (const { account } of [bidder, suppressedBidder]) {
      await putStartedBid({
        tender_id: tender.id,
        contractor_id: account.id,
        bid_reference: `BID-${tender.id}-${account.id}`,
        state: 'started',
        submission: 0,
        started_at: startedAt,
        submitted_at: null,
        withdrawn_at: null,
        updated_at: startedAt,
        receipt: null,
        sealed: null,
      });
    }
    await putSuppression({
      email: suppressedBidder.account.email,
      reason: 'bounce',
      detail: 'General',
      suppressed_at: new Date().toISOString(),
      ses_message_id: 'test-message',
    });
    const first = await ask(tender.id, contractor.token, 'Is the site accessible to 20 t trucks?');
    const other = await ask(tender.id, second.token, 'May the steel be Fe 550D instead of Fe 500D?');
    expect([first.status, other.status]).toEqual([201, 201]);
    expect((await publicList(tender.id)).body.data).toEqual([]);

    const text = 'Fe 550D is allowed, with mill test certificates.';
    const answered = await answer(tender.id, other.body.data.id, owner.token, `  ${text}  `);
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body).toMatchObject({ message: m.answered, data: { state: 'answered', answer: text } });
    expect(await answer(tender.id, other.body.data.id, admin.token)).toMatchObject({
      status: 409,
      body: { message: m.alreadyAnswered },
    });
    expect((await answer(tender.id, 999_999_999, admin.token)).status).toBe(404);

    const published = await publicList(tender.id);
    expect(published.status).toBe(200);
    expect(published.body.data).toEqual([
      {
        id: other.body.data.id,
        question: 'May the steel be Fe 550D instead of Fe 500D?',
        answer: text,
        answered_at: answered.body.data.answered_at,
      },
    ]);
    expect(JSON.stringify(published.body)).not.toContain(second.account.name);

    const subject = `Clarification answered: tender ${tender.tender_uid}`;
    for (const follower of [contractor, second, bidder]) {
      const mail = await latestMail(follower.account.email, subject);
      expect(mail.body.text).toContain(text);
      expect(mail.body.text).toContain(`/tender/${tender.id}`);
      for (const part of [mail.body.text, mail.body.html, mail.subject]) {
        expect(part).not.toContain(second.account.email);
        if (follower !== second) expect(part).not.toContain(second.account.name);
      }
    }
    expect((await mailsTo(contractor.account.email)).filter((mail) => mail.subject === subject)).toHaveLength(1);
    expect(await mailsTo(suppressedBidder.account.email)).toEqual([]);
    expect(await mailsTo(owner.account.email)).toEqual([]);
  });
});
