import fs from 'node:fs';
import path from 'node:path';
import { Annotations, type Stack } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { NagSuppressions } from 'cdk-nag';

/**
 * Uploads web/dist: hashed files under assets/ with a year of immutable caching, everything else
 * (index.html, robots.txt, ...) revalidated on every request. Skipped with a warning when the SPA
 * has not been built, so synth never needs a web build.
 */
export function deploySite(
  stack: Stack,
  {
    siteBucket,
    webDistDir,
    distribution,
  }: { siteBucket: s3.Bucket; webDistDir: string; distribution: cloudfront.Distribution },
): void {
  if (!fs.existsSync(path.join(webDistDir, 'index.html'))) {
    Annotations.of(stack).addWarningV2(
      '@tender/infra:web-dist-missing',
      `${webDistDir}/index.html not found: the SPA is not deployed by this synth. Run 'npm run build' before 'cdk deploy'.`,
    );
    return;
  }
  const assets = new s3deploy.BucketDeployment(stack, 'DeployAssets', {
    sources: [s3deploy.Source.asset(webDistDir, { exclude: ['*', '!assets', '!assets/**'] })],
    destinationBucket: siteBucket,
    prune: false, // pages still open in a browser keep loading the previous build's chunks
    cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
  });
  const shell = new s3deploy.BucketDeployment(stack, 'DeployShell', {
    sources: [s3deploy.Source.asset(webDistDir, { exclude: ['assets', 'assets/**'] })],
    destinationBucket: siteBucket,
    prune: false,
    cacheControl: [s3deploy.CacheControl.fromString('public, max-age=0, must-revalidate')],
    distribution,
    distributionPaths: ['/*'],
  });
  shell.node.addDependency(assets); // index.html only after the chunks it references
  suppressDeploymentHandler(stack);
}

/** The BucketDeployment handler is a CDK-owned singleton Lambda at the stack's root. */
function suppressDeploymentHandler(stack: Stack): void {
  for (const child of stack.node.children) {
    if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
    NagSuppressions.addResourceSuppressions(
      child,
      [
        {
          id: 'AwsSolutions-IAM4',
          reason: 'CDK BucketDeployment handler: AWSLambdaBasicExecutionRole for its logs.',
        },
        {
          id: 'AwsSolutions-IAM5',
          reason: 'CDK BucketDeployment handler: copies every object of the asset into the site bucket.',
        },
        { id: 'AwsSolutions-L1', reason: 'CDK BucketDeployment handler: runtime chosen and updated by aws-cdk-lib.' },
      ],
      true,
    );
  }
}
