import { randomInt, randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { uploadMessages } from '@tender/shared/upload-rules';
import { dynamo } from '../platform/dynamo-client';
import { uploadTicket } from './testing/stored-records';
import { getUploads, markUploadsUsed, putUpload, uploadUseItem } from './uploads-repository';

describe('uploads repository (DynamoDB Local)', () => {
  it('reads tickets back by id, and only those that exist', async () => {
    const [first, second] = [uploadTicket({ owner_id: 42 }), uploadTicket({ purpose: 'director_photo' })];
    await putUpload(first);
    await putUpload(second);
    const found = await getUploads([first.id, second.id, randomUUID(), first.id]);
    expect(found.get(first.id)).toEqual(first);
    expect(found.get(second.id)).toEqual(second);
    expect(found.size).toBe(2);
    await expect(putUpload(first)).rejects.toMatchObject({ name: 'ConditionalCheckFailedException' });
  });

  it("marks an upload used inside the caller's transaction, once, and keeps it", async () => {
    const accountId = randomInt(1, 1_000_000);
    const upload = uploadTicket();
    await putUpload(upload);
    const use = () => dynamo.send(new TransactWriteCommand({ TransactItems: [uploadUseItem(upload.id, accountId)] }));
    await use();
    await expect(use()).rejects.toMatchObject({ name: 'TransactionCanceledException' });
    const stored = (await getUploads([upload.id])).get(upload.id);
    expect(stored).toMatchObject({ status: 'used', used_by: accountId });
    expect(stored?.expiresAt).toBeUndefined();
    expect(Date.parse(stored?.used_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('marks several at once, or none when any was used already', async () => {
    const [a, b, c] = [uploadTicket(), uploadTicket(), uploadTicket()];
    await Promise.all([a, b, c].map(putUpload));
    await markUploadsUsed([a.id, b.id], 7);
    await expect(markUploadsUsed([c.id, a.id], 8)).rejects.toMatchObject({
      statusCode: 409,
      message: uploadMessages.unavailable,
    });
    expect((await getUploads([c.id])).get(c.id)?.status).toBe('issued');
    await expect(markUploadsUsed([randomUUID()], 8)).rejects.toMatchObject({ statusCode: 409 });
    await markUploadsUsed([], 8);
  });
});
