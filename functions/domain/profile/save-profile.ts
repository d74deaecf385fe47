import {
  builderProfileForms,
  contractorProfileForms,
  organizationProfileForms,
  profileLoginFields,
  profileMessages as m,
  type ProfileFormSpec,
  type ProfileLoginFields,
} from '@tender/shared/profile-fields';
import type { BuilderProfileSave } from '@tender/shared/schemas/builder-profile';
import type {
  BuilderProfileSaved,
  ContractorProfileSave,
  ContractorProfileSaved,
  OrganizationProfileSave,
  OrganizationProfileSaved,
} from '@tender/shared/schemas/profile';
import { ProfileSaveConflictError, saveProfile } from '../../data/profile-save-repository';
import type { LoadedProfile } from '../../data/profiles-repository';
import type { UserRecord } from '../../data/users-repository';
import { ConflictError, ValidationError, type FieldErrors } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { logger } from '../../platform/logger';
import { logAuthEvent } from '../accounts/auth-events';
import { trySendVerificationMail } from '../accounts/verification-mail';
import type { UploadClaim } from '../uploads/accept-uploads';
import { claimedFiles } from './kept-files';
import { mergeList } from './list-changes';
import { checkCurrentPassword, movesLogin, userChanges } from './login-changes';
import { assertLoginFree } from './login-free';
import { loginChangeAudit, mailLoginChange } from './admin-login-change';
import { assertProfileAccess, loadProfileAccount, type ProfileKind } from './profile-access';
import { contentClaims, uploadConflict, type ContentBody } from './profile-content';
import { builderProfileData, contractorProfileData, organizationProfileData } from './profile-view';
import { listInputs, savedProfile, tabSave } from './tab-save';
import { workTypeProblems } from './work-type-check';

// One profile tab saved (POST|PUT /contractors/{id}, /organizations/{id}, /builders/{id}), in this
// order, refusing with the field's message and writing nothing when refused: (a) the caller owns
// the account or is an Admin (403 before anything is read); (b) the account has a profile of this
// kind (404); (c) the
// lists meet the stored ones (unknown ids, limits) and selected lookup ids exist (400); (d) on Basic,
// a changed login email or mobile needs the owner's current password (400) and must be free (409);
// (e) new files accepted (checked and copied to the account's folder); (f) ONE transaction: the
// tab's parts of the profile on the condition that nobody saved meanwhile (409), the lists, the
// user and its claims, the uploads used, and the audit entry of an Admin moving the login; (g) a
// changed login email is mailed a verification link (unless it was this account's verified one),
// and an Admin's move of the login a notice to the old and the new address (admin-login-change.ts).

export type SaveContext = { viewer: string; now: Date };

type SaveBody = ContractorProfileSave | OrganizationProfileSave | BuilderProfileSave;
type Saved = { message: string; user: UserRecord; loaded: LoadedProfile };

const FORMS: Record<ProfileKind, readonly ProfileFormSpec[]> = {
  contractor: contractorProfileForms,
  organization: organizationProfileForms,
  builder: builderProfileForms,
};

function formSpec(kind: ProfileKind, body: SaveBody): ProfileFormSpec {
  const spec = FORMS[kind].find((candidate) => candidate.form === body.form);
  // The body schema admits only these forms; anything else is a bug, not the caller's doing.
  if (!spec) throw new Error(`no ${kind} profile form '${body.form}'`);
  return spec;
}

/** The transaction was cancelled by one of its conditions: what the caller sees. */
function conflictOf(error: ProfileSaveConflictError, claims: UploadClaim[], login: ProfileLoginFields): Error {
  switch (error.reason) {
    case 'email':
      return new ConflictError(m.emailTaken, { cause: error, errors: { [login.email]: [m.emailTaken] } });
    case 'mobile':
      return new ConflictError(m.mobileTaken, { cause: error, errors: { [login.mobile]: [m.mobileTaken] } });
    case 'upload':
      return uploadConflict(claims, error.uploadId, error);
    default:
      return new ConflictError(m.changedMeanwhile, { cause: error });
  }
}

/** A changed login email is mailed its verification link; the save stands without it (GET /email/resend). */
async function mailNewEmail(user: UserRecord, context: SaveContext): Promise<void> {
  logAuthEvent('account.updated', { userId: user.id, viewer: context.viewer });
  await trySendVerificationMail(user, context.now);
}

async function saveForm(
  kind: ProfileKind,
  caller: Caller,
  accountId: number,
  body: SaveBody,
  context: SaveContext,
): Promise<Saved> {
  assertProfileAccess(caller, accountId);
  const spec = formSpec(kind, body);
  const { user, loaded } = await loadProfileAccount(accountId, kind);

  const errors: FieldErrors = {};
  const lists = listInputs(spec, body, loaded);
  for (const input of lists) mergeList(input, () => null, errors);
  const content: ContentBody = body;
  if (spec.workTypes) {
    const { material_work_type_id: workTypeId = null, with_labour_material: labour = [] } = content;
    Object.assign(errors, await workTypeProblems(workTypeId, labour));
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const login = profileLoginFields[kind];
  const by = caller.userId === accountId ? 'owner' : 'admin';
  const changes = body.form === 'basic' ? userChanges(body, loaded, user, login, { by, now: context.now }) : {};
  if (movesLogin(changes) && caller.userId === accountId) {
    await checkCurrentPassword(user, body.form === 'basic' ? body.current_password : undefined, context);
  }
  if (movesLogin(changes)) await assertLoginFree(changes, login, accountId);

  const claims = contentClaims(spec, body);
  const owner = { accountId, callerId: caller.userId };
  const { fileOf, uploadIds } = await claimedFiles(claims, loaded, owner, context.now);
  const save = tabSave({ spec, body, loaded, lists, fileOf, accountId, user, changes, uploadIds, now: context.now });
  save.audit = await loginChangeAudit(caller, user, changes, context.now);

  let updatedAt: string;
  try {
    updatedAt = await saveProfile(save);
  } catch (error) {
    if (error instanceof ProfileSaveConflictError) throw conflictOf(error, claims, login);
    throw error;
  }
  logger.info('profile saved', { accountId, kind, form: spec.form, by: caller.userId, viewer: context.viewer });

  const savedUser: UserRecord = { ...user, ...changes };
  await mailLoginChange(caller, user, changes);
  // A restored address the account held while verified is verified again: no link to send.
  const newAddress = changes.email !== undefined && savedUser.email_verified_at === null;
  if (newAddress) await mailNewEmail(savedUser, context);
  const message = newAddress ? m.emailChanged : m.saved;
  return { message, user: savedUser, loaded: savedProfile(loaded, save, updatedAt) };
}

export async function saveContractorProfile(
  caller: Caller,
  accountId: number,
  body: ContractorProfileSave,
  context: SaveContext,
): Promise<ContractorProfileSaved> {
  const saved = await saveForm('contractor', caller, accountId, body, context);
  return { message: saved.message, data: contractorProfileData(saved.user, saved.loaded) };
}

export async function saveOrganizationProfile(
  caller: Caller,
  accountId: number,
  body: OrganizationProfileSave,
  context: SaveContext,
): Promise<OrganizationProfileSaved> {
  const saved = await saveForm('organization', caller, accountId, body, context);
  return { message: saved.message, data: organizationProfileData(saved.user, saved.loaded) };
}

export async function saveBuilderProfile(
  caller: Caller,
  accountId: number,
  body: BuilderProfileSave,
  context: SaveContext,
): Promise<BuilderProfileSaved> {
  const saved = await saveForm('builder', caller, accountId, body, context);
  return { message: saved.message, data: builderProfileData(saved.user, saved.loaded) };
}
