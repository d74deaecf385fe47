import { SITE } from '@tender/shared/constants';
import type { Mail } from '../../platform/mail';

// The accounts mails, each as plain text and HTML. Links are absolute (SITE_URL) and carry only
// what the SPA route needs; names are HTML-escaped.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function html(title: string, paragraphs: string[], link: { href: string; label: string }, after: string): string {
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1a202c; line-height: 1.5;">
<h1 style="font-size: 20px;">${escapeHtml(title)}</h1>
${body}
<p><a href="${escapeHtml(link.href)}" style="display: inline-block; padding: 10px 18px; background: #c05621; color: #ffffff; text-decoration: none; border-radius: 4px;">${escapeHtml(link.label)}</a></p>
<p style="font-size: 13px; color: #4a5568;">If the button does not work, copy this address into your browser:<br>${escapeHtml(link.href)}</p>
<p style="font-size: 13px; color: #4a5568;">${escapeHtml(after)}</p>
<p style="font-size: 13px; color: #4a5568;">${escapeHtml(SITE.name)}, ${escapeHtml(SITE.address)}</p>
</body></html>`;
}

function text(paragraphs: string[], href: string, after: string): string {
  return [...paragraphs, '', href, '', after, '', `${SITE.name}, ${SITE.address}`].join('\n');
}

/** A mail of paragraphs, one link as a button, and a closing line; the title is the subject unless given. */
function linkMail(mail: {
  to: string;
  subject: string;
  title?: string;
  paragraphs: string[];
  link: { href: string; label: string };
  after: string;
}): Mail {
  return {
    to: mail.to,
    subject: mail.subject,
    text: text(mail.paragraphs, mail.link.href, mail.after),
    html: html(mail.title ?? mail.subject, mail.paragraphs, mail.link, mail.after),
  };
}

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
