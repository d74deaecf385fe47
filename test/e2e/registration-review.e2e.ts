/// <reference lib="dom" />
// Chromium on a 360 px phone: a contractor whose registration the consultancy
// rejected logs in, reads the remark on its dashboard, follows "Correct your profile", corrects a
// tab, asks for review again, and sees the registration pending (bidding waits for the approval).
// The contractor is made the way people make one (test/support/registered-account.ts); the Admin's
// rejection goes through the API.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { registrationReviewMessages as m } from '@tender/shared/registration-review-messages';
import { createAccount, loginToken } from '../support/accounts';
import { call } from '../support/api-call';
import { openPage, useBrowser } from '../support/browser';
import { profileOf, registerContractor, type RegisteredAccount } from '../support/registered-account';
import { stackUrl } from '../support/stack-url';
import { fill, labelled, PHONE, unexpected } from './page-support';
import { heading, logIn, openTab, recordSaves, save } from './profile-support';

const browser = useBrowser();

const REMARK = 'The contact person’s mobile number does not answer. Please give one that does.';

let contractor: RegisteredAccount;

beforeAll(async () => {
  const [admin, registered] = await Promise.all([
    createAccount({ role: 'Admin' }).then(loginToken),
    registerContractor('e2e-review-vendor'),
  ]);
  contractor = registered;
  const rejected = await call('POST', `/admin/registrants/${contractor.id}/review`, {
    token: admin,
    body: { decision: 'reject', remark: REMARK },
  });
  if (rejected.status !== 200) throw new Error(`the rejection answered ${rejected.status}`);
}, 120_000);

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('a rejected registration on a phone', () => {
  it(
    'shows the remark, leads to the profile, and goes back for review once corrected',
    { timeout: 180_000 },
    async () => {
      const { page, consoleErrors } = await openPage(browser(), '/login', PHONE);
      const sent = recordSaves(page);
      await logIn(page, contractor.email);

      // The dashboard: the decision, the remark as written, and what to do next.
      await heading(page, 'Contractor Dashboard');
      const notice = page.getByRole('alert').filter({ hasText: m.rejectedTitle });
      await notice.waitFor({ timeout: 20_000 });
      await notice.getByText(REMARK, { exact: true }).waitFor();
      await notice.getByText(m.rejectedNext, { exact: true }).waitFor();
      expect(await noHorizontalScroll(page)).toBe(true);
      await notice.getByRole('link', { name: m.correctProfile }).click();
      await page.waitForURL((url) => url.pathname === '/profile');
      await heading(page, 'Profile');

      // The profile: the same remark; a tab corrected and saved.
      const panel = page.getByRole('alert').filter({ hasText: m.rejectedTitle });
      await panel.getByText(REMARK, { exact: true }).waitFor({ timeout: 20_000 });
      const contacts = await openTab(page, 'Contacts', 'contacts');
      await fill(contacts, { 'Mobile No.': '9822077777' });
      await save(page, contacts, sent);
      expect(await labelled(contacts, 'Mobile No.').inputValue()).toBe('9822077777');

      // Ask for review again: pending, the bidding rule said, the old remark kept for reference.
      await panel.getByRole('button', { name: m.requestReview }).click();
      await page.getByText(m.reviewRequested, { exact: true }).waitFor({ timeout: 20_000 });
      await page.getByText(m.pendingBidder, { exact: true }).waitFor({ timeout: 20_000 });
      await page.getByText(m.previousRemarkHeading, { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: m.requestReview }).count()).toBe(0);
      expect(await noHorizontalScroll(page)).toBe(true);

      // The dashboard says the same after a visit.
      await page.goto(stackUrl('/dashboard'));
      await heading(page, 'Contractor Dashboard');
      await page.getByText(m.pendingBidder, { exact: true }).waitFor({ timeout: 20_000 });

      const stored = await profileOf(contractor.token);
      expect(stored.review).toMatchObject({ status: 'pending', previous_remark: REMARK });
      expect(stored.contact_persons[0]).toMatchObject({ mobile_no: '9822077777' });
      expect(unexpected(consoleErrors)).toEqual([]);
      await page.context().close();
    },
  );
});
