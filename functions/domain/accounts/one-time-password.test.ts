import { describe, expect, it } from 'vitest';
import { registrationMail } from './mail-templates';
import {
  generateOneTimePassword,
  isOneTimePasswordExpired,
  ONE_TIME_PASSWORD_DAYS,
  oneTimePasswordExpiresAt,
} from './one-time-password';

describe('one-time password', () => {
  it('is 12 unambiguous letters and digits in three groups, different each time', () => {
    const passwords = Array.from({ length: 200 }, generateOneTimePassword);
    for (const password of passwords) {
      expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{4}-[A-HJ-NP-Za-km-z2-9]{4}-[A-HJ-NP-Za-km-z2-9]{4}$/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/\d/);
    }
    expect(new Set(passwords).size).toBe(passwords.length);
  });

  it('expires after 7 days, only while it must still be replaced', () => {
    const issued = new Date('2026-03-01T08:00:00Z');
    const expiresAt = oneTimePasswordExpiresAt(issued);
    expect(expiresAt).toBe('2026-03-08T08:00:00.000Z');
    expect(ONE_TIME_PASSWORD_DAYS).toBe(7);
    const mailed = { must_change_password: true, password_expires_at: expiresAt };
    expect(isOneTimePasswordExpired(mailed, new Date('2026-03-08T07:59:59Z'))).toBe(false);
    expect(isOneTimePasswordExpired(mailed, new Date('2026-03-08T08:00:00Z'))).toBe(true);
    // Replaced (or reset) passwords, and passwords people chose, never expire here.
    expect(isOneTimePasswordExpired({ ...mailed, must_change_password: false }, new Date('2027-01-01'))).toBe(false);
    expect(
      isOneTimePasswordExpired({ must_change_password: true, password_expires_at: null }, new Date('2027-01-01')),
    ).toBe(false);
  });
});

describe('registration mail', () => {
  const mail = registrationMail({
    to: 'asha@example.com',
    name: '<b>Asha</b> & Co',
    link: 'http://localhost:3000/email/verify/12-1790000000-abc_DEF',
    days: 7,
    password: 'Hq7k-Mz3p-Tw9c',
    passwordDays: 7,
  });

  it('carries the verification link, the password and when it expires, in text and HTML', () => {
    expect(mail).toMatchObject({ to: 'asha@example.com', subject: 'Your registration: password and verification' });
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('http://localhost:3000/email/verify/12-1790000000-abc_DEF');
      expect(body).toContain('One-time password: Hq7k-Mz3p-Tw9c');
      expect(body).toContain('It expires in 7 days; you will choose your own password at first login.');
      expect(body).toContain('The link expires in 7 days.');
    }
    expect(mail.html).toContain('href="http://localhost:3000/email/verify/12-1790000000-abc_DEF"');
  });

  it('escapes what people typed in the HTML', () => {
    expect(mail.html).not.toContain('<b>Asha</b>');
    expect(mail.html).toContain('Hello &#60;b&#62;Asha&#60;/b&#62; &#38; Co,');
  });
});
