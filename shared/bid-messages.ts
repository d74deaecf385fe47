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
