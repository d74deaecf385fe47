import type {
  BuilderProfileAnswer,
  ContractorProfileAnswer,
  OrganizationProfileAnswer,
  ProfileAnswer,
} from '@tender/shared/schemas/profile';
import { getAccountProfile } from '../../data/profiles-repository';
import { getUser } from '../../data/users-repository';
import { UnauthorizedError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { assertProfileAccess, loadProfileAccount } from './profile-access';
import { builderProfileData, contractorProfileData, organizationProfileData } from './profile-view';

/**
 * GET /profile: the caller's role and user, with the whole profile when the account has a
 * contractor, organisation or builder profile; any other account (Admin, Subscriber) gets role and
 * user only.
 */
export async function getOwnProfile(caller: Caller): Promise<ProfileAnswer> {
  const [user, loaded] = await Promise.all([getUser(caller.userId), getAccountProfile(caller.userId)]);
  // The session was valid a moment ago: an account deleted since is no caller.
  if (!user) throw new UnauthorizedError();
  if (loaded?.profile.kind === 'contractor') return { data: contractorProfileData(user, loaded) };
  if (loaded?.profile.kind === 'organization') return { data: organizationProfileData(user, loaded) };
  if (loaded?.profile.kind === 'builder') return { data: builderProfileData(user, loaded) };
  return { data: { role: user.role, user: { id: user.id, name: user.name, email: user.email } } };
}

/** GET /contractors/{id}/edit: the owner or an Admin; 404 for an account that is no contractor. */
export async function getContractorProfile(caller: Caller, accountId: number): Promise<ContractorProfileAnswer> {
  assertProfileAccess(caller, accountId);
  const { user, loaded } = await loadProfileAccount(accountId, 'contractor');
  return { data: contractorProfileData(user, loaded) };
}

/** GET /organizations/{id}/edit: the owner or an Admin; 404 for an account that is no organisation. */
export async function getOrganizationProfile(caller: Caller, accountId: number): Promise<OrganizationProfileAnswer> {
  assertProfileAccess(caller, accountId);
  const { user, loaded } = await loadProfileAccount(accountId, 'organization');
  return { data: organizationProfileData(user, loaded) };
}

/** GET /builders/{id}/edit: the owner or an Admin; 404 for an account that is no builder. */
export async function getBuilderProfile(caller: Caller, accountId: number): Promise<BuilderProfileAnswer> {
  assertProfileAccess(caller, accountId);
  const { user, loaded } = await loadProfileAccount(accountId, 'builder');
  return { data: builderProfileData(user, loaded) };
}
