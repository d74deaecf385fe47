import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../platform/dynamo-client';
import { keys } from './keys';
import { isConditionFailure } from './transactions';

// Mails a job sends at most once ("a job that runs twice mails once"). A job claims the
// mail's key before it sends and releases the claim when the send fails, so a retry sends it then;
// a second run, or a second container running the same job, finds the claim and sends nothing.

/** How long a claim is kept: longer than any job looks back (digests a day, reminders a week). */
const KEEP_DAYS = 30;

/** Claims the mail; false when it was already claimed (sent, or being sent by another run). */
export async function claimMail(mailKey: string, now: Date = new Date()): Promise<boolean> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...keys.mailOnce(mailKey),
          claimed_at: now.toISOString(),
          expiresAt: Math.floor(now.getTime() / 1000) + KEEP_DAYS * 86_400,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Gives the claim back after a failed send, so the next run sends the mail. */
export async function releaseMail(mailKey: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: tableName, Key: keys.mailOnce(mailKey) }));
}
