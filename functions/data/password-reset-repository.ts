import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../platform/dynamo-client';
import { keys } from './keys';
import { cancellationReasons, writeTransaction } from './transactions';

/** A password reset link, stored by the SHA-256 of its token: the token itself is only in the mail. */
export type ResetTokenRecord = {
  tokenHash: string;
  userId: number;
  created_at: string;
  /** Epoch seconds; the link is refused from then on, and TTL removes the item later. */
  expiresAt: number;
};

const PURPOSE = 'password-reset';

export async function putResetToken(record: ResetTokenRecord): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.oneTimeToken(record.tokenHash), ...record, purpose: PURPOSE },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getResetToken(tokenHash: string): Promise<ResetTokenRecord | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: keys.oneTimeToken(tokenHash), ConsistentRead: true }),
  );
  if (!Item || Item.purpose !== PURPOSE) return undefined;
  return {
    tokenHash,
    userId: Number(Item.userId),
    created_at: String(Item.created_at),
    expiresAt: Number(Item.expiresAt),
  };
}

/**
 * Uses the token and sets the new password in one transaction: the token is deleted only if it
 * still exists, belongs to this user and has not expired, so two requests with one link cannot
 * both succeed. Answers false when the token was already used (or expired meanwhile).
 */
export async function resetPasswordWithToken(input: {
  tokenHash: string;
  userId: number;
  passwordHash: string;
  now: Date;
}): Promise<boolean> {
  const nowIso = input.now.toISOString();
  try {
    await writeTransaction([
      {
        Delete: {
          TableName: tableName,
          Key: keys.oneTimeToken(input.tokenHash),
          ConditionExpression: 'attribute_exists(pk) AND userId = :user AND expiresAt > :now AND purpose = :purpose',
          ExpressionAttributeValues: {
            ':user': input.userId,
            ':now': Math.floor(input.now.getTime() / 1000),
            ':purpose': PURPOSE,
          },
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: keys.user(input.userId),
          UpdateExpression: 'SET password_hash = :hash, password_changed_at = :at, must_change_password = :no',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':hash': input.passwordHash, ':at': nowIso, ':no': false },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (cancellationReasons(error)) return false;
    throw error;
  }
}
