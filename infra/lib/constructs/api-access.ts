import { Arn, ArnFormat, Stack } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';

export type ApiAccessProps = {
  stage: string;
  table: dynamodb.ITable;
  uploadsBucket: s3.IBucket;
  jwtSecret: secretsmanager.ISecret;
  razorpaySecret: secretsmanager.ISecret;
  razorpayWebhookSecret: secretsmanager.ISecret;
  mailFrom: string;
  siteUrl: string;
};

/**
 * What every API function may touch and is told about, granted once: one execution role shared by
 * all route functions (they need the same access, and a role per function would double the IAM
 * resources of a stack that already holds ~5 resources per route against CloudFormation's 500)
 * and the environment that functions/platform/config.ts parses at cold start.
 */
export class ApiAccess extends Construct {
  readonly role: iam.Role;
  readonly environment: Readonly<Record<string, string>>;

  constructor(scope: Construct, id: string, props: ApiAccessProps) {
    super(scope, id);

    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: 'Execution role of the tender marketplace API functions',
      managedPolicies: [iam.ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSLambdaBasicExecutionRole')],
    });
    props.table.grantReadWriteData(this.role);
    props.uploadsBucket.grantRead(this.role);
    props.uploadsBucket.grantPut(this.role);
    // Every function reads all three at its first request (functions/platform/secrets.ts).
    for (const secret of [props.jwtSecret, props.razorpaySecret, props.razorpayWebhookSecret]) {
      secret.grantRead(this.role);
    }
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [
          Arn.format(
            { service: 'ses', resource: 'identity', resourceName: '*', arnFormat: ArnFormat.SLASH_RESOURCE_NAME },
            Stack.of(this),
          ),
        ],
      }),
    );

    this.environment = {
      STAGE: props.stage,
      TABLE_NAME: props.table.tableName,
      UPLOADS_BUCKET: props.uploadsBucket.bucketName,
      MAIL_FROM: props.mailFrom,
      SITE_URL: props.siteUrl,
      JWT_SECRET_ARN: props.jwtSecret.secretArn,
      RAZORPAY_SECRET_ARN: props.razorpaySecret.secretArn,
      RAZORPAY_WEBHOOK_SECRET_ARN: props.razorpayWebhookSecret.secretArn,
      NODE_OPTIONS: '--enable-source-maps',
    };

    NagSuppressions.addResourceSuppressions(
      this.role,
      [
        {
          id: 'AwsSolutions-IAM4',
          reason: "AWSLambdaBasicExecutionRole only allows writing the functions' own CloudWatch logs.",
          appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
        },
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'Wildcards from CDK grants scoped to our own resources: items and GSIs of the one table, objects of the ' +
            'uploads bucket (keys are generated per upload), and SES identities (SES checks the sender identity and, ' +
            'in the sandbox, the recipient identity, which is not known in advance).',
          appliesTo: [
            'Action::s3:GetBucket*',
            'Action::s3:GetObject*',
            'Action::s3:List*',
            'Action::s3:Abort*',
            // <LogicalId.Arn>: the DataStack pins these logical ids (DATA_LOGICAL_IDS).
            'Resource::<Table.Arn>/index/*',
            'Resource::<UploadsBucket.Arn>/*',
            'Resource::arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/*',
          ],
        },
      ],
      true,
    );
  }
}
