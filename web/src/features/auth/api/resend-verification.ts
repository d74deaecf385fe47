import { apiFetch } from '../../../lib/api/client';

export const RESEND_VERIFICATION_PATH = '/email/resend';

/** GET /email/resend: 204 means the verification mail was sent again. */
export async function resendVerification(): Promise<void> {
  await apiFetch<unknown>(RESEND_VERIFICATION_PATH);
}
