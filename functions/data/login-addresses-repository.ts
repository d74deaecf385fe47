import { createHash } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../platform/dynamo-client';
import { keys } from './keys';

/** How long an address a user logged in from counts as its own. */
const KNOWN_FOR_SECONDS = 90 * 24 * 60 * 60;

/** Personal data kept to a minimum: only a digest of the user and the address is stored. */
const addressHash = (userId: number, address: string) =>
  createHash('sha256').update(`${userId}\n${address}`).digest('hex');

export async function isKnownLoginAddress(userId: number, address: string, now: Date): Promise<boolean> {
  const result = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: keys.knownLoginAddress(userId, addressHash(userId, address)) }),
  );
  const expiresAt = result.Item?.expiresAt;
  return typeof expiresAt === 'number' && expiresAt > now.getTime() / 1000;
}

/** After a successful login: this address is the user's for the next 90 days (renewed by each login). */
export async function rememberLoginAddress(userId: number, address: string, now: Date): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...keys.knownLoginAddress(userId, addressHash(userId, address)),
        expiresAt: Math.floor(now.getTime() / 1000) + KNOWN_FOR_SECONDS,
      },
    }),
  );
}
