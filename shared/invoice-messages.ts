// The GST tax invoice of the registration fee: what the pages and the mail say.
// SPEC.md has no texts for it; these are ours.

export const invoiceMessages = {
  title: 'Tax Invoice',
  listTitle: 'Invoices',
  listEmpty: 'No invoices yet. A tax invoice is issued for each registration fee you pay.',
  listFailed: 'Could not load your invoices. Please try again.',
  download: 'Download PDF',
  adminLink: 'Tax invoice',
  /** The service the registration fee pays for, as the invoice describes it. */
  serviceDescription: 'Registration fee: vendor registration on the tender portal',
  mailSubject: 'Your tax invoice for the registration fee',
  mailIntro: 'Thank you for your payment. Your GST tax invoice for the registration fee is attached.',
  mailAttachedToRegistration: 'The GST tax invoice for your registration fee is attached to this mail.',
  mailWhereLater: 'You can download it again at any time from your profile, under Invoices.',
} as const;
