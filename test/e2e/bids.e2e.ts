/// <reference lib="dom" />
// The contractor's bid page in Chromium against the local stack, on a desktop and on a
// 360 px phone: from the tender page to the bid page, the countdown on the server's clock, Start,
// rates typed with the line amounts and the total as the server computes them, a document attached
// with its progress bar, Submit with a confirmation, and the receipt (PDF made in the browser; JSON
// that the marketplace's own check accepts). Then My Bids lists the bid with its receipt.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatPaise, lineAmountPaise, paiseInWords, rateToPaise, totalPaise } from '@tender/shared/money';
import { BID_REFERENCE_PATTERN, type ReceiptVerdictAnswer } from '@tender/shared/schemas/bids';
import { call } from '../support/api-call';
import { openPage, useBrowser } from '../support/browser';
import type { RegisteredAccount } from '../support/registered-account';
import { stackUrl } from '../support/stack-url';
import { approvedContractor, BID_WORK_ITEMS, downloadedText, tenderOpenFor } from './bids-support';
import { escape, PHONE, pdf, unexpected } from './page-support';
import { logIn } from './profile-support';

const browser = useBrowser();

const RATES = ['4650.50', '312', '61250.75'];

const expectedTotal = () =>
  totalPaise(
    BID_WORK_ITEMS.map((item, index) => ({ quantity: item.quantity, ratePaise: rateToPaise(RATES[index]!)! })),
  );

let tender: { id: number; project_name: string };
let desktopBidder: RegisteredAccount;
let phoneBidder: RegisteredAccount;

beforeAll(async () => {
  [desktopBidder, phoneBidder] = await Promise.all([
    approvedContractor('bid-desktop'),
    approvedContractor('bid-phone'),
  ]);
  tender = await tenderOpenFor(600);
}, 120_000);

async function openBidPageFromTender(page: Page): Promise<void> {
  await page.goto(stackUrl(`/tender/${tender.id}`));
  await page.getByRole('heading', { level: 1, name: tender.project_name }).waitFor({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Bid on this tender' }).click();
  await page.waitForURL(stackUrl(`/tenders/${tender.id}/bid`));
  await page.getByRole('heading', { level: 1, name: tender.project_name }).waitFor({ timeout: 20_000 });
  await page.getByText(/^Time left /).waitFor({ timeout: 20_000 });
}

async function fillRatesAndCheckFigures(page: Page): Promise<void> {
  const cover = page.getByRole('region', { name: 'Financial cover' });
  // The tender page orders its items (by work type); each row is found by its description.
  for (const [index, item] of BID_WORK_ITEMS.entries()) {
    await cover.getByLabel(new RegExp(`^Rate for item \\d+: ${escape(item.item_description)}$`)).fill(RATES[index]!);
  }
  const amounts = await cover.locator('[data-part="line-amount"]').allTextContents();
  const expected = BID_WORK_ITEMS.map((item, index) =>
    formatPaise(lineAmountPaise(item.quantity, rateToPaise(RATES[index]!)!)),
  );
  expect([...amounts].sort()).toEqual([...expected].sort());
  expect(await cover.getByTestId('bid-total').textContent()).toBe(`Total ${formatPaise(expectedTotal())}`);
  expect(await cover.getByTestId('bid-total-words').textContent()).toBe(paiseInWords(expectedTotal()));
}

async function attachDocument(page: Page): Promise<void> {
  const cover = page.getByRole('region', { name: 'Technical cover' });
  await cover.getByRole('button', { name: 'Add a document' }).click();
  await cover.getByLabel('Document 1 name').fill('Experience certificate');
  await cover.getByLabel('Document 1 file').setInputFiles(await pdf('experience.pdf'));
  await cover.getByText('experience.pdf', { exact: true }).waitFor({ timeout: 20_000 });
}

async function submitAndReadReceipt(page: Page): Promise<Record<string, unknown>> {
  await page.getByRole('button', { name: 'Submit bid' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(formatPaise(expectedTotal()), { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Submit bid' }).click();
  const receipt = page.getByRole('region', { name: 'Bid receipt' });
  await receipt.waitFor({ timeout: 30_000 });
  const json = await downloadedText(page, () =>
    receipt.getByRole('button', { name: 'Download receipt (JSON)' }).click(),
  );
  return JSON.parse(json) as Record<string, unknown>;
}

async function expectGenuine(receipt: Record<string, unknown>): Promise<void> {
  expect(receipt.tender_id).toBe(tender.id);
  expect(String(receipt.bid_reference)).toMatch(BID_REFERENCE_PATTERN);
  const { status, body } = await call<ReceiptVerdictAnswer>('POST', '/receipts/verify', { body: receipt });
  expect(status).toBe(200);
  expect(body.data.valid).toBe(true);
}

describe('bidding on a tender', () => {
  it('on a desktop: tender page -> bid page -> rates, a document -> submit -> receipt; My Bids lists it', async () => {
    const { page, consoleErrors } = await openPage(browser(), '/');
    await logIn(page, desktopBidder.email);
    await openBidPageFromTender(page);
    await page.getByRole('button', { name: 'Start a bid' }).click();
    await fillRatesAndCheckFigures(page);
    await attachDocument(page);
    const receipt = await submitAndReadReceipt(page);
    await expectGenuine(receipt);
    const pdfText = await downloadedText(page, () =>
      page.getByRole('region', { name: 'Bid receipt' }).getByRole('button', { name: 'Download receipt (PDF)' }).click(),
    );
    expect(pdfText.startsWith('%PDF-')).toBe(true);
    await page.getByRole('button', { name: 'Revise bid' }).waitFor();
    await page.getByRole('button', { name: 'Withdraw bid' }).waitFor();

    await page.goto(stackUrl('/my-bids'));
    const card = page.getByRole('listitem').filter({ hasText: tender.project_name });
    await card.waitFor({ timeout: 20_000 });
    await card.getByText(`Receipt ${String(receipt.bid_reference)}`).waitFor();
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });

  it('on a phone: the same walk fits the screen (the rates table scrolls in its own box)', async () => {
    const { page, consoleErrors } = await openPage(browser(), '/', PHONE);
    await logIn(page, phoneBidder.email);
    await openBidPageFromTender(page);
    await page.getByRole('button', { name: 'Start a bid' }).click();
    await fillRatesAndCheckFigures(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const receipt = await submitAndReadReceipt(page);
    await expectGenuine(receipt);
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });
});
