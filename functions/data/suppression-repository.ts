import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../platform/dynamo-client';
import { keys, withoutKeys } from './keys';

/** Why an address gets no more mail: it bounced for good, or its owner marked a mail as spam. */
export type SuppressionReason = 'bounce' | 'complaint';

/** One address on our own suppression list (from SES's bounce and complaint events). */
export type Suppression = {
  email: string;
  reason: SuppressionReason;
  /** SES's finer reason: the bounce sub-type ('General', 'NoEmail' ...) or the complaint's feedback type ('abuse' ...). */
  detail: string | null;
  /** When SES saw the bounce or complaint (ISO 8601). */
  suppressed_at: string;
  /** The SES message id of the mail that bounced or was complained about. */
  ses_message_id: string;
};

/**
 * Puts an address on the list (or replaces its entry with a newer event's): the latest bounce or
 * complaint is what the entry shows. The address is stored lower-cased, as the key holds it.
 */
export async function putSuppression(suppression: Suppression): Promise<void> {
  const email = suppression.email.trim().toLowerCase();
  await dynamo.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.suppressedAddress(email), ...suppression, email },
    }),
  );
}

/** The address's entry on the list, if it has one: one GetItem (what every mail send pays). */
export async function getSuppression(email: string): Promise<Suppression | undefined> {
  const result = await dynamo.send(new GetCommand({ TableName: tableName, Key: keys.suppressedAddress(email) }));
  return result.Item ? (withoutKeys(result.Item) as Suppression) : undefined;
}
