import { generateSecret, generateURI } from 'otplib';
import { SITE } from '@tender/shared/constants';
import type { TwoFactorSecretAnswer } from '@tender/shared/schemas/accounts';
import { updateUser } from '../../data/users-repository';
import type { Caller } from '../market/caller';
import type { AccountContext } from './account';
import { ownAccount } from './own-account';
import { qrCodeSvg } from './qr-code';
import { logAuthEvent } from './auth-events';

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32 as apps expect. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function otpauthUrl(secret: string, accountLabel: string): string {
  return generateURI({ issuer: SITE.name, label: accountLabel, secret });
}

/**
 * POST /profile/{id}/two_factor_secret: a new secret (kept server-side as pending) with its
 * otpauth URL and QR code. Two-factor turns on only when a code from it is saved in My Info.
 */
export async function createTwoFactorSecret(
  id: number,
  caller: Caller,
  context: AccountContext,
): Promise<TwoFactorSecretAnswer> {
  const user = await ownAccount(id, caller);
  const secret = newTotpSecret();
  const url = otpauthUrl(secret, user.email);
  const svg = qrCodeSvg(url);
  await updateUser(user, { google2fa_pending_secret: secret });
  logAuthEvent('two_factor.secret_created', { userId: user.id, viewer: context.viewer });
  return { data: { secret, otpauth_url: url, qr_code_svg: svg } };
}
