import { randomUUID } from 'node:crypto';

// SES event notifications as a configuration set's SNS event destination publishes them, wrapped in
// the event SNS invokes a Lambda function with (the shapes of AWS's documented examples).

const mail = (messageId: string, destination: readonly string[]) => ({
  timestamp: '2026-11-20T09:15:02.012Z',
  source: 'Pune Project Consultants <no-reply@example.in>',
  sourceArn: 'arn:aws:ses:ap-south-1:210987654321:identity/example.in',
  sendingAccountId: '210987654321',
  messageId,
  destination,
  headersTruncated: false,
  headers: [{ name: 'Subject', value: 'Reset your password' }],
  commonHeaders: {
    from: ['Pune Project Consultants <no-reply@example.in>'],
    to: destination,
    subject: 'Reset your password',
  },
  tags: { 'ses:configuration-set': ['ConfigurationSet3A3F2E2B-abc'], 'ses:source-ip': ['203.0.113.7'] },
});

export const sesMessageId = () => `0109019${randomUUID().replace(/-/g, '')}-000000`;

export function bounceEvent(
  recipients: readonly string[],
  bounceType: 'Permanent' | 'Transient' | 'Undetermined',
  messageId = sesMessageId(),
) {
  return {
    eventType: 'Bounce',
    bounce: {
      feedbackId: `${messageId}-feedback`,
      bounceType,
      bounceSubType: bounceType === 'Permanent' ? 'General' : 'MailboxFull',
      bouncedRecipients: recipients.map((emailAddress) => ({
        emailAddress,
        action: 'failed',
        status: bounceType === 'Permanent' ? '5.1.1' : '4.2.2',
        diagnosticCode: bounceType === 'Permanent' ? 'smtp; 550 5.1.1 user unknown' : 'smtp; 452 4.2.2 mailbox full',
      })),
      timestamp: '2026-11-20T09:15:04.669Z',
      reportingMTA: 'dns; a8-70.smtp-out.amazonses.com',
      remoteMtaIp: '198.51.100.10',
    },
    mail: mail(messageId, recipients),
  };
}

export function complaintEvent(recipients: readonly string[], messageId = sesMessageId()) {
  return {
    eventType: 'Complaint',
    complaint: {
      feedbackId: `${messageId}-feedback`,
      complaintSubType: null,
      complainedRecipients: recipients.map((emailAddress) => ({ emailAddress })),
      timestamp: '2026-11-21T18:02:11.000Z',
      userAgent: 'Yahoo!-Mail-Feedback/2.0',
      complaintFeedbackType: 'abuse',
      arrivalDate: '2026-11-21T18:01:59.000Z',
    },
    mail: mail(messageId, recipients),
  };
}

/** The Lambda event of one SNS delivery per message (a string is sent as is, anything else as JSON). */
export function snsEvent(...messages: unknown[]) {
  return {
    Records: messages.map((message) => ({
      EventSource: 'aws:sns',
      EventVersion: '1.0',
      EventSubscriptionArn: `arn:aws:sns:ap-south-1:210987654321:tender-prod-mail-MailFeedback:${randomUUID()}`,
      Sns: {
        Type: 'Notification',
        MessageId: randomUUID(),
        TopicArn: 'arn:aws:sns:ap-south-1:210987654321:tender-prod-mail-MailFeedback',
        Subject: null,
        Message: typeof message === 'string' ? message : JSON.stringify(message),
        Timestamp: '2026-11-20T09:15:05.100Z',
        SignatureVersion: '1',
        Signature:
          'EXAMPLEpH+DcEwjAPg8O9mY8dReBSwksfg2S7WKQcikcNKWLQjwu6A4VbeS0QHVCkhRS7fUQvi2egU3N858fiTDN6bkkOxYDVrY0Ad8L10Hs3zH81mtnPk5uvvolIC1CXGu43obcgFxeL3khZl8IKvO61GWB6jI9b5+gLPoBc1Q=',
        SigningCertUrl: 'https://sns.ap-south-1.amazonaws.com/SimpleNotificationService-0000000000000000000000.pem',
        UnsubscribeUrl: 'https://sns.ap-south-1.amazonaws.com/?Action=Unsubscribe',
        MessageAttributes: {},
      },
    })),
  };
}
