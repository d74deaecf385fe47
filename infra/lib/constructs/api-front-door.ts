// The web stack's half of the API: the HTTP API itself (its routes are added by the ApiStack), the
// regional custom domain CloudFront reaches it through, and the secret header that proves a request
// came through CloudFront. Made in the stack's own scope, so the logical ids are the stack's.
import { CfnOutput, RemovalPolicy, type Stack } from 'aws-cdk-lib';
import { DomainName, HttpApi, SecurityPolicy } from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import type { StageConfig } from '../config';

export type ApiFrontDoor = {
  httpApi: HttpApi;
  apiDomain?: DomainName;
  originVerifySecret: secretsmanager.Secret;
};

export function apiFrontDoor(
  stack: Stack,
  apiOrigin: StageConfig['apiOrigin'] | undefined,
  { retainData }: { retainData: boolean },
): ApiFrontDoor {
  // The stage (with its per-route throttles) is made by the ApiStack, after the routes exist.
  const httpApi = new HttpApi(stack, 'HttpApi', {
    description: `Tender marketplace API (${stack.node.id}); routes come from functions/routes.ts`,
    createDefaultStage: false,
    // With a custom origin domain, the API answers only there: CloudFront is the one way in.
    disableExecuteApiEndpoint: Boolean(apiOrigin),
  });
  let apiDomain: DomainName | undefined;
  if (apiOrigin) {
    apiDomain = new DomainName(stack, 'ApiOriginDomain', {
      domainName: apiOrigin.domain,
      certificate: acm.Certificate.fromCertificateArn(stack, 'ApiOriginCertificate', apiOrigin.certificateArn),
      securityPolicy: SecurityPolicy.TLS_1_2,
    });
    new CfnOutput(stack, 'ApiOriginDnsTarget', {
      description: `CNAME ${apiOrigin.domain} to this (the API's regional domain; only CloudFront uses it)`,
      value: apiDomain.regionalDomainName,
    });
  }
  // Whatever domain the API answers at is public, so CloudFront proves itself with a header whose
  // value is a generated secret: API Gateway's authorizer (constructs/origin-authorizer.ts) refuses a
  // request without it before any function runs. No function is given the value: the authorizer and
  // the data-page renderer read it from Secrets Manager.
  const originVerifySecret = new secretsmanager.Secret(stack, 'OriginVerifySecret', {
    description: 'Value of the x-origin-verify header CloudFront adds to every API request',
    generateSecretString: { passwordLength: 48, excludePunctuation: true },
    // Retained where the stage keeps its data (prod), like every other secret of the stage: a stack
    // removed by mistake leaves the value to restore instead of a deleted secret.
    removalPolicy: retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
  NagSuppressions.addResourceSuppressions(originVerifySecret, [
    {
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotating it needs CloudFront updated with it (a deploy, which resolves the new value) while the authorizer and the renderer read it again within 5 minutes; it only proves a request came through the distribution.',
    },
  ]);
  return { httpApi, ...(apiDomain ? { apiDomain } : {}), originVerifySecret };
}
