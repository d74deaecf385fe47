/// <reference lib="dom" />
// Browser: one contractor's whole bid in Chromium, on a phone and on a desktop.
// The rate sheet is downloaded from the page, filled in here (as Excel would save it) and uploaded
// back; a document goes up with its progress bar; the tender fee and EMD are paid in the sandbox
// checkout; the bid is submitted before a deadline about a minute away and its receipt checked on
// /receipts/verify. After the deadline the close job runs (the test stack schedules none) and the
// tender shows on Closed tenders with its one bid, and on its page the register holds the receipt.
import { randomBytes } from 'node:crypto';
import { receiptMessages } from '@tender/shared/bid-messages';
import {
  formatPaise,
  lineAmountPaise,
  paiseInWords,
  paiseToRupeeText,
  rateToPaise,
  totalPaise,
} from '@tender/shared/money';
import { paymentMessages } from '@tender/shared/payment-messages';
import type { BidReceipt, SubmitBidAnswer } from '@tender/shared/schemas/bid-submission';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TenderRecord } from '../../functions/data/tenders-repository';
import { fillRateSheet } from '../../web/src/features/bids/rate-sheet/rate-sheet-fixtures';
import { rateSheetMessages } from '../../web/src/features/bids/rate-sheet/rate-sheet-messages';
import { readXlsx } from '../../web/src/features/bids/rate-sheet/xlsx-read';
import { contractor, openTender, type Bidder } from '../support/bidding';
import { openPage, useBrowser } from '../support/browser';
import { stackUrl } from '../support/stack-url';
import { closeAfter, downloadedBytes } from './bids-support';
import { escape, PHONE, unexpected } from './page-support';

const browser = useBrowser();

/**
 * The walk takes about 10 s on an idle machine: a window six times that survives a busy 2-core
 * machine, and the test still waits only a minute for the deadline.
 */
const BID_WINDOW_SECONDS = 60;
const CHARGES = { is_paid: true, tender_fee: 1180, emd_amount: 25000 };
/** Tender fee and EMD together, as the checkout's Pay button shows it. */
const CHARGES_SHOWN = '26,180.00';
/** By work item id (openTender's three items); typed in the spreadsheet as numbers. */
const RATES: Record<number, string> = { 1: '4650.50', 2: '61250.75', 3: '312' };
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FILLED_SHEET = 'rate-sheet-filled.xlsx';

type SeenProgress = { progressSeen: number[] };

const ratePaise = (id: number) => rateToPaise(RATES[id]!)!;

const expectedTotal = (tender: TenderRecord) =>
  totalPaise(tender.tender_material_works.map((item) => ({ quantity: item.quantity, ratePaise: ratePaise(item.id) })));

async function logInAs(page: Page, bidder: Bidder): Promise<void> {
  await page.goto(stackUrl('/login'));
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(bidder.email);
  await page.getByLabel(/^Password\s*\*?$/).fill(bidder.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(stackUrl('/dashboard'), { timeout: 20_000 });
}

async function openBidPage(page: Page, tender: TenderRecord): Promise<void> {
  await page.goto(stackUrl(`/tender/${tender.id}`));
  await page.getByRole('heading', { level: 1, name: tender.project_name }).waitFor({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Bid on this tender' }).click();
  await page.waitForURL(stackUrl(`/tenders/${tender.id}/bid`));
  await page.getByText(/^Time left /).waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Start a bid' }).click();
}

/** The sheet's row of each item, found by the Item id in column A as a bidder would find it. */
function rowsOfItems(sheet: Uint8Array): Map<number, number> {
  const read = readXlsx(sheet);
  if (!read.ok) throw new Error(`the downloaded rate sheet does not read: ${read.problem}`);
  return new Map(
    read.rows.flatMap(({ row, cells }) => {
      const id = cells.get(0);
      return id?.kind === 'number' ? [[Number(id.text), row] as const] : [];
    }),
  );
}

async function fillRatesFromSheet(page: Page, tender: TenderRecord): Promise<void> {
  const cover = page.getByRole('region', { name: 'Financial cover' });
  const sheet = await downloadedBytes(page, () =>
    cover.getByRole('button', { name: 'Download rate sheet (.xlsx)' }).click(),
  );
  const rows = rowsOfItems(sheet);
  expect([...rows.keys()].sort()).toEqual(tender.tender_material_works.map((item) => item.id).sort());
  const filled = fillRateSheet(sheet, Object.fromEntries([...rows].map(([id, row]) => [row, RATES[id]!])));
  await cover
    .getByLabel('Upload filled rate sheet')
    .setInputFiles({ name: FILLED_SHEET, mimeType: XLSX_TYPE, buffer: Buffer.from(filled) });
  await cover.getByText(rateSheetMessages.read(rows.size, FILLED_SHEET)).waitFor({ timeout: 20_000 });

  // The page orders its items (by work type); each row is found by its description.
  for (const item of tender.tender_material_works) {
    const input = cover.getByLabel(new RegExp(`^Rate for item \\d+: ${escape(item.item_description)}$`));
    expect(await input.inputValue()).toBe(paiseToRupeeText(ratePaise(item.id)));
  }
  const amounts = await cover.locator('[data-part="line-amount"]').allTextContents();
  const expected = tender.tender_material_works.map((item) =>
    formatPaise(lineAmountPaise(item.quantity, ratePaise(item.id))),
  );
  expect([...amounts].sort()).toEqual(expected.sort());
  const total = expectedTotal(tender);
  expect(await cover.getByTestId('bid-total').textContent()).toBe(`Total ${formatPaise(total)}`);
  expect(await cover.getByTestId('bid-total-words').textContent()).toBe(paiseInWords(total));
}

/** Records every value the technical cover's progress bars take, however briefly shown. */
async function watchProgress(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as SeenProgress).progressSeen = seen;
    const cover = document.querySelector('section[aria-label="Technical cover"]')!;
    const record = () => {
      for (const bar of Array.from(cover.querySelectorAll('[role="progressbar"]'))) {
        const value = bar.getAttribute('aria-valuenow');
        if (value !== null && seen.at(-1) !== Number(value)) seen.push(Number(value));
      }
    };
    new MutationObserver(record).observe(cover, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
  return () => page.evaluate(() => (window as unknown as SeenProgress).progressSeen);
}

/**
 * A slow uplink (Chromium's own network emulation) so the bar moves as a real one does; the latency
 * holds the storage's answer back until the bar has shown the last byte sent.
 */
async function withSlowUpload<T>(page: Page, run: () => Promise<T>): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  const conditions = { offline: false, latency: 300, downloadThroughput: -1 };
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { ...conditions, uploadThroughput: 256 * 1024 });
  try {
    return await run();
  } finally {
    await cdp.send('Network.emulateNetworkConditions', { ...conditions, latency: 0, uploadThroughput: -1 });
    await cdp.detach();
  }
}

async function attachDocument(page: Page): Promise<void> {
  const cover = page.getByRole('region', { name: 'Technical cover' });
  await cover.getByRole('button', { name: 'Add a document' }).click();
  await cover.getByLabel('Document 1 name').fill('Experience certificate');
  const progress = await watchProgress(page);
  // Half a megabyte of a PDF (its header, random body, its end): two seconds on the slow uplink.
  const buffer = Buffer.concat([Buffer.from('%PDF-1.7\n%'), randomBytes(512 * 1024), Buffer.from('\n%%EOF\n')]);
  await withSlowUpload(page, async () => {
    await cover
      .getByLabel('Document 1 file')
      .setInputFiles({ name: 'experience.pdf', mimeType: 'application/pdf', buffer });
    await cover.getByRole('progressbar').waitFor({ timeout: 20_000 });
    await cover.getByText('experience.pdf', { exact: true }).waitFor({ timeout: 30_000 });
  });
  const values = await progress();
  expect(values.at(-1), `progress seen: ${values.join(', ')}`).toBe(100);
  expect(
    values.some((value) => value > 0 && value < 100),
    `progress seen: ${values.join(', ')}`,
  ).toBe(true);
  expect([...values].sort((a, b) => a - b)).toEqual(values);
  expect(await cover.getByRole('progressbar').count()).toBe(0);
  await cover.getByRole('button', { name: 'Remove file of Document 1 file' }).waitFor();
}

async function payCharges(page: Page): Promise<void> {
  const charges = page.getByRole('region', { name: 'EMD and tender fee' });
  await charges.getByRole('button', { name: 'Pay online' }).click();
  const checkout = page.getByRole('dialog').filter({ hasText: 'Local payment sandbox: no money moves.' });
  await checkout.getByText('Tender fee and EMD').waitFor({ timeout: 20_000 });
  await checkout.getByRole('button', { name: `Pay ₹${CHARGES_SHOWN}` }).click();
  await charges.getByText(paymentMessages.bidPaid).waitFor({ timeout: 20_000 });
  expect(await page.getByRole('dialog').count()).toBe(0);
}

/** Submits (the server's recorded total must be the page's), and answers the receipt and its JSON download. */
async function submit(page: Page, tender: TenderRecord): Promise<{ receipt: BidReceipt; json: Buffer }> {
  await page.getByRole('button', { name: 'Submit bid' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(formatPaise(expectedTotal(tender)), { exact: false }).waitFor();
  const [answer] = await Promise.all([
    page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith(`/api/v1/tenders/${tender.id}/bids`),
      { timeout: 30_000 },
    ),
    dialog.getByRole('button', { name: 'Submit bid' }).click(),
  ]);
  expect(answer.status()).toBe(201);
  const recorded = ((await answer.json()) as SubmitBidAnswer).data;
  expect(recorded.total_paise).toBe(expectedTotal(tender).toString());

  const shown = page.getByRole('region', { name: 'Bid receipt' });
  await shown.waitFor({ timeout: 30_000 });
  await shown.getByText(recorded.receipt.bid_reference, { exact: true }).waitFor();
  await shown.getByText(recorded.receipt.digest, { exact: true }).waitFor();
  const json = await downloadedBytes(page, () =>
    shown.getByRole('button', { name: 'Download receipt (JSON)' }).click(),
  );
  expect(JSON.parse(json.toString('utf8'))).toMatchObject(recorded.receipt);
  return { receipt: recorded.receipt, json };
}

/** The receipt page's own link, the JSON file loaded into the form, and the marketplace's verdict. */
async function verifyReceipt(page: Page, json: Buffer): Promise<void> {
  await page.getByRole('region', { name: 'Bid receipt' }).getByRole('link', { name: 'Check a receipt' }).click();
  await page.getByRole('heading', { level: 1, name: 'Check a bid receipt' }).waitFor({ timeout: 20_000 });
  await page
    .getByLabel(/^Receipt file \(JSON\)/)
    .setInputFiles({ name: 'receipt.json', mimeType: 'application/json', buffer: json });
  await page.getByRole('button', { name: 'Check receipt' }).click();
  await page.getByText(receiptMessages.genuine).waitFor({ timeout: 20_000 });
}

async function findOnClosedTenders(page: Page, tender: TenderRecord): Promise<void> {
  await page.goto(stackUrl('/closed-tenders'));
  await page.getByRole('heading', { level: 1, name: 'Closed Tenders' }).waitFor({ timeout: 20_000 });
  // The page is complete as rendered and its filter works before the app: filled directly, as a person does.
  const filters = page.getByRole('search', { name: 'Filter tenders' });
  await filters.getByLabel('Tender ID').fill(tender.tender_uid);
  await filters.getByRole('button', { name: 'Search' }).click();
  const card = page
    .getByRole('region', { name: 'Tender results' })
    .getByRole('article')
    .filter({ hasText: tender.project_name });
  await card.waitFor({ timeout: 20_000 });
  await card.getByText('1 bid', { exact: true }).waitFor();
  await card.getByRole('link', { name: tender.project_name }).click();
  await page.waitForURL(new RegExp(`/tender/${tender.id}$`));
}

async function expectInRegister(page: Page, tender: TenderRecord, receipt: BidReceipt): Promise<void> {
  await page.getByRole('heading', { level: 1, name: tender.project_name }).waitFor({ timeout: 20_000 });
  await page.getByText(/Closed for bids on .+; under evaluation/).waitFor();
  const register = page.getByRole('region', { name: 'Register of sealed bids' });
  await register.getByTestId('register-root').waitFor({ timeout: 20_000 });
  expect(await register.getByTestId('register-digests').locator('li code').allTextContents()).toEqual([receipt.digest]);
  await register.getByRole('textbox', { name: /Is my receipt in the register/ }).fill(receipt.digest);
  await register.getByRole('button', { name: 'Check my receipt' }).click();
  await register.getByText("Yes: your receipt's digest is in the register.").waitFor();
}

async function bidFromStartToRegister(bidder: Bidder, device: BrowserContextOptions): Promise<void> {
  const tender = await openTender({ closesIn: BID_WINDOW_SECONDS, changes: CHARGES });
  const { page, consoleErrors } = await openPage(browser(), '/', device);
  await logInAs(page, bidder);
  await openBidPage(page, tender);
  await fillRatesFromSheet(page, tender);
  await attachDocument(page);
  await payCharges(page);
  const { receipt, json } = await submit(page, tender);
  expect(Date.now(), 'the walk outran the bid window: widen BID_WINDOW_SECONDS').toBeLessThan(
    Date.parse(tender.bid_submission_end_date),
  );
  await verifyReceipt(page, json);

  await closeAfter(tender.bid_submission_end_date);
  await findOnClosedTenders(page, tender);
  await expectInRegister(page, tender, receipt);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(unexpected(consoleErrors)).toEqual([]);
  await page.context().close();
}

let phoneBidder: Bidder;
let desktopBidder: Bidder;

beforeAll(async () => {
  [phoneBidder, desktopBidder] = await Promise.all([contractor(), contractor()]);
});

/** Runs the walks side by side, so their waits for the deadline overlap; names the one that failed. */
async function allWalks(walks: Record<string, () => Promise<void>>): Promise<void> {
  const named = Object.entries(walks).map(([device, walk]) =>
    walk().catch((error: unknown) => {
      if (error instanceof Error) error.message = `${device}: ${error.message}`;
      throw error;
    }),
  );
  // Both walks end before the test does (their browser contexts close), then the first failure is told.
  const failed = (await Promise.allSettled(named)).find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

describe('a whole bid, from the rate sheet to the register', () => {
  // At once, each its own contractor, tender and browser context: the walk is ~10 s of a minute's window.
  it('on a phone and on a desktop at once: sheet, document, EMD, submit, receipt; after the close, Closed tenders and the register', async () => {
    await allWalks({
      'on a phone': () => bidFromStartToRegister(phoneBidder, PHONE),
      'on a desktop': () => bidFromStartToRegister(desktopBidder, {}),
    });
  }, 180_000);
});
