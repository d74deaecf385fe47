// "Download my data" (DPDP Act 2023): what the registrant is told on My Info, in
// the mail and when a link does not work.

/** How many days the mailed link (and the ZIP behind it) stays. */
export const DATA_EXPORT_LINK_DAYS = 7;

export const accountDataMessages = {
  title: 'Your data',
  lead: 'Download a ZIP file with every field and list of your account and profile, your consents, payments and tax invoices, and the files you uploaded.',
  ask: 'Download my data',
  askAgain: 'Prepare a new copy',
  requested: 'We are preparing your data. We will mail you a link when it is ready; you can also download it here.',
  queued: 'Waiting to start…',
  preparing: (percent: number) => `Preparing your data: ${percent}%`,
  ready: (expires: string) => `Your data is ready. The link works until ${expires}.`,
  download: 'Download ZIP',
  failed: 'We could not prepare your data. Please try again; if it fails again, contact us.',
  expired: 'Your last copy has expired. Prepare a new one to download your data.',
  adminRefused: 'An Admin account holds no registrant data to download.',
  linkInvalid: 'This download link is not valid or has expired. Log in and prepare a new copy on My Info.',
  mailSubject: 'Your data is ready to download',
} as const;
