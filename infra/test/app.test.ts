import fs from 'node:fs';
import path from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { Stack } from 'aws-cdk-lib';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, routes } from '@tender/functions/routes';
import { tableDefinition } from '@tender/functions/data/table-definition';
import { ROUTE_TAG } from '../lib/constructs/api-function';
import { DATA_LOGICAL_IDS } from '../lib/data-stack';
import { API_PATH_PATTERN, WEB_LOGICAL_IDS, cachedApiPathPatterns } from '../lib/web-stack';
import { PROD_ACCOUNT, PROD_REQUIRED } from './helpers/prod-input';
import { cacheControlOf } from '@tender/functions/contracts/route-contract';
import { securityHeaders as sharedSecurityHeaders } from '@tender/shared/security-headers';
import type { TenderStacks } from '../lib/tender-app';
import { areaFunctions, areaTemplates, routeFunction, type AreaTemplate } from './helpers/api-templates';
import { synthTenderApp } from './helpers/synth';

// CloudFront managed policy ids (stable, documented by AWS).
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
/** The ApiStack's nested stacks: the route functions, roles, integrations and permissions, by area. */
let areas: AreaTemplate[];

const resourcesOf = (template: Template, type: string): Record<string, Resource> =>
  template.findResources(type) as Record<string, Resource>;

beforeAll(() => {
  // The prod stage (lib/stages.ts: pinned account, data retained, WAF on); stages.test.ts checks dev.
  ({ stacks, assembly, cleanup } = synthTenderApp({
    ...PROD_REQUIRED,
    mailDomain: 'example.in',
    siteDomain: 'tenders.example.in',
    siteCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f7c3a2e-1111-2222-3333-444455556666',
    alarmEmail: 'ops@example.in',
  }));
  templates = {
    data: Template.fromStack(stacks.data),
    web: Template.fromStack(stacks.web),
    api: Template.fromStack(stacks.api),
    mail: Template.fromStack(stacks.mail),
  };
  areas = areaTemplates(stacks.api);
});

afterAll(() => cleanup?.());

describe('ApiStack: one function and one route per entry of functions/routes.ts', () => {
  const allFunctions = () => areaFunctions(areas).map(({ fn }) => fn);
  const routeFunctions = () =>
    allFunctions().filter((fn) =>
      (fn.Properties.Tags as { Key: string }[] | undefined)?.some((tag) => tag.Key === ROUTE_TAG),
    );

  it('has exactly one route function per route-table entry and no other function', () => {
    expect(routeFunctions()).toHaveLength(routes.length);
    expect(allFunctions()).toHaveLength(routes.length);
    templates.api.resourceCountIs('AWS::Lambda::Function', 0); // all in the nested stacks
    const handlers = routeFunctions()
      .map((fn) => (fn.Properties!.Tags as { Key: string; Value: string }[]).find((t) => t.Key === ROUTE_TAG)!.Value)
      .sort();
    expect(handlers).toEqual(routes.map((route) => route.handler).sort());
  });

  it('configures every function with the ApiFunction defaults and the route memory', () => {
    for (const route of routes) {
      routeFunction(areas, route).area.template.hasResourceProperties('AWS::Lambda::Function', {
        Description: `${route.method} ${API_BASE_PATH}${route.path} (${route.handler})`,
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        MemorySize: route.memory ?? 512,
        Timeout: 10,
        LoggingConfig: { LogGroup: Match.anyValue() },
        Environment: {
          Variables: Match.objectLike({
            STAGE: 'prod',
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

  it('gives every function its own log group kept for one month, retained in prod', () => {
    const groups = Object.entries(resourcesOf(templates.api, 'AWS::Logs::LogGroup'));
    const functionGroups = groups.filter(([id]) => id.startsWith('Routes'));
    expect(functionGroups).toHaveLength(routes.length);
    for (const [, group] of functionGroups) {
      expect(group.Properties?.RetentionInDays).toBe(30);
      expect(group.DeletionPolicy).toBe('Retain');
    }
  });

  it('has one HTTP API route per entry at /api/v1<path>, without an API Gateway authorizer', () => {
    const apiRoutes = Object.values(resourcesOf(templates.api, 'AWS::ApiGatewayV2::Route'));
    expect(apiRoutes.map((route) => route.Properties!.RouteKey).sort()).toEqual(
      routes.map((route) => `${route.method} ${API_BASE_PATH}${route.path}`).sort(),
    );
    for (const route of apiRoutes) expect(route.Properties!.AuthorizationType).toBe('NONE');
    const integrations = areas.reduce(
      (sum, area) => sum + Object.keys(area.template.findResources('AWS::ApiGatewayV2::Integration')).length,
      0,
    );
    expect(integrations).toBe(routes.length);
    templates.api.resourceCountIs('AWS::ApiGatewayV2::Integration', 0);
    for (const area of areas) {
      area.template.allResourcesProperties('AWS::ApiGatewayV2::Integration', {
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
      });
    }
  });

  it("sends each route to its own function's integration, and lets API Gateway invoke that function for that path only", () => {
    const apiResources = templates.api.toJSON().Resources as Record<string, Resource>;
    const apiRoutes = Object.values(resourcesOf(templates.api, 'AWS::ApiGatewayV2::Route'));
    for (const route of routes) {
      const routeKey = `${route.method} ${API_BASE_PATH}${route.path}`;
      const { logicalId: fnId, area } = routeFunction(areas, route);
      // The route (ApiStack) -> the nested stack's output -> the integration -> the function.
      const apiRoute = apiRoutes.find((candidate) => candidate.Properties!.RouteKey === routeKey)!;
      const [prefix, target] = (apiRoute.Properties!.Target as { 'Fn::Join': [string, [string, unknown]] })[
        'Fn::Join'
      ][1];
      expect(prefix, routeKey).toBe('integrations/');
      const [stackId, output] = (target as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'];
      expect(apiResources[stackId]?.Type, routeKey).toBe('AWS::CloudFormation::Stack');
      expect(stackId, routeKey).toBe(stacks.api.resolve(area.stack.nestedStackResource!.logicalId));
      const outputs = area.template.toJSON().Outputs as Record<string, { Value: { Ref: string } }>;
      const integration = area.resources[outputs[output.replace(/^Outputs\./, '')]!.Value.Ref]!;
      expect(integration.Type, routeKey).toBe('AWS::ApiGatewayV2::Integration');
      expect(integration.Properties.IntegrationUri, routeKey).toEqual({ 'Fn::GetAtt': [fnId, 'Arn'] });

      const permissions = Object.values(area.resources).filter(
        (resource) =>
          resource.Type === 'AWS::Lambda::Permission' &&
          JSON.stringify(resource.Properties.FunctionName) === JSON.stringify({ 'Fn::GetAtt': [fnId, 'Arn'] }),
      );
      expect(permissions, routeKey).toHaveLength(1);
      expect(permissions[0]!.Properties.Principal).toBe('apigateway.amazonaws.com');
      const sourceArn = (permissions[0]!.Properties.SourceArn as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1];
      expect(sourceArn.at(-1), routeKey).toBe(`/*/*${API_BASE_PATH}${route.path}`);
    }
  });

  // What each function may touch is checked route by route in least-privilege.test.ts.
  it('tells the functions where their secrets are, never what they are', () => {
    templates.api.resourceCountIs('AWS::SecretsManager::Secret', 3);
    for (const area of areas) area.template.resourceCountIs('AWS::SecretsManager::Secret', 0);
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
      Template.fromStack(other.stacks.api).resourceCountIs('AWS::SecretsManager::Secret', 2);
      const paymentInfo = routes.find((route) => route.path === '/get_payment_info')!;
      const { area } = routeFunction(areaTemplates(other.stacks.api), paymentInfo);
      area.template.hasResourceProperties('AWS::Lambda::Function', {
        Description: `GET ${API_BASE_PATH}/get_payment_info (${paymentInfo.handler})`,
        Environment: { Variables: Match.objectLike({ RAZORPAY_SECRET_ARN: existing }) },
      });
      area.template.hasResourceProperties('AWS::IAM::Policy', {
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

  it('stays well inside the CloudFormation limit of 500 resources per stack, nested stacks included', () => {
    // stack-limits.test.ts checks every template of the app, also with a route table twice as long.
    for (const template of [templates.api, ...areas.map((area) => area.template)]) {
      expect(Object.keys(template.toJSON().Resources).length).toBeLessThan(450);
    }
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

describe('WebStack: CloudFront in front of the SPA bucket and the HTTP API', () => {
  const distributionConfig = () =>
    Object.values(resourcesOf(templates.web, 'AWS::CloudFront::Distribution'))[0]!.Properties!
      .DistributionConfig as DistributionConfig;

  it('routes /api/* to the HTTP API with every viewer header except Host, Authorization through the cache key', () => {
    const config = distributionConfig();
    expect(API_PATH_PATTERN).toBe('/api/*');
    const apiBehaviour = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*');
    expect(apiBehaviour).toMatchObject({
      CachePolicyId: { Ref: expect.stringMatching(/^PersonalApiCache/) },
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
    // One for the bucket, one for the data-page renderer's Function URL (data-pages.ts).
    templates.web.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3' }),
    });
    templates.web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
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
    templates.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
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
    for (const area of areas) {
      const report = fs.readFileSync(
        path.join(assembly.directory, `AwsSolutions--${area.stack.artifactId}-NagReport.csv`),
        'utf8',
      );
      expect(report, area.id).toMatch(/"AwsSolutions-L1",".*\/Function\/Resource","Compliant"/);
    }
  });

  it('gives every suppression a reason', () => {
    for (const stack of [...allStacks(), ...areas.map((area) => area.stack)]) {
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

describe('Side doors: the API only through the distribution', () => {
  it('adds a generated x-origin-verify header at CloudFront and gives the functions the same value by reference', () => {
    const config = Object.values(resourcesOf(templates.web, 'AWS::CloudFront::Distribution'))[0]!.Properties!
      .DistributionConfig as {
      Origins: { Id: string; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
    };
    const apiOrigins = config.Origins.filter((origin) => origin.OriginCustomHeaders);
    expect(apiOrigins).toHaveLength(1);
    const header = apiOrigins[0]!.OriginCustomHeaders![0]!;
    expect(header.HeaderName).toBe('x-origin-verify');
    expect(JSON.stringify(header.HeaderValue)).toMatch(/resolve:secretsmanager:/);
    const functions = areaFunctions(areas);
    expect(functions).toHaveLength(routes.length);
    for (const { fn } of functions) {
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(JSON.stringify(variables.ORIGIN_VERIFY)).toMatch(/resolve:secretsmanager:/);
    }
    // The reference is resolved in the nested template itself: the ApiStack never hands a nested
    // stack a resolved secret as a parameter (parameters show in the console).
    for (const nested of Object.values(resourcesOf(templates.api, 'AWS::CloudFormation::Stack'))) {
      expect(JSON.stringify(nested.Properties!.Parameters ?? {})).not.toMatch(/resolve:secretsmanager/);
    }
  });

  it("disables prod's execute-api endpoint and reaches the API only through its origin domain", () => {
    templates.web.hasResourceProperties('AWS::ApiGatewayV2::Api', { DisableExecuteApiEndpoint: true });
    templates.web.hasResourceProperties('AWS::ApiGatewayV2::DomainName', {
      DomainName: 'api-origin.example.in',
      DomainNameConfigurations: [
        Match.objectLike({ CertificateArn: PROD_REQUIRED.apiOriginCertificateArn, EndpointType: 'REGIONAL' }),
      ],
    });
    templates.api.resourceCountIs('AWS::ApiGatewayV2::ApiMapping', 1);
    const config = Object.values(resourcesOf(templates.web, 'AWS::CloudFront::Distribution'))[0]!.Properties!
      .DistributionConfig as { Origins: { Id: string; DomainName: unknown; OriginCustomHeaders?: unknown[] }[] };
    const apiOrigin = config.Origins.find((origin) => origin.OriginCustomHeaders);
    expect(apiOrigin?.DomainName).toBe('api-origin.example.in');
    expect(JSON.stringify(config.Origins)).not.toMatch(/execute-api|ApiEndpoint/);
  });

  it('does not publish the execute-api endpoint as an output', () => {
    for (const stack of [templates.web, templates.api, ...areas.map((area) => area.template)]) {
      expect(JSON.stringify(stack.toJSON().Outputs ?? {})).not.toMatch(/ApiEndpoint|execute-api/);
    }
  });
});

describe('Headers: our own response headers policy from shared/security-headers.ts', () => {
  it('sends the shared CSP, HSTS a year with subdomains, nosniff, DENY, a strict referrer policy and a Permissions-Policy', () => {
    const policies = Object.values(resourcesOf(templates.web, 'AWS::CloudFront::ResponseHeadersPolicy'));
    expect(policies).toHaveLength(1);
    const config = policies[0]!.Properties!.ResponseHeadersPolicyConfig as {
      SecurityHeadersConfig: Record<string, Record<string, unknown>>;
      CustomHeadersConfig: { Items: { Header: string; Value: string }[] };
    };
    const security = config.SecurityHeadersConfig;
    const csp = JSON.stringify(security.ContentSecurityPolicy!.ContentSecurityPolicy);
    for (const directive of [
      "frame-ancestors 'none'",
      "script-src 'self' https://checkout.razorpay.com",
      'frame-src',
      'https://api.razorpay.com',
      'connect-src',
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(security.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: 31_536_000,
      IncludeSubdomains: true,
    });
    expect(security.ContentTypeOptions).toMatchObject({ Override: true });
    expect(security.FrameOptions).toMatchObject({ FrameOption: 'DENY' });
    expect(security.ReferrerPolicy).toMatchObject({ ReferrerPolicy: 'strict-origin-when-cross-origin' });
    const custom = Object.fromEntries(config.CustomHeadersConfig.Items.map((item) => [item.Header, item.Value]));
    expect(custom['permissions-policy']).toBe(sharedSecurityHeaders()['permissions-policy']);
  });

  it('uses that policy on every behaviour', () => {
    const config = Object.values(resourcesOf(templates.web, 'AWS::CloudFront::Distribution'))[0]!.Properties!
      .DistributionConfig as {
      DefaultCacheBehavior: Record<string, unknown>;
      CacheBehaviors: Record<string, unknown>[];
    };
    for (const behaviour of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(behaviour.ResponseHeadersPolicyId).toEqual({ Ref: expect.stringMatching(/^SecurityHeaders/) });
    }
  });
});

describe('Public reads cached at the edge, personal answers never', () => {
  const behaviours = () =>
    (
      Object.values(resourcesOf(templates.web, 'AWS::CloudFront::Distribution'))[0]!.Properties!.DistributionConfig as {
        CacheBehaviors: { PathPattern: string; CachePolicyId: { Ref: string } }[];
      }
    ).CacheBehaviors;

  it('has a query-string-keyed caching behaviour for every public GET with a cache field, and only those', () => {
    const cached = routes.filter((route) => route.method === 'GET' && route.auth === 'public' && route.cache);
    expect(cached.length).toBeGreaterThan(5);
    const patterns = behaviours()
      .filter((behaviour) => behaviour.CachePolicyId.Ref.startsWith('PublicApiCache'))
      .map((behaviour) => behaviour.PathPattern)
      .sort();
    expect(patterns).toEqual(cachedApiPathPatterns(routes).sort());
    const policy = Object.entries(resourcesOf(templates.web, 'AWS::CloudFront::CachePolicy')).find(([id]) =>
      id.startsWith('PublicApiCache'),
    )![1].Properties!.CachePolicyConfig as {
      DefaultTTL: number;
      ParametersInCacheKeyAndForwardedToOrigin: Record<
        string,
        { HeaderBehavior?: string; CookieBehavior?: string; QueryStringBehavior?: string }
      >;
    };
    expect(policy.DefaultTTL).toBe(0);
    const key = policy.ParametersInCacheKeyAndForwardedToOrigin;
    expect(key.HeadersConfig).toEqual({ HeaderBehavior: 'none' });
    expect(key.CookiesConfig).toEqual({ CookieBehavior: 'none' });
    expect(key.QueryStringsConfig).toEqual({ QueryStringBehavior: 'all' });
  });

  it('answers every authenticated route no-store (cacheControlOf), whatever it declares', () => {
    for (const route of routes) {
      if (route.auth !== 'public' || route.method !== 'GET' || !route.cache) {
        expect(cacheControlOf(route), `${route.method} ${route.path}`).toBe('no-store');
      } else {
        expect(cacheControlOf(route)).toMatch(/^public, max-age=0, s-maxage=\d+/);
      }
    }
  });
});

describe('Limits and money', () => {
  it('throttles each route from the route table, tighter on writes and on login, forgot and contact', () => {
    const stage = Object.values(resourcesOf(templates.api, 'AWS::ApiGatewayV2::Stage'))[0]!;
    const settings = stage.Properties!.RouteSettings as Record<string, { ThrottlingRateLimit: number }>;
    expect(Object.keys(settings).sort()).toEqual(routes.map((r) => `${r.method} ${API_BASE_PATH}${r.path}`).sort());
    const rate = (key: string) => settings[key]?.ThrottlingRateLimit;
    expect(rate('POST /api/v1/contacts')).toBeLessThan(rate('GET /api/v1/tenders/active_tenders')!);
  });

  it('puts a WAF web ACL with AWS managed rules and a rate-based rule in front of the distribution (prod)', () => {
    const edge = Template.fromStack(stacks.edge!);
    edge.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      Rules: Match.arrayWith([
        Match.objectLike({ Statement: { RateBasedStatement: Match.objectLike({ AggregateKeyType: 'IP' }) } }),
        Match.objectLike({
          Statement: { ManagedRuleGroupStatement: Match.objectLike({ Name: 'AWSManagedRulesCommonRuleSet' }) },
        }),
      ]),
    });
    expect(stacks.edge!.region).toBe('us-east-1');
    templates.web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: Match.anyValue() }),
    });
  });

  it('alarms on API 5xx rate, Lambda errors and throttles, DynamoDB throttles, SES bounces and complaints and dead letters, to one topic', () => {
    const ops = Template.fromStack(stacks.ops);
    const alarms = Object.values(ops.findResources('AWS::CloudWatch::Alarm')) as Resource[];
    const described = alarms.map((alarm) => String(alarm.Properties!.AlarmDescription));
    for (const what of [
      '5xx',
      'Lambda functions failed',
      'throttled',
      'DynamoDB',
      'bounce',
      'complaint',
      'Events wait in',
    ]) {
      expect(
        described.some((d) => d.includes(what)),
        what,
      ).toBe(true);
    }
    ops.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: 'Reputation.BounceRate', Threshold: 0.02 });
    ops.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: 'Reputation.ComplaintRate', Threshold: 0.0005 });
    // A mail event that failed its retries waits in the dead-letter queue: one message is enough to tell.
    ops.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
    });
    for (const alarm of alarms)
      expect(alarm.Properties!.AlarmActions).toEqual([{ Ref: expect.stringMatching(/^AlarmTopic/) }]);
    ops.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.in' });
    ops.hasResourceProperties('AWS::Budgets::Budget', {
      Budget: Match.objectLike({ BudgetType: 'COST', TimeUnit: 'MONTHLY', BudgetLimit: { Amount: 100, Unit: 'USD' } }),
    });
  });
});

describe('Stages, uploads, mail and observability (prod)', () => {
  it('pins the account and region of every stack', () => {
    for (const stack of [stacks.data, stacks.web, stacks.api, stacks.mail, stacks.ops]) {
      expect([stack.account, stack.region]).toEqual([PROD_ACCOUNT, 'ap-south-1']);
    }
  });

  it('versions the uploads bucket, expires old versions and unconfirmed uploads under tmp/ after a day', () => {
    const bucket = templates.data.toJSON().Resources[DATA_LOGICAL_IDS.uploadsBucket] as Resource;
    expect(bucket.Properties!.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    const rules = (bucket.Properties!.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    expect(rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 30 } }),
        expect.objectContaining({ Prefix: 'tmp/', ExpirationInDays: 1 }),
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
