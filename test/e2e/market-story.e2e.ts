/// <reference lib="dom" />
// Browser: the whole story after the deadline, in Chromium. Three bidders' sealed
// bids reach the opening through the API (test/support/opening.ts); from there everything is done on
// the pages: the two openers (an Admin and the organisation, each in its own session on a desktop)
// open the technical covers, the organisation qualifies two bids and disqualifies one with reason,
// clause and note, that bidder reads it on My Bids on a phone and sends a representation, the Admin
// (the other evaluator) upholds it from the link in its mail, which ends the wait for the window
// (functions/domain/market/financial-gate.ts), both openers open the financial covers, the
// comparative statement ranks L1 and L2, the organisation awards L1, Results of Tenders lists it,
// every bidder's mails are read back from the local mailbox and the winner's dashboard shows its award.
import { awardMessages } from '@tender/shared/award-messages';
import { evaluationMessages, openingMessages } from '@tender/shared/opening-messages';
import { openingNextStep } from '@tender/shared/opening-next-step';
import { formatPaise } from '@tender/shared/money';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { representationMailSubject } from '../../functions/domain/evaluation/evaluation-mails';
import { latestMail, linkIn } from '../support/accounts';
import { openPage, useBrowser } from '../support/browser';
import { tenderReadyToOpen, type TenderReadyToOpen } from '../support/opening';
import { stackUrl } from '../support/stack-url';
import {
  confirmCover,
  decide,
  expectStoryMails,
  openedBidCard,
  signedInAt,
  storyBidders,
  visitTenderPage,
  type Disqualification,
  type SignedInPage,
  type StoryBidder,
} from './market-story-support';
import { labelled, pdf, PHONE, unexpected } from './page-support';

const browser = useBrowser();

const DISQUALIFICATION: Disqualification = {
  reasonCode: 'experience',
  clause: 'NIT clause 4.2 (b): two similar works of 80% value',
  note: 'Only one completed work of the required value was shown.',
};
const REPRESENTATION =
  'Our second similar work, the Ring road flyover, is in the certificate attached; please see page 2.';
const ANSWER = 'The certificate attached is for a work of 40% of the value asked; the decision stands.';

let ready: TenderReadyToOpen;
/** In the order of the bid totals: the two lowest are qualified (L1, L2); the highest is disqualified. */
let winner: StoryBidder;
let second: StoryBidder;
let disqualified: StoryBidder;

beforeAll(async () => {
  ready = await tenderReadyToOpen({ bidders: 3 });
  [winner, second, disqualified] = storyBidders(ready.bidders, ready.submissions).sort((a, b) =>
    a.totalPaise < b.totalPaise ? -1 : 1,
  ) as [StoryBidder, StoryBidder, StoryBidder];
}, 120_000);

const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function closeClean({ page, consoleErrors }: SignedInPage): Promise<void> {
  expect(unexpected(consoleErrors)).toEqual([]);
  await page.context().close();
}

/** The bidder's card on My Bids (its only bid). */
const myBid = (page: Page) =>
  page.getByRole('list', { name: 'My bids' }).getByRole('listitem').filter({ hasText: ready.tender.tender_uid });

async function openTechnicalCovers(admin: SignedInPage, organization: SignedInPage): Promise<void> {
  const id = ready.tender.id;
  await confirmCover(await visitTenderPage(admin.page, id), 'technical', false);
  const record = await confirmCover(await visitTenderPage(organization.page, id), 'technical', true);
  expect(await record!.locator('tbody tr').count()).toBe(3);
  expect(await record!.getByRole('cell', { name: 'Yes', exact: true }).count()).toBe(3);
}

async function evaluateAll(organization: SignedInPage): Promise<void> {
  const { page } = organization;
  await page.getByRole('link', { name: 'Evaluate the opened bids' }).click();
  await page.waitForURL(stackUrl(`/tenders/${ready.tender.id}/evaluation`));
  await decide(page, winner.name);
  await decide(page, second.name);
  await decide(page, disqualified.name, DISQUALIFICATION);
  await openedBidCard(page, disqualified.name).getByText('Reason: Experience').waitFor();
  // A bid is not qualified: the financial opening waits for its representation window.
  await page.getByText(/^The technical covers are opened\. A bidder may send a representation until /).waitFor();
}

async function sendRepresentation(phone: SignedInPage): Promise<void> {
  const card = myBid(phone.page);
  const outcome = card.getByRole('region', { name: 'Outcome' });
  await outcome.getByText('Not qualified', { exact: true }).waitFor({ timeout: 20_000 });
  await outcome.getByText('Experience', { exact: true }).waitFor();
  await outcome.getByText(DISQUALIFICATION.clause, { exact: true }).waitFor();
  await outcome.getByText(DISQUALIFICATION.note, { exact: true }).waitFor();
  await outcome.getByTestId('representation-window').waitFor();
  expect(await fitsThePhone(phone.page)).toBe(true);

  await outcome.locator('summary', { hasText: 'Send a representation' }).click();
  const form = outcome.getByRole('form', { name: 'Send a representation' });
  await labelled(form, 'Your representation').fill(REPRESENTATION);
  const document = await pdf('work-certificate.pdf');
  await form.getByLabel('Supporting document (optional)').setInputFiles(document);
  await form.getByText(document.name, { exact: true }).waitFor({ timeout: 20_000 });
  await form.getByRole('button', { name: 'Send the representation' }).click();
  await outcome.getByText(evaluationMessages.representationSent).waitFor({ timeout: 20_000 });
  await outcome.getByRole('region', { name: 'Your representation' }).getByText(REPRESENTATION).waitFor();
}

/** The Admin, the other evaluator, follows the mailed link and upholds the decision. */
async function upholdFromTheMail(admin: SignedInPage): Promise<void> {
  const subject = representationMailSubject(ready.tender.tender_uid, disqualified.ref);
  const mail = await latestMail(ready.admin.email, subject);
  await admin.page.goto(stackUrl(linkIn(mail, `/tenders/${ready.tender.id}/evaluation`).pathname));
  const card = openedBidCard(admin.page, disqualified.name);
  await card.getByText(REPRESENTATION).waitFor({ timeout: 20_000 });
  await card.getByText('Document attached: work-certificate.pdf', { exact: false }).waitFor();
  await admin.page.getByText(`The technical covers are opened. ${openingMessages.representationPending}`).waitFor();
  const form = card.getByRole('form', { name: `Answer to the representation of ${disqualified.name}` });
  await labelled(form, 'Answer').fill(ANSWER);
  await form.getByLabel('Uphold the decision').check();
  await form.getByRole('button', { name: 'Send answer' }).click();
  await card.getByText(/^Decision upheld on /).waitFor({ timeout: 20_000 });
  // Every representation is answered: no window left to wait for.
  await admin.page.getByText(openingNextStep.financialReady, { exact: true }).waitFor();
}

/** No window to wait for: the only representation is answered, so the financial covers open at once. */
async function openFinancialCovers(admin: SignedInPage, organization: SignedInPage): Promise<void> {
  const id = ready.tender.id;
  await confirmCover(await visitTenderPage(admin.page, id), 'financial', false);
  const section = await visitTenderPage(organization.page, id);
  const result = section.getByRole('table', { name: 'Technical result' });
  await result.waitFor({ timeout: 20_000 });
  expect(await result.getByRole('cell', { name: 'Qualified', exact: true }).count()).toBe(2);
  await result.getByRole('row', { name: new RegExp(`${disqualified.name}.*Not qualified.*Experience`) }).waitFor();
  const record = await confirmCover(section, 'financial', true);
  expect(await record!.locator('tbody tr').count()).toBe(2);
}

/** The statement ranks the two qualified bids by their totals; the organisation awards L1 (chosen at first). */
async function awardL1(organization: SignedInPage): Promise<void> {
  const { page } = organization;
  await page.goto(stackUrl(`/tenders/${ready.tender.id}/comparative-statement`));
  const ranks = page.getByRole('region', { name: 'Ranks and totals' });
  await ranks.waitFor({ timeout: 20_000 });
  const rows = ranks.locator('tbody tr');
  expect(await rows.count()).toBe(2);
  for (const [index, bidder] of [winner, second].entries()) {
    const row = rows.nth(index);
    expect(await row.getByRole('cell').first().textContent()).toBe(`L${index + 1}`);
    expect(await row.getByRole('rowheader').textContent()).toBe(bidder.name);
    expect(await row.getByRole('cell').nth(1).textContent()).toBe(formatPaise(bidder.totalPaise));
  }
  const form = page.getByRole('form', { name: 'Award of contract' });
  expect(await form.getByRole('radio', { name: new RegExp(`L1.*${winner.name}`) }).isChecked()).toBe(true);
  await form.getByRole('button', { name: 'Award the tender' }).click();
  await form.getByRole('button', { name: 'Confirm award' }).click();
  await page.getByText(awardMessages.awarded(ready.tender.tender_uid, winner.name)).waitFor({ timeout: 20_000 });
  const aoc = page.getByTestId('aoc');
  await aoc.getByText(winner.name, { exact: true }).waitFor();
  await aoc.getByText(formatPaise(winner.totalPaise), { exact: true }).waitFor();
  await aoc.getByText('3 bids', { exact: true }).waitFor();
}

async function expectOnResultsOfTenders(): Promise<void> {
  const uid = ready.tender.tender_uid;
  const visitor = await openPage(browser(), `/awarded-tenders?tender_id=${encodeURIComponent(uid)}`);
  const card = visitor.page.getByRole('article').filter({ hasText: uid });
  await card.waitFor({ timeout: 20_000 });
  await card.getByText(`${winner.name} for ${formatPaise(winner.totalPaise)}`, { exact: true }).waitFor();
  await card.getByText('3 bids').waitFor();
  await closeClean(visitor);
}

async function expectWinnersDashboard(): Promise<void> {
  const phone = await signedInAt(browser(), winner, '/dashboard', PHONE);
  const figures = phone.page.getByLabel('Your figures');
  await figures.waitFor({ timeout: 20_000 });
  const awardedCount = figures.locator('dt', { hasText: /^Awarded Bids$/ }).locator('xpath=following-sibling::dd');
  expect(await awardedCount.textContent()).toBe('1');
  const awarded = phone.page.getByRole('region', { name: 'Awarded Bids' }).getByRole('listitem');
  expect(await awarded.count()).toBe(1);
  await awarded.getByRole('link', { name: `${ready.tender.tender_uid}: ${ready.tender.project_name}` }).waitFor();
  await awarded.getByText(`Awarded ${formatPaise(winner.totalPaise)} on `, { exact: false }).waitFor();
  expect(await fitsThePhone(phone.page)).toBe(true);
  await closeClean(phone);
}

describe('the market after the deadline, in the browser', () => {
  it('two openers, three bidders, one representation upheld, the statement, the award to L1, mails and dashboard', async () => {
    const [admin, organization] = await Promise.all([
      signedInAt(browser(), ready.admin, `/tender/${ready.tender.id}`),
      signedInAt(browser(), ready.organization, `/tender/${ready.tender.id}`),
    ]);
    await openTechnicalCovers(admin, organization);
    await evaluateAll(organization);

    const phone = await signedInAt(browser(), disqualified, '/my-bids', PHONE);
    await sendRepresentation(phone);
    await upholdFromTheMail(admin);
    await phone.page.reload();
    await myBid(phone.page).getByText('Upheld: the bid stays not qualified.').waitFor({ timeout: 20_000 });
    expect(await fitsThePhone(phone.page)).toBe(true);
    await closeClean(phone);

    await openFinancialCovers(admin, organization);
    await closeClean(admin);
    await awardL1(organization);
    await closeClean(organization);

    await expectOnResultsOfTenders();
    await expectStoryMails({
      tenderUid: ready.tender.tender_uid,
      winner,
      second,
      disqualified,
      disqualification: DISQUALIFICATION,
      answer: ANSWER,
    });
    await expectWinnersDashboard();
  }, 120_000);
});
