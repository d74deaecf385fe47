// The prod stage's data, mail and ops side: the table and buckets, the SES identity, cdk-nag's
// checks of every stack, and the pinned account, versioning, mail events and tracing.
import fs from 'node:fs';
import path from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { tableDefinition } from '@tender/functions/data/table-definition';
import { DATA_LOGICAL_IDS } from '../lib/data-stack';
import { WEB_LOGICAL_IDS } from '../lib/web-stack';
import { PROD_ACCOUNT } from './helpers/prod-input';
import { assembly, areas, resourcesOf, stacks, templates, useProdApp, type Resource } from './helpers/prod-app';

type TableProperties = Record<
  | 'BillingMode'
  | 'KeySchema'
  | 'TimeToLiveSpecification'
  | 'PointInTimeRecoverySpecification'
  | 'DeletionProtectionEnabled'
  | 'GlobalSecondaryIndexes',
  unknown
> & { AttributeDefinitions: { AttributeName: string }[] };

useProdApp();

describe('DataStack: the one table and the uploads bucket', () => {
  it('pins the logical ids of the stateful resources', () => {
    const resources = templates.data.toJSON().Resources as Record<string, Resource>;
    expect(resources[DATA_LOGICAL_IDS.table]?.Type).toBe('AWS::DynamoDB::Table');
    expect(resources[DATA_LOGICAL_IDS.uploadsBucket]?.Type).toBe('AWS::S3::Bucket');
    expect(resources[DATA_LOGICAL_IDS.accessLogsBucket]?.Type).toBe('AWS::S3::Bucket');
    expect(resources[DATA_LOGICAL_IDS.receiptKey]?.Type).toBe('AWS::KMS::Key');
    expect(resources[DATA_LOGICAL_IDS.bidOpenerRole]?.Type).toBe('AWS::IAM::Role');
    expect(DATA_LOGICAL_IDS).toEqual({
      table: 'Table',
      uploadsBucket: 'UploadsBucket',
      accessLogsBucket: 'AccessLogsBucket',
      receiptKey: 'ReceiptKey',
      bidOpenerRole: 'BidOpenerRole',
    });
    const web = templates.web.toJSON().Resources as Record<string, Resource>;
    expect(web[WEB_LOGICAL_IDS.siteBucket]?.Type).toBe('AWS::S3::Bucket');
    expect(WEB_LOGICAL_IDS.siteBucket).toBe('SiteBucket');
  });

  it('builds the table from functions/data/table-definition.ts', () => {
    templates.data.resourceCountIs('AWS::DynamoDB::Table', 1);
    const table = templates.data.toJSON().Resources[DATA_LOGICAL_IDS.table] as Resource;
    const props = table.Properties as TableProperties;
    expect(props.BillingMode).toBe('PAY_PER_REQUEST');
    expect(props.KeySchema).toEqual([
      { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
      { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
    ]);
    expect(props.TimeToLiveSpecification).toEqual({
      AttributeName: tableDefinition.timeToLiveAttribute,
      Enabled: true,
    });
    expect(props.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(props.DeletionProtectionEnabled).toBe(true);

    const expectedIndexes = tableDefinition.indexes.map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection:
        index.projection === 'ALL'
          ? { ProjectionType: 'ALL' }
          : { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.projection] },
    }));
    expect(props.GlobalSecondaryIndexes).toEqual(expectedIndexes);

    const keyAttributes = [
      tableDefinition.partitionKey,
      tableDefinition.sortKey,
      ...tableDefinition.indexes.flatMap((index) => [index.partitionKey, index.sortKey]),
    ];
    expect(props.AttributeDefinitions.map((a) => a.AttributeName).sort()).toEqual([...new Set(keyAttributes)].sort());
  });

  it('retains the table and every bucket, and the data stack is termination protected', () => {
    const table = templates.data.toJSON().Resources[DATA_LOGICAL_IDS.table] as Resource;
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.UpdateReplacePolicy).toBe('Retain');
    for (const template of [templates.data, templates.web]) {
      for (const bucket of Object.values(resourcesOf(template, 'AWS::S3::Bucket'))) {
        expect(bucket.DeletionPolicy).toBe('Retain');
        expect(bucket.UpdateReplacePolicy).toBe('Retain');
      }
    }
    expect(stacks.data.terminationProtection).toBe(true);
  });

  it('keeps the receipt key (ECC P-256, sign and verify only): receipts must verify for as long as bids are kept', () => {
    const key = templates.data.toJSON().Resources[DATA_LOGICAL_IDS.receiptKey] as Resource;
    expect(key.DeletionPolicy).toBe('Retain');
    expect(key.UpdateReplacePolicy).toBe('Retain');
    expect(key.Properties).toMatchObject({ KeySpec: 'ECC_NIST_P256', KeyUsage: 'SIGN_VERIFY' });
  });

  it('blocks public access and encrypts every bucket, and denies plain HTTP', () => {
    for (const template of [templates.data, templates.web]) {
      const buckets = Object.values(resourcesOf(template, 'AWS::S3::Bucket'));
      expect(buckets.length).toBeGreaterThan(0);
      for (const bucket of buckets) {
        expect(bucket.Properties!.PublicAccessBlockConfiguration).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
        expect(bucket.Properties!.BucketEncryption).toEqual({
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        });
      }
      template.hasResourceProperties('AWS::S3::BucketPolicy', {
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
  });

  it("lets the stage's own site origin, and only it, POST browser uploads to the uploads bucket", () => {
    const bucket = templates.data.toJSON().Resources[DATA_LOGICAL_IDS.uploadsBucket] as Resource;
    expect((bucket.Properties!.CorsConfiguration as { CorsRules: unknown }).CorsRules).toEqual([
      expect.objectContaining({
        AllowedOrigins: ['https://tenders.example.in'],
        AllowedMethods: expect.arrayContaining(['POST']),
      }),
    ]);
  });
});

describe('MailStack', () => {
  it('creates the SES identity of the sender domain', () => {
    templates.mail.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'example.in' });
  });
});

describe('cdk-nag AwsSolutions checks', () => {
  const allStacks = (): Stack[] => [stacks.data, stacks.web, stacks.api, stacks.mail, stacks.ops, stacks.edge!];

  // Read from the one synth's assembly: Annotations.fromStack would synthesise again, and a second
  // pass of the checks sees already-resolved cross-stack references (the CLI synthesises once).
  // A nested stack has no artifact of its own: its constructs' findings are in its top-level stack's.
  it('leaves no unsuppressed errors or warnings', () => {
    for (const stack of allStacks()) {
      const findings = assembly
        .getStackArtifact(stack.artifactId)
        .messages.filter((message) => message.level !== 'info' && /AwsSolutions-/.test(String(message.entry.data)))
        .map((message) => `${message.id}: ${String(message.entry.data).slice(0, 300)}`);
      expect(findings, stack.stackName).toEqual([]);
    }
  });

  it('ran (the report lists suppressed findings)', () => {
    expect(fs.readdirSync(assembly.directory).filter((file) => /^AwsSolutions-.*NagReport/.test(file))).not.toEqual([]);
  });

  it('checks the nested stacks too (a report each; their findings go to the ApiStack artifact)', () => {
    for (const { id, stack } of [...areas, { id: 'JobsStack', stack: stacks.api.jobsStack }]) {
      const report = fs.readFileSync(
        path.join(assembly.directory, `AwsSolutions--${stack.artifactId}-NagReport.csv`),
        'utf8',
      );
      expect(report, id).toMatch(/"AwsSolutions-L1",".*\/Function\/Resource","Compliant"/);
    }
  });

  it('gives every suppression a reason', () => {
    for (const stack of [...allStacks(), ...areas.map((area) => area.stack), stacks.api.jobsStack]) {
      for (const resource of Object.values(Template.fromStack(stack).toJSON().Resources) as {
        Metadata?: { cdk_nag?: { rules_to_suppress: { id: string; reason: string }[] } };
      }[]) {
        for (const rule of resource.Metadata?.cdk_nag?.rules_to_suppress ?? []) {
          expect(rule.reason.length, rule.id).toBeGreaterThan(20);
        }
      }
    }
  });
});

describe('Stages, uploads, mail and observability (prod)', () => {
  it('pins the account and region of every stack', () => {
    for (const stack of [stacks.data, stacks.web, stacks.api, stacks.mail, stacks.ops]) {
      expect([stack.account, stack.region]).toEqual([PROD_ACCOUNT, 'ap-south-1']);
    }
  });

  it('versions the uploads bucket, expires old versions, and uploads under tmp/ (current and old versions) after a day', () => {
    const bucket = templates.data.toJSON().Resources[DATA_LOGICAL_IDS.uploadsBucket] as Resource;
    expect(bucket.Properties!.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    const rules = (bucket.Properties!.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    expect(rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 30 } }),
        expect.objectContaining({
          Prefix: 'tmp/',
          ExpirationInDays: 1,
          // An accepted upload's tmp/ copy becomes a noncurrent version when it expires: not kept 30 days.
          NoncurrentVersionExpiration: { NoncurrentDays: 1 },
        }),
      ]),
    );
  });

  it('sends mail with a configuration set that publishes bounces and complaints and applies the suppression list', () => {
    templates.mail.hasResourceProperties('AWS::SES::ConfigurationSet', {
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
    templates.mail.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({
        MatchingEventTypes: Match.arrayWith(['bounce', 'complaint']),
        SnsDestination: Match.anyValue(),
      }),
    });
    for (const area of areas) {
      area.template.allResourcesProperties('AWS::Lambda::Function', {
        Environment: { Variables: Match.objectLike({ MAIL_CONFIGURATION_SET: Match.anyValue() }) },
      });
    }
  });

  it('traces every function and logs CloudFront requests to a bucket', () => {
    for (const area of areas) {
      area.template.allResourcesProperties('AWS::Lambda::Function', { TracingConfig: { Mode: 'Active' } });
    }
    templates.web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ Logging: Match.objectLike({ Prefix: 'cloudfront/' }) }),
    });
  });
});
