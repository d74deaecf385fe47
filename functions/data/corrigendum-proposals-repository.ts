import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { CorrigendumProposal } from '@tender/shared/schemas/corrigenda';
import * as z from '@tender/shared/schemas/mini';
import type { UpdateMyTenderBody } from '@tender/shared/schemas/tenders-organization';
import { dynamo, tableName } from '../platform/dynamo-client';
import { defineEntity, passedObject } from './entity';
import { keys } from './keys';
import { queryAll } from './query-all';
import { cancellationReasons, writeTransaction, type TransactWriteItem } from './transactions';

// An organisation's proposed corrigenda, beside the tender (`TENDER#<id>` /
// `CORRIGENDUM_PROPOSAL#<id>`); a pending one sits in the sparse gsi2 list the Admin reads, and the
// tender's `CORRIGENDUM_PROPOSAL_PENDING` item names it, so a second pending one is refused.

export const ProposalEntity = defineEntity({
  name: 'corrigendum proposal',
  schema: z.extend(CorrigendumProposal, {
    organization_id: z.number(),
    /**
     * The form as sent (the version read included): the approval saves exactly this. Not parsed
     * again: the route parsed it, and the approval's own write checks the tender it builds.
     */
    form: passedObject<UpdateMyTenderBody>(),
  }),
});
export type ProposalRecord = z.infer<typeof ProposalEntity.schema>;

/** The proposal, listed as pending, and the tender's pending marker (fails when one is pending). */
export function proposalPutItems(record: ProposalRecord): TransactWriteItem[] {
  return [
    {
      Put: {
        TableName: tableName,
        Item: {
          ...keys.corrigendumProposal(record.tender_id, record.id),
          ...keys.pendingProposalsIndex(record.proposed_at, record.id),
          ...record,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: tableName,
        Item: { ...keys.pendingProposal(record.tender_id), proposal_id: record.id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
}

/** Approves or rejects the pending proposal (only if it still is): off the Admin's list, the marker gone. */
export function proposalDecisionItems(
  record: Pick<ProposalRecord, 'tender_id' | 'id'>,
  decision: Pick<ProposalRecord, 'state' | 'remark' | 'decided_at' | 'corrigendum_number'>,
): TransactWriteItem[] {
  return [
    {
      Update: {
        TableName: tableName,
        Key: keys.corrigendumProposal(record.tender_id, record.id),
        UpdateExpression:
          'SET #state = :state, remark = :remark, decided_at = :at, corrigendum_number = :number REMOVE gsi2pk, gsi2sk',
        ConditionExpression: '#state = :pending',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':state': decision.state,
          ':remark': decision.remark,
          ':at': decision.decided_at,
          ':number': decision.corrigendum_number,
          ':pending': 'pending',
        },
      },
    },
    {
      Delete: {
        TableName: tableName,
        Key: keys.pendingProposal(record.tender_id),
        ConditionExpression: 'proposal_id = :id',
        ExpressionAttributeValues: { ':id': record.id },
      },
    },
  ];
}

const toRecord = (item: Record<string, unknown>) => ProposalEntity.read(item);

/** A tender's proposals, newest first. */
export async function listTenderProposals(tenderId: number): Promise<ProposalRecord[]> {
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.tender(tenderId).pk, ':prefix': keys.corrigendumProposalPrefix() },
    ScanIndexForward: false,
    ConsistentRead: true,
  });
  return items.map(toRecord);
}

/** The tender's pending proposal, if any (strongly consistent). */
export async function getPendingProposal(tenderId: number): Promise<ProposalRecord | undefined> {
  const marker = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: keys.pendingProposal(tenderId), ConsistentRead: true }),
  );
  if (!marker.Item) return undefined;
  const { Item } = await dynamo.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.corrigendumProposal(tenderId, Number(marker.Item.proposal_id)),
      ConsistentRead: true,
    }),
  );
  return Item ? toRecord(Item) : undefined;
}

/** Pending proposals, oldest first (the Admin's list; a few at a time in practice). */
export async function listPendingProposals(limit: number): Promise<ProposalRecord[]> {
  const { Items } = await dynamo.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.pendingProposalsPartition() },
      Limit: limit,
    }),
  );
  return (Items ?? []).map(toRecord);
}

/** True when the transaction was cancelled (by one of its conditions), false when it was written. */
async function cancelled(items: TransactWriteItem[]): Promise<boolean> {
  try {
    await writeTransaction(items);
    return false;
  } catch (error) {
    if (cancellationReasons(error)) return true;
    throw error;
  }
}

/** Stores a new pending proposal; false when the tender has one pending already. */
export async function putPendingProposal(record: ProposalRecord): Promise<boolean> {
  return !(await cancelled(proposalPutItems(record)));
}

/** Approves or rejects the pending proposal; false when it was no longer pending. */
export async function decideProposal(
  record: Pick<ProposalRecord, 'tender_id' | 'id'>,
  decision: Pick<ProposalRecord, 'state' | 'remark' | 'decided_at' | 'corrigendum_number'>,
): Promise<boolean> {
  return !(await cancelled(proposalDecisionItems(record, decision)));
}
