import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from './audit-repository';
import { getStoredSettings, saveSettings, SettingsConflictError, toStoredSettings } from './settings-repository';
import { uploadTicket } from './testing/stored-records';
import { getUploads, markUploadsUsed, putUpload } from './uploads-repository';

// The admin's save on DynamoDB Local: what a cancelled transaction is answered as. Only refused
// saves are tried, so the one settings item other test files read never changes here.

const now = new Date();

const entry = (): AuditEntry => ({
  id: randomUUID(),
  at: now.toISOString(),
  actor_id: 1,
  actor_name: 'Admin',
  action: 'settings.update',
  entity: 'settings',
  entity_id: 'basic',
  summary: 'Settings: site_slogan',
  before: null,
  after: null,
});

async function currentSettings() {
  return (await getStoredSettings()) ?? toStoredSettings({});
}

describe('saving the settings (DynamoDB Local)', () => {
  it('answers a version moved meanwhile as the settings, and writes nothing', async () => {
    const stored = await currentSettings();
    const upload = uploadTicket({ purpose: 'site_logo' });
    await putUpload(upload);
    const stale = saveSettings({
      settings: { ...stored, site_slogan: 'Never saved', version: stored.version + 1001 },
      readVersion: stored.version + 1000,
      uploads: { ids: [upload.id], accountId: 1, at: now },
      audit: [entry()],
    });
    await expect(stale).rejects.toBeInstanceOf(SettingsConflictError);
    await expect(stale).rejects.toMatchObject({ reason: 'settings', statusCode: 409 });
    expect((await currentSettings()).version).toBe(stored.version);
    expect((await getUploads([upload.id])).get(upload.id)?.status).toBe('issued');
  });

  it("answers the logo's upload claimed meanwhile as the upload, even when the version moved too", async () => {
    const stored = await currentSettings();
    const upload = uploadTicket({ purpose: 'site_logo' });
    await putUpload(upload);
    await markUploadsUsed([upload.id], 5);
    const save = (readVersion: number) =>
      saveSettings({
        settings: { ...stored, site_slogan: 'Never saved', version: readVersion + 1 },
        readVersion,
        uploads: { ids: [upload.id], accountId: 1, at: now },
        audit: [entry()],
      });
    await expect(save(stored.version)).rejects.toMatchObject({ reason: 'upload' });
    await expect(save(stored.version + 1000)).rejects.toMatchObject({ reason: 'upload' });
    expect((await currentSettings()).version).toBe(stored.version);
  });
});
