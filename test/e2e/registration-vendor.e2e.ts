/// <reference lib="dom" />
// The vendor registration wizard in Chromium against the local stack, filled through the real UI:
// real uploads (progress, then done) and the sandbox payment to /register-success (first refused
// for a taken mobile number: back to step 1, nothing lost, the payment kept). Shared setup in
// registration-support.ts.
import { describe, expect, it } from 'vitest';
import { paymentMessages } from '@tender/shared/payment-messages';
import { registrationMessages as m } from '@tender/shared/registration-fields';
import { openPage, useBrowser } from '../support/browser';
import { uniqueContact } from '../support/registration-samples';
import { fill, jpeg, labelled, unexpected } from './page-support';
import {
  expectRegistered,
  fillPreQualification,
  fillVendorBasics,
  heading,
  payInDialog,
  region,
} from './registration-support';

const browser = useBrowser();

/** The demo contractor's mobile number (scripts/seed/demo-accounts.ts). */
const TAKEN_MOBILE = '9822000002';

describe('vendor registration wizard', () => {
  it('fills steps 1 and 2 with uploads, pays, is sent back to step 1 for a taken mobile, then lands on /register-success', async () => {
    const contact = uniqueContact('wizard');
    const { page, consoleErrors } = await openPage(browser(), '/register/vendor');
    await heading(page, 'Register as Vendor');
    await heading(page, 'Vendor, Consultant, Supplier Registration Form', 2);
    expect(await page.title()).toContain('Register as Vendor');
    expect(await page.getByText('are required.').isVisible()).toBe(true);
    const steps = page.getByRole('navigation', { name: 'Registration steps' });
    await steps.getByText('Pay to register').waitFor();

    // Next on an empty step 1 stays there and shows SPEC's messages.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Please enter name.').waitFor();
    expect(await steps.locator('[aria-current="step"]').textContent()).toContain('Basic details');

    // The S3 server (another origin than the site) answers the first upload late: the bar shows meanwhile.
    const site = new URL(page.url()).origin;
    let held = false;
    await page.route('**/*', async (route) => {
      const request = route.request();
      if (!held && request.method() === 'POST' && new URL(request.url()).origin !== site) {
        held = true;
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      await route.continue();
    });
    const photo = labelled(region(page, "Director's Details"), 'Photo');
    await photo.setInputFiles(jpeg('early-photo.jpg'));
    await page.getByRole('progressbar').first().waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Replace Photo' }).waitFor({ timeout: 20_000 });
    expect(held).toBe(true);
    await page.unrouteAll({ behavior: 'wait' });
    await page.getByRole('button', { name: 'Remove Photo' }).click();

    // A PAN whose fourth letter is no holder type is refused as soon as it is typed in full.
    await labelled(page, 'PAN Number').fill('AAPXU0939F');
    await page.getByText(/PAN must look like AAAAA9999A/).waitFor();

    // The demo contractor's mobile number: the server refuses it only at the end (there is no live check).
    await fillVendorBasics(page, { ...contact, mobile_no: TAKEN_MOBILE });
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: the Pre Qualification Form; no way back.
    await expect.poll(() => steps.locator('[aria-current="step"]').textContent()).toContain('Pre Qualification Form');
    expect(await page.getByRole('button', { name: /back/i }).count()).toBe(0);
    const directors = region(page, "Director's / Proprietor's Details");
    await fill(directors, { Name: 'Asha Patil', Qualification: 'B.E. Civil', Experience: '18 years' });
    await directors.getByRole('button', { name: 'Add director' }).click();
    await fill(directors.getByRole('group', { name: /Director 2/ }), {
      Name: 'Rohan Patil',
      Qualification: 'MBA',
      Experience: '6 years',
    });
    await fillPreQualification(page);
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: the charges, then pay; the final Submit without payment would say so.
    await expect.poll(() => steps.locator('[aria-current="step"]').textContent()).toContain('Pay to register');
    expect(await page.getByText('Registration fee').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(paymentMessages.makePaymentFirst).waitFor();
    await page.getByRole('button', { name: 'Register and Pay 5,900 INR' }).click();
    await payInDialog(page, '5,900.00');
    await page.getByText(paymentMessages.success).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Submit' }).click();

    // Refused (409): back on step 1, the message under Mobile no.; nothing typed is lost, the payment kept.
    await expect.poll(() => steps.locator('[aria-current="step"]').textContent()).toContain('Basic details');
    const company = region(page, 'Company/Firm Details');
    await company.getByText(m.mobileTaken).waitFor();
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: /already registered|taken|exists/i })
        .count(),
    ).toBeGreaterThan(0);
    expect(await labelled(company, 'Name of Company').inputValue()).toBe('Patil Constructions');
    await labelled(company, 'Mobile no.').fill(contact.mobile_no);
    await expect.poll(() => company.getByText(m.mobileTaken).count()).toBe(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => steps.locator('[aria-current="step"]').textContent()).toContain('Pre Qualification Form');
    expect(await labelled(directors.getByRole('group', { name: /Director 2/ }), 'Name').inputValue()).toBe(
      'Rohan Patil',
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => steps.locator('[aria-current="step"]').textContent()).toContain('Pay to register');
    expect(await page.getByRole('button', { name: /Register and Pay/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectRegistered(page, contact.email);
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });
});
