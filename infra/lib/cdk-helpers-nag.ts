import type { Stack } from 'aws-cdk-lib';
import { NagSuppressions } from 'cdk-nag';

/** Construct ids of the singleton functions aws-cdk-lib adds at a stack's root for its own features. */
const CDK_HELPER_IDS = [
  'Custom::CDKBucketDeployment', // BucketDeployment
  'Custom::S3AutoDeleteObjectsCustomResourceProvider', // autoDeleteObjects (dev stages)
  'Custom::CrossRegionExportReaderCustomResourceProvider', // crossRegionReferences (WAF ARN)
  'Custom::CrossRegionExportWriterCustomResourceProvider',
  'AWS679f53fac002430cb0da5b7982bd2287', // AwsCustomResource
] as const;

const reason = (what: string) =>
  `aws-cdk-lib's own ${what} helper function: its code, runtime and role are chosen by the library.`;

/**
 * Suppresses cdk-nag's findings on aws-cdk-lib's helper functions (they are not ours to configure):
 * call after the stack's helpers exist. Each suppression names the helper it is for.
 */
export function suppressCdkHelpers(stack: Stack): void {
  for (const child of stack.node.children) {
    const helper = CDK_HELPER_IDS.find((id) => child.node.id.startsWith(id));
    if (!helper) continue;
    NagSuppressions.addResourceSuppressions(
      child,
      [
        'AwsSolutions-IAM4',
        'AwsSolutions-IAM5',
        'AwsSolutions-L1',
        'Serverless-LambdaDLQ',
        'Serverless-LambdaTracing',
        'Serverless-LambdaDefaultMemorySize',
        'Serverless-LambdaLatestVersion',
        'Serverless-LambdaAsyncFailureDestination',
        'Serverless-LambdaDefaultTimeout',
        'Serverless-LambdaLogRetention',
      ].map((id) => ({ id, reason: reason(helper) })),
      true,
    );
  }
}
