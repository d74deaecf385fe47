import { randomInt, randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamo, tableName } from '../platform/dynamo-client';
import type { AuditEntry } from './audit-repository';
import { getErasureRequest, writeErasureDone, writeErasureRequest } from './erasure-repository';
import { keys } from './keys';

// An erasure's writes on DynamoDB Local: each with its audit entry, false (nothing written) when
// the request exists already, or is no longer pending.

const at = new Date().toISOString();

const entry = (accountId: number): AuditEntry => ({
  id: randomUUID(),
  at,
  actor_id: accountId,
  actor_name: 'Someone',
  action: 'registrant.erasure_test',
  entity: 'registrant',
  entity_id: String(accountId),
  summary: 'test',
  before: null,
  after: null,
});

const userItem = async (accountId: number) =>
  (await dynamo.send(new GetCommand({ TableName: tableName, Key: keys.user(accountId), ConsistentRead: true }))).Item;

describe('erasure writes (DynamoDB Local)', () => {
  it('stores one request per account, and carries it out once', async () => {
    const accountId = randomInt(600_000_000, 900_000_000);
    const request = {
      account_id: accountId,
      role: 'Contractor' as const,
      name: 'Asha',
      email: `asha-${accountId}@example.com`,
      reason: null,
      requested_at: at,
    };
    expect(await writeErasureRequest(request, entry(accountId))).toBe(true);
    expect(await writeErasureRequest({ ...request, reason: 'again' }, entry(accountId))).toBe(false);
    expect((await getErasureRequest(accountId))?.reason).toBeNull();

    const done = { at, by: { id: 1, name: 'Admin' }, outcome: { files_removed: 0, items_removed: 0, retained: [] } };
    const account = { id: accountId, role: 'Contractor' as const };
    expect(await writeErasureDone(account, done, entry(accountId))).toBe(true);
    expect((await getErasureRequest(accountId))?.status).toBe('done');
    expect(await userItem(accountId)).toMatchObject({ status: 'erased', erased_at: at });

    const later = { ...done, at: new Date(Date.now() + 1000).toISOString() };
    expect(await writeErasureDone(account, later, entry(accountId))).toBe(false);
    expect((await userItem(accountId))?.erased_at).toBe(at);
  });
});
