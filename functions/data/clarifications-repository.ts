import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@tender/shared/schemas/mini';
import { dynamo, tableName } from '../platform/dynamo-client';
import { auditPutItem, type AuditEntry } from './audit-repository';
import { defineEntity } from './entity';
import { keys } from './keys';
import { queryAll } from './query-all';
import { nextSequenceValue } from './sequences';
import { cancellationReasons, writeTransaction, type TransactWriteItem } from './transactions';

// Pre-bid clarifications: one item per question in the tender's partition
// (`TENDER#<id>` / `CLARIFICATION#<id padded>`), so one Query reads a tender's questions in the
// order they were asked. The answer is written on the question's item, once.

/** A question as stored, with who asked it (never shown to the public) and its answer once given. */
export const ClarificationEntity = defineEntity({
  name: 'clarification',
  schema: z.object({
    id: z.number(),
    tender_id: z.number(),
    question: z.string(),
    asked_at: z.string(),
    asker_id: z.number(),
    /** The asker's company as it was when asking (the inbox shows it without reading every profile). */
    asker_company: z.string(),
    answer: z.nullable(z.string()),
    answered_at: z.nullable(z.string()),
    answered_by: z.nullable(z.number()),
  }),
});
export type ClarificationRecord = z.infer<typeof ClarificationEntity.schema>;

export type NewClarification = Pick<
  ClarificationRecord,
  'tender_id' | 'question' | 'asked_at' | 'asker_id' | 'asker_company'
>;

const toRecord = (item: Record<string, unknown>) => ClarificationEntity.read(item);

/** Stores a new question under the next clarification id. */
export async function putClarification(input: NewClarification): Promise<ClarificationRecord> {
  const id = await nextSequenceValue('clarification');
  const record: ClarificationRecord = { id, ...input, answer: null, answered_at: null, answered_by: null };
  await dynamo.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.clarification(input.tender_id, id), ...record },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return record;
}

/** Every question on a tender, oldest first: one Query of the tender's partition by prefix. */
export async function listClarifications(
  tenderId: number,
  options: { consistent?: boolean } = {},
): Promise<ClarificationRecord[]> {
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.tender(tenderId).pk, ':prefix': keys.clarificationPrefix() },
    ConsistentRead: options.consistent,
  });
  return items.map(toRecord);
}

/**
 * Writes the answer of a question that has none yet, in one transaction with its audit entry on the
 * tender's trail (`tender.clarification_answered`: followers' news reads it from the feed); answers
 * the record as stored, or undefined when the question is gone or already answered (a concurrent
 * answer came first).
 */
export async function answerClarification(
  tenderId: number,
  id: number,
  answer: { answer: string; answered_at: string; answered_by: number },
  audit: AuditEntry,
): Promise<ClarificationRecord | undefined> {
  const update: TransactWriteItem = {
    Update: {
      TableName: tableName,
      Key: keys.clarification(tenderId, id),
      UpdateExpression: 'SET answer = :answer, answered_at = :at, answered_by = :by',
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(answered_at) OR answered_at = :none)',
      ExpressionAttributeValues: {
        ':answer': answer.answer,
        ':at': answer.answered_at,
        ':by': answer.answered_by,
        ':none': null,
      },
    },
  };
  try {
    await writeTransaction([update, auditPutItem(audit)]);
  } catch (error) {
    // The entry's own key is a fresh uuid: a cancelled write is the question's condition (or a race on it).
    if (cancellationReasons(error)) return undefined;
    throw error;
  }
  const stored = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: keys.clarification(tenderId, id), ConsistentRead: true }),
  );
  return stored.Item ? toRecord(stored.Item) : undefined;
}
