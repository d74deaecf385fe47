import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { UserRole } from '@tender/shared/constants';
import { dynamo, tableName } from '../platform/dynamo-client';
import { ConflictError } from '../platform/errors';
import { nextSequenceValue } from './sequences';

export type { UserRole };

export type UserRecord = {
  id: number;
  name: string;
  email: string;
  mobile: string;
  role: UserRole;
  password_hash: string;
  email_verified_at: string | null;
  google2fa_enabled: boolean;
  created_at: string;
};

export const userKeys = {
  user: (id: number) => ({ pk: `USER#${id}`, sk: 'META' }),
  email: (email: string) => ({ pk: `EMAIL#${email.trim().toLowerCase()}`, sk: 'UNIQUE' }),
  mobile: (mobile: string) => ({ pk: `MOBILE#${mobile}`, sk: 'UNIQUE' }),
  roleIndex: (role: UserRole, createdAt: string, id: number) => ({
    gsi2pk: `USERS#${role}`,
    gsi2sk: `${createdAt}#${String(id).padStart(10, '0')}`,
  }),
};

/**
 * Writes the user and its unique email and mobile claims in one transaction: a taken email or
 * mobile fails the whole write, so two registrations can never share one.
 */
export async function createUser(user: Omit<UserRecord, 'id'>): Promise<UserRecord> {
  const id = await nextSequenceValue('user');
  const record: UserRecord = { ...user, email: user.email.trim().toLowerCase(), id };
  const claim = (key: Record<string, string>) => ({
    Put: {
      TableName: tableName,
      Item: { ...key, userId: id },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  });
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName,
              Item: { ...userKeys.user(id), ...userKeys.roleIndex(record.role, record.created_at, id), ...record },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          claim(userKeys.email(record.email)),
          claim(userKeys.mobile(record.mobile)),
        ],
      }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionCanceledException') {
      throw new ConflictError('This email address or mobile number is already registered.', { cause: error });
    }
    throw error;
  }
  return record;
}
