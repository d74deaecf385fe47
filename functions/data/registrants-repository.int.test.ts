import { randomInt, randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamo, tableName } from '../platform/dynamo-client';
import type { AuditEntry } from './audit-repository';
import { keys } from './keys';
import type { AccountProfile, ProfileKind, ProfileStatus } from './profiles-repository';
import {
  writeProfileGrade,
  writeProfileReview,
  writeRegistrantDelete,
  writeReviewRequest,
} from './registrants-repository';
import type { UserRecord } from './users-repository';

// A registration's changes on DynamoDB Local: each with its audit entry, false (and nothing
// written) when the profile is gone or no longer in the state the change needs.

const at = new Date().toISOString();

const entry = (accountId: number): AuditEntry => ({
  id: randomUUID(),
  at,
  actor_id: 1,
  actor_name: 'Admin',
  action: 'registrant.test',
  entity: 'registrant',
  entity_id: String(accountId),
  summary: 'test',
  before: null,
  after: null,
});

async function storedProfile(kind: ProfileKind, status: ProfileStatus): Promise<number> {
  const accountId = randomInt(600_000_000, 900_000_000);
  await dynamo.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.accountProfile(accountId), account_id: accountId, kind, status, grade: null },
    }),
  );
  return accountId;
}

const profileOf = async (accountId: number) =>
  (
    await dynamo.send(
      new GetCommand({ TableName: tableName, Key: keys.accountProfile(accountId), ConsistentRead: true }),
    )
  ).Item;

describe('registrant writes (DynamoDB Local)', () => {
  it('grades only a contractor that exists', async () => {
    const contractor = await storedProfile('contractor', 'approved');
    const builder = await storedProfile('builder', 'approved');
    expect(await writeProfileGrade(contractor, 'A', at, entry(contractor))).toBe(true);
    expect((await profileOf(contractor))?.grade).toBe('A');
    expect(await writeProfileGrade(builder, 'A', at, entry(builder))).toBe(false);
    expect((await profileOf(builder))?.grade).toBeNull();
    expect(await writeProfileGrade(contractor + 1, 'A', at, entry(contractor + 1))).toBe(false);
    expect(await profileOf(contractor + 1)).toBeUndefined();
  });

  it('reviews a profile that exists, and asks again only while it is rejected', async () => {
    const accountId = await storedProfile('contractor', 'pending');
    const by = { id: 1, name: 'Admin' };
    expect(await writeReviewRequest(accountId, { previousRemark: null, at }, entry(accountId))).toBe(false);
    expect(
      await writeProfileReview(accountId, { status: 'rejected', remark: 'No PAN', by, at }, entry(accountId)),
    ).toBe(true);
    expect(await writeReviewRequest(accountId, { previousRemark: 'No PAN', at }, entry(accountId))).toBe(true);
    expect(await profileOf(accountId)).toMatchObject({ status: 'pending', previous_remark: 'No PAN' });
    const gone = accountId + 1;
    expect(await writeProfileReview(gone, { status: 'approved', remark: 'ok', by, at }, entry(gone))).toBe(false);
    expect(await profileOf(gone)).toBeUndefined();
  });

  it('answers false for the deletion of a registrant gone meanwhile', async () => {
    const accountId = await storedProfile('contractor', 'approved');
    const user = { id: accountId, email: `gone-${accountId}@example.com`, mobile: null } as UserRecord;
    const profile = { account_id: accountId, payment: null } as unknown as AccountProfile;
    expect(await writeRegistrantDelete(user, profile, { by: 1, at }, entry(accountId))).toBe(false);
    expect(await profileOf(accountId)).toBeDefined();
  });
});
