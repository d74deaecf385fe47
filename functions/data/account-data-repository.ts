import { CONSENT_PURPOSES } from '@tender/shared/privacy-policy';
import * as z from '@tender/shared/schemas/mini';
import { tableName } from '../platform/dynamo-client';
import { defineEntity } from './entity';
import { keys, withoutKeys } from './keys';
import { queryAll } from './query-all';
import type { TransactWriteItem } from './transactions';

// What the registrant's data rights (DPDP Act 2023) read and write: the consent records written
// with the account, and every item of the account as stored, for "Download my data".

/** One agreement to the privacy policy: which version, to what, when (server clock) and from where. */
export const ConsentEntity = defineEntity({
  name: 'consent',
  schema: z.object({
    account_id: z.number(),
    policy_version: z.string(),
    agreed_to: z.enum(CONSENT_PURPOSES),
    agreed_at: z.string(),
    /** The viewer's address as the API saw it (CloudFront-Viewer-Address). */
    ip: z.string(),
    user_agent: z.nullable(z.string()),
  }),
});
export type ConsentRecord = z.infer<typeof ConsentEntity.schema>;

/** The consent's item, for the transaction that creates or upgrades the account (written once). */
export function consentPutItem(consent: ConsentRecord): TransactWriteItem {
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.consent(consent.account_id, consent.agreed_at, consent.agreed_to), ...consent },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Every consent of an account, oldest first. */
export async function listConsents(accountId: number): Promise<ConsentRecord[]> {
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.user(accountId).pk, ':prefix': keys.consentPrefix() },
    ConsistentRead: true,
  });
  return items.map((item) => ConsentEntity.read(item));
}

/** A stored item as the data layer holds it, its sort key kept (it names what the item is). */
export type StoredAccountItem = { sk: string } & Record<string, unknown>;

/**
 * Every item of the account's own partitions, as stored: `USER#<id>` (the user, its consents,
 * sessions, used authenticator steps, its export) and `ACCOUNT#<id>` (the profile and its lists).
 * Without the table's own key attributes except `sk`.
 */
export async function accountItems(
  accountId: number,
): Promise<{ user: StoredAccountItem[]; account: StoredAccountItem[] }> {
  const partition = (pk: string) =>
    queryAll({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ConsistentRead: true,
    });
  const [user, account] = await Promise.all([
    partition(keys.user(accountId).pk),
    partition(keys.accountPartition(accountId)),
  ]);
  const strip = (item: Record<string, unknown>) => ({ ...withoutKeys(item), sk: String(item.sk) }) as StoredAccountItem;
  return { user: user.map(strip), account: account.map(strip) };
}
