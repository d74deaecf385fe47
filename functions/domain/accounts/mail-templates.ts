import type { Mail } from '../../platform/mail';
import { linkMail } from '../mail/mail-layout';

// The accounts mails, each as plain text and HTML (functions/domain/mail/mail-layout.ts). Links
// are absolute (SITE_URL) and carry only what the SPA route needs.

export function passwordResetMail(input: { to: string; name: string; link: string; minutes: number }): Mail {
  const paragraphs = [
    `Hello ${input.name},`,
    'We received a request to reset the password of your account. Use the link below to choose a new one.',
    `The link works once and expires in ${input.minutes} minutes.`,
  ];
  const after = 'If you did not ask for this, ignore this mail: your password stays as it is.';
  return linkMail({
    to: input.to,
    subject: 'Reset your password',
    paragraphs,
    link: { href: input.link, label: 'Reset password' },
    after,
  });
}

export function verificationMail(input: { to: string; name: string; link: string; days: number }): Mail {
  const paragraphs = [
    `Hello ${input.name},`,
    'Please confirm that this is your email address by opening the link below while you are logged in.',
    `The link expires in ${input.days} days.`,
  ];
  const after = 'If you did not create an account with us, ignore this mail.';
  return linkMail({
    to: input.to,
    subject: 'Verify your account',
    paragraphs,
    link: { href: input.link, label: 'Verify account' },
    after,
  });
}

/**
 * The mail of a registration (contractor, organisation, builder): the verification link as
 * `verificationMail` has it, and the one-time password for the first login.
 */
export function registrationMail(input: {
  to: string;
  name: string;
  link: string;
  days: number;
  password: string;
  passwordDays: number;
}): Mail {
  const paragraphs = [
    `Hello ${input.name},`,
    'Thank you for registering with us. Log in with your email address and this one-time password:',
    `One-time password: ${input.password}`,
    `It expires in ${input.passwordDays} days; you will choose your own password at first login.`,
    'Then confirm that this is your email address by opening the link below while you are logged in.',
    `The link expires in ${input.days} days.`,
  ];
  const after = 'If you did not register with us, ignore this mail.';
  return linkMail({
    to: input.to,
    subject: 'Your registration: password and verification',
    title: 'Your registration',
    paragraphs,
    link: { href: input.link, label: 'Verify account' },
    after,
  });
}

/** What an Admin changed of the login: each value as it was and as it is now. */
export type LoginChangeLine = { what: 'email address' | 'mobile number'; before: string; after: string };

/**
 * The notice of an Admin changing a registrant's login email or mobile: mailed
 * to the old address and the new one, so the owner hears of it wherever they read mail.
 */
export function loginChangedMail(input: { to: string; name: string; changes: LoginChangeLine[]; link: string }): Mail {
  const paragraphs = [
    `Hello ${input.name},`,
    'An administrator changed how you log in to your account:',
    ...input.changes.map((change) => `Login ${change.what}: ${change.before || '(none)'} -> ${change.after}`),
    'A new email address stays unconfirmed until you log in with your own password and open the verification link mailed to it.',
  ];
  const after = 'If you did not ask for this change, reply to this mail or call us at once.';
  return linkMail({
    to: input.to,
    subject: 'Your login details were changed',
    paragraphs,
    link: { href: input.link, label: 'Log in' },
    after,
  });
}

/**
 * The notice to an account's owner that wrong passwords from elsewhere passed the limit (once per
 * run of failures): their own devices are not held back, and what to do if they cannot get in.
 */
export function failedLoginsMail(input: { to: string; name: string; failures: number; link: string }): Mail {
  const paragraphs = [
    `Hello ${input.name},`,
    `There were ${input.failures} failed attempts to log in to your account with a wrong password, from devices you have not logged in from. Further attempts from such devices now have to wait, longer after each one.`,
    'Logins from a device you logged in from before are not held back. If you cannot log in from a new device, set a new password with the link below.',
  ];
  const after = 'If these attempts were yours, you can ignore this mail. Nobody has logged in with them.';
  return linkMail({
    to: input.to,
    subject: 'Failed logins to your account',
    paragraphs,
    link: { href: input.link, label: 'Set a new password' },
    after,
  });
}
