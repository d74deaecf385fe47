// What bidders and anyone checking a receipt read. Server (zod) and forms (yup) take them from here.

export const receiptMessages = {
  bidReference: 'Please enter the bid reference as printed on the receipt (for example BID-12-000034).',
  tenderId: 'Please enter the tender id as a whole number.',
  submittedAt:
    'Please enter the time of submission exactly as printed on the receipt (for example 2026-11-25T10:15:30.123Z).',
  digest: 'Please enter the digest as printed on the receipt: 64 characters 0-9 and a-f.',
  signature: 'Please enter the signature as printed on the receipt (base64).',
  receiptFile: 'This file is not a receipt downloaded from this site.',
  genuine: 'This receipt is genuine: the marketplace signed exactly these details.',
  notGenuine:
    'This receipt does not match the marketplace’s signature: one of its details or the signature was changed, or it was not issued here.',
} as const;

/** Submitting, revising and withdrawing a bid. `{…}` parts are filled by the server. */
export const bidMessages = {
  requestId: 'request_id must be a UUID made by the client for this submission.',
  rates: 'Please give a rate for every work item of the tender.',
  rate: 'The rate must be a number greater than 0 with at most two decimals.',
  rateTooLarge: 'The rate is larger than this marketplace accepts.',
  unknownWorkItem: 'This work item is not part of the tender.',
  duplicateWorkItem: 'This work item is rated twice.',
  missingWorkItem: (count: number) => `${count} work item${count === 1 ? ' has' : 's have'} no rate.`,
  documents: 'Attach at most 20 documents.',
  documentName: 'Name the document in 1 to 100 characters.',
  documentNameUnsafe: 'The document name contains characters that are not allowed.',
  duplicateDocumentName: 'Two documents have the same name.',
  uploadId: 'Upload the document again: this reference is not valid.',
  profileRows: 'Choose at most 50 rows of your profile.',
  profileList: 'Choose rows from completed works, turnovers or quality certificates.',
  profileRow: 'This row is not in your profile any more. Reload the page and choose again.',
  emdExempt: 'Say whether you claim the EMD exemption.',
  exemptionNotAllowed: 'This tender does not allow an EMD exemption.',
  exemptionCertificate: 'Attach the EMD exemption certificate.',
  paymentDue: 'Pay the tender fee and EMD for this tender before you submit.',
  notContractor: 'Only a registered contractor can bid.',
  emailNotVerified: 'Verify your email address before you bid.',
  registrationPending: 'Your registration is still being reviewed by the consultancy; you can bid once it is approved.',
  registrationRejected:
    'The consultancy did not approve your registration, so you cannot bid. See the remark on your profile.',
  registrationFeeDue: 'Pay the registration fee before you bid.',
  notOpen: 'This tender is not open for bids.',
  tooEarly: (start: string, now: string) => `Bids for this tender open at ${start}. The server's time is now ${now}.`,
  tooLate: (end: string, now: string) =>
    `Bids for this tender closed at ${end}. The server's time is now ${now}, so nothing can be submitted or changed.`,
  noSealingKey: 'This tender is not ready to take bids yet. Please try again in a minute.',
  noBid: 'You have no submitted bid on this tender.',
  alreadyWithdrawn: 'This bid is already withdrawn.',
  requestReused: 'This request_id was already used for a different submission. Make a new one.',
  submitted: 'Your bid is submitted and sealed. Keep the receipt.',
  revised: 'Your bid is revised and sealed; only this latest submission counts. Keep the new receipt.',
  withdrawn: 'Your bid is withdrawn. You can submit again until the deadline.',
  sealedUntilOpening: 'Bids are sealed until the opening: only their number is shown.',
  registerNotYet: 'The register of sealed bids is published when the tender closes.',
} as const;
