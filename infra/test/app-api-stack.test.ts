// The ApiStack of the prod stage: one function and one route per entry of functions/routes.ts, and
// the limits that guard it (throttles, WAF, alarms).
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { jobs } from '@tender/functions/jobs';
import { API_BASE_PATH, routes } from '@tender/functions/routes';
import { ROUTE_TAG } from '../lib/constructs/api-function';
import { areaFunctions, areaTemplates, routeFunction } from './helpers/api-templates';
import { synthTenderApp } from './helpers/synth';
import { areas, resourcesOf, stacks, templates, useProdApp, type Resource } from './helpers/prod-app';

useProdApp();

describe('ApiStack: one function and one route per entry of functions/routes.ts', () => {
  const allFunctions = () => areaFunctions(areas).map(({ fn }) => fn);
  const routeFunctions = () =>
    allFunctions().filter((fn) =>
      (fn.Properties.Tags as { Key: string }[] | undefined)?.some((tag) => tag.Key === ROUTE_TAG),
    );

  it('has exactly one route function per route-table entry and no other function', () => {
    expect(routeFunctions()).toHaveLength(routes.length);
    expect(allFunctions()).toHaveLength(routes.length);
    // The route functions are all in the areas' nested stacks, the job functions in the jobs' nested
    // stack (jobs.test.ts); the ApiStack holds the origin authorizer (origin-authorizer.test.ts) only.
    templates.api.resourceCountIs('AWS::Lambda::Function', 1);
    Template.fromStack(stacks.api.jobsStack).resourceCountIs('AWS::Lambda::Function', jobs.length);
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

  it('has one HTTP API route per entry at /api/v1<path>, behind the origin authorizer only', () => {
    const apiRoutes = Object.values(resourcesOf(templates.api, 'AWS::ApiGatewayV2::Route'));
    expect(apiRoutes.map((route) => route.Properties!.RouteKey).sort()).toEqual(
      routes.map((route) => `${route.method} ${API_BASE_PATH}${route.path}`).sort(),
    );
    // Whether the request came through CloudFront; the JWT is the pipeline's (origin-authorizer.test.ts).
    for (const route of apiRoutes) expect(route.Properties!.AuthorizationType).toBe('CUSTOM');
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
      for (const name of ['JWT_SECRET', 'RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'SECRETS_FILE', 'ORIGIN_VERIFY']) {
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

  it('retains every secret of prod: the JWT key (api stack) and the origin-verify value (web stack) too', () => {
    const secrets = {
      ...resourcesOf(templates.api, 'AWS::SecretsManager::Secret'),
      ...resourcesOf(templates.web, 'AWS::SecretsManager::Secret'),
    };
    for (const name of ['JwtSecret', 'OriginVerifySecret', 'RazorpaySecret', 'RazorpayWebhookSecret']) {
      const found = Object.entries(secrets).filter(([id]) => id.startsWith(name) && !id.startsWith(`${name}Arn`));
      expect(found, name).toHaveLength(1);
      expect(found[0]![1].DeletionPolicy, name).toBe('Retain');
      expect(found[0]![1].UpdateReplacePolicy, name).toBe('Retain');
    }
  });

  it('uses an existing Razorpay keys secret when names.razorpaySecretArn is given, and still makes the webhook secret', () => {
    const existing = 'arn:aws:secretsmanager:ap-south-1:123456789012:secret:razorpay-live-AbCdEf';
    const other = synthTenderApp({ names: { razorpaySecretArn: existing } });
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
    const jobsTemplate = Template.fromStack(stacks.api.jobsStack);
    for (const template of [templates.api, ...areas.map((area) => area.template), jobsTemplate]) {
      expect(Object.keys(template.toJSON().Resources).length).toBeLessThan(450);
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
    // Sized above a real peak: at 5 a second, two addresses held login at 429 for everyone.
    for (const key of ['POST /api/v1/login', 'POST /api/v1/uploads', 'POST /api/v1/forgot_password'])
      expect(rate(key), key).toBeGreaterThanOrEqual(50);
  });

  it('rates each address on the API only, and tighter on the guessable writes (prod: 1000 and 100 per 5 minutes)', () => {
    const acl = Object.values(Template.fromStack(stacks.edge!).findResources('AWS::WAFv2::WebACL'))[0]!;
    type Rule = { Name: string; Statement: { RateBasedStatement?: Record<string, unknown> } };
    const rules = acl.Properties!.Rules as Rule[];
    const rate = (name: string) => rules.find((rule) => rule.Name === name)!.Statement.RateBasedStatement!;
    const startsWith = (path: string) => ({
      ByteMatchStatement: {
        FieldToMatch: { UriPath: {} },
        PositionalConstraint: 'STARTS_WITH',
        SearchString: path,
        TextTransformations: [{ Priority: 0, Type: 'NONE' }],
      },
    });
    expect(rate('RatePerAddress')).toEqual({
      Limit: 1000,
      AggregateKeyType: 'IP',
      ScopeDownStatement: startsWith('/api/'),
    });
    const guessable = rate('GuessableWritesPerAddress');
    expect(guessable.Limit).toBe(100);
    const paths = (guessable.ScopeDownStatement as { OrStatement: { Statements: unknown[] } }).OrStatement.Statements;
    for (const path of [
      '/api/v1/login',
      '/api/v1/sign_up',
      '/api/v1/forgot_password',
      '/api/v1/contacts',
      '/api/v1/uploads',
    ])
      expect(paths, path).toContainEqual(startsWith(path));
    // Razorpay's webhook comes from few addresses and carries its own signature: not rated as a guess.
    expect(paths).not.toContainEqual(startsWith('/api/v1/payments/webhook'));
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
