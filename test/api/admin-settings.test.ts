import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsMessages } from '@tender/shared/admin-messages';
import type { AdminSettings, AdminSettingsAnswer, AdminSettingsChanged } from '@tender/shared/schemas/settings-admin';
import type { AuditListAnswer } from '@tender/shared/schemas/audit';
import type { PaymentNeededAnswer, SettingsBasicInfo } from '@tender/shared/schemas/settings';
import type { UploadTicket } from '@tender/shared/schemas/uploads';
import { postToTicket, SAMPLE_PNG } from '../support/uploads';
import { call, type ErrorBody } from '../support/api-call';
import { tokenOf } from './admin-support';
import { stackUrl } from '../support/stack-url';
import { officeAndTaxTests } from './admin-settings-office';
import { lockSettings } from '../support/settings-lock';

// Settings: what the admin saves is what the public endpoints answer on the next request
// (locally the gateway's process clears its read cache on any write), at the version read, audited.
// The stack's settings are shared with every other test file running now: each test puts back what
// it found, and the payment switch is off only for the two requests that check it.

let admin: string;

beforeAll(async () => {
  admin = await tokenOf('Admin');
});

const read = async () => (await call<AdminSettingsAnswer>('GET', '/admin/settings', { token: admin })).body.data;

const formOf = (settings: AdminSettings) => ({
  basic_contractor_registration_fees: settings.basic_contractor_registration_fees,
  site_slogan: settings.site_slogan,
  site_url: settings.site_url,
  payment_required: settings.payment_required,
  version: settings.version,
});

const save = (body: Record<string, unknown>) =>
  call<AdminSettingsChanged & ErrorBody>('PUT', '/admin/settings', { token: admin, body });

/** Saves, retrying at the newer version if another test saved meanwhile. */
async function saveFresh(changes: Record<string, unknown>): Promise<AdminSettingsChanged> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const { status, body } = await save({ ...formOf(await read()), ...changes });
    if (status === 200) return body;
    if (status !== 409) throw new Error(`PUT /admin/settings answered ${status}: ${JSON.stringify(body)}`);
  }
  throw new Error('settings kept changing');
}

const publicSettings = async () =>
  (await call<{ data: SettingsBasicInfo }>('GET', '/get_settings_basic_info')).body.data;

let unlockSettings: (() => Promise<void>) | undefined;
// Browser test files change the settings too (site-settings, admin-screens): one file at a time.
beforeAll(async () => {
  unlockSettings = await lockSettings();
}, 200_000);
afterAll(() => unlockSettings?.());

describe('admin settings', () => {
  it('shows a saved slogan and site url on the next public read, and audits the change', async () => {
    const before = await read();
    const slogan = `Building trust ${Math.random().toString(36).slice(2, 8)}`;
    await publicSettings(); // a cached answer exists now: the save must clear it
    // The site URL is where every mail's links lead: files running beside this one follow
    // their mails' links, so the saved URL is the stack's own address, written differently.
    const siteUrl = stackUrl('/');
    const saved = await saveFresh({ site_slogan: slogan, site_url: siteUrl });
    expect(saved.data).toMatchObject({ site_slogan: slogan, site_url: siteUrl });
    expect(saved.data.version).toBeGreaterThan(before.version);
    expect(await publicSettings()).toMatchObject({ site_slogan: slogan, site_url: siteUrl });

    const audit = await call<AuditListAnswer>('GET', '/admin/audit?entity=settings', { token: admin });
    const entry = audit.body.data.find((candidate) => candidate.after?.site_slogan === slogan);
    expect(entry).toMatchObject({ action: 'settings.update', entity_id: 'basic', actor_name: 'Test Person' });
    expect(entry?.before).toHaveProperty('site_slogan');
    expect(entry?.after).not.toHaveProperty('basic_contractor_registration_fees');

    await saveFresh({ site_slogan: before.site_slogan, site_url: before.site_url });
  });

  it('switches the registration payment off and on: /check_payment_during_contractor_registration follows at once', async () => {
    const current = await read();
    expect(current.payment_required).toBe(true);
    const off = await save({ ...formOf(current), payment_required: false });
    const needed = await call<PaymentNeededAnswer>('GET', '/check_payment_during_contractor_registration');
    const on = await save({ ...formOf(off.body.data), payment_required: true });
    expect(off.status).toBe(200);
    expect(on.status).toBe(200);
    expect(needed.body.data.payment_needed).toBe(false);
    const again = await call<PaymentNeededAnswer>('GET', '/check_payment_during_contractor_registration');
    expect(again.body.data.payment_needed).toBe(current.basic_contractor_registration_fees > 0);
  });

  it('refuses a save over a newer one (409) and bad fields with their messages, changing nothing', async () => {
    const current = await read();
    const stale = await save({ ...formOf(current), version: current.version + 7, site_slogan: 'Stale' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(settingsMessages.changedMeanwhile);
    const bad = await save({
      ...formOf(current),
      basic_contractor_registration_fees: -1,
      site_url: 'ftp://x',
      site_slogan: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      basic_contractor_registration_fees: [settingsMessages.fee],
      site_url: [settingsMessages.siteUrl],
      site_slogan: [settingsMessages.slogan],
    });
    expect((await read()).site_slogan).not.toBe('Stale');
  });

  it('takes an uploaded logo that everyone can then read through site_logo', async () => {
    const ticket = await call<UploadTicket>('POST', '/uploads', {
      token: admin,
      body: { purpose: 'site_logo', file_name: 'logo.png', content_type: 'image/png', size: SAMPLE_PNG.length },
    });
    expect(ticket.status).toBe(201);
    expect((await postToTicket(ticket.body.data, SAMPLE_PNG, 'logo.png', 'image/png')).status).toBeLessThan(300);
    const saved = await saveFresh({ site_logo: { key: ticket.body.data.key, file_name: 'logo.png' } });
    expect(saved.data.site_logo).toMatch(/^\/api\/v1\/site_logo\/[0-9a-f-]{36}\.png$/);
    expect(saved.data.site_logo_file).toEqual({ file_name: 'logo.png', content_type: 'image/png' });

    const shown = await publicSettings();
    expect(shown.site_logo).toBe(saved.data.site_logo);
    const redirect = await call('GET', shown.site_logo.replace('/api/v1', ''));
    expect(redirect.status).toBe(302);
    const image = await fetch(redirect.headers.get('location')!);
    expect(Buffer.from(await image.arrayBuffer()).equals(SAMPLE_PNG)).toBe(true);
    // Only the logo in use is served.
    const other = await call('GET', '/site_logo/00000000-0000-4000-8000-000000000000.png');
    expect(other.status).toBe(404);

    const removed = await saveFresh({ remove_logo: true });
    expect(removed.data.site_logo).toBe('/logo.svg');
    expect((await call('GET', shown.site_logo.replace('/api/v1', ''))).status).toBe(404);
  });

  it('refuses a PDF as the logo', async () => {
    const ticket = await call<UploadTicket>('POST', '/uploads', {
      token: admin,
      body: { purpose: 'site_logo', file_name: 'logo.pdf', content_type: 'application/pdf', size: 100 },
    });
    const current = await read();
    const { status, body } = await save({
      ...formOf(current),
      site_logo: { key: ticket.body.data.key, file_name: 'logo.pdf' },
    });
    expect(status).toBe(400);
    expect(body.errors?.site_logo).toEqual([settingsMessages.logoType]);
  });

  // The office and the tax invoice's issuer (admin-settings-office.ts), here so
  // that every change of the shared settings runs in this one file, in turn.
  officeAndTaxTests({ admin: () => admin, read, formOf, save, saveFresh, publicSettings });
});
