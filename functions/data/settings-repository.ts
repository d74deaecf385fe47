import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SettingsBasicInfo } from '@tender/shared/schemas/settings';
import { dynamo, tableName } from '../platform/dynamo-client';
import { keys, withoutKeys } from './keys';

export async function getBasicSettings(): Promise<SettingsBasicInfo | undefined> {
  const result = await dynamo.send(new GetCommand({ TableName: tableName, Key: keys.settings() }));
  return result.Item ? (withoutKeys(result.Item) as SettingsBasicInfo) : undefined;
}

export async function putBasicSettings(settings: SettingsBasicInfo): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: tableName, Item: { ...keys.settings(), ...settings } }));
}
