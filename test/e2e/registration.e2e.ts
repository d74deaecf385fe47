/// <reference lib="dom" />
// The registration screens in Chromium against the local stack, filled through the real UI: the full
// vendor wizard with real uploads (progress, then done) and the sandbox payment to /register-success
// (first refused for a taken mobile number: back to step 1, nothing lost, the payment kept);
// the quick form with payment on a 360 px phone, then that vendor's first login with the mailed password,
// the forced password change and the verification link to the dashboard; a dismissed payment (alert, then home); the buyer
// and builder forms. Files are real JPEG, PNG and PDF bytes (test/support/uploads.ts), sent straight
// to the local S3 server; the registration mail is read from the local mailbox.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paymentMessages } from '@tender/shared/payment-messages';
import { registrationMessages as m, turnoverYears } from '@tender/shared/registration-fields';
import { latestMail, linkIn } from '../support/accounts';
import { openPage, useBrowser } from '../support/browser';
import { sampleGstin, samplePan, uniqueContact } from '../support/registration-samples';
import { SAMPLE_JPEG, SAMPLE_PNG, samplePdf } from '../support/uploads';

const browser = useBrowser();

/** The demo contractor's mobile number (scripts/seed/demo-accounts.ts). */
const TAKEN_MOBILE = '9822000002';

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/** Chromium logs every 4xx answer as a console error; the tests that expect none check the rest. */
const unexpected = (errors: string[]) => errors.filter((line) => !/Failed to load resource/.test(line));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The control labelled exactly `label` (a required field's label ends with a '*'). */
function labelled(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escape(label)}\\s*\\*?$`));
}

async function heading(page: Page, name: string, level = 1): Promise<void> {
  await page.getByRole('heading', { level, name, exact: true }).waitFor({ timeout: 20_000 });
}

type Upload = { name: string; mimeType: string; buffer: Buffer };
const jpeg = (name = 'photo.jpg'): Upload => ({ name, mimeType: 'image/jpeg', buffer: SAMPLE_JPEG });
const png = (name = 'certificate.png'): Upload => ({ name, mimeType: 'image/png', buffer: SAMPLE_PNG });
const pdf = async (name = 'scan.pdf'): Promise<Upload> => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(await samplePdf(name)),
});

/** Picks a file for the field labelled `label` and waits until it is uploaded (its name and Replace show). */
async function upload(scope: Page | Locator, label: string, file: Upload): Promise<void> {
  await labelled(scope, label).setInputFiles(file);
  await scope.getByRole('button', { name: `Replace ${label}` }).waitFor({ timeout: 20_000 });
  expect(await scope.getByText(file.name, { exact: true }).isVisible()).toBe(true);
}

async function fill(scope: Page | Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await labelled(scope, label).fill(value);
}

async function tick(scope: Page | Locator, name: string): Promise<void> {
  const box = scope.getByRole('checkbox', { name, exact: true });
  // As a person does: click the label (the real input is visually hidden, so a click on its box
  // may land on a neighbour once a long option list wraps).
  await scope.getByText(name, { exact: true }).click();
  await expect.poll(() => box.isChecked()).toBe(true);
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Company/Firm, Director's, Upload Documents and Bank Details: vendor step 1 and the quick form. */
async function fillVendorBasics(page: Page, contact: { email: string; mobile_no: string }) {
  const company = region(page, 'Company/Firm Details');
  await fill(company, {
    Name: 'Asha Patil',
    'Name of Company': 'Patil Constructions',
    'Year of Establishment': '2005',
    'Address of Company/Firm': 'Plot 12, Hinjewadi Phase 1, Pune',
    Email: contact.email,
    'Mobile no.': contact.mobile_no,
    'Landline no.': '02027654321',
  });
  await labelled(company, 'Type of Material/Work').selectOption({ label: 'RCC Work' });
  await tick(company, 'Ready Mix Concrete');
  await tick(company, 'AAC Blocks');

  const director = region(page, "Director's Details");
  await fill(director, {
    'Name of Proprietor/Partners/Director': 'Asha Patil',
    'Date of Birth': '1980-04-12',
    'Resident Address': 'Baner Road, Pune',
  });
  await upload(director, 'Photo', jpeg());

  const documents = region(page, 'Upload Documents');
  const row = (name: string) => documents.getByRole('group', { name: new RegExp(escape(name)) });
  await fill(row('1. PAN of Firm/Company'), { 'PAN Number': samplePan.toLowerCase() });
  await upload(row('1. PAN of Firm/Company'), 'PAN of Firm/Company file', await pdf('pan.pdf'));
  await fill(row('2. GST registration certificate'), { GSTIN: sampleGstin });
  await upload(row('2. GST registration certificate'), 'GST registration certificate file', await pdf('gst.pdf'));
  await fill(row('3. Address proof of Firm/Company'), { 'Pin code': '411045' });
  await upload(row('3. Address proof of Firm/Company'), 'Address proof of Firm/Company file', png('address.png'));

  await fill(region(page, 'Bank Details'), {
    'Favouring Name': 'Patil Constructions',
    'Account Number': '123456789012',
    'Bank Name': 'HDFC Bank',
    Branch: 'Baner',
    'IFSC Code': 'hdfc0001234',
  });
}

/** Pays in the sandbox's checkout dialog, by keyboard as its own test does. */
async function payInDialog(page: Page, amount: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Tender Marketplace' }).or(page.getByRole('dialog'));
  const pay = dialog.getByRole('button', { name: `Pay ₹${amount}` });
  await pay.waitFor({ timeout: 20_000 });
  await pay.click();
}

async function expectRegistered(page: Page, email: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/register-success', { timeout: 30_000 });
  await heading(page, m.registered);
  expect(await page.getByText(m.registeredDetail).isVisible()).toBe(true);
  expect(await page.getByText(email).isVisible()).toBe(true);
  expect(await page.getByRole('link', { name: 'Login' }).last().getAttribute('href')).toBe('/login');
  expect(await page.title()).toContain('Registration successful');
  // The mail with the one-time password is on its way to the address given.
  expect(await latestMail(email, 'Your registration: password and verification')).toBeTruthy();
}

/**
 * The new registrant's first visit: logs in with the mailed one-time password, must choose their own
 * password, opens the mailed verification link and reaches their dashboard.
 */
async function firstLoginAndVerify(page: Page, email: string, role: string): Promise<void> {
  const mail = await latestMail(email, 'Your registration: password and verification');
  const oneTimePassword = /One-time password: (\S+)/.exec(mail.body.text ?? '')?.[1] ?? '';
  expect(oneTimePassword).not.toBe('');
  await page.getByRole('link', { name: 'Login' }).last().click();
  await heading(page, 'Login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await labelled(page, 'Password').fill(oneTimePassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/change-password', { timeout: 20_000 });
  await labelled(page, 'Create a new password').fill('Granite-Bridge-73');
  await labelled(page, 'Confirm password').fill('Granite-Bridge-73');
  await page.getByRole('button', { name: 'Save' }).click();
  // Not verified yet: the dashboard sends the visitor to the verify-error page.
  await page.waitForURL((url) => url.pathname === '/email/verify-error', { timeout: 20_000 });
  await page.goto(linkIn(mail, '/email/verify/').href);
  await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
  await page.getByText('Your account is verified.').waitFor();
  await heading(page, `${role} Dashboard`);
}

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
    await fill(region(page, 'Technical Staff'), {
      Name: 'Vikram Joshi',
      Qualification: 'M.E. Structures',
      Experience: '9 years',
      'Working with company since (year)': '2016',
    });
    await fill(region(page, 'Machinery and Equipment'), {
      'Name & Description': 'Concrete mixer 10/7',
      Make: 'Ajax Fiori',
      'Mfg. Year': '2018',
      'Year of Purchase': '2019',
    });
    await fill(region(page, 'Completed Works (last 3 years)'), {
      'Title / Description': 'IT park, tower B',
      'Scope of Work': 'Civil and structural works',
      Location: 'Hinjewadi, Pune',
      'Tendered Cost (Rs Lakhs)': '450.5',
      'Actual Cost (Rs Lakhs)': '470',
      'Planned Completion Date': '2024-03-31',
      'Actual Completion Date': '2024-06-30',
      'Client Contact Person': 'R. Kulkarni',
      'Client Address': 'Shivajinagar, Pune',
    });
    await fill(region(page, 'Ongoing Works'), {
      'Title / Description': 'Residential towers',
      'Scope of Work': 'Civil works',
      Location: 'Wakad, Pune',
      'Tendered Cost (Rs Lakhs)': '900',
      'Planned Completion Date': '2026-12-31',
      'Client Contact Person': 'S. Deshmukh',
      'Client Address': 'Kothrud, Pune',
      'Responsible Staff': 'Vikram Joshi',
      'Stage of Work': 'Slab 7 of 14',
      'Date of Award': '2025-01-15',
    });
    const turnovers = region(page, 'Turnover (previous three calendar years)');
    for (const [index, year] of turnoverYears(new Date()).entries()) {
      const row = turnovers.getByRole('group', { name: new RegExp(`Turnover ${year}`) });
      expect(await labelled(row, 'Year').inputValue()).toBe(String(year));
      await fill(row, { 'Turnover (Rs Lakhs)': String(900 + index * 100) });
      await upload(row, 'Certificate', await pdf(`turnover-${year}.pdf`));
    }
    const certificates = region(page, 'Quality Certificates');
    await fill(certificates, { 'Name of Certificate': 'ISO 9001:2015' });
    await upload(certificates, 'Certificate', png('iso.png'));
    await fill(region(page, 'Contact Persons'), { Name: 'Meera Shah', 'Mobile No.': '9822012345' });
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

describe('quick vendor registration', () => {
  it('on a 360 px phone: Register and Pay validates, pays, saves by itself; the vendor then logs in, changes the mailed password, verifies and reaches the dashboard', async () => {
    const contact = uniqueContact('quick');
    const { page, consoleErrors } = await openPage(browser(), '/quick-register/vendor', PHONE);
    await heading(page, 'Vendor, Consultant, Supplier Registration Form', 2);
    const pay = page.getByRole('button', { name: 'Register and Pay 5,900 INR' });
    await pay.waitFor();
    expect(await page.getByRole('heading', { name: 'Pay to register' }).isVisible()).toBe(true);

    // The button validates first: nothing opens while the form has errors.
    await pay.click();
    await page.getByText('Please enter name of company.').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    await fillVendorBasics(page, contact);
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await pay.click();
    await payInDialog(page, '5,900.00');
    await expectRegistered(page, contact.email);
    expect(unexpected(consoleErrors)).toEqual([]);
    await firstLoginAndVerify(page, contact.email, 'Contractor');
    await page.context().close();
  });

  it('dismissing the payment alerts that it was cancelled and goes home', async () => {
    const contact = uniqueContact('dismiss');
    const { page } = await openPage(browser(), '/quick-register/vendor');
    const pay = page.getByRole('button', { name: 'Register and Pay 5,900 INR' });
    await pay.waitFor();
    await fillVendorBasics(page, contact);
    const alerted = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      });
    });
    await pay.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await alerted).toBe(paymentMessages.cancelled);
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });
});

describe('buyer and builder registration', () => {
  it('registers a buyer with directors and projects', async () => {
    const contact = uniqueContact('buyer');
    const { page, consoleErrors } = await openPage(browser(), '/register/buyer');
    await heading(page, 'Register as Buyer');
    await heading(page, 'Registrations Form As a Buyer', 2);
    expect(await page.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/');

    await fill(region(page, 'Company Details'), {
      'Name of Organization': 'Pune Metro Housing Society',
      'Name of Company': 'PMHS Ltd',
      'Year of Establishment': '1998',
      Address: 'FC Road, Pune',
      Email: contact.email,
      'Mobile no.': contact.mobile_no,
      'Landline no.': '02025531234',
    });
    const director = region(page, "Director's Details");
    await fill(director, {
      'Name of Director': 'S. Deshmukh',
      'Date of Birth': '1970-09-01',
      'Resident Address': 'Kothrud, Pune',
    });
    await upload(director, 'Photo', jpeg());
    const documents = region(page, 'Upload Documents');
    await fill(documents, { 'PAN Number': samplePan, GSTIN: sampleGstin, 'Pin code': '411004' });
    await upload(documents, 'PAN of Firm/Company file', await pdf('pan.pdf'));
    await upload(documents, 'Address proof of Firm/Company file', await pdf('address.pdf'));
    await fill(region(page, 'Directors / Partners'), {
      Name: 'S. Deshmukh',
      Qualification: 'MBA',
      'Experience (years)': '20',
    });
    await fill(region(page, 'Projects'), {
      'Project Name': 'Green Meadows',
      'Number of Buildings': '4',
      'Number of Floors': '12',
      'Total Area (sq. ft.)': '250000',
      Location: 'Wakad, Pune',
      'Planned Completion Date': '2023-12-31',
      'Actual Completion Date': '2024-02-28',
      'Type of Construction': 'RCC framed',
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectRegistered(page, contact.email);
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });

  it('registers a builder, and a taken email shows on its field while typing', async () => {
    const contact = uniqueContact('builder');
    const { page, consoleErrors } = await openPage(browser(), '/register-builder');
    await heading(page, 'Builder Registration Form', 2);
    const company = region(page, 'Company/Firm Details');
    // The demo contractor's address is taken.
    await labelled(company, 'Company Email').fill('contractor@example.com');
    await company.getByText(m.emailTaken).waitFor({ timeout: 10_000 });
    await fill(company, {
      'Name of Company/Firm': 'Sahyadri Builders',
      'Company Email': contact.email,
      'Company Mobile no.': contact.mobile_no,
      'Address of Company/Firm': 'Aundh, Pune',
      'PAN Number': samplePan,
      GSTIN: sampleGstin,
      'LBT Number of Firm': 'LBT123456',
      'Service Tax Number of Firm': 'ST998877',
    });
    await expect.poll(() => company.getByText(m.emailTaken).count()).toBe(0);
    await labelled(company, 'Type of Material/Work').selectOption({ label: 'Earth Work' });
    await tick(company, 'Ready Mix Concrete');
    await fill(region(page, "Director's Details"), {
      'Name of Director': 'N. Gokhale',
      'Date of Birth': '1975-05-20',
      'Resident Address': 'Aundh, Pune',
    });
    await fill(region(page, 'Bank Details'), {
      'Favouring Name': 'Sahyadri Builders',
      'Account Number': '987654321',
      'Bank Name': 'State Bank of India',
      Branch: 'Aundh',
      'IFSC Code': 'SBIN0001234',
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectRegistered(page, contact.email);
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });
});
