import { accountMessages } from '@tender/shared/account-messages';
import type { FieldSpec } from '@tender/shared/field-spec';
import {
  contractorProfileForms,
  organizationProfileForms,
  profileMessages as m,
  type ProfileFormSpec,
} from '@tender/shared/profile-fields';
import { registrationMessages } from '@tender/shared/registration-fields';
import type {
  ContractorProfileSave,
  ContractorProfileSaved,
  OrganizationProfileSave,
  OrganizationProfileSaved,
} from '@tender/shared/schemas/profile';
import type { StoredFile } from '@tender/shared/schemas/uploads';
import { uploadMessages } from '@tender/shared/upload-rules';
import { listLookup } from '../../data/lookups-repository';
import {
  ProfileSaveConflictError,
  saveProfile,
  type BankDetails,
  type LoadedProfile,
  type ProfileDocument,
  type ProfileFields,
  type ProfileSave,
} from '../../data/profiles-repository';
import { findUserIdByEmail, findUserIdByMobile, type UserRecord } from '../../data/users-repository';
import { ConflictError, ValidationError, type FieldErrors } from '../../platform/errors';
import type { Caller } from '../../platform/http/authenticate';
import { logger } from '../../platform/logger';
import { verifyPassword } from '../../platform/passwords';
import { logAuthEvent } from '../accounts/auth-events';
import { accountLimits } from '../accounts/limits';
import { sendVerificationMail } from '../accounts/verification-mail';
import { enforceLimit, releaseLimit } from '../limits/enforce-limit';
import { acceptUploads, type UploadClaim } from '../uploads/accept-uploads';
import { uploadIdOf } from '../uploads/upload-keys';
import {
  fieldClaims,
  listClaims,
  mergeList,
  storedValue,
  type FileOf,
  type ListInput,
  type SentRow,
} from './list-changes';
import { assertProfileAccess, loadProfileAccount, type ProfileKind } from './profile-access';
import { contractorProfileData, organizationProfileData } from './profile-view';

// One profile tab saved (POST|PUT /contractors/{id}, /organizations/{id}), in this order, refusing
// with the field's message and writing nothing when refused: (a) the caller owns the account or is
// an Admin (403 before anything is read); (b) the account has a profile of this kind (404); (c) the
// lists meet the stored ones (unknown ids, limits) and selected lookup ids exist (400); (d) on Basic,
// a changed login email or mobile needs the owner's current password (400) and must be free (409);
// (e) new files accepted (checked and copied to the account's folder); (f) ONE transaction: the
// tab's parts of the profile on the condition that nobody saved meanwhile (409), the lists, the
// user and its claims, the uploads used; (g) a changed login email is mailed a verification link.

export type SaveContext = { viewer: string; now: Date };

type Body = Record<string, unknown> & { form: string };

const normalEmail = (email: string) => email.trim().toLowerCase();
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Every file the profile holds now, by key: sending one back keeps it without asking the bucket. */
function knownFiles(loaded: LoadedProfile): Map<string, StoredFile> {
  const files = new Map<string, StoredFile>();
  const visit = (value: unknown) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
    const file = value as StoredFile;
    if (typeof file.key === 'string' && typeof file.content_type === 'string') files.set(file.key, file);
  };
  Object.values(loaded.profile.basic ?? {}).forEach(visit);
  (loaded.profile.documents ?? []).forEach((document) => visit(document.storage));
  Object.values(loaded.lists).forEach((rows) => rows.forEach((row) => Object.values(row).forEach(visit)));
  return files;
}

function documentClaims(spec: ProfileFormSpec, body: Body): UploadClaim[] {
  return (spec.documents ?? []).flatMap((document) =>
    fieldClaims([document.file], (body[document.name] ?? {}) as Record<string, unknown>, `${document.name}.`),
  );
}

function listInputs(spec: ProfileFormSpec, body: Body, loaded: LoadedProfile): ListInput[] {
  return spec.lists.map((entry) => ({
    entry,
    stored: loaded.lists[entry.list.name] ?? [],
    nextRowId: loaded.nextRowIds?.[entry.list.name] ?? 1,
    sent: (body[entry.list.name] ?? []) as SentRow[],
    removed: entry.removed ? ((body[entry.removed] ?? []) as number[]) : [],
  }));
}

/**
 * Contractor Basic: the selected ids exist, as registration checks them: the type of material/work
 * is a work type (as a tender's material_work_type_id), the 'Labour with material' options materials.
 */
async function lookupProblems(body: Body, errors: FieldErrors): Promise<void> {
  const [workTypes, materials] = await Promise.all([listLookup('work_type'), listLookup('material')]);
  if (!workTypes.some((entry) => entry.id === body.material_work_type_id)) {
    errors.material_work_type_id ??= [registrationMessages.workTypeUnknown];
  }
  const known = new Set(materials.map((entry) => entry.id));
  const selected = Array.isArray(body.with_labour_material) ? (body.with_labour_material as number[]) : [];
  if (selected.some((id) => !known.has(id)))
    errors.with_labour_material ??= [registrationMessages.labourMaterialUnknown];
}

type LoginChanges = NonNullable<ProfileSave['user']>['changes'];

/**
 * The account's name, login email and mobile follow the Basic tab's name, email and mobile_no when
 * those change there (a login changed in My Info since is left alone while the tab's value stays).
 */
function userChanges(body: Body, loaded: LoadedProfile, user: UserRecord): LoginChanges {
  const stored = loaded.profile.basic ?? {};
  const changes: LoginChanges = {};
  const name = text(body.name);
  if (name !== text(stored.name) && name !== user.name && name !== '') changes.name = name;
  const email = normalEmail(text(body.email));
  if (email !== normalEmail(text(stored.email)) && email !== user.email && email !== '') {
    changes.email = email;
    changes.email_verified_at = null;
  }
  const mobile = text(body.mobile_no);
  if (mobile !== text(stored.mobile_no) && mobile !== user.mobile && mobile !== '') changes.mobile = mobile;
  return changes;
}

/**
 * The owner changing the email or mobile they log in with gives the current password (as My Info
 * asks it): a session alone cannot move the login. Wrong ones count as failed logins of the account.
 */
async function checkCurrentPassword(user: UserRecord, given: unknown, context: SaveContext): Promise<void> {
  if (typeof given !== 'string' || given === '') {
    throw new ValidationError({ current_password: [m.currentPasswordForLogin] });
  }
  await enforceLimit(accountLimits.loginAccount, `user:${user.id}`, context.now);
  if (!(await verifyPassword(user.password_hash, given))) {
    logAuthEvent('password.current_wrong', { userId: user.id, viewer: context.viewer });
    throw new ValidationError({ current_password: [accountMessages.currentPasswordWrong] });
  }
  await releaseLimit(accountLimits.loginAccount, `user:${user.id}`, context.now);
}

/** The new login email and mobile are nobody else's (the transaction's claims still guard a race). */
async function assertLoginFree(changes: LoginChanges, accountId: number): Promise<void> {
  const [emailOwner, mobileOwner] = await Promise.all([
    changes.email ? findUserIdByEmail(changes.email) : undefined,
    changes.mobile ? findUserIdByMobile(changes.mobile) : undefined,
  ]);
  const errors: FieldErrors = {};
  if (emailOwner !== undefined && emailOwner !== accountId) errors.email = [m.emailTaken];
  if (mobileOwner !== undefined && mobileOwner !== accountId) errors.mobile_no = [m.mobileTaken];
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new ConflictError(first, { errors });
}

function sectionValues(fields: readonly FieldSpec[], body: Body, fileOf: FileOf): ProfileFields {
  return Object.fromEntries(
    fields.map((field) => [field.name, storedValue(field, body[field.name], field.name, fileOf)]),
  );
}

function bankValues(body: Body): BankDetails | null | undefined {
  const bank = body.bank_details as Record<string, unknown> | undefined;
  if (bank === undefined) return undefined;
  const value = (name: string) => (typeof bank[name] === 'string' && bank[name] !== '' ? (bank[name] as string) : null);
  const details: BankDetails = {
    favouring_name: value('favouring_name'),
    account_no: value('account_no'),
    bank_name: value('bank_name'),
    branch_name: value('branch_name'),
    ifsc_code: value('ifsc_code'),
  };
  return Object.values(details).every((entry) => entry === null) ? null : details;
}

function documentValues(spec: ProfileFormSpec, body: Body, fileOf: FileOf): ProfileDocument[] {
  return (spec.documents ?? []).map((document) => {
    const row = (body[document.name] ?? {}) as Record<string, unknown>;
    const value = storedValue(document.value, row.value, `${document.name}.value`, fileOf);
    return {
      document_type_id: document.document_type_id,
      value: typeof value === 'string' ? value : value === null ? null : String(value),
      storage: storedValue(document.file, row.storage, `${document.name}.storage`, fileOf) as StoredFile | null,
    };
  });
}

/** The transaction was cancelled by one of its conditions: what the caller sees. */
function conflictOf(error: ProfileSaveConflictError, claims: UploadClaim[]): Error {
  switch (error.reason) {
    case 'email':
      return new ConflictError(m.emailTaken, { cause: error, errors: { email: [m.emailTaken] } });
    case 'mobile':
      return new ConflictError(m.mobileTaken, { cause: error, errors: { mobile_no: [m.mobileTaken] } });
    case 'upload': {
      const claim = claims.find((candidate) => uploadIdOf(candidate.ref.key) === error.uploadId);
      const field = claim?.field ?? 'uploads';
      return new ConflictError(uploadMessages.unavailable, {
        cause: error,
        errors: { [field]: [uploadMessages.unavailable] },
      });
    }
    default:
      return new ConflictError(m.changedMeanwhile, { cause: error });
  }
}

async function saveForm(
  kind: ProfileKind,
  caller: Caller,
  accountId: number,
  body: Body,
  context: SaveContext,
): Promise<{ message: string; user: UserRecord; loaded: LoadedProfile }> {
  assertProfileAccess(caller, accountId);
  const forms: readonly ProfileFormSpec[] = kind === 'contractor' ? contractorProfileForms : organizationProfileForms;
  const spec = forms.find((candidate) => candidate.form === body.form);
  // The body schema admits only these forms; anything else is a bug, not the caller's doing.
  if (!spec) throw new Error(`no ${kind} profile form '${body.form}'`);
  const { user, loaded } = await loadProfileAccount(accountId, kind);

  const errors: FieldErrors = {};
  const lists = listInputs(spec, body, loaded);
  for (const input of lists) mergeList(input, () => null, errors);
  if (spec.workTypes) await lookupProblems(body, errors);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const changes = spec.form === 'basic' ? userChanges(body, loaded, user) : {};
  const movesLogin = changes.email !== undefined || changes.mobile !== undefined;
  if (movesLogin && caller.userId === accountId) await checkCurrentPassword(user, body.current_password, context);
  if (movesLogin) await assertLoginFree(changes, accountId);

  const claims = [
    ...fieldClaims(spec.fields, body, ''),
    ...documentClaims(spec, body),
    ...lists.flatMap((input) => listClaims(input)),
  ];
  const known = knownFiles(loaded);
  const { files, uploadIds } = await acceptUploads(
    claims.filter((claim) => !known.has(claim.ref.key)),
    { accountId, callerId: caller.userId },
    context.now,
  );
  const claimed = new Map(claims.map((claim) => [claim.field, claim]));
  const fileOf: FileOf = (path) => {
    const claim = claimed.get(path);
    if (!claim) return null;
    const kept = known.get(claim.ref.key);
    return kept ? { ...kept, file_name: claim.ref.file_name } : (files[path] ?? null);
  };

  const save: ProfileSave = {
    accountId,
    readUpdatedAt: typeof loaded.profile.updated_at === 'string' ? loaded.profile.updated_at : null,
    lists: lists.map((input) => {
      const merged = mergeList(input, fileOf, {});
      return { name: input.entry.list.name, rows: merged.rows, next_row_id: merged.nextRowId };
    }),
    uploadIds,
    now: context.now,
  };
  if (spec.form === 'basic') {
    save.basic = {
      ...loaded.profile.basic,
      ...sectionValues(spec.fields, body, fileOf),
      ...(spec.workTypes
        ? {
            material_work_type_id: body.material_work_type_id as number,
            with_labour_material: body.with_labour_material as number[],
          }
        : {}),
    };
    const bank = bankValues(body);
    if (bank !== undefined) save.bank_details = bank;
  }
  if (spec.documents) save.documents = documentValues(spec, body, fileOf);
  if (Object.keys(changes).length > 0) save.user = { current: user, changes };

  let updatedAt: string;
  try {
    updatedAt = await saveProfile(save);
  } catch (error) {
    if (error instanceof ProfileSaveConflictError) throw conflictOf(error, claims);
    throw error;
  }
  logger.info('profile saved', { accountId, kind, form: spec.form, by: caller.userId, viewer: context.viewer });

  const savedUser: UserRecord = { ...user, ...changes };
  const savedProfile: LoadedProfile = {
    profile: {
      ...loaded.profile,
      ...(save.basic ? { basic: save.basic } : {}),
      ...(save.bank_details !== undefined ? { bank_details: save.bank_details } : {}),
      ...(save.documents ? { documents: save.documents } : {}),
      updated_at: updatedAt,
    },
    lists: { ...loaded.lists, ...Object.fromEntries(save.lists.map((list) => [list.name, list.rows])) },
    nextRowIds: {
      ...loaded.nextRowIds,
      ...Object.fromEntries(save.lists.map((list) => [list.name, list.next_row_id])),
    },
  };
  if (changes.email !== undefined) {
    logAuthEvent('account.updated', { userId: accountId, viewer: context.viewer });
    try {
      await sendVerificationMail(savedUser, context.now);
    } catch (error) {
      // The save stands: GET /email/resend mails the link again.
      logger.warn('verification mail not sent', {
        userId: accountId,
        error: error instanceof Error ? error.name : 'unknown',
      });
    }
  }
  return { message: changes.email !== undefined ? m.emailChanged : m.saved, user: savedUser, loaded: savedProfile };
}

export async function saveContractorProfile(
  caller: Caller,
  accountId: number,
  body: ContractorProfileSave,
  context: SaveContext,
): Promise<ContractorProfileSaved> {
  const saved = await saveForm('contractor', caller, accountId, body as unknown as Body, context);
  return { message: saved.message, data: contractorProfileData(saved.user, saved.loaded) };
}

export async function saveOrganizationProfile(
  caller: Caller,
  accountId: number,
  body: OrganizationProfileSave,
  context: SaveContext,
): Promise<OrganizationProfileSaved> {
  const saved = await saveForm('organization', caller, accountId, body as unknown as Body, context);
  return { message: saved.message, data: organizationProfileData(saved.user, saved.loaded) };
}
