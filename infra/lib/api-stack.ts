import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import type { Route } from '@tender/functions/routes';
import type { BundleSet } from './bundling/bundle-handlers';
import { ApiAccess } from './constructs/api-access';
import { ApiRoutes } from './constructs/api-routes';

export type ApiStackProps = StackProps & {
  stage: string;
  routes: readonly Route[];
  bundles: BundleSet;
  httpApi: IHttpApi;
  siteUrl: string;
  table: dynamodb.ITable;
  uploadsBucket: s3.IBucket;
  mailFrom: string;
  /** An existing secret with the Razorpay keys; otherwise one is created here to be filled in. */
  razorpaySecretArn?: string;
};

/** The Lambda side: one function and one HTTP API route per entry of functions/routes.ts, and their secrets. */
export class ApiStack extends Stack {
  readonly routes: ApiRoutes;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);

    const jwtSecret = new secretsmanager.Secret(this, 'JwtSecret', {
      description: 'HS256 signing key of the API session tokens',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    // Changing a created secret's generateSecretString makes CloudFormation generate a new value,
    // which would wipe the keys an operator pasted in: this template stays as first deployed.
    const razorpaySecret = props.razorpaySecretArn
      ? secretsmanager.Secret.fromSecretCompleteArn(this, 'RazorpaySecret', props.razorpaySecretArn)
      : new secretsmanager.Secret(this, 'RazorpaySecret', {
          description:
            'Razorpay API keys as JSON {"key_id","key_secret"}: replace the placeholder after the first deploy',
          generateSecretString: {
            secretStringTemplate: JSON.stringify({ key_id: 'REPLACE_ME' }),
            generateStringKey: 'key_secret',
            excludePunctuation: true,
          },
          removalPolicy: RemovalPolicy.RETAIN, // holds keys typed in by an operator
        });
    // A secret of its own (not a field of the Razorpay secret): made here, whether or not the keys'
    // secret is, and copied by an operator into the webhook's settings in the Razorpay dashboard.
    const razorpayWebhookSecret = new secretsmanager.Secret(this, 'RazorpayWebhookSecret', {
      description: "Razorpay webhook secret: paste this value into the webhook's settings in the Razorpay dashboard",
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN, // shared with Razorpay's webhook settings
    });
    NagSuppressions.addResourceSuppressions(
      [jwtSecret, razorpaySecret, razorpayWebhookSecret],
      [
        {
          id: 'AwsSolutions-SMG4',
          reason:
            'JWT key: rotating it logs every user out, done by hand when needed. Razorpay keys are issued and ' +
            'rotated in the Razorpay dashboard, then pasted here; the webhook secret is set in both places by hand. ' +
            'Secrets Manager cannot rotate them.',
        },
      ],
    );

    const access = new ApiAccess(this, 'Access', {
      stage: props.stage,
      table: props.table,
      uploadsBucket: props.uploadsBucket,
      secrets: { jwt: jwtSecret, razorpay: razorpaySecret, razorpayWebhook: razorpayWebhookSecret },
      mail: { from: props.mailFrom },
      siteUrl: props.siteUrl,
    });

    this.routes = new ApiRoutes(this, 'Routes', {
      httpApi: props.httpApi,
      routes: props.routes,
      bundles: props.bundles,
      access,
    });

    new CfnOutput(this, 'JwtSecretArn', { value: jwtSecret.secretArn });
    new CfnOutput(this, 'RazorpaySecretArn', { value: razorpaySecret.secretArn });
    new CfnOutput(this, 'RazorpayWebhookSecretArn', { value: razorpayWebhookSecret.secretArn });
  }
}
