import fs from 'node:fs';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { Stack } from 'aws-cdk-lib';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, routes } from '@tender/functions/routes';
import { tableDefinition } from '@tender/functions/data/table-definition';
import { ROUTE_TAG } from '../lib/constructs/api-function';
import { DATA_LOGICAL_IDS } from '../lib/data-stack';
import { API_PATH_PATTERN, WEB_LOGICAL_IDS } from '../lib/web-stack';
import type { TenderStacks } from '../lib/tender-app';
import { synthTenderApp } from './helpers/synth';

// CloudFront managed policy ids (stable, documented by AWS).
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

// The slices of the CloudFormation JSON the tests read.
type Resource = {
  Type: string;
  Properties?: Record<string, unknown>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
};
type Behaviour = { PathPattern?: string; TargetOriginId: string; FunctionAssociations?: unknown };
type Origin = { Id: string; OriginAccessControlId?: unknown; CustomOriginConfig?: unknown };
type DistributionConfig = {
  DefaultRootObject?: string;
  CustomErrorResponses?: unknown;
  DefaultCacheBehavior: Behaviour;
  CacheBehaviors: Behaviour[];
  Origins: Origin[];
};
type TableProperties = Record<
  | 'BillingMode'
  | 'KeySchema'
  | 'TimeToLiveSpecification'
  | 'PointInTimeRecoverySpecification'
  | 'DeletionProtectionEnabled'
  | 'GlobalSecondaryIndexes',
  unknown
> & { AttributeDefinitions: { AttributeName: string }[] };

let stacks: TenderStacks;
let assembly: CloudAssembly;
let cleanup: () => void;
let templates: { data: Template; web: Template; api: Template; mail: Template };

const resourcesOf = (template: Template, type: string): Record<string, Resource> =>
  template.findResources(type) as Record<string, Resource>;

beforeAll(() => {
  ({ stacks, assembly, cleanup } = synthTenderApp({ mailDomain: 'example.in' }));
  templates = {
    data: Template.fromStack(stacks.data),
    web: Template.fromStack(stacks.web),
    api: Template.fromStack(stacks.api),
    mail: Template.fromStack(stacks.mail!),
  };
});

afterAll(() => cleanup?.());

describe('ApiStack: one function and one route per entry of functions/routes.ts', () => {
  const routeFunctions = () =>
    Object.values(resourcesOf(templates.api, 'AWS::Lambda::Function')).filter((fn) =>
      (fn.Properties?.Tags as { Key: string }[] | undefined)?.some((tag) => tag.Key === ROUTE_TAG),
    );

  it('has exactly one route function per route-table entry and no other function', () => {
    expect(routeFunctions()).toHaveLength(routes.length);
    expect(Object.keys(resourcesOf(templates.api, 'AWS::Lambda::Function'))).toHaveLength(routes.length);
    const handlers = routeFunctions()
      .map((fn) => (fn.Properties!.Tags as { Key: string; Value: string }[]).find((t) => t.Key === ROUTE_TAG)!.Value)
      .sort();
    expect(handlers).toEqual(routes.map((route) => route.handler).sort());
  });

  it('configures every function with the ApiFunction defaults and the route memory', () => {
    for (const route of routes) {
      templates.api.hasResourceProperties('AWS::Lambda::Function', {
        Description: `${route.method} ${API_BASE_PATH}${route.path} (${route.handler})`,
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        MemorySize: route.memory ?? 512,
        Timeout: 10,
        LoggingConfig: { LogGroup: Match.anyValue() },
        Environment: {
          Variables: Match.objectLike({
            STAGE: 'test',
            TABLE_NAME: Match.anyValue(),
            UPLOADS_BUCKET: Match.anyValue(),
            MAIL_FROM: 'Pune Project Consultants <no-reply@example.in>',
            SITE_URL: Match.anyValue(),
            NODE_OPTIONS: '--enable-source-maps',
          }),
        },
      });
    }
  });

  it('gives every function its own log group kept for one month', () => {
    const logGroups = Object.values(resourcesOf(templates.api, 'AWS::Logs::LogGroup'));
    expect(logGroups).toHaveLength(routes.length);
    for (const group of logGroups) expect(group.Properties?.RetentionInDays).toBe(30);
  });

  it('has one HTTP API route per entry at /api/v1<path>, without an API Gateway authorizer', () => {
    const apiRoutes = Object.values(resourcesOf(templates.api, 'AWS::ApiGatewayV2::Route'));
    expect(apiRoutes.map((route) => route.Properties!.RouteKey).sort()).toEqual(
      routes.map((route) => `${route.method} ${API_BASE_PATH}${route.path}`).sort(),
    );
    for (const route of apiRoutes) expect(route.Properties!.AuthorizationType).toBe('NONE');
    templates.api.resourceCountIs('AWS::ApiGatewayV2::Integration', routes.length);
    templates.api.allResourcesProperties('AWS::ApiGatewayV2::Integration', {
      IntegrationType: 'AWS_PROXY',
      PayloadFormatVersion: '2.0',
    });
  });

  // What each function may touch is checked route by route in least-privilege.test.ts.
  it('tells the functions where their secrets are, never what they are', () => {
    templates.api.resourceCountIs('AWS::SecretsManager::Secret', 3);
    for (const fn of routeFunctions()) {
      const variables = (fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;
      for (const name of ['JWT_SECRET', 'RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'SECRETS_FILE']) {
        expect(variables).not.toHaveProperty(name);
      }
    }
  });

  it('keeps the Razorpay keys secret as first deployed and makes a webhook secret of its own', () => {
    // A changed generateSecretString would make CloudFormation generate a new value over the keys
    // an operator pasted in.
    templates.api.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: {
        SecretStringTemplate: JSON.stringify({ key_id: 'REPLACE_ME' }),
        GenerateStringKey: 'key_secret',
        ExcludePunctuation: true,
      },
    });
    const webhook = Object.entries(resourcesOf(templates.api, 'AWS::SecretsManager::Secret')).find(([id]) =>
      id.startsWith('RazorpayWebhookSecret'),
    )?.[1];
    expect(webhook?.Properties?.GenerateSecretString).toEqual({ PasswordLength: 48, ExcludePunctuation: true });
    expect(webhook?.DeletionPolicy).toBe('Retain');
  });

  it('uses an existing Razorpay keys secret when RAZORPAY_SECRET_ARN is given, and still makes the webhook secret', () => {
    const existing = 'arn:aws:secretsmanager:ap-south-1:123456789012:secret:razorpay-live-AbCdEf';
    const other = synthTenderApp({ razorpaySecretArn: existing });
    try {
      const api = Template.fromStack(other.stacks.api);
      api.resourceCountIs('AWS::SecretsManager::Secret', 2);
      api.hasResourceProperties('AWS::Lambda::Function', {
        Environment: { Variables: Match.objectLike({ RAZORPAY_SECRET_ARN: existing }) },
      });
      api.hasResourceProperties('AWS::IAM::Policy', {
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Action: 'secretsmanager:GetSecretValue', Resource: existing }),
          ]),
        },
      });
    } finally {
      other.cleanup();
    }
  });

  it('stays well inside the CloudFormation limit of 500 resources per stack', () => {
    const count = Object.keys(templates.api.toJSON().Resources).length;
    expect(count).toBeLessThan(450);
  });
});

describe('DataStack: the one table and the uploads bucket', () => {
  it('pins the logical ids of the stateful resources', () => {
    const resources = templates.data.toJSON().Resources as Record<string, Resource>;
    expect(resources[DATA_LOGICAL_IDS.table]?.Type).toBe('AWS::DynamoDB::Table');
    expect(resources[DATA_LOGICAL_IDS.uploadsBucket]?.Type).toBe('AWS::S3::Bucket');
    expect(resources[DATA_LOGICAL_IDS.accessLogsBucket]?.Type).toBe('AWS::S3::Bucket');
    expect(DATA_LOGICAL_IDS).toEqual({
      table: 'Table',
      uploadsBucket: 'UploadsBucket',
      accessLogsBucket: 'AccessLogsBucket',
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

  it('lets the site origin POST browser uploads to the uploads bucket', () => {
    const bucket = templates.data.toJSON().Resources[DATA_LOGICAL_IDS.uploadsBucket] as Resource;
    expect((bucket.Properties!.CorsConfiguration as { CorsRules: unknown }).CorsRules).toEqual([
      expect.objectContaining({
        AllowedOrigins: ['https://*.cloudfront.net'],
        AllowedMethods: expect.arrayContaining(['POST']),
      }),
    ]);
  });
});

describe('WebStack: CloudFront in front of the SPA bucket and the HTTP API', () => {
  const distributionConfig = () =>
    Object.values(resourcesOf(templates.web, 'AWS::CloudFront::Distribution'))[0]!.Properties!
      .DistributionConfig as DistributionConfig;

  it('routes /api/* to the HTTP API, uncached, with every viewer header except Host', () => {
    const config = distributionConfig();
    expect(API_PATH_PATTERN).toBe('/api/*');
    const apiBehaviour = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*');
    expect(apiBehaviour).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']),
      ViewerProtocolPolicy: 'https-only',
    });
    expect(apiBehaviour!.FunctionAssociations).toBeUndefined();
    const apiOrigin = config.Origins.find((o) => o.Id === apiBehaviour!.TargetOriginId);
    expect(apiOrigin?.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
  });

  it('serves the SPA from a private bucket through OAC with an SPA fallback that leaves API errors alone', () => {
    const config = distributionConfig();
    expect(config.DefaultRootObject).toBe('index.html');
    const s3Origin = config.Origins.find((o) => o.Id === config.DefaultCacheBehavior.TargetOriginId);
    expect(s3Origin?.OriginAccessControlId).toBeDefined();
    templates.web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    // Distribution-wide error responses would also rewrite the API's 403/404: the fallback is a
    // viewer-request function on the default behaviour only.
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: expect.anything() },
    ]);
  });

  it('deploys web/dist when it exists (assets immutable, the shell revalidated)', () => {
    templates.web.resourceCountIs('Custom::CDKBucketDeployment', 2);
    templates.web.hasResourceProperties('Custom::CDKBucketDeployment', {
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
      Prune: false,
    });
    templates.web.hasResourceProperties('Custom::CDKBucketDeployment', {
      SystemMetadata: { 'cache-control': 'public, max-age=0, must-revalidate' },
      DistributionPaths: ['/*'],
    });
  });

  it('logs and throttles the HTTP API default stage', () => {
    templates.web.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
      DefaultRouteSettings: { ThrottlingBurstLimit: Match.anyValue(), ThrottlingRateLimit: Match.anyValue() },
    });
  });
});

describe('MailStack', () => {
  it('creates the SES identity of the sender domain', () => {
    templates.mail.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'example.in' });
  });
});

describe('cdk-nag AwsSolutions checks', () => {
  const allStacks = (): Stack[] => [stacks.data, stacks.web, stacks.api, stacks.mail!];

  // Read from the one synth's assembly: Annotations.fromStack would synthesise again, and a second
  // pass of the checks sees already-resolved cross-stack references (the CLI synthesises once).
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

  it('gives every suppression a reason', () => {
    for (const stack of allStacks()) {
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
