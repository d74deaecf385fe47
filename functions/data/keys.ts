// Every key shape of the single table, and nothing else. See README.md beside this file.
import type { UserRole } from '@tender/shared/constants';
import type { AdminTenderStatus } from '@tender/shared/schemas/tender';

export type LookupKind = 'tender_category' | 'work_type' | 'document_type' | 'material';

/** Fixed width so ids sort as numbers inside string sort keys. */
const pad = (id: number) => String(id).padStart(10, '0');
const SESSION_PREFIX = 'SESSION#';
const SUPPRESSED_PREFIX = 'SUPPRESSED#';

export const keys = {
  tender: (id: number) => ({ pk: `TENDER#${id}`, sk: 'META' }),
  tenderStatusIndex: (status: AdminTenderStatus, bidEndUtc: string, id: number) => ({
    gsi1pk: `TENDERS#${status}`,
    gsi1sk: `${bidEndUtc}#${pad(id)}`,
  }),
  tenderStatusPartition: (status: AdminTenderStatus) => `TENDERS#${status}`,
  /** The status-index sort key above every tender whose bid submission ends at or before this UTC instant. */
  tenderStatusIndexEndingBy: (instantUtc: string) => `${instantUtc}~`,
  /** The admin's audit trail of one record (tender, registrant, settings, lookup, contact), newest last. */
  auditPartition: (entity: string, entityId: string) => `AUDIT#${entity}#${entityId}`,
  audit: (entity: string, entityId: string, at: string, entryId: string) => ({
    pk: `AUDIT#${entity}#${entityId}`,
    sk: `${at}#${entryId}`,
  }),
  /** Every audit entry in one feed (gsi2), newest first when read backwards. */
  auditFeed: (at: string, entryId: string) => ({ gsi2pk: 'AUDIT', gsi2sk: `${at}#${entryId}` }),
  auditFeedPartition: () => 'AUDIT',
  lookupPartition: (kind: LookupKind) => `LOOKUP#${kind}`,
  lookup: (kind: LookupKind, id: number) => ({ pk: `LOOKUP#${kind}`, sk: pad(id) }),
  settings: () => ({ pk: 'SETTINGS', sk: 'BASIC' }),
  contact: (id: number) => ({ pk: `CONTACT#${id}`, sk: 'META' }),
  contactsIndex: (createdAt: string, id: number) => ({ gsi2pk: 'CONTACTS', gsi2sk: `${createdAt}#${pad(id)}` }),
  sequence: (name: string) => ({ pk: `SEQ#${name}`, sk: 'META' }),
  /** One counter per limit, subject and fixed window of the clock (the window's start, epoch seconds). */
  throttle: (limitName: string, subject: string, windowStart: number) => ({
    pk: `THROTTLE#${limitName}#${subject}`,
    sk: String(windowStart),
  }),
  /** A subject's window for one limit: opened at its first attempt (`windowEnds`, `hits`). */
  throttleWindow: (limitName: string, subject: string) => ({ pk: `THROTTLE#${limitName}#${subject}`, sk: 'META' }),
  user: (id: number) => ({ pk: `USER#${id}`, sk: 'META' }),
  /** Unique claims, written in the same transaction as the user; `userId` says whose. */
  userEmail: (email: string) => ({ pk: `EMAIL#${email.trim().toLowerCase()}`, sk: 'UNIQUE' }),
  userMobile: (mobile: string) => ({ pk: `MOBILE#${mobile}`, sk: 'UNIQUE' }),
  usersByRole: (role: UserRole, createdAt: string, id: number) => ({
    gsi2pk: `USERS#${role}`,
    gsi2sk: `${createdAt}#${pad(id)}`,
  }),
  /** One item per live session (token `jti`) beside its user; TTL `expiresAt` = the token's exp. */
  session: (userId: number, sessionId: string) => ({ pk: `USER#${userId}`, sk: `${SESSION_PREFIX}${sessionId}` }),
  sessionPrefix: () => SESSION_PREFIX,
  /** A one-time token (password reset) by the SHA-256 of its value: the value itself is never stored. */
  oneTimeToken: (tokenHash: string) => ({ pk: `TOKEN#${tokenHash}`, sk: 'META' }),
  /**
   * An address this user logged in from (the SHA-256 of user and address: no address is stored);
   * TTL `expiresAt`. Failures from other addresses never hold back a login from one of these.
   */
  knownLoginAddress: (userId: number, addressHash: string) => ({
    pk: `USER#${userId}`,
    sk: `LOGIN_FROM#${addressHash}`,
  }),
  /** A TOTP time step whose code this user already used (each code works once). */
  usedTotpStep: (userId: number, timeStep: number) => ({ pk: `USER#${userId}`, sk: `TOTP#${timeStep}` }),
  /** A consent the account gave to the privacy policy (DPDP Act 2023), one per agreement, beside its user. */
  consent: (userId: number, at: string, purpose: string) => ({ pk: `USER#${userId}`, sk: `CONSENT#${at}#${purpose}` }),
  consentPrefix: () => 'CONSENT#',
  /** The account's "Download my data" export (one at a time: a new one replaces the last), beside its user. */
  dataExport: (userId: number) => ({ pk: `USER#${userId}`, sk: 'DATA_EXPORT' }),
  /** The account's calendar feed link: its version; a new link raises it and the old stops. */
  calendarLink: (userId: number) => ({ pk: `USER#${userId}`, sk: 'CALENDAR_LINK' }),
  /** Which bid-deadline reminders the account wants; absent: all of them. */
  reminderSettings: (userId: number) => ({ pk: `USER#${userId}`, sk: 'REMINDERS' }),
  /** Exports the data-export job has work on (sparse gsi1): queued or preparing by request time, ready by expiry. */
  dataExportsDueIndex: (since: string, userId: number) => ({
    gsi1pk: 'DATA_EXPORTS_DUE',
    gsi1sk: `${since}#${pad(userId)}`,
  }),
  dataExportsDuePartition: () => 'DATA_EXPORTS_DUE',
  dataExportsExpiringIndex: (expiresAt: string, userId: number) => ({
    gsi1pk: 'DATA_EXPORTS_EXPIRING',
    gsi1sk: `${expiresAt}#${pad(userId)}`,
  }),
  dataExportsExpiringPartition: () => 'DATA_EXPORTS_EXPIRING',
  /** A payment order (Razorpay's order id): amount, status created -> paid -> used, the payment that paid it. */
  paymentOrder: (orderId: string) => ({ pk: `ORDER#${orderId}`, sk: 'META' }),
  paymentOrdersIndex: (createdAt: string, orderId: string) => ({ gsi2pk: 'ORDERS', gsi2sk: `${createdAt}#${orderId}` }),
  /** A Razorpay webhook event already handled (x-razorpay-event-id), so a replay changes nothing. */
  paymentEvent: (eventId: string) => ({ pk: `PAYMENT_EVENT#${eventId}`, sk: 'META' }),
  /** A bid's payment orders (tender fee and EMD) of one contractor on one tender (gsi2; not in the ORDERS list). */
  bidOrdersIndex: (tenderId: number, contractorId: number, createdAt: string, orderId: string) => ({
    gsi2pk: `BID_ORDERS#${tenderId}#${contractorId}`,
    gsi2sk: `${createdAt}#${orderId}`,
  }),
  /** Every bid order of a tender on gsi1, by contractor: who paid towards a bid, started or not. */
  tenderPayersIndex: (tenderId: number, contractorId: number, createdAt: string, orderId: string) => ({
    gsi1pk: `TENDER_PAYERS#${tenderId}`,
    gsi1sk: `${contractorId}#${createdAt}#${orderId}`,
  }),
  tenderPayersPartition: (tenderId: number) => `TENDER_PAYERS#${tenderId}`,
  bidOrdersPartition: (tenderId: number, contractorId: number) => `BID_ORDERS#${tenderId}#${contractorId}`,
  /**
   * The bid order offered for payment now to this contractor on this tender (TTL `expiresAt`): an
   * ORDER item, so the routes that store orders may write it (Razorpay's order ids never start `OPEN`).
   */
  openBidOrder: (tenderId: number, contractorId: number) => ({
    pk: `ORDER#OPEN#${tenderId}#${contractorId}`,
    sk: 'OPEN',
  }),
  /** An upload ticket (POST /uploads) by the uuid of its tmp/ object; marked used once a record claims it. */
  upload: (uploadId: string) => ({ pk: `UPLOAD#${uploadId}`, sk: 'META' }),
  /** A registered account's profile (contractor, organisation, builder): one Query on the partition loads it all. */
  accountPartition: (accountId: number) => `ACCOUNT#${accountId}`,
  accountProfile: (accountId: number) => ({ pk: `ACCOUNT#${accountId}`, sk: 'PROFILE' }),
  /** One item per repeating list of a profile (directors, works ...), holding all its rows. */
  accountList: (accountId: number, list: string) => ({ pk: `ACCOUNT#${accountId}`, sk: `LIST#${list}` }),
  accountsByKind: (kind: string, createdAt: string, accountId: number) => ({
    gsi2pk: `ACCOUNTS#${kind}`,
    gsi2sk: `${createdAt}#${pad(accountId)}`,
  }),
  /** A registration's idempotency key (request_id): the account it made and a hash of its body. */
  registrationRequest: (requestId: string) => ({ pk: `REGISTRATION_REQUEST#${requestId}`, sk: 'META' }),
  /** The request_ids an account's registration claimed (gsi2), so its erasure finds them (they hold its email). */
  registrationRequestsOfAccount: (accountId: number, createdAt: string) => ({
    gsi2pk: `REGISTRATION_REQUESTS_OF#${accountId}`,
    gsi2sk: createdAt,
  }),
  registrationRequestsOfAccountPartition: (accountId: number) => `REGISTRATION_REQUESTS_OF#${accountId}`,
  /** A registrant's request to erase its account: one per account, pending then done. */
  erasureRequest: (accountId: number) => ({ pk: `ERASURE#${accountId}`, sk: 'REQUEST' }),
  /** Every erasure request (gsi2), newest first when read backwards (the admin's list). */
  erasureRequestsIndex: (requestedAt: string, accountId: number) => ({
    gsi2pk: 'ERASURE_REQUESTS',
    gsi2sk: `${requestedAt}#${pad(accountId)}`,
  }),
  erasureRequestsPartition: () => 'ERASURE_REQUESTS',
  /**
   * One contractor's bid on one tender (the latest submission counts), beside the tender; in plain
   * only its existence, state, receipt and times: the covers are sealed objects in the bucket.
   */
  bid: (tenderId: number, contractorId: number) => ({ pk: `TENDER#${tenderId}`, sk: `BID#${pad(contractorId)}` }),
  bidPrefix: () => 'BID#',
  /** A contractor's bids, newest first when read backwards (My Bids). */
  bidsOfContractor: (contractorId: number, createdAt: string, tenderId: number) => ({
    gsi2pk: `BIDS_OF#${contractorId}`,
    gsi2sk: `${createdAt}#${pad(tenderId)}`,
  }),
  bidsOfContractorPartition: (contractorId: number) => `BIDS_OF#${contractorId}`,
  /** A bid submission's idempotency key (request_id) per contractor: the answer it gave. */
  bidRequest: (contractorId: number, requestId: string) => ({
    pk: `BID_REQUEST#${contractorId}#${requestId}`,
    sk: 'META',
  }),
  /** The tender's sealing key in the key service (made at publish) and the opening time it is bound to. */
  sealingKey: (tenderId: number) => ({ pk: `TENDER#${tenderId}`, sk: 'SEALING_KEY' }),
  /** How many submitted (not withdrawn) bids a tender has: its own item, so a tender edit never overwrites it. */
  bidCount: (tenderId: number) => ({ pk: `TENDER#${tenderId}`, sk: 'BID_COUNT' }),
  /** A closed tender whose register is not published yet (written by the close; the job publishes it). */
  registerDue: (tenderId: number) => ({ pk: `TENDER#${tenderId}`, sk: 'REGISTER_DUE' }),
  registersDueIndex: (closedAt: string, tenderId: number) => ({
    gsi2pk: 'REGISTERS_DUE',
    gsi2sk: `${closedAt}#${pad(tenderId)}`,
  }),
  registersDuePartition: () => 'REGISTERS_DUE',
  /** The register of sealed bids, published at the close: the receipts' digests and their root. */
  bidRegister: (tenderId: number) => ({ pk: `TENDER#${tenderId}`, sk: 'REGISTER' }),
  /** The opening of one cover of a tender's bids: the openers' confirmations and its state. */
  tenderOpening: (tenderId: number, cover: string) => ({ pk: `TENDER#${tenderId}`, sk: `OPENING#${cover}` }),
  /**
   * An EMD refund: one per tender, contractor and payment, beside the tender; its
   * existence is the claim that this payment's EMD is refunded at most once.
   */
  emdRefund: (tenderId: number, contractorId: number, paymentId: string) => ({
    pk: `TENDER#${tenderId}`,
    sk: `EMD_REFUND#${pad(contractorId)}#${paymentId}`,
  }),
  emdRefundPrefix: (contractorId?: number) => `EMD_REFUND#${contractorId === undefined ? '' : `${pad(contractorId)}#`}`,
  /** A contractor's EMD refunds (gsi2), by tender: My Bids reads them in one Query. */
  emdRefundsOfContractor: (contractorId: number, tenderId: number, paymentId: string) => ({
    gsi2pk: `EMD_REFUNDS_OF#${contractorId}`,
    gsi2sk: `${pad(tenderId)}#${paymentId}`,
  }),
  emdRefundsOfContractorPartition: (contractorId: number) => `EMD_REFUNDS_OF#${contractorId}`,
  /** The refunds the refund job still has work on (sparse gsi1: due, pending or failed), oldest first. */
  emdRefundsDueIndex: (since: string, tenderId: number, contractorId: number, paymentId: string) => ({
    gsi1pk: 'EMD_REFUNDS_DUE',
    gsi1sk: `${since}#${pad(tenderId)}#${pad(contractorId)}#${paymentId}`,
  }),
  emdRefundsDuePartition: () => 'EMD_REFUNDS_DUE',
  /** A tender's refunds to be worked out (a cause the job expands into refunds; written with the cancel, the award ...). */
  emdRefundCause: (tenderId: number, cause: string) => ({ pk: `TENDER#${tenderId}`, sk: `EMD_REFUND_CAUSE#${cause}` }),
  emdRefundCausesIndex: (at: string, tenderId: number, cause: string) => ({
    gsi1pk: 'EMD_REFUND_CAUSES',
    gsi1sk: `${at}#${pad(tenderId)}#${cause}`,
  }),
  emdRefundCausesPartition: () => 'EMD_REFUND_CAUSES',
  /** A pre-bid question on a tender, beside the tender, in the order asked; its answer on the same item. */
  clarification: (tenderId: number, id: number) => ({ pk: `TENDER#${tenderId}`, sk: `CLARIFICATION#${pad(id)}` }),
  clarificationPrefix: () => 'CLARIFICATION#',
  /** A bidder's representation by its id: which bid it is on (the representation lives on the bid). */
  representation: (id: number) => ({ pk: `REPRESENTATION#${id}`, sk: 'META' }),
  /** An organisation's own tenders (gsi2, every state), newest first when read backwards (My Tenders). */
  tendersOfOrganization: (organizationId: number, createdAt: string, tenderId: number) => ({
    gsi2pk: `TENDERS_OF#${organizationId}`,
    gsi2sk: `${createdAt}#${pad(tenderId)}`,
  }),
  tendersOfOrganizationPartition: (organizationId: number) => `TENDERS_OF#${organizationId}`,
  /** An address no mail goes to (it bounced for good or complained), by its lower-cased form. */
  suppressedAddress: (email: string) => ({ pk: `${SUPPRESSED_PREFIX}${email.trim().toLowerCase()}`, sk: 'META' }),
  /** The partition keys of suppressed addresses start with this (the event function may write only these). */
  suppressedPrefix: () => SUPPRESSED_PREFIX,
  /** A GST tax invoice by its id (`<financial year>-<serial>`); never changed once issued. */
  invoice: (invoiceId: string) => ({ pk: `INVOICE#${invoiceId}`, sk: 'META' }),
  /** An account's tax invoices (gsi2), oldest first. */
  invoicesOfAccount: (accountId: number, issuedAt: string, invoiceId: string) => ({
    gsi2pk: `INVOICES_OF#${accountId}`,
    gsi2sk: `${issuedAt}#${invoiceId}`,
  }),
  invoicesOfAccountPartition: (accountId: number) => `INVOICES_OF#${accountId}`,
  /** The last serial of a financial year's tax invoices (`value`), moved only with the invoice it numbers. */
  invoiceCounter: (financialYear: string) => ({ pk: `SEQ#invoice#${financialYear}`, sk: 'META' }),
  /** A saved search in its account's partition; gsi2 `SAVED_SEARCHES` lists every one (the alert jobs). */
  savedSearch: (userId: number, searchId: number) => ({ pk: `USER#${userId}`, sk: `SAVED_SEARCH#${pad(searchId)}` }),
  savedSearchPrefix: () => 'SAVED_SEARCH#',
  savedSearchesIndex: (searchId: number) => ({ gsi2pk: 'SAVED_SEARCHES', gsi2sk: pad(searchId) }),
  savedSearchesPartition: () => 'SAVED_SEARCHES',
  /**
   * A mail a job sends at most once (alerts, digests, reminders, followers' news), by a key
   * naming its cause and recipient; TTL `expiresAt`. Claimed before the send, released if it fails.
   */
  mailOnce: (mailKey: string) => ({ pk: `MAILED#${mailKey}`, sk: 'META' }),
  mailOncePrefix: () => 'MAILED#',
  /**
   * An account following a tender, beside the tender: who follows it, in one Query;
   * gsi2 `FOLLOWS_OF#<user>` lists what an account follows. Only the user id, never a bid's content.
   */
  follow: (tenderId: number, userId: number) => ({ pk: `TENDER#${tenderId}`, sk: `FOLLOWER#${pad(userId)}` }),
  followerPrefix: () => 'FOLLOWER#',
  followsOfUser: (userId: number, followedAt: string, tenderId: number) => ({
    gsi2pk: `FOLLOWS_OF#${userId}`,
    gsi2sk: `${followedAt}#${pad(tenderId)}`,
  }),
  followsOfUserPartition: (userId: number) => `FOLLOWS_OF#${userId}`,
  /** A published corrigendum of a tender: its number, reason and diff, beside the tender. */
  corrigendum: (tenderId: number, number: number) => ({
    pk: `TENDER#${tenderId}`,
    sk: `CORRIGENDUM#${String(number).padStart(4, '0')}`,
  }),
  corrigendumPrefix: () => 'CORRIGENDUM#',
  /** An organisation's proposed corrigendum, beside the tender; pending ones in sparse gsi2 (the Admin's list). */
  corrigendumProposal: (tenderId: number, proposalId: number) => ({
    pk: `TENDER#${tenderId}`,
    sk: `CORRIGENDUM_PROPOSAL#${pad(proposalId)}`,
  }),
  corrigendumProposalPrefix: () => 'CORRIGENDUM_PROPOSAL#',
  pendingProposalsIndex: (proposedAt: string, proposalId: number) => ({
    gsi2pk: 'CORRIGENDUM_PROPOSALS_PENDING',
    gsi2sk: `${proposedAt}#${pad(proposalId)}`,
  }),
  pendingProposalsPartition: () => 'CORRIGENDUM_PROPOSALS_PENDING',
  /** The one pending proposal of a tender (its id): its existence refuses a second one. */
  pendingProposal: (tenderId: number) => ({ pk: `TENDER#${tenderId}`, sk: 'CORRIGENDUM_PROPOSAL_PENDING' }),
  /** Where a job that follows a feed (the audit feed, the published tenders) has read up to. */
  jobCursor: (jobName: string) => ({ pk: `JOB_CURSOR#${jobName}`, sk: 'META' }),
  jobCursorPrefix: () => 'JOB_CURSOR#',
} as const;

/** Attributes that only exist for the table's sake and never leave the data layer. */
export const KEY_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'expiresAt'] as const;

const KEY_ATTRIBUTE_SET: ReadonlySet<string> = new Set(KEY_ATTRIBUTES);

/**
 * The item without its key attributes. Built by copying the rest rather than deleting from a copy:
 * a `delete` turns an object into a slow dictionary for every read after it, the answer's JSON included
 * (every item of every read passes through here).
 */
export function withoutKeys<T extends Record<string, unknown>>(item: T): Omit<T, (typeof KEY_ATTRIBUTES)[number]> {
  const copy: Record<string, unknown> = {};
  for (const name of Object.keys(item)) if (!KEY_ATTRIBUTE_SET.has(name)) copy[name] = item[name];
  return copy as Omit<T, (typeof KEY_ATTRIBUTES)[number]>;
}
