/// <reference lib="dom" />
// The browser, on a phone: an opener confirms the technical opening on the tender
// page, a second opener's confirmation opens the covers, the opening record shows each bid's digest
// match, and the evaluator downloads an opened document and marks a bid not qualified with its reason.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluationMessages, openingMessages } from '@tender/shared/opening-messages';
import { openPage, useBrowser } from '../support/browser';
import { confirmOpening, tenderReadyToOpen, type TenderReadyToOpen } from '../support/opening';
import { stackUrl } from '../support/stack-url';
import { fillLogin } from './accounts-support';
import { PHONE, unexpected } from './page-support';

const browser = useBrowser();

let ready: TenderReadyToOpen;

beforeAll(async () => {
  ready = await tenderReadyToOpen({ bidders: 2 });
}, 180_000);

async function loggedInAt(credentials: { email: string; password: string }, pathname: string) {
  const opened = await openPage(browser(), `/login?next=${encodeURIComponent(pathname)}`, PHONE);
  await fillLogin(opened.page, credentials.email, credentials.password);
  await opened.page.waitForURL(stackUrl(pathname));
  return opened;
}

const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the opening of bids in the browser', () => {
  it('two openers open the technical covers; the evaluator reads a document and decides with a reason', async () => {
    const { tender, admin, organization } = ready;
    const { page, consoleErrors } = await loggedInAt(admin, `/tender/${tender.id}`);
    const section = page.getByRole('region', { name: 'Opening of bids' });
    await section.getByRole('button', { name: 'Confirm opening of technical covers' }).click({ timeout: 20_000 });
    await section.getByText(openingMessages.confirmed).waitFor();
    await section.getByText(openingMessages.alreadyConfirmed).waitFor();

    const second = await confirmOpening(tender, 'technical', organization);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    await page.reload();
    // The page as rendered is complete; the app, which asks for the opening, starts when the visitor acts.
    await page.mouse.move(40, 40);
    const record = section.getByRole('table', { name: 'Opening record of the technical covers' });
    await record.waitFor({ timeout: 20_000 });
    expect(await record.locator('tbody tr').count()).toBe(2);
    expect(await record.getByRole('cell', { name: 'Yes', exact: true }).count()).toBe(2);
    expect(await fitsThePhone(page)).toBe(true);

    await section.getByRole('link', { name: 'Evaluate the opened bids' }).click();
    await page.waitForURL(stackUrl(`/tenders/${tender.id}/evaluation`));
    const bids = page.getByRole('list', { name: 'Opened bids' });
    await bids.waitFor({ timeout: 20_000 });
    const first = bids.locator(':scope > li').first();

    const download = page.waitForEvent('download');
    await first
      .getByRole('button', { name: /^Download / })
      .first()
      .click();
    const saved = await (await download).path();
    const bytes = await readFile(saved);
    expect(ready.documents.some((document) => document.equals(bytes))).toBe(true);

    const form = first.getByRole('form', { name: /^Evaluation of / });
    await form.getByLabel('Not qualified').check();
    await form.getByRole('button', { name: 'Save decision' }).click();
    await form.getByText(evaluationMessages.reasonCode).waitFor();
    await form.getByText(evaluationMessages.clause).waitFor();
    await form.getByText(evaluationMessages.note).waitFor();
    await form.getByLabel(/Reason/).selectOption('turnover');
    await form.getByLabel(/Clause of the tender/).fill('4.2 Average annual turnover');
    await form.getByLabel(/Note to the bidder/).fill('The turnover shown is below the minimum of the clause.');
    await form.getByRole('button', { name: 'Save decision' }).click();
    await form.getByText(evaluationMessages.saved).waitFor({ timeout: 20_000 });
    await first.getByText('Reason: Turnover').waitFor();
    expect(await fitsThePhone(page)).toBe(true);
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });
});
