import * as z from '@tender/shared/schemas/mini';
import { putSuppression, type Suppression } from '../../data/suppression-repository';
import { logger } from '../../platform/logger';

// SES's bounce and complaint events (the stage's configuration set publishes them to the mail
// stack's SNS topic; SNS invokes the mail-events function with them). A permanent bounce or a
// complaint puts each address it names on our suppression list, which functions/platform/mail.ts
// checks before every send. Input that is not such an event is logged and dropped, never thrown
// for: an invocation that fails is retried, and a malformed message would fail every retry.

/** An address as SES reports it; a display name around it ('"Asha" <asha@example.in>') is allowed. */
const Address = z.pipe(
  z.pipe(
    z.string().check(z.trim(), z.maxLength(320)),
    z.transform((value: string) => /<([^<>\s]+)>\s*$/.exec(value)?.[1] ?? value),
  ),
  z.string().check(z.regex(/^[^@\s<>"]+@[^@\s<>"]+\.[^@\s<>"]+$/, 'not an e-mail address')),
);

const Recipients = z.array(z.object({ emailAddress: Address })).check(z.minLength(1));

/** The parts of SES's event (configuration set event publishing) that are read here; the rest is ignored. */
const MailPart = z.object({
  messageId: z.string().check(z.minLength(1), z.maxLength(200)),
  timestamp: z.optional(z.string()),
});

export const SesMailEvent = z.discriminatedUnion('eventType', [
  z.object({
    eventType: z.literal('Bounce'),
    mail: MailPart,
    bounce: z.object({
      bounceType: z.enum(['Permanent', 'Transient', 'Undetermined']),
      bounceSubType: z.optional(z.string().check(z.maxLength(100))),
      bouncedRecipients: Recipients,
      timestamp: z.optional(z.iso.datetime({ offset: true })),
    }),
  }),
  z.object({
    eventType: z.literal('Complaint'),
    mail: MailPart,
    complaint: z.object({
      complainedRecipients: Recipients,
      complaintFeedbackType: z.optional(z.string().check(z.maxLength(100))),
      timestamp: z.optional(z.iso.datetime({ offset: true })),
    }),
  }),
]);
export type SesMailEvent = z.infer<typeof SesMailEvent>;

/** The Lambda event SNS delivers: the SES event is the JSON string in each record's Sns.Message. */
export const SnsEvent = z.object({
  Records: z
    .array(
      z.object({
        Sns: z.object({ MessageId: z.optional(z.string()), Message: z.string() }),
      }),
    )
    .check(z.minLength(1)),
});

/** What one invocation did (also logged): suppressed addresses, events that suppress nobody, malformed ones. */
export type MailEventsResult = { suppressed: number; ignored: number; dropped: number };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The entries a parsed event puts on the list: none for a transient or undetermined bounce. */
export function suppressionsOf(event: SesMailEvent, now: Date): Suppression[] {
  if (event.eventType === 'Bounce') {
    if (event.bounce.bounceType !== 'Permanent') return [];
    return event.bounce.bouncedRecipients.map(({ emailAddress }) => ({
      email: emailAddress,
      reason: 'bounce',
      detail: event.bounce.bounceSubType ?? null,
      suppressed_at: event.bounce.timestamp ?? now.toISOString(),
      ses_message_id: event.mail.messageId,
    }));
  }
  return event.complaint.complainedRecipients.map(({ emailAddress }) => ({
    email: emailAddress,
    reason: 'complaint',
    detail: event.complaint.complaintFeedbackType ?? null,
    suppressed_at: event.complaint.timestamp ?? now.toISOString(),
    ses_message_id: event.mail.messageId,
  }));
}

/**
 * Records the addresses of every SES event in an SNS invocation. Malformed input (not an SNS event,
 * a message that is not JSON, not a bounce or complaint, no usable address) is logged by its SNS
 * message id and dropped; only a failed write throws (so Lambda retries it, then its dead-letter queue).
 */
export async function recordMailEvents(input: unknown, now: Date = new Date()): Promise<MailEventsResult> {
  const result: MailEventsResult = { suppressed: 0, ignored: 0, dropped: 0 };
  const envelope = SnsEvent.safeParse(input);
  if (!envelope.success) {
    logger.warn('mail-events: not an SNS event, dropped', { issues: envelope.error.issues.length });
    result.dropped += 1;
    return result;
  }
  for (const record of envelope.data.Records) {
    const snsMessageId = record.Sns.MessageId;
    const message = parseJson(record.Sns.Message) as { eventType?: unknown } | undefined;
    const eventType = typeof message?.eventType === 'string' ? message.eventType : undefined;
    if (eventType !== undefined && eventType !== 'Bounce' && eventType !== 'Complaint') {
      // The configuration set also publishes rejects: nothing to suppress.
      logger.info('mail-events: event ignored', { snsMessageId, eventType });
      result.ignored += 1;
      continue;
    }
    const event = SesMailEvent.safeParse(message);
    if (!event.success) {
      logger.warn('mail-events: malformed SES event, dropped', {
        snsMessageId,
        eventType,
        issues: event.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).slice(0, 5),
      });
      result.dropped += 1;
      continue;
    }
    const suppressions = suppressionsOf(event.data, now);
    if (suppressions.length === 0) {
      logger.info('mail-events: transient bounce, nobody suppressed', {
        snsMessageId,
        sesMessageId: event.data.mail.messageId,
      });
      result.ignored += 1;
      continue;
    }
    for (const suppression of suppressions) await putSuppression(suppression);
    logger.info('mail-events: addresses suppressed', {
      snsMessageId,
      sesMessageId: event.data.mail.messageId,
      reason: suppressions[0]!.reason,
      count: suppressions.length,
    });
    result.suppressed += suppressions.length;
  }
  return result;
}
