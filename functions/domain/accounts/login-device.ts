import { epochSeconds, positiveInteger, signedLink } from '../../platform/signed-link';

// A known device: a token the login answer gives the browser at each successful login and the
// browser sends with its next logins (`<user id>-<expiry>-<HMAC>`, signed-link.ts). It only spares
// the device the wait a flood of wrong passwords from elsewhere puts on the account: the password
// (and the code, with two-factor) is asked as ever, and the limits per address still hold.

export const KNOWN_DEVICE_DAYS = 90;

const deviceTokens = signedLink({
  purpose: 'login-device',
  fields: { userId: positiveInteger(16), expiresAt: epochSeconds },
  expiresAt: 'expiresAt',
});

/** A token naming this device known to the user for the next 90 days (renewed by each login). */
export function knownDeviceToken(userId: number, now: Date): Promise<string> {
  return deviceTokens.sign({ userId, expiresAt: new Date(now.getTime() + KNOWN_DEVICE_DAYS * 86_400_000) });
}

/** Whether `token` is a genuine, unexpired known-device token of this user (none: never). */
export async function isKnownDevice(token: string | undefined, userId: number | undefined, now: Date) {
  if (!token || userId === undefined) return false;
  const values = await deviceTokens.verify(token, { now });
  return values?.userId === userId;
}
