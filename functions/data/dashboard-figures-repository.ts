import { QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../platform/dynamo-client';
import type { AuditEntry } from './audit-repository';
import * as z from '@tender/shared/schemas/mini';
import { BidEntity } from './bids-repository';
import { ClarificationEntity } from './clarifications-repository';
import { defineEntity } from './entity';
import { keys } from './keys';
import { queryAll } from './query-all';
import type { TenderRecord } from './tenders-repository';

// What an organisation's dashboard reads: its tenders from gsi2 `TENDERS_OF#<id>`,
// and per tender its bids, answered questions and audit entries, each with only the attributes the
// figures need (an opened bid carries its manifest and rates; the dashboard reads none of them).

/** The fields of a tender the dashboard shows or decides on. */
export type DashboardTender = Pick<
  TenderRecord,
  | 'id'
  | 'tender_uid'
  | 'project_name'
  | 'material_work_type_name'
  | 'status'
  | 'published_date'
  | 'bid_submission_end_date'
  | 'bid_opening_date'
>;

const openedAt = z.optional(z.object({ opened_at: z.string() }));

/** A bid as the counters see it: its state and decision, and when each cover was opened (a projection of the bid). */
const DashboardBidEntity = defineEntity({
  name: 'dashboard bid',
  schema: z.extend(
    z.pick(BidEntity.schema, {
      tender_id: true,
      contractor_id: true,
      bid_reference: true,
      state: true,
      needs_reconfirmation: true,
      evaluation: true,
      representation: true,
    }),
    { opening: z.optional(z.object({ technical: openedAt, financial: openedAt })) },
  ),
});
export type DashboardBid = z.infer<typeof DashboardBidEntity.schema>;

/** An answered question as the figures see it: when and by whom (a projection of the question). */
const AnsweredQuestionEntity = defineEntity({
  name: 'answered question',
  schema: z.pick(ClarificationEntity.schema, { answered_at: true, answered_by: true }),
});
export type AnsweredQuestion = z.infer<typeof AnsweredQuestionEntity.schema>;

export type TenderAuditEvent = Pick<AuditEntry, 'at' | 'actor_name' | 'action'> & {
  after?: { cover?: unknown } | null;
};

/** Every tender of the organisation, any state. */
export async function organizationTenders(organizationId: number): Promise<DashboardTender[]> {
  const items = await queryAll({
    TableName: tableName,
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.tendersOfOrganizationPartition(organizationId) },
    ProjectionExpression:
      'id, tender_uid, project_name, material_work_type_name, #status, published_date, ' +
      'bid_submission_end_date, bid_opening_date',
    ExpressionAttributeNames: { '#status': 'status' },
  });
  return items.map((item) => item as DashboardTender);
}

/** The bids of a tender, without their opened contents. */
export async function dashboardBidsOfTender(tenderId: number): Promise<DashboardBid[]> {
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.tender(tenderId).pk, ':prefix': keys.bidPrefix() },
    ProjectionExpression:
      'tender_id, contractor_id, bid_reference, #state, needs_reconfirmation, evaluation, #representation, ' +
      '#opening.technical.opened_at, #opening.financial.opened_at',
    ExpressionAttributeNames: { '#state': 'state', '#representation': 'representation', '#opening': 'opening' },
  });
  return items.map((item) => DashboardBidEntity.read(item));
}

/** The tender's answered questions (when and by whom). */
export async function answeredQuestions(tenderId: number): Promise<AnsweredQuestion[]> {
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: 'attribute_type(answered_at, :text)',
    ExpressionAttributeValues: {
      ':pk': keys.tender(tenderId).pk,
      ':prefix': keys.clarificationPrefix(),
      ':text': 'S',
    },
    ProjectionExpression: 'answered_at, answered_by',
  });
  return items.map((item) => AnsweredQuestionEntity.read(item));
}

/** Audit pages read at most for one tender's latest events (decrypt entries fill pages too). */
const MAX_AUDIT_PAGES = 5;

/**
 * The tender's latest audit entries of these actions, newest first, at most `limit`: the filter
 * keeps out the many others (each bid's decrypt, every edit), which are read but not returned.
 */
export async function latestTenderAudit(
  tenderId: number,
  actions: readonly string[],
  limit: number,
): Promise<TenderAuditEvent[]> {
  const found: TenderAuditEvent[] = [];
  const actionValues = Object.fromEntries(actions.map((action, index) => [`:a${index}`, action]));
  let start: Record<string, unknown> | undefined;
  for (let page = 0; page < MAX_AUDIT_PAGES && found.length < limit; page += 1) {
    const result: QueryCommandOutput = await dynamo.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        FilterExpression: `#action IN (${Object.keys(actionValues).join(', ')})`,
        ExpressionAttributeValues: { ':pk': keys.auditPartition('tender', String(tenderId)), ...actionValues },
        ExpressionAttributeNames: { '#action': 'action', '#at': 'at', '#after': 'after' },
        ProjectionExpression: '#at, actor_name, #action, #after.cover',
        ScanIndexForward: false,
        ExclusiveStartKey: start,
      }),
    );
    found.push(...((result.Items ?? []) as TenderAuditEvent[]));
    start = result.LastEvaluatedKey;
    if (!start) break;
  }
  return found.slice(0, limit);
}
