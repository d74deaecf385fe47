// The private bucket the SPA is served from (through CloudFront's OAC only) and, where the stage
// keeps them, the bucket of CloudFront's standard logs. Made in the stack's own scope.
import { Duration, RemovalPolicy, type Stack } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';

export type SiteBucketsOptions = {
  /** The buckets go with the stack (dev) or stay (prod). */
  retainData: boolean;
  edgeLogs: boolean;
};

export function siteBuckets(
  stack: Stack,
  { retainData, edgeLogs }: SiteBucketsOptions,
): { siteBucket: s3.Bucket; edgeLogBucket?: s3.Bucket } {
  const removalPolicy = retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
  const siteBucket = new s3.Bucket(stack, 'SiteBucket', {
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    encryption: s3.BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
    removalPolicy,
    autoDeleteObjects: !retainData,
  });
  if (!edgeLogs) return { siteBucket };
  // CloudFront standard logs need ACLs (the log delivery account writes with one).
  const edgeLogBucket = new s3.Bucket(stack, 'EdgeLogBucket', {
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    encryption: s3.BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
    lifecycleRules: [{ expiration: Duration.days(90) }],
    removalPolicy,
    autoDeleteObjects: !retainData,
  });
  NagSuppressions.addResourceSuppressions(edgeLogBucket, [
    {
      id: 'AwsSolutions-S1',
      reason: 'This is the CloudFront log bucket itself; logging it into itself would loop.',
    },
  ]);
  return { siteBucket, edgeLogBucket };
}
