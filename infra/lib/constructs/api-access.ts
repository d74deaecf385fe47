import { Arn, ArnFormat, Stack } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import { Construct, type IDependable } from 'constructs';
import {
  effectiveAccess,
  WHOLE_KEY_PREFIXES,
  type EffectiveAccess,
  type KeyPrefix,
  type KeyUse,
  type SecretName,
} from '@tender/functions/contracts/route-contract';
import type { Route } from '@tender/functions/routes';
import { mailAddress } from '../config';

/**
 * DynamoDB actions on the whole table and its indexes, by access level: a reading route can only
 * GetItem, Query and BatchGetItem; a writing one also checks conditions (a transaction's
 * ConditionCheck reads, it changes nothing), and writes in a statement of its own (TABLE_WRITE_ACTIONS).
 */
export const TABLE_ACTIONS = {
  read: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:BatchGetItem'],
  write: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:BatchGetItem', 'dynamodb:ConditionCheckItem'],
} as const;

/**
 * The writes (a transaction's Put, Update and Delete are authorised as these, item by item), on the
 * table only and only of the items whose partition key is of a kind the access lists
 * (`leadingKeyPatterns`, condition dynamodb:LeadingKeys).
 */
export const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
] as const;

/** The dynamodb:LeadingKeys patterns of these kinds: `<KIND>#*`, or the key itself for a whole-key kind (SETTINGS). */
export function leadingKeyPatterns(kinds: readonly KeyPrefix[]): string[] {
  return kinds.map((kind) => (WHOLE_KEY_PREFIXES.includes(kind) ? kind : `${kind}#*`));
}

/** S3 actions on the uploads bucket's objects: presigned GET needs GetObject, presigned POST PutObject. */
export const BUCKET_ACTIONS = {
  read: ['s3:GetObject'],
  write: ['s3:GetObject', 's3:PutObject'],
  // A plain upload sealed into a bid is deleted with its version: a versioned bucket keeps no copy.
  seal: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:DeleteObjectVersion'],
  // Erasing an account removes every version of its files, so it also lists them (ERASE_LIST_ACTIONS).
  erase: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:DeleteObjectVersion'],
} as const;

/** With bucket 'erase', on the bucket itself, held to the folders an account's files live in. */
export const ERASE_LIST_ACTIONS = ['s3:ListBucket', 's3:ListBucketVersions'] as const;
export const ERASE_LIST_PREFIXES = ['files/*', 'exports/*', 'tmp/*'] as const;

export const MAIL_ACTIONS = ['ses:SendEmail', 'ses:SendRawEmail'] as const;

/** KMS actions by key use (route-contract.ts KeyUse): the receipt key's on that one key. */
export const KEY_ACTIONS = {
  receiptPublicKey: ['kms:GetPublicKey'],
  receiptSign: ['kms:Sign'],
  // Tender sealing keys are made at publish, one per tender, so they are named by their tag.
  sealingKeyCreate: ['kms:CreateKey', 'kms:TagResource', 'kms:ScheduleKeyDeletion'],
  sealingDataKey: ['kms:GenerateDataKey'],
  // None: the function runs as the opener role, which each sealing key's own policy lets decrypt
  // from the opening time; an IAM statement could add nothing the key policy does not decide.
  sealingOpen: [],
} as const satisfies Record<KeyUse, readonly string[]>;

/** The tag every tender sealing key carries (functions/platform/kms-client.ts SEALING_KEY_TAG). */
export const SEALING_TAG = { key: 'purpose', value: 'tender-sealing' } as const;
const RECEIPT_USES: readonly KeyUse[] = ['receiptPublicKey', 'receiptSign'];

/** The environment variable that tells a function where each secret is. */
export const SECRET_ARN_VARIABLES = {
  jwt: 'JWT_SECRET_ARN',
  razorpay: 'RAZORPAY_SECRET_ARN',
  razorpayWebhook: 'RAZORPAY_WEBHOOK_SECRET_ARN',
} as const satisfies Record<SecretName, string>;

export type ApiAccessProps = {
  stage: string;
  table: dynamodb.ITable;
  uploadsBucket: s3.IBucket;
  receiptKey: kms.IKey;
  /** The opening function's role: the one principal a sealing key's policy lets decrypt, after the opening. */
  bidOpenerRole: iam.IRole;
  secrets: Record<SecretName, secretsmanager.ISecret>;
  mail: {
    from: string;
    /** SES configuration set every mail is sent with (bounce and complaint events); optional. */
    configurationSetName?: string;
  };
  siteUrl: string;
};

/**
 * What the API functions may touch, granted per route: each function gets a role of its own with
 * exactly `effectiveAccess(route)` (functions/contracts/route-contract.ts), and an environment that
 * names only the resources it may use (functions/platform/config.ts parses it at cold start). The
 * one exception: a route that opens sealed covers runs as the data stack's opener role (functionRoleFor).
 */
export class ApiAccess extends Construct {
  private readonly props: ApiAccessProps;

  constructor(scope: Construct, id: string, props: ApiAccessProps) {
    super(scope, id);
    this.props = props;
  }

  /** The route's environment: the base settings, plus the ARNs of the secrets it is granted. */
  environmentFor(route: Route): Record<string, string> {
    return this.environmentForAccess(effectiveAccess(route));
  }

  /**
   * A function's environment for this access. No x-origin-verify value: API Gateway's authorizer
   * (constructs/origin-authorizer.ts) checks it before any function runs.
   */
  environmentForAccess(access: EffectiveAccess): Record<string, string> {
    const { props } = this;
    return {
      STAGE: props.stage,
      TABLE_NAME: props.table.tableName,
      UPLOADS_BUCKET: props.uploadsBucket.bucketName,
      MAIL_FROM: props.mail.from,
      ...(props.mail.configurationSetName ? { MAIL_CONFIGURATION_SET: props.mail.configurationSetName } : {}),
      SITE_URL: props.siteUrl,
      ...(access.keys.some((use) => RECEIPT_USES.includes(use)) ? { RECEIPT_KEY_ID: props.receiptKey.keyArn } : {}),
      ...(access.keys.includes('sealingKeyCreate') ? { BID_OPENER_ROLE_ARN: props.bidOpenerRole.roleArn } : {}),
      ...Object.fromEntries(
        access.secrets.map((name) => [SECRET_ARN_VARIABLES[name], props.secrets[name].secretArn] as const),
      ),
      NODE_OPTIONS: '--enable-source-maps',
    };
  }

  /**
   * The role one route's function runs as, and its grants (the function waits for them): a role of
   * its own (`Role` in `scope`) with its log group and exactly what the route's access says; or, for
   * a route that opens sealed covers (key use 'sealingOpen'), the data stack's opener role itself,
   * with the same grants attached to it as a policy of this stack (`OpenerPolicy` in `scope`).
   */
  functionRoleFor(
    scope: Construct,
    route: Route,
    logGroup: logs.ILogGroup,
    options: { tracing: boolean },
  ): { role: iam.IRole; grants: IDependable } {
    const access = effectiveAccess(route);
    if (!access.keys.includes('sealingOpen')) {
      const role = this.roleForAccess(scope, access, `${route.method} ${route.path}`, logGroup);
      return { role, grants: role };
    }
    return this.openerRoleFor(scope, access, logGroup, options);
  }

  /**
   * The opener role as a function's role. The data stack owns it (every sealing key's policy names
   * it), so nothing here may change it there: the grants go in a policy made in this stack, and the
   * function gets an immutable reference (Lambda's own additions, X-Ray, would otherwise land in the
   * data stack; the policy carries X-Ray instead). Decrypt is in no statement: the key policy decides.
   */
  private openerRoleFor(
    scope: Construct,
    access: EffectiveAccess,
    logGroup: logs.ILogGroup,
    options: { tracing: boolean },
  ): { role: iam.IRole; grants: IDependable } {
    const policy = new iam.Policy(scope, 'OpenerPolicy', {
      roles: [this.props.bidOpenerRole],
      statements: [
        new iam.PolicyStatement({
          actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
          resources: [logGroup.logGroupArn],
        }),
        ...this.statementsFor(access, Stack.of(scope)),
        ...(options.tracing ? [XRAY_STATEMENT()] : []),
      ],
    });
    suppressScopedWildcards(policy);
    const role = iam.Role.fromRoleArn(scope, 'OpenerRole', this.props.bidOpenerRole.roleArn, { mutable: false });
    return { role, grants: policy };
  }

  /** A role (made as `Role` in `scope`) with its log group and exactly this access; `what` begins its description. */
  roleForAccess(scope: Construct, access: EffectiveAccess, what: string, logGroup: logs.ILogGroup): iam.Role {
    const role = new iam.Role(scope, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `${what}: ${describeAccess(access)}`,
    });
    logGroup.grantWrite(role);
    for (const statement of this.statementsFor(access, Stack.of(scope))) role.addToPrincipalPolicy(statement);
    suppressScopedWildcards(role);
    return role;
  }

  /** The statements of this access beyond the log group's, in a stable order. */
  private statementsFor(access: EffectiveAccess, stack: Stack): iam.PolicyStatement[] {
    const { props } = this;
    const statements: iam.PolicyStatement[] = [];

    if (access.table !== 'none') {
      statements.push(
        new iam.PolicyStatement({
          actions: [...TABLE_ACTIONS[access.table]],
          resources: [props.table.tableArn, `${props.table.tableArn}/index/*`],
        }),
      );
    }
    if (access.table === 'write' && access.writes.length > 0) {
      statements.push(
        new iam.PolicyStatement({
          actions: [...TABLE_WRITE_ACTIONS],
          resources: [props.table.tableArn],
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': leadingKeyPatterns(access.writes) } },
        }),
      );
    }
    if (access.bucket !== 'none') {
      statements.push(
        new iam.PolicyStatement({
          actions: [...BUCKET_ACTIONS[access.bucket]],
          resources: [props.uploadsBucket.arnForObjects('*')],
        }),
      );
    }
    if (access.bucket === 'erase') {
      statements.push(
        new iam.PolicyStatement({
          actions: [...ERASE_LIST_ACTIONS],
          resources: [props.uploadsBucket.bucketArn],
          conditions: { StringLike: { 's3:prefix': [...ERASE_LIST_PREFIXES] } },
        }),
      );
    }
    if (access.mail) {
      const from = mailAddress(props.mail.from);
      statements.push(
        new iam.PolicyStatement({
          actions: [...MAIL_ACTIONS],
          // In the sandbox SES also authorises against the recipient's identity, so the resource is
          // any identity; the condition holds the sender to the stage's own address.
          resources: [
            Arn.format(
              { service: 'ses', resource: 'identity', resourceName: '*', arnFormat: ArnFormat.SLASH_RESOURCE_NAME },
              stack,
            ),
            ...(props.mail.configurationSetName
              ? [
                  Arn.format(
                    {
                      service: 'ses',
                      resource: 'configuration-set',
                      resourceName: props.mail.configurationSetName,
                      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
                    },
                    stack,
                  ),
                ]
              : []),
          ],
          ...(from ? { conditions: { StringEquals: { 'ses:FromAddress': from } } } : {}),
        }),
      );
    }
    const receiptUses = access.keys.filter((use) => RECEIPT_USES.includes(use));
    if (receiptUses.length > 0) {
      statements.push(
        new iam.PolicyStatement({
          actions: receiptUses.flatMap((use) => KEY_ACTIONS[use]),
          resources: [props.receiptKey.keyArn],
        }),
      );
    }
    statements.push(...sealingKeyStatements(access.keys, stack));
    for (const name of access.secrets) {
      statements.push(
        new iam.PolicyStatement({
          actions: ['secretsmanager:GetSecretValue'],
          resources: [props.secrets[name].secretArn],
        }),
      );
    }
    return statements;
  }
}

/** What Lambda itself adds to a function's own role when it is traced. */
const XRAY_STATEMENT = () =>
  new iam.PolicyStatement({ actions: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'], resources: ['*'] });

/** cdk-nag: every wildcard of a function's grants is scoped to our own resources (see each). */
function suppressScopedWildcards(grants: iam.Role | iam.Policy): void {
  NagSuppressions.addResourceSuppressions(
    grants,
    [
      {
        id: 'AwsSolutions-IAM5',
        reason:
          "Wildcards scoped to our own resources: the function's own log group's streams, the one table's GSIs, " +
          'objects of the uploads bucket (keys are generated per upload), SES identities (in the sandbox SES ' +
          'also checks the recipient identity; a condition holds the sender to the stage address), and tender ' +
          'sealing keys (one per tender, only those carrying the sealing tag; never Decrypt).',
        appliesTo: [
          { regex: '/^Resource::<.*Logs[0-9A-F]{8}\\.Arn>:\\*$/' },
          'Resource::<Table.Arn>/index/*',
          'Resource::<UploadsBucket.Arn>/*',
          // Tokens in an environment-agnostic stage, literal values in a pinned one (prod).
          { regex: '/^Resource::arn:.+:ses:.+:identity\\/\\*$/' },
          // Tender sealing keys: one per tender, made at publish; every statement on them is held by
          // the sealing tag (aws:ResourceTag / aws:RequestTag), and none grants Decrypt.
          { regex: '/^Resource::arn:.+:kms:.+:key\\/\\*$/' },
          // Tracing: X-Ray's PutTraceSegments/PutTelemetryRecords have no resource-level permissions.
          'Resource::*',
        ],
      },
    ],
    true,
  );
}

/**
 * The sealing keys' grants: created only with the sealing tag (and no other tag), retired or used
 * for data keys only when they carry it. Decrypt is never granted here: a sealing key's own policy
 * refuses it to everyone but the opening role, and to that role before the opening time.
 */
function sealingKeyStatements(uses: readonly KeyUse[], stack: Stack): iam.PolicyStatement[] {
  const keys = Arn.format(
    { service: 'kms', resource: 'key', resourceName: '*', arnFormat: ArnFormat.SLASH_RESOURCE_NAME },
    stack,
  );
  const tagged = { StringEquals: { [`aws:ResourceTag/${SEALING_TAG.key}`]: SEALING_TAG.value } };
  const statements: iam.PolicyStatement[] = [];
  if (uses.includes('sealingKeyCreate')) {
    statements.push(
      new iam.PolicyStatement({
        actions: ['kms:CreateKey', 'kms:TagResource'],
        resources: ['*'],
        conditions: {
          StringEquals: { [`aws:RequestTag/${SEALING_TAG.key}`]: SEALING_TAG.value },
          'ForAllValues:StringEquals': { 'aws:TagKeys': [SEALING_TAG.key] },
        },
      }),
      new iam.PolicyStatement({ actions: ['kms:ScheduleKeyDeletion'], resources: [keys], conditions: tagged }),
    );
  }
  if (uses.includes('sealingDataKey')) {
    statements.push(
      new iam.PolicyStatement({ actions: ['kms:GenerateDataKey'], resources: [keys], conditions: tagged }),
    );
  }
  return statements;
}

/** A short description of a route's access for the role's description, e.g. 'table read, secrets jwt'. */
export function describeAccess(access: EffectiveAccess): string {
  const parts = [
    access.table !== 'none'
      ? `table ${access.table}${access.writes.length ? ` (${access.writes.join(' ')})` : ''}`
      : undefined,
    access.bucket !== 'none' ? `bucket ${access.bucket}` : undefined,
    access.mail ? 'mail' : undefined,
    access.secrets.length > 0 ? `secrets ${access.secrets.join(' ')}` : undefined,
    access.keys.length > 0 ? `keys ${access.keys.join(' ')}` : undefined,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'logs only';
}
