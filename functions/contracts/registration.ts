import { CheckEmailAnswer, CheckEmailParams } from '@tender/shared/schemas/accounts';
import {
  BuilderRegistration,
  ContractorRegistration,
  OrganizationRegistration,
  RegistrationAnswer,
} from '@tender/shared/schemas/registration';
import { contractorRegistrationRules } from './business-rules-forms';
import { organizationRegistrationRules } from './business-rules-forms';
import { builderRegistrationRules } from './business-rules-forms';
import { defineRoute } from './route-contract';

const tag = 'Registration';

/** Registrations per viewer address: a few companies from one office, not a flood of accounts. */
export const REGISTRATION_ADDRESS_LIMIT = { limit: 10, windowSeconds: 60 * 60 } as const;

/** The one-time password is hashed with argon2id: more memory is more CPU on Lambda (as the login route). */
const PASSWORD_HASHING_MEMORY = 1024;

/**
 * Registration is public, and a valid token makes its caller known: a signed-in Subscriber
 * registers its own account (domain/registration/upgrade-subscriber.ts, the decision).
 */
const registrationCaller = { auth: 'public', identifyCaller: true } as const;

/**
 * What a registration touches: the table (lookups, settings, payment order, upload tickets, the one
 * transaction), the uploads bucket (HeadObject, first bytes and CopyObject tmp/ -> files/<id>/),
 * SES (the mail), and the JWT key (the verification link's HMAC key is derived from it).
 */
const registrationAccess = {
  table: 'write',
  writes: ['ACCOUNT', 'EMAIL', 'INVOICE', 'MOBILE', 'ORDER', 'REGISTRATION_REQUEST', 'SEQ', 'UPLOAD', 'USER'],
  bucket: 'seal',
  mail: true,
  secrets: ['jwt'],
} as const;

export const registerContractor = defineRoute({
  method: 'POST',
  path: '/contractors/register',
  businessRules: contractorRegistrationRules,
  handler: 'registration/register-contractor',
  ...registrationCaller,
  tag,
  summary:
    'Registers a vendor (the full wizard, or the quick form with is_quick_register): account, profile, files and the fee’s payment in one transaction; mails the verification link and a one-time password. With a Subscriber’s token it registers that account instead (no new password; 409 for any other signed-in account)',
  body: ContractorRegistration,
  answers: { 201: RegistrationAnswer },
  errors: [409],
  addressLimit: REGISTRATION_ADDRESS_LIMIT,
  memory: PASSWORD_HASHING_MEMORY,
  access: registrationAccess,
});

export const registerOrganization = defineRoute({
  method: 'POST',
  path: '/organizations/register',
  businessRules: organizationRegistrationRules,
  handler: 'registration/register-organization',
  ...registrationCaller,
  tag,
  summary:
    'Registers a buyer (Organization): account, profile and files in one transaction; mails the verification link and a one-time password. With a Subscriber’s token it registers that account instead (no new password; 409 for any other signed-in account)',
  body: OrganizationRegistration,
  answers: { 201: RegistrationAnswer },
  errors: [409],
  addressLimit: REGISTRATION_ADDRESS_LIMIT,
  memory: PASSWORD_HASHING_MEMORY,
  access: registrationAccess,
});

export const registerBuilder = defineRoute({
  method: 'POST',
  path: '/builders/register',
  businessRules: builderRegistrationRules,
  handler: 'registration/register-builder',
  ...registrationCaller,
  tag,
  summary:
    'Registers a Builder: account and profile in one transaction; mails the verification link and a one-time password. With a Subscriber’s token it registers that account instead (no new password; 409 for any other signed-in account)',
  body: BuilderRegistration,
  answers: { 201: RegistrationAnswer },
  errors: [409],
  addressLimit: REGISTRATION_ADDRESS_LIMIT,
  memory: PASSWORD_HASHING_MEMORY,
  // No files on the builder form.
  access: {
    table: 'write',
    writes: ['ACCOUNT', 'EMAIL', 'INVOICE', 'MOBILE', 'ORDER', 'REGISTRATION_REQUEST', 'SEQ', 'UPLOAD', 'USER'],
    mail: true,
    secrets: ['jwt'],
  },
});

export const checkOrganizationEmailExists = defineRoute({
  method: 'GET',
  path: '/organizations/check_email_exists/{email}/{id}',
  handler: 'registration/check-organization-email',
  auth: 'public',
  // A token of the account `id` names (or an Admin's) frees that account's own address; no one
  // else learns which account holds an address.
  identifyCaller: true,
  tag,
  summary: 'Whether an email address is taken by another account (the buyer form checks it while people type)',
  params: CheckEmailParams,
  answers: { 200: CheckEmailAnswer },
  addressLimit: { limit: 120, windowSeconds: 600 },
  // The session's token is checked with the JWT key.
  access: { table: 'read', secrets: ['jwt'] },
});

export const registrationRoutes = [
  registerContractor,
  registerOrganization,
  registerBuilder,
  checkOrganizationEmailExists,
] as const;
