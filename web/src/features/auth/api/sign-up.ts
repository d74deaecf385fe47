import type { SignUpAnswer, SignUpBody } from '@tender/shared/schemas/accounts';
import type * as z from 'zod';
import { apiFetch } from '../../../lib/api/client';

export const SIGN_UP_PATH = '/sign_up';

export type SignUpCreated = z.infer<typeof SignUpAnswer>;

/** POST /sign_up: 201, a Subscriber account whose verification link is mailed; 409 when the email is taken. */
export function signUp(body: SignUpBody): Promise<SignUpCreated> {
  return apiFetch<SignUpCreated>(SIGN_UP_PATH, { method: 'POST', body });
}
