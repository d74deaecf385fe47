/// <reference lib="dom" />
// The contractor's profile screen in Chromium against the local stack. A contractor made the way
// people make one (real registration, uploads, mailed link and password: test/support/
// registered-account.ts) logs in through the login form and edits every tab of /profile through the
// UI: each Save validates first (an invalid tab sends nothing), sends only that tab, and after a
// reload of the page the change is there; a removed row stays removed; a file uploaded on a tab is
// stored and opens through View. Shared setup in profile-support.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage, useBrowser } from '../support/browser';
import { registerContractor, type RegisteredAccount } from '../support/registered-account';
import { stackUrl } from '../support/stack-url';
import { fill, labelled, png } from './page-support';
import {
  expectViewable,
  form,
  heading,
  logIn,
  openTab,
  recordSaves,
  refusedBeforeSending,
  region,
  reloadTab,
  save,
  upload,
} from './profile-support';

const browser = useBrowser();

let contractor: RegisteredAccount;

beforeAll(async () => {
  contractor = await registerContractor('e2e-profile-vendor');
}, 120_000);

describe('contractor profile', () => {
  it(
    'edits every tab: each save sends that tab only and the change is there after a reload',
    { timeout: 240_000 },
    async () => {
      const { page, consoleErrors } = await openPage(browser(), '/login');
      const sent = recordSaves(page);
      await logIn(page, contractor.email);

      // When the server cannot draw the page for the tab's session (app/start/own-page.ts), the app asks for the
      // profile once the page opens; the loading message shows until it answers.
      await page.route(
        (url) => url.pathname === '/profile',
        // The page asked for without the session: the server answers with the frame again.
        (route) => route.continue({ headers: { ...route.request().headers(), 'x-session-token': '' } }),
      );
      // The profile's answer is held until the message has been seen: the entry asks for it before the
      // app loads (app/start/early-data.ts), so a fixed hold could end before a busy machine drew the page at all.
      let answer!: () => void;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      let held = false;
      await page.route('**/api/v1/profile', async (route) => {
        if (!held) {
          held = true;
          await answered;
        }
        await route.continue();
      });
      await page.goto(stackUrl('/profile'));
      await page.getByText('Please wait, while we are loading data.').waitFor();
      answer();
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
      // Tapped as the reloaded page goes live: the row goes once the app has it, and Save is pressed then.
      await directors.getByRole('button', { name: 'Remove director 1' }).click();
      await expect.poll(() => directors.getByRole('group', { name: /^Director \d/ }).count()).toBe(1);
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
