/// <reference lib="dom" />
// The people of test/e2e/market-story.e2e.ts and what each does on its pages: a signed-in page per
// person (its own browser context), an opener's confirmation on the tender page, an evaluator's
// decision on one opened bid, and the mails every bidder must have received by the end of the story.
import { evaluationMessages, openingMessages, reasonLabels } from '@tender/shared/opening-messages';
import type { SubmitBidAnswer } from '@tender/shared/schemas/bid-submission';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { awardMailSubject, regretMailSubject } from '../../functions/domain/award/award-mails';
import { evaluationMailSubject, representationAnswerSubject } from '../../functions/domain/evaluation/evaluation-mails';
import { latestMail } from '../support/accounts';
import type { Bidder } from '../support/bidding';
import { openPage } from '../support/browser';
import { stackUrl } from '../support/stack-url';
import { fillLogin } from './accounts-support';
import { escape, labelled } from './page-support';

export type SignedInPage = { page: Page; consoleErrors: string[] };

export type Disqualification = { reasonCode: 'experience'; clause: string; note: string };

/** A bidder with its sealed bid as the submission answered it. */
export type StoryBidder = Bidder & { name: string; ref: string; totalPaise: bigint };

/** The name the opening gives a bid (the bidder's company, test/support/bidding.ts). */
export const companyOf = (bidder: { id: number }) => `Bidder ${bidder.id} Infra`;

export function storyBidders(bidders: readonly Bidder[], submissions: readonly SubmitBidAnswer['data'][]) {
  return bidders.map((bidder, index): StoryBidder => ({
    ...bidder,
    name: companyOf(bidder),
    ref: submissions[index]!.receipt.bid_reference,
    totalPaise: BigInt(submissions[index]!.total_paise),
  }));
}

/** Logs in through the form, in its own context, and lands on `pathname` as the login's `next`. */
export async function signedInAt(
  browser: Browser,
  account: { email: string; password: string },
  pathname: string,
  device: BrowserContextOptions = {},
): Promise<SignedInPage> {
  const opened = await openPage(browser, `/login?next=${encodeURIComponent(pathname)}`, device);
  await fillLogin(opened.page, account.email, account.password);
  await opened.page.waitForURL(stackUrl(pathname), { timeout: 20_000 });
  return opened;
}

/** A public page complete as rendered starts its app when the visitor acts (web/src/app/start/held-taps.ts). */
export async function visitTenderPage(page: Page, tenderId: number): Promise<Locator> {
  await page.goto(stackUrl(`/tender/${tenderId}`));
  // Two steps: a page visited before keeps the pointer where it was, and only a movement counts.
  await page.mouse.move(40, 40);
  await page.mouse.move(48, 52);
  return page.getByRole('region', { name: 'Opening of bids' });
}

/** An opener's click on the tender page; the first of two is recorded, the second opens the covers. */
export async function confirmCover(section: Locator, cover: 'technical' | 'financial', opens: boolean) {
  await section.getByRole('button', { name: `Confirm opening of ${cover} covers` }).click({ timeout: 20_000 });
  if (!opens) {
    await section.getByText(openingMessages.confirmed).waitFor({ timeout: 20_000 });
    await section.getByText(openingMessages.alreadyConfirmed).waitFor();
    return null;
  }
  const record = section.getByRole('table', { name: `Opening record of the ${cover} covers` });
  await record.waitFor({ timeout: 30_000 });
  return record;
}

/** The card of one opened bid on the evaluation page, found by the bidder's name as an evaluator reads it. */
export const openedBidCard = (page: Page, bidderName: string) =>
  page.getByRole('list', { name: 'Opened bids' }).getByRole('listitem', { name: bidderName, exact: true });

/** An evaluator's decision on one bid: qualified, or not qualified with the reason, the clause and a note. */
export async function decide(page: Page, bidderName: string, disqualification?: Disqualification): Promise<void> {
  const card = openedBidCard(page, bidderName);
  const form = card.getByRole('form', { name: `Evaluation of ${bidderName}` });
  await form.waitFor({ timeout: 20_000 });
  if (disqualification) {
    await form.getByLabel('Not qualified', { exact: true }).check();
    await form.getByLabel(/Reason/).selectOption(disqualification.reasonCode);
    await labelled(form, 'Clause of the tender not met').fill(disqualification.clause);
    await labelled(form, 'Note to the bidder').fill(disqualification.note);
  } else {
    await form.getByLabel('Qualified', { exact: true }).check();
  }
  await form.getByRole('button', { name: 'Save decision' }).click();
  await form.getByText(evaluationMessages.saved).waitFor({ timeout: 20_000 });
  await card
    .getByTestId('decision')
    .getByText(disqualification ? 'Not qualified' : 'Qualified', { exact: true })
    .waitFor();
}

/** The body of the newest mail to `bidder` with this subject (it must have arrived). */
const mailText = async (bidder: { email: string }, subject: string) =>
  (await latestMail(bidder.email, subject)).body.text ?? '';

type MailWithFiles = { attachments?: { filename: string; contentType: string; content: string }[] };

export type StoryMails = {
  tenderUid: string;
  winner: StoryBidder;
  second: StoryBidder;
  disqualified: StoryBidder;
  disqualification: Disqualification;
  answer: string;
};

/** What each bidder's mailbox holds at the end: both opening records, its decision, the answer, the award or a regret. */
export async function expectStoryMails(story: StoryMails): Promise<void> {
  const { tenderUid: uid, winner, second, disqualified, disqualification } = story;
  for (const bidder of [winner, second, disqualified]) {
    const ownLine = new RegExp(`${escape(bidder.ref)} \\(${escape(bidder.name)}\\): .*\\(your bid\\)`);
    expect(await mailText(bidder, `Bids opened: ${uid}, technical covers`)).toMatch(ownLine);
    // Every bidder is mailed the financial record too; a bid not qualified is not in it (never opened).
    const qualified = bidder !== disqualified;
    const financial = await mailText(bidder, `Bids opened: ${uid}, financial covers`);
    expect(financial.includes(bidder.ref), `${bidder.ref} in the financial record`).toBe(qualified);
    expect(ownLine.test(financial)).toBe(qualified);
    expect(await mailText(bidder, evaluationMailSubject(uid, bidder.ref, qualified))).toContain(
      qualified ? 'technically qualified' : 'Your bid is not qualified',
    );
  }
  const decision = await mailText(disqualified, evaluationMailSubject(uid, disqualified.ref, false));
  expect(decision).toContain(`Reason: ${reasonLabels[disqualification.reasonCode]}`);
  expect(decision).toContain(disqualification.clause);
  expect(decision).toContain(disqualification.note);
  const answered = await mailText(disqualified, representationAnswerSubject(uid, disqualified.ref));
  expect(answered).toContain('The decision is upheld');
  expect(answered).toContain(story.answer);

  const letter = (await latestMail(winner.email, awardMailSubject(uid))) as Awaited<ReturnType<typeof latestMail>> &
    MailWithFiles;
  expect(letter.body.text).toContain(winner.ref);
  const pdf = letter.attachments?.find((file) => file.contentType === 'application/pdf');
  expect(Buffer.from(pdf?.content ?? '', 'base64').toString('latin1')).toMatch(/^%PDF-/);
  expect(await mailText(second, regretMailSubject(uid))).toContain(`Your bid ${second.ref} ranked L2`);
  const regret = await mailText(disqualified, regretMailSubject(uid));
  expect(regret).toContain(`Your bid ${disqualified.ref} was not technically qualified`);
}
