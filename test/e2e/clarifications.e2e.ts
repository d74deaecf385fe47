/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import { clarificationMessages as m } from '@tender/shared/clarification-messages';
import { formatIst } from '@tender/shared/schemas/tender-dates';
import { nextSequenceValue } from '../../functions/data/sequences';
import { putTender } from '../../functions/data/tenders-repository';
import { updateUser } from '../../functions/data/users-repository';
import { createAccount } from '../support/accounts';
import { openPage, useBrowser } from '../support/browser';
import { stackUrl } from '../support/stack-url';
import { sampleTenderRecord } from '../support/tender-records';
import { fillLogin } from './accounts-support';
import { DATA_PAGE_SHARED_SECONDS, DATA_PAGE_STALE_SECONDS } from '../../web/server/data-pages';
import { labelled, PHONE, reloadUntilVisible, unexpected } from './page-support';

// The browser: a contractor asks on a phone, the Admin answers from the tender's
// inbox, and the answer shows on the tender page to anyone, without who asked.

const browser = useBrowser();
const at = (seconds: number) => formatIst(new Date(Date.now() + seconds * 1000));

async function openTender() {
  const record = sampleTenderRecord(await nextSequenceValue('tender'), {
    project_name: `Clarified works ${Math.random().toString(36).slice(2, 8)}`,
    published_date: at(-86_400),
    clarification_start_date: at(-60),
    clarification_end_date: at(3600),
    bid_submission_start_date: at(-3600),
    bid_submission_end_date: at(86_400),
    bid_opening_date: at(90_000),
  });
  await putTender(record);
  return record;
}

async function account(role: 'Contractor' | 'Admin', name: string) {
  const created = await createAccount({ role });
  await updateUser(created, { name });
  return created;
}

/** Logs in from /login and comes back to `pathname`, as a visitor following a link would. */
async function loggedInAt(credentials: { email: string; password: string }, pathname: string, phone = false) {
  const opened = await openPage(browser(), `/login?next=${encodeURIComponent(pathname)}`, phone ? PHONE : {});
  await fillLogin(opened.page, credentials.email, credentials.password);
  await opened.page.waitForURL(stackUrl(pathname));
  return opened;
}

describe('pre-bid clarifications', () => {
  it('a contractor asks on a phone, the Admin answers in the inbox, and the answer is public without the asker', async () => {
    const tender = await openTender();
    const company = `Asking Builders ${Math.random().toString(36).slice(2, 8)}`;
    const [contractor, admin] = await Promise.all([account('Contractor', company), account('Admin', 'Test Admin')]);
    const question = 'Is the excavated soil to be carted away by the contractor?';
    const answer = 'Yes, to the municipal dump within 5 km, at the contractor’s cost.';

    const asker = await loggedInAt(contractor, `/tender/${tender.id}`, true);
    const section = asker.page.getByRole('region', { name: 'Clarifications' });
    await section.getByText(m.noAnswersYet).waitFor();
    await labelled(section, 'Your question').fill(question);
    await section.getByRole('button', { name: 'Ask a question' }).click();
    await section.getByText(m.asked).waitFor();
    await section.getByText('Awaiting an answer').waitFor();
    expect(await asker.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const answerer = await loggedInAt(admin, `/tender/${tender.id}`);
    await answerer.page.getByRole('link', { name: 'Answer questions (1 awaiting an answer)' }).click();
    await answerer.page.waitForURL(stackUrl(`/tender/${tender.id}/clarifications`));
    const questions = answerer.page.getByRole('list', { name: 'Questions' });
    await questions.getByText(`by ${company}`, { exact: false }).waitFor();
    await labelled(questions, 'Answer').fill(answer);
    await questions.getByRole('button', { name: 'Publish answer' }).click();
    await questions.getByText(`A. ${answer}`).waitFor();
    expect(unexpected(answerer.consoleErrors)).toEqual([]);

    const visitor = await openPage(browser(), `/tender/${tender.id}`, PHONE);
    const answered = visitor.page.getByRole('list', { name: 'Answered questions' });
    await answered.getByText(`A. ${answer}`).waitFor();
    expect(await answered.getByText(`Q. ${question}`).isVisible()).toBe(true);
    expect(await visitor.page.getByText(company).count()).toBe(0);
    expect(unexpected(visitor.consoleErrors)).toEqual([]);

    // The public list is cached like the page (10 s, then served stale while refreshed): the asker sees
    // the answer within that, as the mail tells it at once.
    const answeredForAsker = asker.page.getByRole('list', { name: 'Answered questions' }).getByText(`A. ${answer}`);
    await reloadUntilVisible(
      asker.page,
      answeredForAsker,
      (DATA_PAGE_SHARED_SECONDS + DATA_PAGE_STALE_SECONDS + 5) * 1000,
    );
    await asker.page.getByRole('region', { name: 'Clarifications' }).getByText('Answered', { exact: true }).waitFor();
    expect(unexpected(asker.consoleErrors)).toEqual([]);
    for (const opened of [asker, answerer, visitor]) await opened.page.context().close();
  });
});
