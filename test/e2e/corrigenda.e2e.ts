/// <reference lib="dom" />
// Corrigenda in Chromium against the local stack: the Admin edits a published tender
// that has a bid, sees the corrigendum it will publish, gives the reason and saves; the public tender
// page shows it field by field; the bidder, on a 360 px phone, reads "needs re-confirmation" on the
// bid page and My Bids, and submits again, after which the notice is gone.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { corrigendumMessages as m } from '@tender/shared/corrigendum-messages';
import { formatIst } from '@tender/shared/schemas/tender-dates';
import { tenderForm, tokenOf } from '../api/admin-support';
import { adminTenderActions } from '../api/admin-tenders-support';
import { openPage, useBrowser } from '../support/browser';
import type { RegisteredAccount } from '../support/registered-account';
import { stackUrl } from '../support/stack-url';
import { ADMIN, heading, logIn as adminLogIn, region } from './admin-support';
import { approvedContractor, BID_WORK_ITEMS, submitBidThroughApi } from './bids-support';
import { escape, labelled, PHONE, unexpected } from './page-support';
import { logIn } from './profile-support';

const browser = useBrowser();

const REASON = 'EMD exemption allowed for registered MSEs, as the client asked.';

let tender: { id: number; project_name: string };
let bidder: RegisteredAccount;

/**
 * A published tender taking bids now for twenty minutes, its dates in whole minutes as the form
 * sends them (so a save changes only what the test changes), its document download starting after
 * it is published (a rule the form holds to).
 */
async function tenderTakingBids(): Promise<{ id: number; project_name: string }> {
  const token = await tokenOf('Admin');
  const { draft, publish } = adminTenderActions(() => token);
  const minute = Math.floor(Date.now() / 60_000) * 60_000;
  const at = (minutes: number) => formatIst(new Date(minute + minutes * 60_000));
  const created = await draft(
    tenderForm({
      document_download_sale_start_date: at(3),
      document_download_sale_end_date: at(20),
      clarification_start_date: at(3),
      clarification_end_date: at(10),
      pre_bid_meeting_date: at(5),
      bid_submission_start_date: at(0),
      bid_submission_end_date: at(20),
      bid_opening_date: at(30),
      is_paid: false,
      tender_fee: 0,
      emd_amount: 0,
      emd_percentage: 0,
      tender_material_works: BID_WORK_ITEMS,
    }),
  );
  const published = await publish(created.id);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return { id: created.id, project_name: String(created.project_name) };
}

beforeAll(async () => {
  bidder = await approvedContractor('corrigendum-phone');
  // Twenty minutes of bidding: a third of it is left long after the corrigendum.
  tender = await tenderTakingBids();
  await submitBidThroughApi(bidder.token, tender.id);
}, 120_000);

async function issueCorrigendum(page: Page): Promise<void> {
  await adminLogIn(page, ADMIN);
  await page.goto(stackUrl(`/admin/tenders/${tender.id}/edit`));
  await heading(page, /^Edit /);
  const exemption = page.getByRole('checkbox', { name: 'EMD exemption allowed', exact: true });
  await exemption.focus();
  await page.keyboard.press('Space');
  const preview = region(page, 'The corrigendum');
  await preview.getByText('EMD exemption allowed', { exact: true }).waitFor({ timeout: 20_000 });
  await preview.getByText(/every submitted bid must be submitted again/).waitFor();
  await labelled(preview, 'Reason for the corrigendum').fill(REASON);
  await page.getByRole('button', { name: 'Save tender' }).click();
  await page.waitForURL(stackUrl(`/admin/tenders/${tender.id}`), { timeout: 20_000 });
  await page.getByText(m.published(1)).waitFor({ timeout: 20_000 });
}

async function resubmitOnPhone(page: Page): Promise<void> {
  await page.goto(stackUrl(`/tenders/${tender.id}/bid`));
  await page.getByText(m.needsReconfirmation(1)).waitFor({ timeout: 20_000 });
  const cover = page.getByRole('region', { name: 'Financial cover' });
  for (const item of BID_WORK_ITEMS) {
    await cover.getByLabel(new RegExp(`^Rate for item \\d+: ${escape(item.item_description)}$`)).fill('250');
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.getByRole('button', { name: 'Revise bid' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revise bid' }).click();
  await page.getByText(m.needsReconfirmation(1)).waitFor({ state: 'detached', timeout: 30_000 });
}

describe('a corrigendum of a tender with a bid', () => {
  it('the Admin issues it, the public page shows the diff, the bidder on a phone re-confirms', async () => {
    const admin = await openPage(browser(), '/');
    await issueCorrigendum(admin.page);
    expect(unexpected(admin.consoleErrors)).toEqual([]);
    await admin.page.context().close();

    const visitor = await openPage(browser(), `/tender/${tender.id}`);
    await heading(visitor.page, tender.project_name);
    const section = region(visitor.page, 'Corrigenda');
    await section.getByRole('heading', { name: 'Corrigendum 1' }).waitFor({ timeout: 20_000 });
    await section.getByText(REASON).waitFor();
    const changes = section.getByRole('list', { name: 'Changes of corrigendum 1' });
    await changes.getByText('EMD exemption allowed', { exact: true }).waitFor();
    await changes.getByText('Was: No').waitFor();
    await changes.getByText('Now: Yes').waitFor();
    await visitor.page.context().close();

    const phone = await openPage(browser(), '/', PHONE);
    await logIn(phone.page, bidder.email);
    await phone.page.goto(stackUrl('/my-bids'));
    const card = phone.page.getByRole('listitem').filter({ hasText: tender.project_name });
    await card.getByText(m.needsReconfirmation(1)).waitFor({ timeout: 20_000 });
    await resubmitOnPhone(phone.page);
    await phone.page.goto(stackUrl('/my-bids'));
    await phone.page.getByRole('listitem').filter({ hasText: tender.project_name }).waitFor({ timeout: 20_000 });
    expect(await phone.page.getByText(m.needsReconfirmation(1)).count()).toBe(0);
    expect(unexpected(phone.consoleErrors)).toEqual([]);
    await phone.page.context().close();
  }, 180_000);
});
