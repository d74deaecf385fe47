/// <reference lib="dom" />
// Chromium against the local stack: sign up, verify by the mailed link, take
// the dashboard's offer and register as a vendor with the same account (its email shown, read-only;
// no new password mailed), then land on the Contractor dashboard.
import { describe, expect, it } from 'vitest';
import { privacyConsentField } from '@tender/shared/registration-fields';
import { accountMessages } from '@tender/shared/account-messages';
import { invoiceMessages } from '@tender/shared/invoice-messages';
import { subscriberMessages as s } from '@tender/shared/subscriber-messages';
import { latestMail, linkIn, mailsTo, uniqueEmail } from '../support/accounts';
import { openPage, useBrowser } from '../support/browser';
import { uniqueContact } from '../support/registration-samples';
import { stackUrl } from '../support/stack-url';
import { fillLogin, tick } from './accounts-support';
import { fill, labelled, unexpected } from './page-support';
import { fillPreQualification, fillVendorBasics, heading, payInDialog, region } from './registration-support';

const browser = useBrowser();

describe('a Subscriber becomes a vendor', () => {
  it('signs up, verifies, registers as a vendor from the offer and lands on the Contractor dashboard', async () => {
    const email = uniqueEmail('upgrade');
    const password = 'Sign-up-e2e-2026';
    const { page, consoleErrors } = await openPage(browser(), '/sign-up');
    await heading(page, 'Sign up');
    expect(await page.getByText(s.purpose, { exact: false }).first().isVisible()).toBe(true);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha Patil');
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill(`asha.${Date.now()}`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await labelled(page, 'Password').fill(password);
    await labelled(page, 'Repeat password').fill(password);
    await tick(page, privacyConsentField.label);
    await tick(page, /I agree to the/);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText(accountMessages.signUpDone).waitFor();
    // Sign-up offers the registrations, through the login.
    expect(await page.getByRole('link', { name: s.registerVendor }).getAttribute('href')).toBe(
      '/login?next=%2Fregister%2Fvendor',
    );

    // The mailed link: log in, verified, the Subscriber's dashboard offers the registrations.
    const link = linkIn(await latestMail(email, 'Verify your account'), '/email/verify/');
    await page.goto(link.href);
    await heading(page, 'Login');
    await fillLogin(page, email, password);
    await page.waitForURL(stackUrl('/dashboard'));
    await heading(page, 'Subscriber Dashboard');
    expect(await page.getByText('Please login to Admin Panel to get all the details.').count()).toBe(0);
    await page.getByRole('link', { name: s.registerVendor }).click();

    // The wizard starts from the account: its email read-only, its name filled, no password to come.
    await heading(page, 'Register as Vendor');
    await page.getByText(s.registeringAs).waitFor();
    const company = region(page, 'Company/Firm Details');
    expect(await labelled(company, 'Email').inputValue()).toBe(email);
    expect(await labelled(company, 'Email').getAttribute('readonly')).not.toBeNull();
    expect(await labelled(company, 'Name').inputValue()).toBe('Asha Patil');
    const contact = uniqueContact('upgrade');
    await fillVendorBasics(page, { mobile_no: contact.mobile_no });
    await page.getByRole('button', { name: 'Next' }).click();

    const steps = page.getByRole('navigation', { name: 'Registration steps' });
    await expect.poll(() => steps.locator('[aria-current="step"]').textContent()).toContain('Pre Qualification Form');
    await fill(region(page, "Director's / Proprietor's Details"), {
      Name: 'Asha Patil',
      Qualification: 'B.E. Civil',
      Experience: '18 years',
    });
    await fillPreQualification(page);
    await page.getByRole('button', { name: 'Next' }).click();
    const paying = await steps.getByText('Pay to register').count();
    if (paying > 0) {
      await expect.poll(() => steps.locator('[aria-current="step"]').textContent()).toContain('Pay to register');
      await page.getByRole('button', { name: /Register and Pay/ }).click();
      await payInDialog(page, '5,900.00');
      await page.getByRole('button', { name: 'Submit' }).waitFor();
    }
    await page.getByRole('button', { name: 'Submit' }).click();

    // Saved: the same session, now a Contractor's, on its dashboard.
    await page.waitForURL(stackUrl('/dashboard'), { timeout: 30_000 });
    await heading(page, 'Contractor Dashboard');
    await page.getByText(s.upgraded).waitFor();
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('USER') ?? '{}').role)).toBe('Contractor');
    const mails = await mailsTo(email);
    // The fee's tax invoice comes in a mail of its own.
    const invoiceMail = paying > 0 ? [invoiceMessages.mailSubject] : [];
    expect(mails.map((mail) => mail.subject)).toEqual(['Verify your account', ...invoiceMail]);
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });

  it('a visitor on a registration form is offered to log in and continue with an account made with Sign up', async () => {
    const { page, consoleErrors } = await openPage(browser(), '/register/buyer');
    await heading(page, 'Register as Buyer');
    await page.getByText(s.visitorHint).waitFor();
    const login = page.getByRole('link', { name: s.loginToContinue }).first();
    expect(await login.getAttribute('href')).toBe('/login?next=%2Fregister%2Fbuyer');
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });
});
