import type { BuilderProfileSaveInput } from '@tender/shared/schemas/builder-profile';
import type {
  BuilderProfileSaved,
  ContractorProfileSaved,
  ContractorProfileSaveInput,
  OrganizationProfileSaved,
  OrganizationProfileSaveInput,
} from '@tender/shared/schemas/profile';
import { apiFetch } from '../../../lib/api/client';
import type { ProfileKind } from '../profile-tabs';

export type ProfileTabBody = ContractorProfileSaveInput | OrganizationProfileSaveInput | BuilderProfileSaveInput;
export type ProfileTabSaved = ContractorProfileSaved | OrganizationProfileSaved | BuilderProfileSaved;

const SAVE_PATHS: Record<ProfileKind, string> = {
  contractor: 'contractors',
  organization: 'organizations',
  builder: 'builders',
};

/** The save path of an account's profile: PUT /contractors/{id}, /organizations/{id} (SPEC §7) or /builders/{id}. */
export function profileSavePath(kind: ProfileKind, accountId: number): string {
  return `/${SAVE_PATHS[kind]}/${accountId}`;
}

/** Saves one tab (its `form` and only its fields); a 400/409 rejects with the field errors by dotted path. */
export function saveProfileTab(kind: ProfileKind, accountId: number, body: ProfileTabBody): Promise<ProfileTabSaved> {
  return apiFetch<ProfileTabSaved>(profileSavePath(kind, accountId), { method: 'PUT', body });
}
