// Shared by the registration-*.e2e.ts files: the registration screens filled through the real UI.
// Files are real JPEG, PNG and PDF bytes (test/support/uploads.ts), sent straight to the local S3
// server; the registration mail is read from the local mailbox.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { privacyConsentField, registrationMessages as m, turnoverYears } from '@tender/shared/registration-fields';
import { latestMail, linkIn } from '../support/accounts';
import { sampleGstin, samplePan } from '../support/registration-samples';
import { escape, fill, jpeg, labelled, pdf, png, type Upload } from './page-support';

export async function heading(page: Page, name: string, level = 1): Promise<void> {
  await page.getByRole('heading', { level, name, exact: true }).waitFor({ timeout: 20_000 });
}

/** Picks a file for the field labelled `label` and waits until it is uploaded (its name and Replace show). */
export async function upload(scope: Page | Locator, label: string, file: Upload): Promise<void> {
  await labelled(scope, label).setInputFiles(file);
  await scope.getByRole('button', { name: `Replace ${label}` }).waitFor({ timeout: 20_000 });
  expect(await scope.getByText(file.name, { exact: true }).isVisible()).toBe(true);
}

export async function tick(scope: Page | Locator, name: string): Promise<void> {
  const box = scope.getByRole('checkbox', { name, exact: true });
  // As a person does: click the label (the real input is visually hidden, so a click on its box
  // may land on a neighbour once a long option list wraps).
  await scope.getByText(name, { exact: true }).click();
  await expect.poll(() => box.isChecked()).toBe(true);
}

export const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/**
 * Company/Firm, Director's, Upload Documents and Bank Details: vendor step 1 and the quick form.
 * Without an email (a signed-in Subscriber's form shows its own, read-only) the Email is left as it is.
 */
export async function fillVendorBasics(page: Page, contact: { email?: string; mobile_no: string }) {
  const company = region(page, 'Company/Firm Details');
  await fill(company, {
    Name: 'Asha Patil',
    'Name of Company': 'Patil Constructions',
    'Year of Establishment': '2005',
    'Address of Company/Firm': 'Plot 12, Hinjewadi Phase 1, Pune',
    ...(contact.email === undefined ? {} : { Email: contact.email }),
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
  await agreeToPrivacyPolicy(page);
}

/** Ticks the consent to the privacy policy every registration form asks for. */
export async function agreeToPrivacyPolicy(page: Page): Promise<void> {
  await tick(page, privacyConsentField.label);
}

/** Pays in the sandbox's checkout dialog, by keyboard as its own test does. */
export async function payInDialog(page: Page, amount: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Tender Marketplace' }).or(page.getByRole('dialog'));
  const pay = dialog.getByRole('button', { name: `Pay ₹${amount}` });
  await pay.waitFor({ timeout: 20_000 });
  await pay.click();
}

export async function expectRegistered(page: Page, email: string): Promise<void> {
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
export async function firstLoginAndVerify(page: Page, email: string, role: string): Promise<void> {
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

/** Vendor step 2 after its directors: staff, machinery, works, turnovers with certificates, a certificate, a contact. */
export async function fillPreQualification(page: Page): Promise<void> {
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
}
