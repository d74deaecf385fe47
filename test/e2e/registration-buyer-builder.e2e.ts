/// <reference lib="dom" />
// The buyer and builder registration forms in Chromium against the local stack, filled through the
// real UI with real uploads. Shared setup in registration-support.ts.
import { describe, expect, it } from 'vitest';
import { registrationMessages as m } from '@tender/shared/registration-fields';
import { openPage, useBrowser } from '../support/browser';
import { sampleGstin, samplePan, uniqueContact } from '../support/registration-samples';
import { fill, jpeg, labelled, pdf, unexpected } from './page-support';
import { agreeToPrivacyPolicy, expectRegistered, heading, region, tick, upload } from './registration-support';

const browser = useBrowser();

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
    await agreeToPrivacyPolicy(page);
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
    await agreeToPrivacyPolicy(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectRegistered(page, contact.email);
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });
});
