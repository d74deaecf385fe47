import { createHmac, timingSafeEqual } from 'node:crypto';
import { DATA_EXPORT_TOKEN_PATTERN } from '@tender/shared/schemas/account-data';
import { API_BASE_PATH } from '../../contracts/base-path';
import { config } from '../../platform/config';
import { derivedKey } from '../../platform/secrets';

// The link of a ready export is signed, not stored: `<account id>-<export id>-<expiry>-<HMAC>`, the
// HMAC (SHA-256, key derivedKey('data-export')) over the three. It works until the export expires
// (7 days) and only for that export: a new request replaces the export, and its old link stops.
// It opens without a session (it is mailed), then redirects to a one-minute link of the bucket, so
// it keeps working however long the functions' own credentials last.

export const DOWNLOAD_PATH = `${API_BASE_PATH}/account/data_export/download`;

export type SignedExport = { accountId: number; exportId: string; expiresAt: Date };

async function signature(accountId: number, exportId: string, expires: number): Promise<Buffer> {
  return createHmac('sha256', await derivedKey('data-export'))
    .update(`${accountId}.${exportId}.${expires}`)
    .digest();
}

export async function exportToken(signed: SignedExport): Promise<string> {
  const expires = Math.floor(signed.expiresAt.getTime() / 1000);
  const mac = await signature(signed.accountId, signed.exportId, expires);
  return `${signed.accountId}-${signed.exportId}-${expires}-${mac.toString('base64url')}`;
}

/** The link as My Info shows it (same origin as the app). */
export async function exportPath(signed: SignedExport): Promise<string> {
  return `${DOWNLOAD_PATH}?token=${await exportToken(signed)}`;
}

/** The link as the mail carries it (absolute). */
export async function exportLink(signed: SignedExport): Promise<string> {
  return new URL(await exportPath(signed), config.SITE_URL).toString();
}

/** The export a token names, if its signature holds and it has not expired; undefined otherwise. */
export async function readExportToken(
  token: string,
  now: Date,
): Promise<{ accountId: number; exportId: string } | undefined> {
  const match = DATA_EXPORT_TOKEN_PATTERN.exec(token);
  if (!match) return undefined;
  const [, idText, exportId, expiresText, macText] = match as unknown as [string, string, string, string, string];
  const accountId = Number(idText);
  const expires = Number(expiresText);
  const expected = await signature(accountId, exportId, expires);
  const given = Buffer.from(macText, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (expires <= Math.floor(now.getTime() / 1000)) return undefined;
  return { accountId, exportId };
}
