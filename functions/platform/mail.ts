import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { config } from './config';
import { ses } from './ses-client';

/** A file sent with a mail (an award letter). */
export type MailAttachment = { fileName: string; contentType: string; content: Uint8Array };

/** A header of its own a mail carries (List-Unsubscribe and List-Unsubscribe-Post on alerts, RFC 8058). */
export type MailHeader = { name: string; value: string };

/** One message with a plain-text and an HTML body (mail-templates in each domain area write them). */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: readonly MailAttachment[];
  headers?: readonly MailHeader[];
};

/**
 * Sends through SES v2 (locally aws-ses-v2-local, whose mailbox shows it) from MAIL_FROM, with
 * MAIL_CONFIGURATION_SET. Domain code sends through functions/domain/mail/send-mail.ts, which
 * first checks our own suppression list.
 */
export async function deliverMail(mail: Mail): Promise<void> {
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: config.MAIL_FROM,
      // The cloud's configuration set applies SES's suppression list (no mail to an address that
      // bounced or complained) and publishes bounces and complaints; locally there is none.
      ...(config.MAIL_CONFIGURATION_SET ? { ConfigurationSetName: config.MAIL_CONFIGURATION_SET } : {}),
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
          ...(mail.attachments?.length
            ? {
                Attachments: mail.attachments.map((file) => ({
                  FileName: file.fileName,
                  ContentType: file.contentType,
                  ContentDisposition: 'ATTACHMENT' as const,
                  RawContent: file.content,
                })),
              }
            : {}),
          ...(mail.headers?.length
            ? { Headers: mail.headers.map((header) => ({ Name: header.name, Value: header.value })) }
            : {}),
        },
      },
    }),
  );
}
