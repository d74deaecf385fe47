import { getAccountProfile, type LoadedProfile } from '../../data/profiles-repository';
import { getUser, type UserRecord } from '../../data/users-repository';
import { ForbiddenError, NotFoundError } from '../../platform/errors';
import type { Caller } from '../market/caller';

// Who may read or change a profile by its id (DESIGN.md §8): its owner, or an Admin. Checked before
// anything is read, so another account's id tells a caller nothing (403 whether or not it exists).

export type ProfileKind = 'contractor' | 'organization' | 'builder';

export function assertProfileAccess(caller: Caller, accountId: number): void {
  if (caller.userId !== accountId && caller.role !== 'Admin') throw new ForbiddenError();
}

/** The account and its profile of this kind (one Query and one GetItem); 404 for any other account. */
export async function loadProfileAccount(
  accountId: number,
  kind: ProfileKind,
): Promise<{ user: UserRecord; loaded: LoadedProfile }> {
  const [user, loaded] = await Promise.all([getUser(accountId), getAccountProfile(accountId)]);
  if (!user || !loaded || loaded.profile.kind !== kind) throw new NotFoundError();
  return { user, loaded };
}
