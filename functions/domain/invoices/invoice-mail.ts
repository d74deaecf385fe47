import { invoiceMessages } from '@tender/shared/invoice-messages';
import { formatPaise } from '@tender/shared/money';
import { paths } from '@tender/shared/site-paths';
import type { InvoiceRecord } from '../../data/invoices-repository';
import type { UserRecord } from '../../data/users-repository';
import type { Mail, MailAttachment } from '../../platform/mail';
import { sendOrWarn } from '../mail/send-or-warn';
import { linkMail } from '../mail/mail-layout';
import { sendMail } from '../mail/send-mail';
import { siteLink } from '../mail/site-url';
import { tryIssueRegistrationInvoice } from './issue-invoice';
import { invoiceFileName, invoicePdf } from './invoice-pdf';

// How a tax invoice reaches its registrant: attached to the registration mail (a new account), or,
// for a Subscriber who registered its own account (no registration mail), a mail of its own.

export function invoiceAttachment(invoice: InvoiceRecord): MailAttachment {
  return { fileName: invoiceFileName(invoice), contentType: 'application/pdf', content: invoicePdf(invoice) };
}

/** The registration fee's invoice as attachments of the registration mail: none when no fee was paid or issuing failed. */
export async function registrationInvoiceAttachments(accountId: number, now: Date): Promise<MailAttachment[]> {
  const invoice = await tryIssueRegistrationInvoice(accountId, now);
  return invoice ? [invoiceAttachment(invoice)] : [];
}

export function invoiceMail(input: { to: string; name: string; invoice: InvoiceRecord }): Mail {
  const { invoice } = input;
  return {
    ...linkMail({
      to: input.to,
      subject: invoiceMessages.mailSubject,
      title: invoiceMessages.title,
      paragraphs: [
        `Hello ${input.name},`,
        invoiceMessages.mailIntro,
        `Invoice ${invoice.number}, total ${formatPaise(BigInt(invoice.total_paise))}.`,
        invoiceMessages.mailWhereLater,
      ],
      link: { href: siteLink(paths.profile), label: 'Open my profile' },
    }),
    attachments: [invoiceAttachment(invoice)],
  };
}

/** A registered Subscriber's fee invoice, issued and mailed on its own; the registration stands without it. */
export async function mailRegistrationInvoice(user: UserRecord, now: Date): Promise<void> {
  const invoice = await tryIssueRegistrationInvoice(user.id, now);
  if (!invoice) return;
  await sendOrWarn('invoice mail not sent', user.id, () =>
    sendMail(invoiceMail({ to: user.email, name: user.name, invoice })),
  );
}
