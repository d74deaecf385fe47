/// <reference lib="dom" />
// A visitor on a phone checks a bid receipt on /receipts/verify: a genuine one passes, the same
// receipt with its digest changed does not, and a mistyped field is named.
import { receiptMessages as m } from '@tender/shared/bid-messages';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from '../support/browser';
import { signedReceipt } from '../support/receipts';
import { fill, PHONE, unexpected } from './page-support';

const browser = useBrowser();

describe('checking a bid receipt', () => {
  it('says a genuine receipt is genuine and an altered one is not, on a phone', async () => {
    const receipt = await signedReceipt();
    const { page, consoleErrors } = await openPage(browser(), '/receipts/verify', PHONE);
    await page.getByRole('heading', { name: 'Check a bid receipt', level: 1 }).waitFor();
    await fill(page, {
      'Bid reference': receipt.bid_reference,
      'Tender id': String(receipt.tender_id),
      'Time of submission (UTC)': receipt.submitted_at,
      'Digest (SHA-256)': receipt.digest,
      Signature: receipt.signature,
    });
    await page.getByRole('button', { name: 'Check receipt' }).click();
    await page.getByText(m.genuine).waitFor();

    await fill(page, { 'Digest (SHA-256)': `b${receipt.digest.slice(1)}` });
    await page.getByRole('button', { name: 'Check receipt' }).click();
    await page.getByText(m.notGenuine).waitFor();
    expect(await page.getByText(m.genuine).count()).toBe(0);

    await fill(page, { 'Digest (SHA-256)': 'not a digest' });
    await page.getByRole('button', { name: 'Check receipt' }).click();
    await page.getByText(m.digest).waitFor();
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });
});
