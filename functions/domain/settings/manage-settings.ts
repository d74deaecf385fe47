import { settingsMessages as m } from '@tender/shared/admin-messages';
import {
  DEFAULT_SITE_LOGO,
  type AdminSettings,
  type AdminSettingsAnswer,
  type AdminSettingsChanged,
  type UpdateSettingsBody,
} from '@tender/shared/schemas/settings-admin';
import { apiMessages } from '@tender/shared/messages';
import { UPLOAD_EXTENSIONS, uploadMessages } from '@tender/shared/upload-rules';
import { API_BASE_PATH } from '../../contracts/base-path';
import {
  getStoredSettings,
  saveSettings,
  SettingsConflictError,
  toStoredSettings,
  type StoredSettings,
} from '../../data/settings-repository';
import { getUploads } from '../../data/uploads-repository';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { presignGet } from '../../platform/storage';
import { acceptUploads } from '../uploads/accept-uploads';
import { uploadIdOf } from '../uploads/upload-keys';
import { actorOf, auditEntry, changedFields } from '../audit/audit-entry';

// The site's settings: registration fee, slogan, url, logo, and whether contractors pay.
// The public reads (GET /get_settings_basic_info, /check_payment_during_contractor_registration)
// read the same item on every request their cache lets through, so a save shows at once locally
// (the process clears its read cache on any write) and within the edge's lifetime in the cloud.

/** Where an uploaded logo is kept; everyone reads it through GET /site_logo/{file_name}. */
const logoKey = (fileName: string) => `site/logo/${fileName}`;
const logoPath = (fileName: string) => `${API_BASE_PATH}/site_logo/${fileName}`;

/** The settings before anything was saved: no fee, the site's own logo, payment asked for when a fee is set. */
const DEFAULTS: StoredSettings = toStoredSettings({});

function toAdminSettings(stored: StoredSettings): AdminSettings {
  const { site_logo_file: logo, ...rest } = stored;
  return {
    ...rest,
    site_logo_file: logo ? { file_name: logo.file_name, content_type: logo.content_type } : null,
  };
}

export async function getAdminSettings(): Promise<AdminSettingsAnswer> {
  return { data: toAdminSettings((await getStoredSettings()) ?? DEFAULTS) };
}

/** A new logo: an image upload (never a PDF), copied to site/logo/<uuid>.<ext>. */
async function acceptLogo(ref: NonNullable<UpdateSettingsBody['site_logo']>, caller: Caller, now: Date) {
  const uploadId = uploadIdOf(ref.key);
  const declared = uploadId ? (await getUploads([uploadId])).get(uploadId) : undefined;
  if (declared?.content_type === 'application/pdf') throw new ValidationError({ site_logo: [m.logoType] });
  const { files, uploadIds } = await acceptUploads(
    [{ field: 'site_logo', ref, purpose: 'site_logo' }],
    {
      accountId: caller.userId,
      callerId: caller.userId,
      destination: (id, type) => logoKey(`${id}.${UPLOAD_EXTENSIONS[type]}`),
    },
    now,
  );
  const file = files.site_logo;
  if (!file || file.content_type === 'application/pdf') throw new ValidationError({ site_logo: [m.logoType] });
  const fileName = file.key.slice(logoKey('').length);
  return {
    uploadIds,
    site_logo: logoPath(fileName),
    site_logo_file: { key: file.key, file_name: file.file_name, content_type: file.content_type },
  };
}

/** The office and invoice issuer fields the body carries (an absent one keeps the stored value). */
function officeAndIssuerOf(body: UpdateSettingsBody): Partial<StoredSettings> {
  const fields = [
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
  return Object.fromEntries(fields.filter((field) => body[field] !== undefined).map((field) => [field, body[field]]));
}

/** PUT /admin/settings: the whole form at the version read, with its audit entry in one transaction. */
export async function updateSettings(
  body: UpdateSettingsBody,
  caller: Caller,
  now: Date,
): Promise<AdminSettingsChanged> {
  const stored = (await getStoredSettings()) ?? DEFAULTS;
  if (body.version !== stored.version) throw new ConflictError(m.changedMeanwhile);
  const actor = await actorOf(caller);
  const logo = body.site_logo
    ? await acceptLogo(body.site_logo, caller, now)
    : body.remove_logo
      ? { uploadIds: [], site_logo: DEFAULT_SITE_LOGO, site_logo_file: null }
      : { uploadIds: [], site_logo: stored.site_logo, site_logo_file: stored.site_logo_file };
  const saved: StoredSettings = {
    ...stored,
    ...officeAndIssuerOf(body),
    basic_contractor_registration_fees: body.basic_contractor_registration_fees,
    site_slogan: body.site_slogan,
    site_url: body.site_url,
    payment_required: body.payment_required,
    site_logo: logo.site_logo,
    site_logo_file: logo.site_logo_file,
    version: stored.version + 1,
    updated_at: now.toISOString(),
  };
  const diff = changedFields(stored, saved);
  try {
    await saveSettings({
      settings: saved,
      readVersion: stored.version,
      uploads: { ids: logo.uploadIds, accountId: caller.userId, at: now },
      audit: [
        auditEntry(
          actor,
          {
            action: 'settings.update',
            entity: 'settings',
            entityId: 'basic',
            summary: `Settings: ${Object.keys(diff.after).join(', ') || 'no field changed'}`,
            ...diff,
          },
          now,
        ),
      ],
    });
  } catch (error) {
    if (!(error instanceof SettingsConflictError)) throw error;
    const message = error.reason === 'upload' ? uploadMessages.unavailable : m.changedMeanwhile;
    throw new ConflictError(message, { cause: error });
  }
  return { error: false, message: m.saved, data: toAdminSettings(saved) };
}

/** GET /site_logo/{file_name}: the uploaded logo in use, by a short-lived link; any other name is 404. */
export async function siteLogoLink(fileName: string): Promise<string> {
  const stored = await getStoredSettings();
  const key = logoKey(fileName);
  if (!stored?.site_logo_file || stored.site_logo_file.key !== key) throw new NotFoundError(apiMessages.notFound);
  const { url } = await presignGet(key, { fileName: stored.site_logo_file.file_name, disposition: 'inline' });
  return url;
}
