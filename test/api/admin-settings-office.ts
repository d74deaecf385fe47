// The settings that show: the office (header, footer, contact page, mails) and
// the tax invoice's issuer (admin only). Called inside admin-settings.test.ts's describe, so these
// changes of the shared settings run in turn with its own; each puts back what it found. The
// office email is never changed here: other files mail the office (contact-mails.test.ts).
import { expect, it } from 'vitest';
import { settingsMessages } from '@tender/shared/admin-messages';
import { SITE } from '@tender/shared/constants';
import { gstinCheckCharacter, identityMessages } from '@tender/shared/identity-rules';
import type { AdminSettings, AdminSettingsChanged } from '@tender/shared/schemas/settings-admin';
import type { AuditListAnswer } from '@tender/shared/schemas/audit';
import type { ContactCreated } from '@tender/shared/schemas/contacts';
import type { SettingsBasicInfo } from '@tender/shared/schemas/settings';
import type { UploadTicket } from '@tender/shared/schemas/uploads';
import { enquiryAcknowledgementSubject } from '../../functions/domain/contacts/enquiry-mails';
import { latestMail, uniqueEmail } from '../support/accounts';
import { call, type ErrorBody } from '../support/api-call';
import { stackUrl } from '../support/stack-url';
import { postToTicket, SAMPLE_PNG } from '../support/uploads';

type SettingsCalls = {
  admin: () => string;
  read: () => Promise<AdminSettings>;
  formOf: (settings: AdminSettings) => Record<string, unknown>;
  save: (body: Record<string, unknown>) => Promise<{ status: number; body: AdminSettingsChanged & ErrorBody }>;
  saveFresh: (changes: Record<string, unknown>) => Promise<AdminSettingsChanged>;
  publicSettings: () => Promise<SettingsBasicInfo>;
};

const OFFICE_AND_TAX = [
  'office_phone',
  'office_email',
  'office_address',
  'office_hours',
  'office_lat',
  'office_lng',
  'company_legal_name',
  'company_gstin',
  'invoice_sac_code',
] as const;

const officeAndTaxOf = (settings: AdminSettings) =>
  Object.fromEntries(OFFICE_AND_TAX.map((field) => [field, settings[field]]));

const randomDigits = (count: number) => Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

/** A Karnataka (29) GSTIN with its right check character. */
const karnatakaGstin = () => {
  const first14 = `29AAHCP${randomDigits(4)}K1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
};

/** The HTML a visitor gets at this address (the gateway renders it with the current settings). */
const pageHtml = async (pathname: string) => (await fetch(stackUrl(pathname))).text();

export function officeAndTaxTests(calls: SettingsCalls) {
  const { read, formOf, save, saveFresh, publicSettings } = calls;

  it('saves the office and tax invoice fields: the public answer shows the office, never the issuer', async () => {
    const before = await read();
    const phone = `+91 20 ${randomDigits(4)} ${randomDigits(4)}`;
    const gstin = karnatakaGstin();
    const saved = await saveFresh({
      office_phone: `  ${phone} `,
      office_hours: 'Mon-Fri 10:00 AM to 6:00 PM',
      office_lat: 12.9716,
      office_lng: 77.5946,
      company_legal_name: 'Pune Project Consultants Private Limited',
      company_gstin: gstin.toLowerCase(),
      invoice_sac_code: '998312',
    });
    try {
      expect(saved.data).toMatchObject({
        office_phone: phone,
        office_email: before.office_email,
        office_hours: 'Mon-Fri 10:00 AM to 6:00 PM',
        office_lat: 12.9716,
        office_lng: 77.5946,
        company_legal_name: 'Pune Project Consultants Private Limited',
        company_gstin: gstin,
        invoice_sac_code: '998312',
      });
      expect((await read()).company_gstin).toBe(gstin);

      const shown = await publicSettings();
      expect(shown).toMatchObject({ office_phone: phone, office_lat: 12.9716, office_lng: 77.5946 });
      for (const field of ['company_gstin', 'invoice_sac_code', 'company_legal_name', 'payment_required'])
        expect(shown).not.toHaveProperty(field);
      expect(JSON.stringify(shown)).not.toContain(gstin);

      // An older client's body (no office or tax fields) keeps them as they are.
      const older = await saveFresh({});
      expect(older.data).toMatchObject({ office_phone: phone, company_gstin: gstin, invoice_sac_code: '998312' });

      const audit = await call<AuditListAnswer>('GET', '/admin/audit?entity=settings', { token: calls.admin() });
      const entry = audit.body.data.find((candidate) => candidate.after?.office_phone === phone);
      expect(entry).toMatchObject({ action: 'settings.update', entity_id: 'basic' });
      expect(entry?.after).toMatchObject({ company_gstin: gstin, invoice_sac_code: '998312' });
      expect(entry?.after).not.toHaveProperty('office_email');
    } finally {
      await saveFresh(officeAndTaxOf(before));
    }
  });

  it('refuses bad office and tax values, each on its own field, changing nothing', async () => {
    const current = await read();
    const bad = await save({
      ...formOf(current),
      office_phone: '12 34',
      office_email: 'tenders@',
      office_address: '   ',
      office_hours: 'h'.repeat(101),
      office_lat: 90.5,
      office_lng: -181,
      company_legal_name: 'PPC\u202E',
      company_gstin: '27AAHCP4821K1Z7',
      invoice_sac_code: '123456',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      office_phone: [settingsMessages.officePhone],
      office_email: [settingsMessages.officeEmail],
      office_address: [settingsMessages.officeAddress],
      office_hours: [settingsMessages.officeHours],
      office_lat: [settingsMessages.officeLat],
      office_lng: [settingsMessages.officeLng],
      company_legal_name: [settingsMessages.companyLegalName],
      company_gstin: [identityMessages.gstinCheck],
      invoice_sac_code: [settingsMessages.invoiceSacCode],
    });
    const wrongType = await save({ ...formOf(current), office_lat: '18.5', company_gstin: 27 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors).toEqual({
      office_lat: [settingsMessages.officeLat],
      company_gstin: [identityMessages.gstinForm],
    });
    const after = await read();
    expect(after.office_phone).not.toBe('12 34');
    expect(after.company_gstin).not.toBe('27AAHCP4821K1Z7');
  });

  it('renders the public pages with the current phone: the HTML a visitor gets, before any script', async () => {
    const before = await read();
    const phone = `+91 20 ${randomDigits(4)} ${randomDigits(4)}`;
    for (const pathname of ['/', '/contact-us']) await pageHtml(pathname); // kept renders exist: the save must clear them
    await saveFresh({ office_phone: phone, office_hours: 'Mon-Sat 8:00 AM to 8:00 PM' });
    try {
      for (const pathname of ['/', '/contact-us', '/about', '/active-tenders']) {
        const html = await pageHtml(pathname);
        expect(html, pathname).toContain(phone);
        expect(html, pathname).toContain(`href="tel:${phone.replace(/ /g, '')}"`);
      }
      const contact = await pageHtml('/contact-us');
      expect(contact).toContain('Mon-Sat 8:00 AM to 8:00 PM');
      expect(contact).toContain('https://www.openstreetmap.org/export/embed.html?bbox=');
      expect(contact).toContain(
        `marker=${encodeURIComponent(`${before.office_lat.toFixed(5)},${before.office_lng.toFixed(5)}`)}`,
      );
    } finally {
      await saveFresh(officeAndTaxOf(before));
    }
    expect(await pageHtml('/contact-us')).not.toContain(phone);
  });

  it('lays every mail out with the uploaded logo and the office address of the settings', async () => {
    const before = await read();
    const ticket = await call<UploadTicket>('POST', '/uploads', {
      token: calls.admin(),
      body: { purpose: 'site_logo', file_name: 'logo.png', content_type: 'image/png', size: SAMPLE_PNG.length },
    });
    expect((await postToTicket(ticket.body.data, SAMPLE_PNG, 'logo.png', 'image/png')).status).toBeLessThan(300);
    const address = `Plot ${randomDigits(3)}, Baner Road, Pune 411045`;
    const saved = await saveFresh({
      office_address: address,
      site_logo: { key: ticket.body.data.key, file_name: 'logo.png' },
    });
    try {
      const email = uniqueEmail('brand');
      const body = { name: 'Asha Patil', email, subject: 'Logo', phone: '9876543210', message: 'Hello.' };
      const created = await call<ContactCreated>('POST', '/contacts', { body });
      expect(created.status).toBe(201);
      const mail = await latestMail(email, enquiryAcknowledgementSubject(created.body.data.reference));
      const logoUrl = new URL(saved.data.site_logo, stackUrl('/')).toString();
      expect(mail.body.html).toContain(`<img src="${logoUrl}" alt="${SITE.name}"`);
      expect(mail.body.html).toContain(`${SITE.name}, ${address}</p>`);
      expect(mail.body.text).toContain(`${SITE.name}, ${address}`);
      expect(mail.body.text).not.toContain(logoUrl);
      // The logo's address in the mail serves the image to anyone (a mail client has no session).
      const redirect = await fetch(logoUrl, { redirect: 'manual' });
      expect(redirect.status).toBe(302);
    } finally {
      await saveFresh({ office_address: before.office_address, remove_logo: true });
    }
  });
}
