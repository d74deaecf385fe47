import { accountDataMessages as m, DATA_EXPORT_LINK_DAYS } from '@tender/shared/account-data-messages';
import { formatIstDateTime } from '@tender/shared/format';
import type { Mail } from '../../platform/mail';
import { linkMail } from '../mail/mail-layout';

/** The mail of a ready export: its signed link, and how long it works. */
export function dataExportMail(input: { to: string; name: string; link: string; expiresAt: Date }): Mail {
  const paragraphs = [
    `Hello ${input.name},`,
    'The copy of your data you asked for is ready: every field and list of your account and profile, your consents, payments and tax invoices, and the files you uploaded, as one ZIP file.',
    `The link below works for ${DATA_EXPORT_LINK_DAYS} days, until ${formatIstDateTime(input.expiresAt.toISOString())}. Anyone with the link can download the file: do not forward this mail.`,
  ];
  const after = 'If you did not ask for a copy of your data, log in and change your password, and tell us.';
  return linkMail({
    to: input.to,
    subject: m.mailSubject,
    title: 'Your data',
    paragraphs,
    link: { href: input.link, label: 'Download my data' },
    after,
  });
}
