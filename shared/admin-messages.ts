// The admin area's strings: field messages the server's zod schemas give and the /admin
// forms show, conflicts of the tender states, and SPEC.md §8's own failure texts for the registrant
// lists. A module of its own, so only the admin screens carry them.

/** Tender form fields: what each says when it is missing or wrong. */
export const tenderFieldMessages = {
  project_name: 'Please enter the project name.',
  tender_reference_number: 'Please enter the tender reference number.',
  tender_type_name: 'Please enter the tender type (for example Open or Limited).',
  form_contract_name: 'Please enter the form of contract (for example Item Rate).',
  tender_category_id: 'Please choose a tender category.',
  material_work_type_id: 'Please choose the work type.',
  organization_name: 'Please enter the name of the organisation inviting the tender.',
  organization_id: 'Please choose the organisation inviting the tender.',
  organizationUnknown: 'This account is not a registered organisation. Please choose another.',
  location: 'Please enter the location of the work.',
  pin_code: 'Please enter a 6-digit pin code.',
  remarks: 'Please enter the qualifier range in rupees as low-high, for example 50000000-100000000.',
  remarksOrder: 'The low end of the qualifier range must not be above the high end.',
  pre_qualification: 'Please enter the pre-qualification criteria.',
  bid_validity_days: 'Please enter the bid validity in days (1 to 3650).',
  period_of_works: 'Please enter the period of works (for example 18 months).',
  tender_fee: 'Please enter the tender fee in rupees (0 or more).',
  emd_amount: 'Please enter the EMD amount in rupees (0 or more).',
  emd_fee_type_name: 'Please choose how the EMD is set: Fixed or Percentage.',
  emd_percentage: 'Please enter the EMD percentage (0 to 100).',
  pre_bid_meeting_place_name: 'Please enter the pre-bid meeting place.',
  pre_bid_opening_place: 'Please enter the bid opening place.',
  authorized_name: 'Please enter the name of the tender inviting authority.',
  authorized_address: 'Please enter the address of the tender inviting authority.',
  yesNo: 'Please choose yes or no.',
  date: 'Please enter a date and time (YYYY-MM-DDTHH:mm, India time unless an offset is given).',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  unsafe: (label: string) => `${label} contains characters that are not allowed.`,
  workItems: 'Please add at least one work item.',
  workItemsTooMany: (max: number) => `A tender can have at most ${max} work items.`,
  workItemType: 'Please choose the work type of this item.',
  workItemDescription: 'Please describe the work item.',
  workItemQuantity: 'Please enter a quantity greater than 0.',
  workItemUnit: 'Please enter the unit (for example cum, sqm, MT, Nos).',
  documentsTooMany: (max: number) => `A tender can have at most ${max} documents.`,
  documentName: 'Please enter the document name.',
  documentDescription: 'Please enter a short description of the document.',
  documentFile: 'Please upload the document file.',
  documentUnknown: 'This document is not part of the tender any more. Please reload the tender.',
  lookupUnknown: 'This choice is not in the list any more. Please choose another.',
  lookupRetired: 'This choice has been retired. Please choose another.',
  version: 'Please reload the tender and try again.',
} as const;

/** The tender's date rules (each names the later field of the pair). */
export const tenderDateMessages = {
  downloadBeforePublished: 'Document download cannot start before the tender is published.',
  downloadEndBeforeStart: 'Document download must end on or after it starts.',
  clarificationEndBeforeStart: 'Clarification must end on or after it starts.',
  bidEndNotAfterStart: 'Bid submission must end after it starts.',
  openingBeforeBidEnd: 'Bids cannot be opened before bid submission ends.',
  preBidNotBeforeBidEnd: 'The pre-bid meeting must be before bid submission ends.',
} as const;

/** Tender states: what is refused, and what each change answers. */
export const tenderStateMessages = {
  cancelReason: 'Please give the reason for cancelling.',
  cancelReasonTooLong: 'The reason must be at most 1000 characters.',
  onlyDraftPublished: 'Only a draft tender or one in review can be published.',
  onlyActiveCancelled: 'Only an active or closed tender can be cancelled.',
  notRetenderable: 'Only an active, closed, cancelled or unsuccessful tender can be re-tendered.',
  notEditable: 'Only draft, in-review and active tenders can be edited.',
  changedMeanwhile: 'This tender was changed by someone else meanwhile. Please reload it and try again.',
  created: 'The tender was saved as a draft.',
  updated: 'The tender was saved.',
  published: 'The tender is published.',
  cancelled: 'The tender is cancelled.',
  retendered: 'The tender was re-tendered as a new active tender.',
  returnRemark: 'Please write a remark telling the organisation what to change.',
  returnRemarkTooLong: 'The remark must be at most 2000 characters.',
  onlyInReviewReturned: 'Only a tender in review can be returned.',
  returned: 'The tender was returned to the organisation with your remark.',
} as const;

/** An organisation's own tenders: what it may do, and what each change answers. */
export const myTenderMessages = {
  onlyOrganizations: 'Only an organisation account has tenders of its own.',
  notEditable: 'This tender is with the consultancy or published: only a draft or a returned tender can be changed.',
  onlyDraftSubmitted: 'Only a draft or a returned tender can be sent for review.',
  created: 'The tender was saved as a draft. Send it for review when it is ready.',
  updated: 'The tender was saved.',
  submitted: 'The tender was sent to the consultancy for review.',
} as const;

/** Lookups (categories, work types, document types, materials). */
export const lookupMessages = {
  name: 'Please enter a name.',
  nameTooLong: 'The name must be at most 120 characters.',
  nameUnsafe: 'The name contains characters that are not allowed.',
  nameTaken: 'An entry with this name already exists in this list.',
  nothingToChange: 'Please give a new name or say whether the entry is retired.',
  inUse: (count: number) =>
    `This entry is used by ${count} tender${count === 1 ? '' : 's'} and cannot be deleted. Rename or retire it instead.`,
  fixed: 'This document type is part of the registration form and cannot be deleted. Rename or retire it instead.',
  created: 'The entry was added.',
  updated: 'The entry was saved.',
  deleted: 'The entry was deleted.',
} as const;

/** Settings. */
export const settingsMessages = {
  fee: 'Please enter the registration fee in rupees (0 to 10,00,000, at most 2 decimals).',
  slogan: 'Please enter the site slogan (at most 200 characters).',
  siteUrl: 'Please enter the site address starting with http:// or https://.',
  logoType: 'The logo must be a JPEG or PNG image.',
  paymentRequired: 'Please say whether contractors pay the registration fee.',
  officePhone: 'Please enter the office phone: digits and spaces, an optional leading +, 10 to 13 digits.',
  officeEmail: 'Please enter the office email address.',
  officeAddress: 'Please enter the office address (at most 300 characters).',
  officeHours: 'Please enter the office hours (at most 100 characters).',
  officeLat: 'Please enter the latitude in degrees, from -90 to 90.',
  officeLng: 'Please enter the longitude in degrees, from -180 to 180.',
  companyLegalName: "Please enter the consultancy's legal name (at most 200 characters).",
  invoiceSacCode: 'Please enter the SAC code: 6 digits starting with 99.',
  saved: 'The settings were saved.',
  changedMeanwhile: 'The settings were changed by someone else meanwhile. Please reload them and try again.',
} as const;

/** Contact enquiries (the fields themselves use SPEC's contact messages). */
export const adminContactMessages = {
  notFound: 'This enquiry does not exist (it may have been deleted).',
  updated: 'The enquiry was saved.',
  deleted: 'The enquiry was deleted.',
} as const;

/** Registrants: SPEC.md §8's failure texts (the web shows them for any non-200) and ours. */
export const registrantMessages = {
  /** SPEC §8, verbatim. */
  fetchContractorFailed: 'Failed to fetch contractor',
  /** SPEC §8, verbatim. */
  deleteContractorFailed: 'Failed to delete contractor',
  /** SPEC §8, verbatim. */
  fetchOrganizationFailed: 'Failed to fetch organization',
  /** SPEC §8, verbatim. */
  deleteOrganizationFailed: 'Failed to delete organization',
  notFound: 'This registrant does not exist (it may have been deleted).',
  notContractor: 'This account is not a contractor.',
  notOrganization: 'This account is not an organization.',
  decision: 'Please choose approve or reject.',
  remark: 'Please enter a remark for the registrant.',
  remarkTooLong: 'The remark must be at most 1000 characters.',
  grade: 'Please choose a grade: A, B, C or D.',
  gradeContractorsOnly: 'Only contractors have a grade.',
  approved: 'The registration is approved.',
  rejected: 'The registration is rejected.',
  graded: 'The grade was saved.',
  contractorDeleted: 'The contractor was deleted.',
  organizationDeleted: 'The organization was deleted.',
  search: 'Search text must be at most 100 characters.',
} as const;

/** Lists and queries shared by the admin screens. */
export const adminListMessages = {
  status: 'Choose a status: draft, in_review, active, closed, cancelled or retendered.',
  search: 'Search text must be at most 100 characters.',
  entity: 'Choose what to show the history of: tender, registrant, settings, lookup or contact.',
  entityId: 'The id must be a positive whole number (settings: basic; lookups: kind:id).',
  yesNo: 'Use true or false.',
} as const;
