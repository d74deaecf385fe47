import type { RegistrationAnswer } from '@tender/shared/schemas/registration';
import { apiFetch } from '../../../lib/api/client';

export const CONTRACTOR_REGISTER_PATH = '/contractors/register';
export const ORGANIZATION_REGISTER_PATH = '/organizations/register';
export const BUILDER_REGISTER_PATH = '/builders/register';

export type RegistrationBody = Record<string, unknown>;
export type RegisterCall = (body: RegistrationBody) => Promise<RegistrationAnswer>;

/**
 * POST /contractors/register: 201 { error: false, message, data: { id, email } }, or an ApiError
 * (400/409 carry `errors` by dotted field path). The full wizard, or the quick form with is_quick_register.
 */
export const registerContractor: RegisterCall = (body) =>
  apiFetch<RegistrationAnswer>(CONTRACTOR_REGISTER_PATH, { method: 'POST', body });

/** POST /organizations/register: the buyer form. */
export const registerOrganization: RegisterCall = (body) =>
  apiFetch<RegistrationAnswer>(ORGANIZATION_REGISTER_PATH, { method: 'POST', body });

/** POST /builders/register: the builder form. */
export const registerBuilder: RegisterCall = (body) =>
  apiFetch<RegistrationAnswer>(BUILDER_REGISTER_PATH, { method: 'POST', body });
