import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { INVOICE_ISSUER_DEFAULTS, OFFICE_DEFAULTS } from '@tender/shared/constants';
import type { SettingsBasicInfo, StoredSettings } from '@tender/shared/schemas/settings';
import { dynamo, tableName } from '../platform/dynamo-client';
import { ConflictError } from '../platform/errors';
import { TransactionConditionError, writeWithAudit, type AuditEntry } from './audit-repository';
import { keys } from './keys';
import type { TransactWriteItem } from './transactions';
import { uploadUseItem } from './uploads-repository';

export type { StoredSettings };

const textOr = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : fallback);
const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

/** A stored settings item as StoredSettings: fields added later (payment_required, office ...) get their defaults. */
export function toStoredSettings(item: Record<string, unknown>): StoredSettings {
  const logo = item.site_logo_file as StoredSettings['site_logo_file'] | undefined;
  return {
    office_phone: textOr(item.office_phone, OFFICE_DEFAULTS.office_phone),
    office_email: textOr(item.office_email, OFFICE_DEFAULTS.office_email),
    office_address: textOr(item.office_address, OFFICE_DEFAULTS.office_address),
    office_hours: textOr(item.office_hours, OFFICE_DEFAULTS.office_hours),
    office_lat: numberOr(item.office_lat, OFFICE_DEFAULTS.office_lat),
    office_lng: numberOr(item.office_lng, OFFICE_DEFAULTS.office_lng),
    company_legal_name: textOr(item.company_legal_name, INVOICE_ISSUER_DEFAULTS.company_legal_name),
    company_gstin: textOr(item.company_gstin, INVOICE_ISSUER_DEFAULTS.company_gstin),
    invoice_sac_code: textOr(item.invoice_sac_code, INVOICE_ISSUER_DEFAULTS.invoice_sac_code),
    site_slogan: String(item.site_slogan ?? ''),
    site_url: String(item.site_url ?? ''),
    site_logo: String(item.site_logo ?? ''),
    basic_contractor_registration_fees: Number(item.basic_contractor_registration_fees ?? 0),
    payment_required: item.payment_required !== false,
    site_logo_file: logo && typeof logo.key === 'string' ? logo : null,
    version: Number(item.version ?? 0),
    updated_at: typeof item.updated_at === 'string' ? item.updated_at : null,
  };
}

/** Everything the admin keeps in the settings, strongly consistent (the admin's own view is never stale). */
export async function getStoredSettings(): Promise<StoredSettings | undefined> {
  const result = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: keys.settings(), ConsistentRead: true }),
  );
  return result.Item ? toStoredSettings(result.Item) : undefined;
}

/** The public part of the settings (GET /get_settings_basic_info). */
/** Settings as stored, or neutral values before the first admin save (no fee means no payment; the office's defaults). */
export async function getSettings(): Promise<SettingsBasicInfo> {
  return (await getBasicSettings()) ?? basicInfoOf(toStoredSettings({}));
}

export async function getBasicSettings(): Promise<SettingsBasicInfo | undefined> {
  const result = await dynamo.send(new GetCommand({ TableName: tableName, Key: keys.settings() }));
  if (!result.Item) return undefined;
  return basicInfoOf(toStoredSettings(result.Item));
}

/** The public part of stored settings: never the invoice issuer's fields, the logo file or the version. */
export function basicInfoOf(stored: StoredSettings): SettingsBasicInfo {
  const { site_slogan, site_url, site_logo, basic_contractor_registration_fees } = stored;
  const { office_phone, office_email, office_address, office_hours, office_lat, office_lng } = stored;
  return {
    site_slogan,
    site_url,
    site_logo,
    basic_contractor_registration_fees,
    office_phone,
    office_email,
    office_address,
    office_hours,
    office_lat,
    office_lng,
  };
}

/**
 * The settings a stage starts with (seed, stage:init): written only when there are none, so
 * running stage:init again never undoes what the admin changed since.
 */
export async function putBasicSettings(settings: SettingsBasicInfo): Promise<void> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...keys.settings(), ...settings, payment_required: true, version: 0 },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
  }
}

/** The admin's save: the whole settings item, if it is still at the version the admin read (0: none or unversioned). */
function settingsPutItem(settings: StoredSettings, expectedVersion: number): TransactWriteItem {
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.settings(), ...settings },
      ConditionExpression:
        expectedVersion === 0
          ? 'attribute_not_exists(pk) OR attribute_not_exists(#version) OR #version = :version'
          : '#version = :version',
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: { ':version': expectedVersion },
    },
  };
}

/**
 * What a cancelled save ran into: the settings no longer at the version read (or the database did
 * not say), or the new logo's upload claimed meanwhile.
 */
export type SettingsConflictReason = 'settings' | 'upload';

export class SettingsConflictError extends ConflictError {
  constructor(
    readonly reason: SettingsConflictReason,
    options?: { cause?: unknown },
  ) {
    super(undefined, options);
  }
}

/**
 * The admin's save, in one transaction: the whole settings item if still at `readVersion`, the
 * claims of the uploads it uses and its audit entry. A cancelled one throws SettingsConflictError
 * (an upload claimed meanwhile is named even when the version moved too); nothing is written then.
 */
export async function saveSettings(save: {
  settings: StoredSettings;
  readVersion: number;
  uploads: { ids: readonly string[]; accountId: number; at: Date };
  audit: AuditEntry[];
}): Promise<void> {
  try {
    await writeWithAudit(
      [
        settingsPutItem(save.settings, save.readVersion),
        ...save.uploads.ids.map((id) => uploadUseItem(id, save.uploads.accountId, save.uploads.at)),
      ],
      save.audit,
    );
  } catch (error) {
    if (!(error instanceof TransactionConditionError)) throw error;
    const reason = error.failed.some((index) => index > 0) ? 'upload' : 'settings';
    throw new SettingsConflictError(reason, { cause: error });
  }
}
