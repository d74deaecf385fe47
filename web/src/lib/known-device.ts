// The known-device token the login answer gives (functions/domain/accounts/login-device.ts): kept in
// localStorage beside, not inside, the session, so logging out does not forget the device, and sent
// with every login from it. It only spares this device the wait that wrong passwords from elsewhere
// put on an account; the password is asked as ever.

export const DEVICE_KEY = 'DEVICE_TOKEN';

function local(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function getDeviceToken(): string | undefined {
  return local()?.getItem(DEVICE_KEY) || undefined;
}

export function saveDeviceToken(token: string): void {
  local()?.setItem(DEVICE_KEY, token);
}
