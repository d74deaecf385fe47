import type {
  ContractorProfileSaved,
  ContractorProfileSaveInput,
  OrganizationProfileSaved,
  OrganizationProfileSaveInput,
} from '@tender/shared/schemas/profile';
import { apiFetch } from '../../../lib/api/client';
import type { ProfileKind } from '../profile-tabs';

export type ProfileTabBody = ContractorProfileSaveInput | OrganizationProfileSaveInput;
export type ProfileTabSaved = ContractorProfileSaved | OrganizationProfileSaved;

/** The save path of an account's profile: PUT /contractors/{id} or PUT /organizations/{id} (SPEC §7). */
export function profileSavePath(kind: ProfileKind, accountId: number): string {
  return `/${kind === 'contractor' ? 'contractors' : 'organizations'}/${accountId}`;
}

/** Saves one tab (its `form` and only its fields); a 400/409 rejects with the field errors by dotted path. */
export function saveProfileTab(kind: ProfileKind, accountId: number, body: ProfileTabBody): Promise<ProfileTabSaved> {
  return apiFetch<ProfileTabSaved>(profileSavePath(kind, accountId), { method: 'PUT', body });
}
