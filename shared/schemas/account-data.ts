// "Download my data" (DPDP Act 2023): the export's state as GET/POST /account/data_export answer
// it, and the signed link of the mail. zod/mini (./mini.ts): the functions parse with these.
import { accountDataMessages as m } from '../account-data-messages';
import * as z from './mini';

/** none: never asked; queued -> preparing -> ready (until it expires) or failed. */
export const DATA_EXPORT_STATUSES = ['none', 'queued', 'preparing', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** `<account id>-<export id>-<expiry, epoch seconds>-<HMAC>`: the signed link's token. */
export const DATA_EXPORT_TOKEN_PATTERN = /^([1-9]\d{0,15})-([0-9a-f]{32})-(\d{1,12})-([A-Za-z0-9_-]{43})$/;

export const DataExportState = z.object({
  status: z.enum(DATA_EXPORT_STATUSES),
  /** 0-100 while preparing; 100 once ready. */
  progress: z.number().check(z.int(), z.minimum(0), z.maximum(100)),
  requested_at: z.nullable(z.string()),
  ready_at: z.nullable(z.string()),
  /** When the link and the file stop working. */
  expires_at: z.nullable(z.string()),
  /** Ready only: the signed link (under /api/v1) that downloads the ZIP, the one the mail carries. */
  download_url: z.nullable(z.string()),
  /** Ready only: the ZIP's size in bytes. */
  size: z.nullable(z.number().check(z.int())),
});
export type DataExportState = z.infer<typeof DataExportState>;

export const DataExportAnswer = z.object({ message: z.optional(z.string()), data: DataExportState });
export type DataExportAnswer = z.infer<typeof DataExportAnswer>;

/** GET /account/data_export/download: the mailed link's token. */
export const DataExportDownloadQuery = z.object({
  token: z.string({ error: m.linkInvalid }).check(z.regex(DATA_EXPORT_TOKEN_PATTERN, m.linkInvalid)),
});
export type DataExportDownloadQuery = z.infer<typeof DataExportDownloadQuery>;
