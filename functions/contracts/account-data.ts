import { DataExportAnswer, DataExportDownloadQuery } from '@tender/shared/schemas/account-data';
import { defineRoute } from './route-contract';

const tag = 'Your data';

// "Download my data" (DPDP Act 2023). The ZIP is prepared by the data-export job
// (functions/jobs.ts), which mails the signed link; these routes ask, tell the state, and open the link.

export const requestDataExport = defineRoute({
  method: 'POST',
  path: '/account/data_export',
  handler: 'account-data/request-data-export',
  auth: 'user',
  tag,
  summary:
    'Asks for a copy of every field, list, consent, payment, invoice and upload of the caller’s account as a ZIP, prepared in the background and mailed as a link that works 7 days. While one is queued or being prepared it answers that one (Admins: 403)',
  answers: { 202: DataExportAnswer },
  errors: [403],
  // The export item and its audit entry in one transaction.
  access: { table: 'write', writes: ['AUDIT', 'USER'] },
});

export const getDataExport = defineRoute({
  method: 'GET',
  path: '/account/data_export',
  handler: 'account-data/get-data-export',
  auth: 'user',
  tag,
  summary:
    'The state of the caller’s data export: none, queued, preparing (with its progress), ready (with its download link and expiry), failed or expired (Admins: 403)',
  answers: { 200: DataExportAnswer },
  errors: [403],
  // The ready link is signed with a key derived from the JWT key (the pipeline grants it).
  access: { table: 'read' },
});

export const downloadDataExport = defineRoute({
  method: 'GET',
  path: '/account/data_export/download',
  businessRules: [
    { field: 'token', rule: 'the signed link of the account’s current ready export, unchanged and not expired' },
  ],
  handler: 'account-data/download-data-export',
  auth: 'public',
  tag,
  summary:
    'Redirects the mailed link of a ready data export to a short-lived link of its ZIP (no session needed: the link is signed and expires with the export)',
  query: DataExportDownloadQuery,
  answers: { 302: null },
  redirectsToFile: ['application/zip'],
  addressLimit: { limit: 30, windowSeconds: 600 },
  // The link's HMAC key is derived from the JWT key.
  access: { table: 'read', bucket: 'read', secrets: ['jwt'] },
});

export const accountDataRoutes = [requestDataExport, getDataExport, downloadDataExport] as const;
