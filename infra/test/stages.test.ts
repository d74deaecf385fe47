import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StageConfigError } from '../lib/config';
import { DATA_LOGICAL_IDS } from '../lib/data-stack';
import type { TenderStacks } from '../lib/tender-app';
import { STAGES } from '../lib/stages';
import { synthTenderApp } from './helpers/synth';

// A dev stage with an API origin domain: what differs from prod (app.test.ts).
let stacks: TenderStacks;
let cleanup: () => void;

beforeAll(() => {
  ({ stacks, cleanup } = synthTenderApp({
    stage: 'dev',
    names: {
      apiDomain: 'api-origin.example.in',
      apiCertificateArn: 'arn:aws:acm:ap-south-1:123456789012:certificate/0f7c3a2e-1111-2222-3333-444455556666',
    },
  }));
});
afterAll(() => cleanup?.());

describe('dev stage', () => {
  it('may destroy its data: no retention, no deletion or termination protection, buckets emptied on delete', () => {
    const data = Template.fromStack(stacks.data).toJSON().Resources as Record<
      string,
      { DeletionPolicy?: string; Properties: Record<string, unknown> }
    >;
    expect(data[DATA_LOGICAL_IDS.table]!.DeletionPolicy).toBe('Delete');
    expect(data[DATA_LOGICAL_IDS.table]!.Properties.DeletionProtectionEnabled).toBe(false);
    expect(data[DATA_LOGICAL_IDS.uploadsBucket]!.DeletionPolicy).toBe('Delete');
    expect(stacks.data.terminationProtection).toBe(false);
  });

  it('lets its generated JWT key and origin-verify value go with their stacks', () => {
    const secrets = {
      ...Template.fromStack(stacks.api).findResources('AWS::SecretsManager::Secret'),
      ...Template.fromStack(stacks.web).findResources('AWS::SecretsManager::Secret'),
    } as Record<string, { DeletionPolicy?: string }>;
    for (const name of ['JwtSecret', 'OriginVerifySecret']) {
      const found = Object.entries(secrets).find(([id]) => id.startsWith(name))?.[1];
      expect(found?.DeletionPolicy, name).toBe('Delete');
    }
  });

  it('has no WAF stack, no edge alarms (no account to pin us-east-1 to) and no upload CORS origin (no site domain yet)', () => {
    expect(stacks.edge).toBeUndefined();
    expect(stacks.edgeAlarms).toBeUndefined();
    const bucket = Template.fromStack(stacks.data).toJSON().Resources[DATA_LOGICAL_IDS.uploadsBucket] as {
      Properties: Record<string, unknown>;
    };
    expect(bucket.Properties.CorsConfiguration).toBeUndefined();
  });

  it('with an API origin domain, disables the execute-api endpoint and reaches the API through that domain', () => {
    const web = Template.fromStack(stacks.web);
    web.hasResourceProperties('AWS::ApiGatewayV2::Api', { DisableExecuteApiEndpoint: true });
    web.hasResourceProperties('AWS::ApiGatewayV2::DomainName', { DomainName: 'api-origin.example.in' });
    Template.fromStack(stacks.api).resourceCountIs('AWS::ApiGatewayV2::ApiMapping', 1);
    const config = Object.values(web.findResources('AWS::CloudFront::Distribution'))[0]!.Properties
      .DistributionConfig as {
      Origins: { DomainName: unknown }[];
    };
    expect(config.Origins.map((origin) => origin.DomainName)).toContain('api-origin.example.in');
  });
});

describe('prod stage: what the operator must give', () => {
  it('will not synthesize as committed until every name it needs is filled in, nor without PROD_ACCOUNT_ID, and says what each is', () => {
    // As `npm run synth -- -c stage=prod` with lib/stages.ts as committed, no PROD_ACCOUNT_ID and no credentials.
    const attempt = () => synthTenderApp({ stage: 'prod' });
    expect(attempt).toThrow(
      new StageConfigError([
        "stage 'prod' needs names.siteDomain in infra/lib/stages.ts: the site's domain, the CloudFront alias every mailed link and the uploads CORS origin use",
        "stage 'prod' needs names.siteCertificateArn in infra/lib/stages.ts: the ACM certificate of siteDomain in us-east-1 (CloudFront)",
        "stage 'prod' needs names.apiDomain in infra/lib/stages.ts: the API's own origin domain that only CloudFront uses, " +
          'so that its API has no execute-api side door (a name like api-origin.example.in, a CNAME to the ApiOriginDnsTarget output)',
        "stage 'prod' needs names.apiCertificateArn in infra/lib/stages.ts: a regional ACM certificate for apiDomain in the stage's region",
        "stage 'prod' needs names.alarmEmail in infra/lib/stages.ts: the address the alarms and the budget notices go to",
        "stage 'prod' needs PROD_ACCOUNT_ID: the 12-digit id of the AWS account it is deployed to " +
          '(every stack is pinned to it, so a deploy with other credentials stops)',
      ]),
    );
  });

  it('refuses a misspelt stage instead of giving it dev settings, naming the known stages', () => {
    // As `npm run synth -- -c stage=production`.
    expect(() => synthTenderApp({ stage: 'production', stages: STAGES })).toThrow(
      "unknown stage 'production': the stages are dev, prod (infra/lib/stages.ts). Add it there, or synthesize " +
        "a developer's own stage on purpose with -c allowUnknownStage=true (it then gets dev's settings)",
    );
  });
});
