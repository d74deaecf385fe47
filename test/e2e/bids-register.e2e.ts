/// <reference lib="dom" />
// The register of sealed bids on a closed tender's page, on a phone: two bids go in
// before a deadline a few seconds away, the close job runs, and the page shows the digests and the
// root, recomputes the root in the browser, and answers yes to a bidder's digest and no to another.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BidReceipt } from '@tender/shared/schemas/bid-submission';
import { openPage, useBrowser } from '../support/browser';
import { approvedContractor, closeAfter, submitBidThroughApi, tenderOpenFor } from './bids-support';
import { PHONE, unexpected } from './page-support';

const browser = useBrowser();

let tender: { id: number; project_name: string };
let receipts: BidReceipt[];

beforeAll(async () => {
  const bidders = await Promise.all([approvedContractor('register-a'), approvedContractor('register-b')]);
  const open = await tenderOpenFor(25);
  tender = open;
  receipts = [];
  for (const bidder of bidders) receipts.push(await submitBidThroughApi(bidder.token, open.id));
  await closeAfter(open.bid_submission_end_date);
}, 180_000);

describe('the register of sealed bids', () => {
  it('shows the digests and root of a closed tender and tells a bidder whether its receipt is in it', async () => {
    const { page, consoleErrors } = await openPage(browser(), `/tender/${tender.id}`, PHONE);
    await page.getByRole('heading', { level: 1, name: tender.project_name }).waitFor({ timeout: 20_000 });
    // The page is complete as rendered; the app, which asks for the register, starts when the visitor acts.
    await page.mouse.move(40, 40);
    const register = page.getByRole('region', { name: 'Register of sealed bids' });
    await register.getByTestId('register-root').waitFor({ timeout: 20_000 });
    const digests = await register.getByTestId('register-digests').locator('li code').allTextContents();
    expect([...digests].sort()).toEqual(receipts.map((receipt) => receipt.digest).sort());

    const box = register.getByRole('textbox', { name: /Is my receipt in the register/ });
    await register.getByText('The root recomputed in your browser matches the published root.').waitFor();
    await box.fill(` ${receipts[0]!.digest.toUpperCase()} `);
    await register.getByRole('button', { name: 'Check my receipt' }).click();
    await register.getByText("Yes: your receipt's digest is in the register.").waitFor();
    await box.fill('0'.repeat(64));
    await register.getByRole('button', { name: 'Check my receipt' }).click();
    await register.getByText('No: this digest is not in the register.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });
});
