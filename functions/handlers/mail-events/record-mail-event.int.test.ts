import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bounceEvent, complaintEvent, sesMessageId, snsEvent } from '../../../test/support/ses-events';
import { getSuppression } from '../../data/suppression-repository';
import { handler } from './record-mail-event';

const address = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

describe('mail events function: SES bounces and complaints -> our suppression list (DynamoDB Local)', () => {
  it('suppresses every recipient of a permanent bounce with the reason, the time and the SES message id', async () => {
    const [first, second] = [address('gone'), address('Also-Gone')];
    const messageId = sesMessageId();
    const result = await handler(snsEvent(bounceEvent([first, second], 'Permanent', messageId)));
    expect(result).toEqual({ suppressed: 2, ignored: 0, dropped: 0 });
    expect(await getSuppression(first)).toEqual({
      email: first,
      reason: 'bounce',
      detail: 'General',
      suppressed_at: '2026-11-20T09:15:04.669Z',
      ses_message_id: messageId,
    });
    // Stored lower-cased; found whatever the case it is asked with.
    expect(await getSuppression(second.toUpperCase())).toMatchObject({
      email: second.toLowerCase(),
      reason: 'bounce',
      ses_message_id: messageId,
    });
  });

  it('suppresses a complaining address', async () => {
    const complainer = address('spam-button');
    const messageId = sesMessageId();
    expect(await handler(snsEvent(complaintEvent([complainer], messageId)))).toEqual({
      suppressed: 1,
      ignored: 0,
      dropped: 0,
    });
    expect(await getSuppression(complainer)).toEqual({
      email: complainer,
      reason: 'complaint',
      detail: 'abuse',
      suppressed_at: '2026-11-21T18:02:11.000Z',
      ses_message_id: messageId,
    });
  });

  it('suppresses nobody for a transient or undetermined bounce, or a reject', async () => {
    const [full, unsure] = [address('mailbox-full'), address('unsure')];
    const result = await handler(
      snsEvent(bounceEvent([full], 'Transient'), bounceEvent([unsure], 'Undetermined'), {
        eventType: 'Reject',
        mail: { messageId: sesMessageId() },
        reject: { reason: 'Bad content' },
      }),
    );
    expect(result).toEqual({ suppressed: 0, ignored: 3, dropped: 0 });
    expect(await getSuppression(full)).toBeUndefined();
    expect(await getSuppression(unsure)).toBeUndefined();
  });

  it('logs and drops malformed input without throwing, and still records the good message beside it', async () => {
    const good = address('good-beside-bad');
    const noAddress = address('no-address');
    const result = await handler(
      snsEvent(
        'not json {',
        { eventType: 'Bounce', mail: { messageId: sesMessageId() } }, // no bounce part
        { ...bounceEvent([noAddress], 'Permanent'), bounce: { bounceType: 'Permanent', bouncedRecipients: [] } },
        { ...bounceEvent(['not-an-address'], 'Permanent') },
        { ...complaintEvent([noAddress]), mail: {} }, // no message id
        bounceEvent([good], 'Permanent'),
      ),
    );
    expect(result).toEqual({ suppressed: 1, ignored: 0, dropped: 5 });
    expect(await getSuppression(good)).toMatchObject({ reason: 'bounce' });
    expect(await getSuppression(noAddress)).toBeUndefined();

    for (const notSns of [undefined, null, 'text', {}, { Records: [] }, { Records: [{ Sns: { Message: 42 } }] }]) {
      await expect(handler(notSns)).resolves.toEqual({ suppressed: 0, ignored: 0, dropped: 1 });
    }
  });
});
