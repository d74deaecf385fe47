import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../platform/dynamo-client';
import { keys } from './keys';

// Where a job that follows a feed has read up to (resumable after a failure). The job
// writes its cursor only after the work before it is done; mails it may repeat are guarded by
// mail-once claims, so reading a little again after a crash sends nothing twice.

/** The job's cursor, or undefined before its first run. */
export async function readJobCursor(jobName: string): Promise<string | undefined> {
  const result = await dynamo.send(new GetCommand({ TableName: tableName, Key: keys.jobCursor(jobName) }));
  const value: unknown = result.Item?.value;
  return typeof value === 'string' ? value : undefined;
}

export async function writeJobCursor(jobName: string, value: string, now: Date = new Date()): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.jobCursor(jobName), value, updated_at: now.toISOString() },
    }),
  );
}
