import { BatchGetCommand, PutCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { uploadMessages, type UploadContentType, type UploadPurpose } from '@tender/shared/upload-rules';
import { dynamo, tableName } from '../platform/dynamo-client';
import { ConflictError } from '../platform/errors';
import { keys } from './keys';
import { cancellationReasons, writeTransaction, type TransactWriteItem } from './transactions';

export type UploadStatus = 'issued' | 'used';

/** An upload ticket: what the browser declared when it asked, and whether a record claimed it yet. */
export type UploadRecord = {
  /** The uuid of the object `tmp/<id>`. */
  id: string;
  key: string;
  purpose: UploadPurpose;
  /** Declared by the browser; the accepted file's type is detected from its bytes instead. */
  content_type: UploadContentType;
  /**
   * As declared. Not kept for a bid document (nothing of one may be readable before the opening but
   * its sealed bytes; its name and size are sealed in the technical cover's manifest).
   */
  size?: number;
  file_name?: string;
  /** The user who asked (a valid token came with the request), or null (registration). */
  owner_id: number | null;
  status: UploadStatus;
  created_at: string;
  /** Epoch seconds; an issued ticket is refused from then on and TTL removes it. Used ones keep no TTL. */
  expiresAt?: number;
  /** The account whose record claimed it. */
  used_by?: number;
  used_at?: string;
};

export async function putUpload(record: UploadRecord): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.upload(record.id), ...record },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

function toUploadRecord(item: Record<string, unknown>): UploadRecord {
  return {
    id: String(item.id),
    key: String(item.key),
    purpose: item.purpose as UploadPurpose,
    content_type: item.content_type as UploadContentType,
    ...(typeof item.size === 'number' ? { size: item.size } : {}),
    ...(typeof item.file_name === 'string' ? { file_name: item.file_name } : {}),
    owner_id: typeof item.owner_id === 'number' ? item.owner_id : null,
    status: item.status === 'used' ? 'used' : 'issued',
    created_at: String(item.created_at ?? ''),
    ...(typeof item.expiresAt === 'number' ? { expiresAt: item.expiresAt } : {}),
    ...(typeof item.used_by === 'number' ? { used_by: item.used_by } : {}),
    ...(typeof item.used_at === 'string' ? { used_at: item.used_at } : {}),
  };
}

/** The tickets of these uploads that exist, by id (one consistent BatchGetItem per 100). */
export async function getUploads(uploadIds: readonly string[]): Promise<Map<string, UploadRecord>> {
  const found = new Map<string, UploadRecord>();
  const unique = [...new Set(uploadIds)];
  for (let start = 0; start < unique.length; start += 100) {
    let requested: Record<string, unknown>[] | undefined = unique.slice(start, start + 100).map(keys.upload);
    while (requested && requested.length > 0) {
      const answer: BatchGetCommandOutput = await dynamo.send(
        new BatchGetCommand({ RequestItems: { [tableName]: { Keys: requested, ConsistentRead: true } } }),
      );
      for (const item of answer.Responses?.[tableName] ?? []) {
        const record = toUploadRecord(item);
        found.set(record.id, record);
      }
      requested = answer.UnprocessedKeys?.[tableName]?.Keys;
    }
  }
  return found;
}

/**
 * The TransactWriteItems entry that marks one upload used by `accountId`: only an issued ticket can
 * be (a key is claimed once), and a used one has no TTL any more. Callers put it in the same
 * transaction as the records that store the file, so the file and the claim land together.
 * `sealed`: the file was sealed into a bid cover, so the ticket forgets its declared name and size
 * (tickets issued before bid documents stopped keeping them still have them).
 */
export function uploadUseItem(
  uploadId: string,
  accountId: number,
  now: Date = new Date(),
  options: { sealed?: boolean } = {},
): TransactWriteItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.upload(uploadId),
      UpdateExpression: `SET #status = :used, used_by = :account, used_at = :at REMOVE expiresAt${
        options.sealed ? ', file_name, #size' : ''
      }`,
      ConditionExpression: 'attribute_exists(pk) AND #status = :issued',
      ExpressionAttributeNames: { '#status': 'status', ...(options.sealed ? { '#size': 'size' } : {}) },
      ExpressionAttributeValues: {
        ':used': 'used',
        ':issued': 'issued',
        ':account': accountId,
        ':at': now.toISOString(),
      },
    },
  };
}

/**
 * The uses of these uploads (each once) appended to a transaction's entries, each upload's index
 * noted in `slots.uploads` so a cancelled transaction can say which upload was used meanwhile.
 */
export function appendUploadUses(
  uploadIds: readonly string[],
  use: { accountId: number; now: Date },
  items: TransactWriteItem[],
  slots: { uploads: Record<number, string> },
): void {
  for (const uploadId of new Set(uploadIds)) {
    slots.uploads[items.length] = uploadId;
    items.push(uploadUseItem(uploadId, use.accountId, use.now));
  }
}

/**
 * Marks uploads used in one transaction of their own (for callers that write nothing else at
 * once). If any was used meanwhile, none is marked and the caller gets a 409.
 */
export async function markUploadsUsed(uploadIds: readonly string[], accountId: number): Promise<void> {
  const unique = [...new Set(uploadIds)];
  if (unique.length === 0) return;
  const now = new Date();
  await writeTransaction(
    unique.map((id) => uploadUseItem(id, accountId, now)),
    (error) =>
      cancellationReasons(error) ? new ConflictError(uploadMessages.unavailable, { cause: error }) : undefined,
  );
}
