/// <reference lib="dom" />
// The profile screen in Chromium against the local stack. A contractor and an organisation made the
// way people make them (real registration, uploads, mailed link and password: test/support/
// registered-account.ts) log in through the login form and edit every tab of /profile through the UI:
// each Save validates first (an invalid tab sends nothing), sends only that tab, and after a reload of
// the page the change is there; a removed row stays removed; a file uploaded on a tab is stored and
// opens through View. The organisation does it on a 360 px phone.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { profileMessages } from '@tender/shared/profile-fields';
import { openPage, useBrowser } from '../support/browser';
import {
  registerContractor,
  registerOrganization,
  REGISTERED_PASSWORD,
  type RegisteredAccount,
} from '../support/registered-account';
import { stackUrl } from '../support/stack-url';
import { SAMPLE_PNG, samplePdf } from '../support/uploads';

const browser = useBrowser();

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const SAVED = profileMessages.saved;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The control labelled exactly `label` (a required field's label ends with a '*' hidden from readers). */
function labelled(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escape(label)}\\s*\\*?$`));
}

async function fill(scope: Page | Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await labelled(scope, label).fill(value);
}

async function heading(page: Page, name: string, level = 1): Promise<void> {
  await page.getByRole('heading', { level, name, exact: true }).waitFor({ timeout: 20_000 });
}

type Upload = { name: string; mimeType: string; buffer: Buffer };
const png = (name: string): Upload => ({ name, mimeType: 'image/png', buffer: SAMPLE_PNG });
const pdf = async (name: string): Promise<Upload> => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(await samplePdf(name)),
});

async function upload(scope: Locator, label: string, file: Upload): Promise<void> {
  await labelled(scope, label).setInputFiles(file);
  await scope.getByRole('button', { name: `Replace ${label}` }).waitFor({ timeout: 20_000 });
  await scope.getByText(file.name, { exact: true }).waitFor();
}

async function logIn(page: Page, email: string): Promise<void> {
  await page.goto(stackUrl('/login'));
  await heading(page, 'Login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel(/^Password\s*\*?$/).fill(REGISTERED_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(stackUrl('/dashboard'), { timeout: 20_000 });
}

type Sent = { url: string; body: Record<string, unknown> };

/** Every PUT the page sends (the profile saves), with its JSON body. */
function recordSaves(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT') sent.push({ url: new URL(request.url()).pathname, body: request.postDataJSON() });
  });
  return sent;
}

const form = (page: Page, tab: string) => page.getByRole('form', { name: `${tab} form` });
const region = (scope: Locator, name: string) => scope.getByRole('region', { name, exact: true });

/** Opens a tab by its trigger; the URL keeps it. */
async function openTab(page: Page, tab: string, slug: string): Promise<Locator> {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('tab') === slug);
  await page.getByRole('heading', { level: 2, name: tab, exact: true }).waitFor();
  return form(page, tab);
}

/** Save, then the server's message; answers the body sent. */
async function save(page: Page, scope: Locator, sent: Sent[]): Promise<Sent> {
  const before = sent.length;
  await scope.getByRole('button', { name: 'Save' }).click();
  await scope.getByText(SAVED, { exact: true }).waitFor({ timeout: 20_000 });
  expect(sent.length).toBe(before + 1);
  return sent[sent.length - 1]!;
}

/** Save on an invalid tab: the message shows on the field and nothing is sent. */
async function refusedBeforeSending(page: Page, scope: Locator, sent: Sent[], message: string): Promise<void> {
  const before = sent.length;
  await scope.getByRole('button', { name: 'Save' }).click();
  await scope.getByText(message, { exact: true }).first().waitFor();
  // The focus goes to the first field in error.
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
  expect(sent.length).toBe(before);
}

/** Reloads the page on the same tab and answers that tab's form once loaded. */
async function reloadTab(page: Page, tab: string): Promise<Locator> {
  await page.reload();
  await page.getByRole('heading', { level: 2, name: tab, exact: true }).waitFor({ timeout: 20_000 });
  return form(page, tab);
}

/**
 * View on a stored file opens it in a new tab from the bucket, as the type it was uploaded as. The
 * bucket's answer is read rather than the tab's document: a headless shell without a PDF viewer (the
 * npm registry's Chromium) saves a PDF instead of showing it, and so aborts the tab's navigation.
 */
async function expectViewable(page: Page, scope: Locator, label: string, contentType: string): Promise<void> {
  const [popup, file] = await Promise.all([
    page.waitForEvent('popup'),
    page.context().waitForEvent('response', {
      // The new tab's answer, not the API call that gave the address.
      predicate: (response) => response.frame().page() !== page && new URL(response.url()).pathname.includes('/files/'),
      timeout: 20_000,
    }),
    scope.getByRole('button', { name: `View ${label}` }).click(),
  ]);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe(contentType);
  expect(file.frame().page()).toBe(popup);
  // Left open (the test's context closes it): closing a tab while it is still showing the file hung
  // the headless shell for good when run as a non-root user.
}

let contractor: RegisteredAccount;
let organization: RegisteredAccount;

beforeAll(async () => {
  [contractor, organization] = await Promise.all([
    registerContractor('e2e-profile-vendor'),
    registerOrganization('e2e-profile-buyer'),
  ]);
}, 120_000);

describe('contractor profile', () => {
  it(
    'edits every tab: each save sends that tab only and the change is there after a reload',
    { timeout: 240_000 },
    async () => {
      const { page, consoleErrors } = await openPage(browser(), '/login');
      const sent = recordSaves(page);
      await logIn(page, contractor.email);

      // The profile is asked for once the page opens; the loading message shows until it answers.
      let held = false;
      await page.route('**/api/v1/profile', async (route) => {
        if (!held) {
          held = true;
          await new Promise((resolve) => setTimeout(resolve, 800));
        }
        await route.continue();
      });
      await page.goto(stackUrl('/profile'));
      await page.getByText('Please wait, while we are loading data.').waitFor();
      await heading(page, 'Profile');
      await page.getByRole('tab', { name: 'Basic' }).waitFor({ timeout: 20_000 });
      await page.unrouteAll({ behavior: 'wait' });
      expect(await page.getByRole('tab').allTextContents()).toEqual([
        'Basic',
        'Partner and Staff',
        'Works',
        'Machinery Equipments',
        'Certificates',
        'Contacts',
      ]);

      // Basic: a taken email is named while typing; a new login email asks the current password.
      let basic = form(page, 'Basic');
      const company = region(basic, 'Company/Firm Details');
      await labelled(company, 'Email').fill('contractor@example.com');
      await basic.getByText('This email address is already registered.').waitFor({ timeout: 10_000 });
      await labelled(basic, 'Current password').waitFor();
      await labelled(company, 'Email').fill(contractor.email);
      await expect.poll(() => basic.getByText('This email address is already registered.').count()).toBe(0);
      expect(await labelled(basic, 'Current password').count()).toBe(0);
      await fill(company, { 'Name of Company': 'Patil Constructions Pvt Ltd', 'Landline no.': '02027650000' });
      await company.getByText('AAC Blocks', { exact: true }).click();
      await fill(region(basic, 'Bank Details'), { Branch: 'Aundh' });
      const basicSave = await save(page, basic, sent);
      expect(basicSave.url).toBe(`/api/v1/contractors/${contractor.id}`);
      expect(basicSave.body).toMatchObject({ form: 'basic', company_name: 'Patil Constructions Pvt Ltd' });
      expect(basicSave.body).not.toHaveProperty('director_proprietor');
      basic = await reloadTab(page, 'Basic');
      expect(await labelled(basic, 'Name of Company').inputValue()).toBe('Patil Constructions Pvt Ltd');
      expect(await labelled(basic, 'Branch').inputValue()).toBe('Aundh');
      expect(await basic.getByRole('checkbox', { name: 'AAC Blocks' }).isChecked()).toBe(true);

      // Partner and Staff: a director added, then the first one removed: it stays removed.
      let staff = await openTab(page, 'Partner and Staff', 'partner-and-staff');
      let directors = region(staff, "Director's / Proprietor's Details");
      await directors.getByRole('button', { name: 'Add director' }).click();
      await fill(directors.getByRole('group', { name: /Director 2/ }), {
        Name: 'Rohan Patil',
        Qualification: 'MBA',
        Experience: '6 years',
      });
      await save(page, staff, sent);
      staff = await reloadTab(page, 'Partner and Staff');
      directors = region(staff, "Director's / Proprietor's Details");
      expect(await labelled(directors.getByRole('group', { name: /Director 2/ }), 'Name').inputValue()).toBe(
        'Rohan Patil',
      );
      await directors.getByRole('button', { name: 'Remove director 1' }).click();
      const removal = await save(page, staff, sent);
      expect(removal.body).toMatchObject({ form: 'directorTechnicalStaff', director_removed: [1] });
      staff = await reloadTab(page, 'Partner and Staff');
      directors = region(staff, "Director's / Proprietor's Details");
      expect(await directors.getByRole('group', { name: /^Director \d/ }).count()).toBe(1);
      expect(await labelled(directors, 'Name').inputValue()).toBe('Rohan Patil');

      // Works: the profile asks every field of a completed work; nothing is sent until they are given.
      let works = await openTab(page, 'Works', 'works');
      let completed = region(works, 'Completed Works (last 3 years)');
      await fill(completed, { 'Tendered Cost (Rs Lakhs)': '1234567.5' });
      await completed.getByText('Total tendered cost: Rs 12,34,567.5 lakhs.').waitFor();
      await refusedBeforeSending(page, works, sent, "Please enter architect's name.");
      await fill(completed, {
        "Architect's Name": 'P. Gadgil',
        "Architect's Address": 'Deccan, Pune',
        "Architect's Tel. No.": '9822011111',
        "Other Consultant's Name": 'S. Rao',
        "Other Consultant's Address": 'Camp, Pune',
        "Other Consultant's Tel. No.": '9822022222',
      });
      await fill(region(works, 'Ongoing Works'), { 'Stage of Work': 'Slab 9 of 14' });
      await save(page, works, sent);
      works = await reloadTab(page, 'Works');
      completed = region(works, 'Completed Works (last 3 years)');
      expect(await labelled(completed, 'Tendered Cost (Rs Lakhs)').inputValue()).toBe('1234567.5');
      expect(await labelled(completed, "Architect's Name").inputValue()).toBe('P. Gadgil');
      expect(await labelled(region(works, 'Ongoing Works'), 'Stage of Work').inputValue()).toBe('Slab 9 of 14');

      // Machinery Equipments: Cancel drops an edit and goes to /profile; a saved edit stays.
      let machinery = await openTab(page, 'Machinery Equipments', 'machinery-equipments');
      await fill(machinery, { Make: 'Not kept' });
      await machinery.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL(stackUrl('/profile'));
      machinery = await openTab(page, 'Machinery Equipments', 'machinery-equipments');
      expect(await labelled(machinery, 'Make').inputValue()).toBe('Ajax Fiori');
      await fill(machinery, { Make: 'Ajax Fiori India' });
      await save(page, machinery, sent);
      machinery = await reloadTab(page, 'Machinery Equipments');
      expect(await labelled(machinery, 'Make').inputValue()).toBe('Ajax Fiori India');

      // Certificates: a second quality certificate uploaded, stored, and viewable.
      let certificates = await openTab(page, 'Certificates', 'certificates');
      let quality = region(certificates, 'Quality Certificates');
      await quality.getByRole('button', { name: 'Add certificate' }).click();
      const second = quality.getByRole('group', { name: /Certificate 2/ });
      await fill(second, { 'Name of Certificate': 'ISO 14001:2015' });
      await upload(second, 'Certificate', png('iso-14001.png'));
      const certificateSave = await save(page, certificates, sent);
      expect(Object.keys(certificateSave.body).sort()).toEqual(
        [
          'form',
          'document_1',
          'document_2',
          'document_3',
          'document_4',
          'turnovers',
          'quality_certificates',
          'certificates_removed',
        ].sort(),
      );
      certificates = await reloadTab(page, 'Certificates');
      quality = region(certificates, 'Quality Certificates');
      const stored = quality.getByRole('group', { name: /Certificate 2/ });
      expect(await labelled(stored, 'Name of Certificate').inputValue()).toBe('ISO 14001:2015');
      await stored.getByText('iso-14001.png', { exact: true }).waitFor();
      await expectViewable(page, stored, 'Certificate', 'image/png');

      // Contacts: a mobile number of the wrong length is refused before sending; a right one is saved.
      let contacts = await openTab(page, 'Contacts', 'contacts');
      await fill(contacts, { 'Mobile No.': '98220' });
      await refusedBeforeSending(page, contacts, sent, 'Mobile no. must be of 10 digits');
      await fill(contacts, { 'Mobile No.': '9822099999' });
      await save(page, contacts, sent);
      contacts = await reloadTab(page, 'Contacts');
      expect(await labelled(contacts, 'Mobile No.').inputValue()).toBe('9822099999');

      expect(sent.every((request) => request.url === `/api/v1/contractors/${contractor.id}`)).toBe(true);
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    },
  );
});

describe('organisation profile', () => {
  it('edits every tab on a 360 px phone', { timeout: 240_000 }, async () => {
    const { page, consoleErrors } = await openPage(browser(), '/login', PHONE);
    const sent = recordSaves(page);
    await logIn(page, organization.email);
    await page.goto(stackUrl('/profile'));
    await heading(page, 'Profile');
    await page.getByRole('tab', { name: 'Basic' }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Basic', 'Partner', 'Works', 'Documents']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Basic: billing_name (profile only) is asked before anything is sent.
    let basic = form(page, 'Basic');
    await refusedBeforeSending(page, basic, sent, 'Please enter the billing name.');
    await fill(region(basic, 'Company Details'), { 'Billing Name': 'PMHS Billing Dept' });
    const basicSave = await save(page, basic, sent);
    expect(basicSave.url).toBe(`/api/v1/organizations/${organization.id}`);
    expect(basicSave.body).toMatchObject({ form: 'basic', billing_name: 'PMHS Billing Dept' });
    basic = await reloadTab(page, 'Basic');
    expect(await labelled(basic, 'Billing Name').inputValue()).toBe('PMHS Billing Dept');

    // Partner: experience in whole years.
    let partners = await openTab(page, 'Partner', 'partner');
    await partners.getByRole('button', { name: 'Add director' }).click();
    const added = partners.getByRole('group', { name: /Director 2/ });
    await fill(added, { Name: 'N. Joshi', Qualification: 'B.E. Civil', 'Experience (years)': 'ten' });
    await refusedBeforeSending(page, partners, sent, 'Please enter valid year(s) of experience.');
    await fill(added, { 'Experience (years)': '7' });
    const partnerSave = await save(page, partners, sent);
    expect(partnerSave.body).toMatchObject({ form: 'partners', partner_removed: [] });
    partners = await reloadTab(page, 'Partner');
    expect(await labelled(partners.getByRole('group', { name: /Director 2/ }), 'Experience (years)').inputValue()).toBe(
      '7',
    );

    // Works.
    let works = await openTab(page, 'Works', 'works');
    await fill(works, { 'Project Name': 'Green Meadows Phase 1', 'Number of Floors': '14' });
    await save(page, works, sent);
    works = await reloadTab(page, 'Works');
    expect(await labelled(works, 'Project Name').inputValue()).toBe('Green Meadows Phase 1');
    expect(await labelled(works, 'Number of Floors').inputValue()).toBe('14');

    // Documents: every value is required on the profile; a file for document 4, stored and viewable.
    let documents = await openTab(page, 'Documents', 'documents');
    const proof = (scope: Locator) =>
      scope.getByRole('group', { name: /4\. Address proof of Proprietor\/Partner\/Director/ });
    await refusedBeforeSending(page, documents, sent, "This field can't be kept empty.");
    await fill(proof(documents), { 'Document details': 'Electricity bill' });
    await upload(
      proof(documents),
      'Address proof of Proprietor/Partner/Director file',
      await pdf('electricity-bill.pdf'),
    );
    const documentsSave = await save(page, documents, sent);
    expect(documentsSave.body).toMatchObject({ form: 'documents', document_4: { value: 'Electricity bill' } });
    documents = await reloadTab(page, 'Documents');
    expect(await labelled(proof(documents), 'Document details').inputValue()).toBe('Electricity bill');
    await expectViewable(
      page,
      proof(documents),
      'Address proof of Proprietor/Partner/Director file',
      'application/pdf',
    );

    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(sent.every((request) => request.url === `/api/v1/organizations/${organization.id}`)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
