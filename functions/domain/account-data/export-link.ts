import { API_BASE_PATH } from '../../contracts/base-path';
import { config } from '../../platform/config';
import { epochSeconds, lowerHex, positiveInteger, signedLink } from '../../platform/signed-link';

// The link of a ready export is signed, not stored: `<account id>-<export id>-<expiry>-<HMAC>`, the
// HMAC (SHA-256, key derivedKey('data-export')) over the three. It works until the export expires
// (7 days) and only for that export: a new request replaces the export, and its old link stops.
// It opens without a session (it is mailed), then redirects to a one-minute link of the bucket, so
// it keeps working however long the functions' own credentials last.

export const DOWNLOAD_PATH = `${API_BASE_PATH}/account/data_export/download`;

export type SignedExport = { accountId: number; exportId: string; expiresAt: Date };

// The same shape as DATA_EXPORT_TOKEN_PATTERN (shared/schemas/account-data.ts), which checks it at the edge.
const exportLinks = signedLink({
  purpose: 'data-export',
  fields: { accountId: positiveInteger(16), exportId: lowerHex(32), expiresAt: epochSeconds },
  expiresAt: 'expiresAt',
});

export async function exportToken(signed: SignedExport): Promise<string> {
  return exportLinks.sign(signed);
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
  const signed = await exportLinks.verify(token, { now });
  return signed && { accountId: signed.accountId, exportId: signed.exportId };
}
