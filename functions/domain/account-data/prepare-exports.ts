import { DATA_EXPORT_LINK_DAYS } from '@tender/shared/account-data-messages';
import {
  claimExport,
  getDataExport,
  listDueExports,
  listExpiredExports,
  markExportExpired,
  markExportFailed,
  markExportReady,
  setExportProgress,
  type DataExportRecord,
} from '../../data/data-export-repository';
import { logger } from '../../platform/logger';
import { destroyCopy, readObject, storeCopy, type StoredCopy } from '../../platform/storage';
import { sendMail } from '../mail/send-mail';
import { collectAccountExport, type AccountExport } from './export-content';
import { exportLink } from './export-link';
import { dataExportMail } from './export-mail';
import { zipWriter } from './zip-writer';

// The data-export job (functions/jobs.ts): each run first removes the files of expired exports,
// then prepares the queued ones, oldest first: claims one (a lease, so two runs never prepare the
// same), writes the JSON and the files into a ZIP with its progress stored as it goes, puts it in
// the bucket under exports/<account id>/, marks it ready for 7 days and mails the signed link.

/** Longer than one export takes (the job's timeout); a run that stopped is taken over after it. */
const LEASE_SECONDS = 6 * 60;
/** Exports one run prepares at most (each may read dozens of files); the rest are the next run's. */
const RUN_LIMIT = 5;
const EXPIRE_LIMIT = 50;

const README = `Your data, as this website stores it (Digital Personal Data Protection Act, 2023).

account.json        your account (login, role, verification; never your password or authenticator secret)
consents.json       each agreement to the privacy policy: its version, when and from where
profile.json        your company profile: its fields, bank details and documents
profile-lists.json  every list of the profile (directors, staff, machinery, works, turnover ...)
payments.json       your payments (registration fee, tender fees and EMD)
tax-invoices.json   the GST tax invoices issued to you
bids.json           your bids (their state, receipt and times; the sealed covers stay sealed)
follows.json        the tenders you follow
other-records.json  any other record kept with your account
files.json          each uploaded file: its name here, its own name and where it is used
files/              the files you uploaded
`;

const exportKey = (accountId: number, exportId: string) => `exports/${accountId}/${exportId}.zip`;

async function removeObject(object: StoredCopy | null): Promise<void> {
  if (object) await destroyCopy(object);
}

/** Writes the ZIP, storing the progress (the JSON as the first step, then one step per file). */
async function writeZip(record: DataExportRecord, content: AccountExport): Promise<Uint8Array> {
  const zip = zipWriter();
  zip.addText('README.txt', README);
  for (const document of content.documents) zip.addJson(document.path, document.value);
  const steps = content.files.length + 1;
  let shown = 0;
  for (const [index, file] of content.files.entries()) {
    const read = await readObject(file.stored_key);
    if (read) zip.addFile(file.zip_path, read.bytes);
    else logger.warn('data export: a referenced file is missing', { accountId: record.account_id, index });
    // At most every 5 %, so a large profile does not write its progress dozens of times.
    const progress = Math.floor(((index + 2) / steps) * 99);
    if (progress - shown >= 5) {
      shown = progress;
      await setExportProgress(record.account_id, record.export_id, progress);
    }
  }
  return zip.finish();
}

async function prepareOne(record: DataExportRecord, now: Date): Promise<'ready' | 'failed'> {
  try {
    const content = await collectAccountExport(record.account_id);
    const archive = await writeZip(record, content);
    const key = exportKey(record.account_id, record.export_id);
    const object = await storeCopy(key, archive, 'application/zip');
    const expiresAt = new Date(now.getTime() + DATA_EXPORT_LINK_DAYS * 86_400_000);
    if (
      !(await markExportReady(record.account_id, record.export_id, {
        object,
        size: archive.length,
        readyAt: now,
        expiresAt,
      }))
    ) {
      // Replaced while it was prepared: this file is nobody's.
      await removeObject(object);
      return 'failed';
    }
    await removeObject(record.superseded);
    const link = await exportLink({ accountId: record.account_id, exportId: record.export_id, expiresAt });
    await sendMail(dataExportMail({ to: content.email, name: content.name, link, expiresAt })).catch((error: unknown) =>
      // The export stands without the mail: My Info shows the same link.
      logger.warn('data export mail not sent', {
        accountId: record.account_id,
        error: error instanceof Error ? error.name : 'error',
      }),
    );
    return 'ready';
  } catch (error) {
    logger.error('data export failed', {
      accountId: record.account_id,
      error: error instanceof Error ? error.name : 'error',
    });
    await markExportFailed(record.account_id, record.export_id, error instanceof Error ? error.name : 'error');
    return 'failed';
  }
}

/** Removes the files of ready exports past their expiry. */
async function expireExports(now: Date): Promise<number> {
  let expired = 0;
  for (const accountId of await listExpiredExports(now, EXPIRE_LIMIT)) {
    const record = await getDataExport(accountId);
    if (!record || record.status !== 'ready') continue;
    await removeObject(record.zip_object);
    if (await markExportExpired(accountId, record.export_id)) expired += 1;
  }
  return expired;
}

/** One run of the job: what it expired, prepared and failed. */
export async function prepareDataExports(now: Date): Promise<{ expired: number; prepared: number; failed: number }> {
  const expired = await expireExports(now);
  let prepared = 0;
  let failed = 0;
  for (const accountId of await listDueExports(RUN_LIMIT)) {
    const record = await getDataExport(accountId);
    if (!record || (record.status !== 'queued' && record.status !== 'preparing')) continue;
    const leaseUntil = new Date(now.getTime() + LEASE_SECONDS * 1000);
    if (!(await claimExport(accountId, record.export_id, now, leaseUntil))) continue;
    const outcome = await prepareOne({ ...record, status: 'preparing' }, now);
    if (outcome === 'ready') prepared += 1;
    else failed += 1;
  }
  return { expired, prepared, failed };
}
