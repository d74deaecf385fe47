import { randomUUID } from 'node:crypto';
import type { FieldSpec, ListSpec } from '@tender/shared/field-spec';
import { contractorProfileBasicFields, organizationProfileBasicFields } from '@tender/shared/profile-fields';
import type {
  ContractorProfileData,
  OrganizationProfileData,
  ProfileAnswerRow,
  ProfileDocumentAnswer,
} from '@tender/shared/schemas/profile';
import type { StoredFile } from '@tender/shared/schemas/uploads';
import { call } from './api-call';
import { latestMail, linkIn } from './accounts';
import { paidOrder } from './payments';
import { buyerBody, uniqueContact, vendorStepOne, vendorStepTwo } from './registration-samples';
import { STEP_ONE_FILE_FIELDS, uploadRegistrationFiles, VENDOR_FILE_FIELDS, type UploadedRef } from './uploads';

// Accounts made the way people make them (profile and dashboard tests, API and browser): the real
// registration with real uploads (and the fee paid in the sandbox when the settings ask one), the
// mailed link opened, the mailed one-time password used once and replaced. Answers a verified
// session token, the password chosen and the registration body as sent.

/** The password every registered test account ends with (the one-time password is replaced by it). */
export const REGISTERED_PASSWORD = 'Granite-Bridge-73';

export type RegisteredAccount = {
  id: number;
  kind: 'contractor' | 'organization';
  email: string;
  mobile: string;
  password: string;
  /** A session of the verified account (the one that changed the password: it stays valid). */
  token: string;
  /** The registration body as sent (its file fields are the uploads made for it). */
  body: Record<string, unknown>;
  /** The upload sent for each file field of the registration form. */
  files: (field: string) => UploadedRef;
};

type Registered = { data: { id: number; email: string } };
type LoginBody = { token?: string };

/** The registration mail's one-time password and verify_url. */
async function mailedCredentials(email: string) {
  const mail = await latestMail(email, 'Your registration: password and verification');
  const password = /One-time password: (\S+)/.exec(mail.body.text ?? '')?.[1];
  if (!password) throw new Error(`no one-time password in the mail to ${email}`);
  const link = linkIn(mail, '/email/verify/');
  return { password, verifyUrl: decodeURIComponent(link.pathname.slice('/email/verify/'.length)) };
}

/** First login with the mailed password, the mailed link opened, the password replaced: a verified session. */
export async function activateAccount(id: number, email: string): Promise<{ token: string; password: string }> {
  const { password, verifyUrl } = await mailedCredentials(email);
  const first = await call<LoginBody>('POST', '/login', { body: { email, password } });
  if (first.status !== 200 || !first.body.token) throw new Error(`first login answered ${first.status}`);
  const token = first.body.token;
  const verified = await call('GET', `/email/verify?token=${encodeURIComponent(verifyUrl)}`, { token });
  if (verified.status !== 202) throw new Error(`verification answered ${verified.status}`);
  const changed = await call('PUT', `/profile/${id}`, {
    token,
    body: { isChangePassword: true, password: REGISTERED_PASSWORD, confirm_password: REGISTERED_PASSWORD },
  });
  if (changed.status !== 200) throw new Error(`the password change answered ${changed.status}`);
  return { token, password: REGISTERED_PASSWORD };
}

async function register(path: string, body: Record<string, unknown>): Promise<Registered['data']> {
  const { status, body: answer } = await call<Registered>('POST', path, { body });
  if (status !== 201) throw new Error(`POST ${path} answered ${status}: ${JSON.stringify(answer)}`);
  return answer.data;
}

/** The registration fee's payment, when the settings ask one now. */
async function paymentIfNeeded(): Promise<Record<string, string>> {
  const { body } = await call<{ data: { payment_needed: boolean } }>(
    'GET',
    '/check_payment_during_contractor_registration',
  );
  if (!body.data.payment_needed) return {};
  const payment = await paidOrder();
  return { payment_id: payment.payment_id, order_id: payment.order_id };
}

/** A contractor through the full vendor wizard (every list, eight real files). */
export async function registerContractor(prefix = 'profile-contractor'): Promise<RegisteredAccount> {
  const [files, payment] = await Promise.all([uploadRegistrationFiles(VENDOR_FILE_FIELDS), paymentIfNeeded()]);
  const contact = uniqueContact(prefix);
  const body = { ...vendorStepOne(files, contact), ...vendorStepTwo(files), ...payment, request_id: randomUUID() };
  const { id, email } = await register('/contractors/register', body);
  const session = await activateAccount(id, email);
  return { id, kind: 'contractor', email, mobile: contact.mobile_no, ...session, body, files };
}

/** An organisation (buyer) through the buyer form (photo, PAN and pin code files). */
export async function registerOrganization(prefix = 'profile-buyer'): Promise<RegisteredAccount> {
  const files = await uploadRegistrationFiles(STEP_ONE_FILE_FIELDS.filter((field) => field !== 'document_2.storage'));
  const contact = uniqueContact(prefix);
  const body = { ...buyerBody(files, contact), request_id: randomUUID() };
  const { id, email } = await register('/organizations/register', body);
  const session = await activateAccount(id, email);
  return { id, kind: 'organization', email, mobile: contact.mobile_no, ...session, body, files };
}

// ---------------------------------------------------------------------------------------------
// Profile forms as the SPA fills them from GET /profile (every tab sends its rows back with ids).

/** GET /profile's data (fails the test on any other answer); a contractor's unless told otherwise. */
export async function profileOf<T extends ContractorProfileData | OrganizationProfileData = ContractorProfileData>(
  token: string,
): Promise<T> {
  const { status, body } = await call<{ data: T }>('GET', '/profile', { token });
  if (status !== 200) throw new Error(`GET /profile answered ${status}: ${JSON.stringify(body)}`);
  return body.data;
}

/** A file link of an answer (`/api/v1/files/...`) as a path for `call`, which adds /api/v1 itself. */
export const apiPath = (link: unknown) => String(link).replace(/^\/api\/v1/, '');

/** A stored file as a form sends it back to keep it. */
export const keep = (file: unknown): UploadedRef | null => {
  const stored = file as StoredFile | null;
  return stored ? { key: stored.key, file_name: stored.file_name } : null;
};

/** An answer's rows as the list editor sends them: ids and the list's fields (files kept), no tags or links. */
export function rowsBody(rows: readonly ProfileAnswerRow[], list: ListSpec): Record<string, unknown>[] {
  return rows.map((row) => ({
    id: row.id,
    ...Object.fromEntries(
      list.fields.map((field) => [field.name, field.kind === 'file' ? keep(row[field.name]) : (row[field.name] ?? '')]),
    ),
  }));
}

/** A section of the answer as the form sends it (empty values as '', files kept). */
export function sectionBody(source: Record<string, unknown>, fields: readonly FieldSpec[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((field) => [field.name, field.kind === 'file' ? keep(source[field.name]) : (source[field.name] ?? '')]),
  );
}

/** A documents table (contractor_documents or documents) as document_1..document_4. */
export function documentsBody(documents: readonly ProfileDocumentAnswer[]): Record<string, unknown> {
  return Object.fromEntries(
    documents.map((document) => [
      `document_${document.document_type_id}`,
      { value: document.document_value ?? '', storage: keep(document.storage) },
    ]),
  );
}

/** The Basic tab of either kind, as loaded, with bank details. */
export function basicBody(data: ContractorProfileData | OrganizationProfileData): Record<string, unknown> {
  const fields = data.kind === 'contractor' ? contractorProfileBasicFields : organizationProfileBasicFields;
  const bank = data.bank_details ?? {};
  return {
    form: 'basic',
    ...sectionBody(data.basic, fields),
    ...(data.kind === 'contractor'
      ? {
          material_work_type_id: data.basic.material_work_type_id,
          with_labour_material: data.basic.with_labour_material,
        }
      : {}),
    bank_details: Object.fromEntries(
      ['favouring_name', 'account_no', 'bank_name', 'branch_name', 'ifsc_code'].map((name) => [
        name,
        (bank as Record<string, unknown>)[name] ?? '',
      ]),
    ),
  };
}
