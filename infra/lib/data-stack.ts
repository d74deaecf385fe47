import { Annotations, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { tableDefinition } from '@tender/functions/data/table-definition';
import { suppressCdkHelpers } from './cdk-helpers-nag';
import { pinLogicalId } from './pin-logical-id';

/**
 * Logical ids of the stateful resources. Pinned so that a refactor of construct ids can never
 * make CloudFormation replace (and, with RETAIN, orphan) the table or a bucket. A test asserts them.
 */
export const DATA_LOGICAL_IDS = {
  table: 'Table',
  uploadsBucket: 'UploadsBucket',
  accessLogsBucket: 'AccessLogsBucket',
  receiptKey: 'ReceiptKey',
  bidOpenerRole: 'BidOpenerRole',
} as const;

export type DataStackProps = StackProps & {
  /** Origins whose pages may POST presigned uploads straight to the uploads bucket. */
  uploadOrigins: readonly string[];
  /**
   * true (prod): the table and buckets are retained, the table has deletion protection and the stack
   * termination protection. false (dev): `cdk destroy` removes them with their data.
   */
  retainData: boolean;
};

/** Where unconfirmed browser uploads land; objects under it expire after a day unless moved. */
export const UPLOAD_TEMPORARY_PREFIX = 'tmp/';
/** Old versions (an overwritten or deleted document) are kept this long, then expire. */
export const NONCURRENT_VERSION_DAYS = 30;
/**
 * Old versions under tmp/ go after a day: an accepted upload is copied to files/ and its tmp/ object
 * left to expire, which in a versioned bucket only makes it a noncurrent version. Nothing restores
 * a tmp/ upload, so it is not kept twice for NONCURRENT_VERSION_DAYS (S3 honours the shorter rule).
 */
export const TEMPORARY_NONCURRENT_VERSION_DAYS = 1;

/** The stateful stack: the one DynamoDB table and the private uploads bucket. */
export class DataStack extends Stack {
  readonly table: dynamodb.Table;
  readonly uploadsBucket: s3.Bucket;
  /** Signs bid receipts; its public half is published (GET /receipt_key), the private half never leaves KMS. */
  readonly receiptKey: kms.Key;
  readonly bidOpenerRole: iam.Role;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, { terminationProtection: props.retainData, ...props });
    const removalPolicy = props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: tableDefinition.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: tableDefinition.sortKey, type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: props.retainData,
      removalPolicy,
    });
    for (const index of tableDefinition.indexes) {
      const base = {
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: index.sortKey, type: dynamodb.AttributeType.STRING },
      };
      this.table.addGlobalSecondaryIndex(
        index.projection === 'ALL'
          ? { ...base, projectionType: dynamodb.ProjectionType.ALL }
          : { ...base, projectionType: dynamodb.ProjectionType.INCLUDE, nonKeyAttributes: [...index.projection] },
      );
    }
    pinLogicalId(this.table, DATA_LOGICAL_IDS.table);

    // Server access logs of the uploads bucket (it holds PAN, bank and personal documents).
    const accessLogsBucket = new s3.Bucket(this, 'AccessLogsBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy,
      autoDeleteObjects: !props.retainData,
    });
    pinLogicalId(accessLogsBucket, DATA_LOGICAL_IDS.accessLogsBucket);
    NagSuppressions.addResourceSuppressions(accessLogsBucket, [
      { id: 'AwsSolutions-S1', reason: 'This is the access-log bucket itself; logging it into itself would loop.' },
    ]);

    this.uploadsBucket = new s3.Bucket(this, 'UploadsBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: accessLogsBucket,
      serverAccessLogsPrefix: 'uploads/',
      // Browsers upload with presigned POST and may fetch presigned GET URLs (DESIGN §4, §8), from
      // the stage's own site origin only.
      ...(props.uploadOrigins.length > 0
        ? {
            cors: [
              {
                allowedOrigins: [...props.uploadOrigins],
                allowedMethods: [s3.HttpMethods.POST, s3.HttpMethods.GET, s3.HttpMethods.HEAD],
                allowedHeaders: ['*'],
                exposedHeaders: ['ETag', 'Location'],
                maxAge: 3600,
              },
            ],
          }
        : {}),
      // Versioned: an overwritten or deleted document can be restored for NONCURRENT_VERSION_DAYS.
      versioned: true,
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        { noncurrentVersionExpiration: Duration.days(NONCURRENT_VERSION_DAYS) },
        { expiredObjectDeleteMarker: true },
        // Presigned POSTs write under tmp/; the server moves what a form confirms. The rest expires.
        {
          prefix: UPLOAD_TEMPORARY_PREFIX,
          expiration: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(TEMPORARY_NONCURRENT_VERSION_DAYS),
        },
      ],
      removalPolicy,
      autoDeleteObjects: !props.retainData,
    });
    pinLogicalId(this.uploadsBucket, DATA_LOGICAL_IDS.uploadsBucket);
    if (props.uploadOrigins.length === 0) {
      Annotations.of(this).addWarningV2(
        '@tender/infra:upload-origins-missing',
        "The uploads bucket admits no browser origin: set the stage's names.siteDomain in lib/stages.ts, or add the SiteUrl output to its names.uploadOrigins after the first deploy.",
      );
    }
    // Stateful like the table: a receipt signed today must verify for as long as its bid is kept.
    this.receiptKey = new kms.Key(this, 'ReceiptKey', {
      description: 'Signs bid receipts (ECDSA P-256); the public half is published',
      keySpec: kms.KeySpec.ECC_NIST_P256,
      keyUsage: kms.KeyUsage.SIGN_VERIFY,
      removalPolicy,
      ...(props.retainData ? {} : { pendingWindow: Duration.days(7) }),
    });
    pinLogicalId(this.receiptKey, DATA_LOGICAL_IDS.receiptKey);
    // Stateful too: every tender sealing key's policy names this role as the one principal that may
    // decrypt, from the tender's opening time (its function is the opening step). Replacing it would
    // leave the sealed bids of every open tender without an opener.
    this.bidOpenerRole = new iam.Role(this, 'BidOpenerRole', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: 'Opens sealed bids after the opening time (the only role tender sealing keys let decrypt)',
    });
    pinLogicalId(this.bidOpenerRole, DATA_LOGICAL_IDS.bidOpenerRole);
    suppressCdkHelpers(this);

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'UploadsBucketName', { value: this.uploadsBucket.bucketName });
  }
}
