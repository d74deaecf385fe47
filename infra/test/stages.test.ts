import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StageConfigError } from '../lib/config';
import { DATA_LOGICAL_IDS } from '../lib/data-stack';
import type { TenderStacks } from '../lib/tender-app';
import { synthTenderApp } from './helpers/synth';

// A dev stage with an API origin domain: what differs from prod (app.test.ts).
let stacks: TenderStacks;
let cleanup: () => void;

beforeAll(() => {
  ({ stacks, cleanup } = synthTenderApp({
    stage: 'dev',
    apiOriginDomain: 'api-origin.example.in',
    apiOriginCertificateArn: 'arn:aws:acm:ap-south-1:123456789012:certificate/0f7c3a2e-1111-2222-3333-444455556666',
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

  it('has no WAF stack and no upload CORS origin (no site domain yet)', () => {
    expect(stacks.edge).toBeUndefined();
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
  it('will not synthesize without PROD_ACCOUNT_ID, API_DOMAIN and API_CERTIFICATE_ARN, and says what each is', () => {
    // As `npm run synth -- -c stage=prod` with none of them set and no credentials.
    const attempt = () => synthTenderApp({ stage: 'prod' });
    expect(attempt).toThrow(
      new StageConfigError([
        "stage 'prod' needs PROD_ACCOUNT_ID: the 12-digit id of the AWS account it is deployed to " +
          '(every stack is pinned to it, so a deploy with other credentials stops)',
        "stage 'prod' needs API_DOMAIN and API_CERTIFICATE_ARN, so that its API has no execute-api side door: " +
          "API_DOMAIN is the API's own origin domain that only CloudFront uses (a name like api-origin.example.in, " +
          'a CNAME to the ApiOriginDnsTarget output), API_CERTIFICATE_ARN a regional ACM certificate for that name ' +
          "in the stage's region ap-south-1",
      ]),
    );
  });
});
