import { tableName } from '../platform/dynamo-client';
import { decodeCursor } from './cursor';
import { queryIndexPage } from './index-page';
import { keys, withoutKeys } from './keys';
import type { TenderRecord } from './tenders-repository';

// An organisation's own tenders (My Tenders): every state, from gsi2 `TENDERS_OF#<id>`,
// which tenders-repository writes on every tender that has an owner. One Query per page.

const INDEX_KEY_ATTRIBUTES = ['pk', 'sk', 'gsi2pk', 'gsi2sk'] as const;

/** The organisation's tenders, newest first, with a cursor bound to this organisation. */
export async function listTendersOfOrganization(
  organizationId: number,
  options: { limit: number; cursor?: string },
): Promise<{ items: TenderRecord[]; cursor: string | null }> {
  const partition = keys.tendersOfOrganizationPartition(organizationId);
  const scope = { list: partition };
  return queryIndexPage({
    query: {
      TableName: tableName,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: false,
    },
    keyAttributes: INDEX_KEY_ATTRIBUTES,
    start: await decodeCursor(options.cursor, scope, INDEX_KEY_ATTRIBUTES),
    scope,
    limit: options.limit,
    accept: async (found) => found.map((item) => withoutKeys(item) as TenderRecord),
  });
}
