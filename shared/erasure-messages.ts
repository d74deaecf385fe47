// "Erase my account" (point 8; India's DPDP Act 2023): what the registrant is told when it
// asks and once it is done, what the Admin's list and its answers say. A module of its own, so only
// the screens that show it carry it.

export const erasureMessages = {
  reason: 'The reason may have at most 1000 characters, without < or >.',
  registrantsOnly: 'Only a registrant or subscriber account can ask for its erasure.',
  requested: 'Your request to erase your account has been sent to the consultancy.',
  alreadyRequested: 'Your request to erase your account is already with the consultancy.',
  carriedOut: 'The account’s personal data has been erased.',
  alreadyCarriedOut: 'This erasure was carried out already.',
  notFound: 'Erasure request not found.',
  statusFilter: 'status must be pending or done.',
  // My Info
  heading: 'Erase my account',
  explanation:
    'You can ask the consultancy to erase your account: your login, company profile, documents and uploaded files are removed. Payment records and GST tax invoices are kept for 8 years, as GST law requires; bids you submitted stay part of their tenders’ records.',
  reasonLabel: 'Reason (optional)',
  ask: 'Ask to erase my account',
  confirmTitle: 'Erase your account?',
  confirmText:
    'Once the consultancy carries it out you can no longer log in, and your profile and documents cannot be restored.',
  pendingState: (when: string) =>
    `You asked for your account to be erased on ${when}. The consultancy will carry it out and tell you by mail.`,
  askFailed: 'Your request could not be sent. Please try again.',
  // Admin
  adminTitle: 'Erasure requests',
  adminLead:
    'Registrants who asked for their account to be erased, newest first. Carrying one out removes the account’s personal data and files; payment records and tax invoices are kept for 8 years (GST law), marked.',
  carryOut: 'Carry out',
  carryOutTitle: (who: string) => `Erase ${who}?`,
  carryOutText:
    'The login, profile, lists, documents and files of this account are removed for good (old file versions too). Payment records and tax invoices are kept and marked. The registrant is told by mail.',
  carryOutFailed: 'The erasure could not be carried out',
  fetchFailed: 'Failed to fetch erasure requests',
  empty: 'No erasure requests.',
} as const;

/** The mail's subject once the erasure is carried out (tests read it back from the mailbox). */
export const erasureMailSubject = 'Your account has been erased';

/** Why the records kept after an erasure are kept (GST law: accounts and invoices kept for 8 years). */
export const ERASURE_RETAINED_FOR = 'gst-8-years';
export const ERASURE_RETAIN_YEARS = 8;
