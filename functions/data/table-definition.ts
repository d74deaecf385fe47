// The one description of the single table. infra/ turns it into a CDK Table, scripts/ into a
// CreateTable call against DynamoDB Local, so the two can never drift.

export type IndexDefinition = {
  name: string;
  partitionKey: string;
  sortKey: string;
  /** 'ALL', or the non-key attributes to copy into the index. */
  projection: 'ALL' | readonly string[];
};

/** Attributes the public tender lists need: the status index carries only these. */
export const TENDER_LIST_ATTRIBUTES = [
  'id',
  'tender_uid',
  'project_name',
  'material_work_type_name',
  'material_work_type_id',
  'tender_category_name',
  'tender_category_id',
  'bid_submission_start_date',
  'bid_submission_end_date',
  'remarks',
  'organization_name',
  'location',
  'status',
] as const;

export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  timeToLiveAttribute: 'expiresAt',
  indexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk', projection: TENDER_LIST_ATTRIBUTES },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk', projection: 'ALL' },
  ] satisfies IndexDefinition[],
} as const;
