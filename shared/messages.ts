// The exact user-facing strings of SPEC.md §5 and §8. Server (zod) and forms (yup) both take them from here.

export const contactMessages = {
  name: 'Please enter your name.',
  email: 'Please enter your email.',
  emailInvalid: 'Please enter your valid email.',
  subject: 'Please enter the subject.',
  phone: 'Please enter your phone.',
  phoneNumeric: 'Value must be numeric',
  phoneTooShort: 'Mobile no. cannot be less than 10 digits',
  phoneTooLong: 'Mobile no. cannot be greater than 10 digits',
  message: 'Please enter your message here.',
  success: 'Your form is submitted successfully, we will contact you soon.',
  /** Beneath `success`: the reference the acknowledgement mail carries too. */
  reference: (reference: string) =>
    `Your reference number: ${reference}. Please quote it when you write or call about this enquiry.`,
  failure: 'Failed to add contact form',
  /** A form sent without the app whose page token was missing, forged or too old (web/server/contact-post.ts). */
  sendAgain: 'Your message was not sent because the form had expired. Please check it and press Send message again.',
} as const;

export const apiMessages = {
  validation: 'Please correct the highlighted fields.',
  notFound: 'The page or record you asked for does not exist.',
  tenderNotFound: 'Tender not found.',
  documentNotFound: 'Document not found.',
  unauthorized: 'Please log in to continue.',
  forbidden: 'You are not allowed to do this.',
  conflict: 'This record was changed by someone else. Please reload and try again.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  internal: 'Something went wrong on our side. Please try again.',
  badJson: 'The request body is not valid JSON.',
  payloadTooLarge: 'The request body is too large (at most 1 MB).',
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json).',
  badRequest: 'The request is not valid.',
  cursorInvalid:
    'cursor is not valid: it was changed, or belongs to another list or other filters. Start again from the first page.',
} as const;

export const pageMessages = {
  notFound: 'PAGE NOT FOUND',
  noUpcomingTenders: 'There are no upcoming tenders',
  noTenders: 'No tenders match your filters.',
  loading: 'Please wait, while we are loading data.',
  inProgress: 'Please wait, your request is in progress...',
  contactSectionTitle: 'Any Query? Get in touch with us',
} as const;
