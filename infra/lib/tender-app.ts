import { Aspects, Tags, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { jobs as jobTable, type Job } from '@tender/functions/jobs';
import { isGuessableWrite } from '@tender/functions/contracts/route-contract';
import { API_BASE_PATH, routes as routeTable, type Route } from '@tender/functions/routes';
import { tableDefinition } from '@tender/functions/data/table-definition';
import { ApiStack } from './api-stack';
import { bundleHandlers } from './bundling/bundle-handlers';
import type { StageConfig } from './config';
import { MAIL_EVENTS_HANDLER } from './constructs/mail-events-function';
import { ORIGIN_AUTHORIZER_HANDLER } from './constructs/origin-authorizer';
import { DataStack } from './data-stack';
import { EdgeAlarmsStack } from './edge-alarms-stack';
import { EdgeStack, WEB_ACL_METRIC_NAME } from './edge-stack';
import { MailStack } from './mail-stack';
import { OpsStack } from './ops-stack';
import { bundlesDir, handlersDir } from './paths';
import { WebStack } from './web-stack';

/** The path prefixes (up to the first parameter) of the guessable writes: the WAF's tighter rate. */
export function guessablePathsOf(routes: readonly Route[]): string[] {
  const prefixes = routes.filter(isGuessableWrite).map((route) => `${API_BASE_PATH}${route.path.split('{')[0]}`);
  return [...new Set(prefixes)].sort();
}
export type TenderStacks = {
  data: DataStack;
  mail: MailStack;
  web: WebStack;
  api: ApiStack;
  ops: OpsStack;
  /** The WAF web ACL (us-east-1), when the stage has WAF on. */
  edge?: EdgeStack;
  /** CloudFront's and the WAF's alarms (us-east-1), when the stage's account is known. */
  edgeAlarms?: EdgeAlarmsStack;
};

/** CloudFront's WAF web ACLs (and its metrics) live in us-east-1. */
export const EDGE_REGION = 'us-east-1';

export type TenderAppOptions = {
  /** The route table; functions/routes.ts unless a test builds the app for another (e.g. a bigger one). */
  routes?: readonly Route[];
  /** The job table; functions/jobs.ts unless a test builds the app for another. */
  jobs?: readonly Job[];
};

/**
 * Every function the app deploys, by handler, bundled in one esbuild pass: every route's handler, every
 * job's, the mail events function's and the authorizer's. Whoever asks for the same set (the infra
 * tests) gets that pass's bundles from bundleHandlers' cache instead of a pass of its own.
 */
export function appHandlers(routes: readonly Route[] = routeTable, jobs: readonly Job[] = jobTable): string[] {
  return [
    ...routes.map((route) => route.handler),
    ...jobs.map((job) => job.handler),
    MAIL_EVENTS_HANDLER,
    ORIGIN_AUTHORIZER_HANDLER,
  ];
}

/**
 * Builds one stage of the app: data -> (edge) -> web -> ops -> api, mail before ops and api, edge
 * alarms after web. Each stack is
 * pinned to the stage's region and, when given (`<STAGE>_ACCOUNT_ID`, required for prod), account; no lookups, so synth
 * needs no AWS credentials. cdk-nag's AWS Solutions and Serverless checks run on every synth.
 */
export function createTenderApp(app: App, config: StageConfig, options: TenderAppOptions = {}): TenderStacks {
  const routes = options.routes ?? routeTable;
  const jobs = options.jobs ?? jobTable;
  const prefix = `tender-${config.stage}`;
  Tags.of(app).add('project', 'tender-marketplace');
  Tags.of(app).add('stage', config.stage);
  const env = config.env.account ? { account: config.env.account, region: config.env.region } : undefined;

  const data = new DataStack(app, `${prefix}-data`, {
    description: `Tender marketplace ${config.stage}: DynamoDB table and uploads bucket (stateful)`,
    uploadOrigins: config.uploadOrigins,
    retainData: config.retainData,
    ...(env ? { env } : {}),
  });

  const bundles = bundleHandlers({ handlers: appHandlers(routes, jobs), handlersDir, outDir: bundlesDir });

  const mail = new MailStack(app, `${prefix}-mail`, {
    description: `Tender marketplace ${config.stage}: SES configuration set, feedback topic, suppression list feed and sender identity`,
    ...(config.mail.identityDomain ? { domain: config.mail.identityDomain } : {}),
    events: {
      table: data.table,
      bundle: bundles.bundles.get(MAIL_EVENTS_HANDLER)!,
      uploadsBucketName: data.uploadsBucket.bucketName,
      stage: config.stage,
      retainData: config.retainData,
      tracing: config.edgeLogs,
    },
    ...(env ? { env } : {}),
  });

  const edge =
    config.waf.enabled && env
      ? new EdgeStack(app, `${prefix}-edge`, {
          description: `Tender marketplace ${config.stage}: WAF web ACL of the distribution (us-east-1)`,
          rateLimit: config.waf.rateLimit,
          authRateLimit: config.waf.authRateLimit,
          guessablePaths: guessablePathsOf(routes),
          env: { account: env.account, region: EDGE_REGION },
          crossRegionReferences: true,
        })
      : undefined;

  const web = new WebStack(app, `${prefix}-web`, {
    description: `Tender marketplace ${config.stage}: HTTP API, SPA bucket and CloudFront`,
    site: config.site,
    webDistDir: config.webDistDir,
    routes,
    uploadConnectOrigins: [`https://${data.uploadsBucket.bucketRegionalDomainName}`],
    retainData: config.retainData,
    edgeLogs: config.edgeLogs,
    ...(config.apiOrigin ? { apiOrigin: config.apiOrigin } : {}),
    ...(edge ? { webAclArn: edge.webAcl.attrArn } : {}),
    // Cross-region references: the WAF's ARN in, the distribution's id out (edge alarms).
    ...(env ? { env, crossRegionReferences: true } : {}),
  });

  // Before the api stack: every function's duration alarm tells its topic.
  const ops = new OpsStack(app, `${prefix}-ops`, {
    description: `Tender marketplace ${config.stage}: alarms, their topic and the cost budget`,
    stage: config.stage,
    httpApi: web.httpApi,
    table: data.table,
    indexNames: tableDefinition.indexes.map((index) => index.name),
    monthlyBudgetUsd: config.monthlyBudgetUsd,
    ...(config.alarmEmail ? { alarmEmail: config.alarmEmail } : {}),
    ...(mail.events ? { deadLetterQueues: [mail.events.deadLetters] } : {}),
    watchedFunctions: [
      ...(mail.events
        ? [
            {
              id: 'MailEvents',
              fn: mail.events.function,
              what: 'The mail events function',
            },
          ]
        : []),
      ...(web.renderer
        ? [
            {
              id: 'DataPages',
              fn: web.renderer,
              what: "The data pages' renderer",
            },
          ]
        : []),
    ],
    ...(env ? { env } : {}),
  });

  // CloudFront and a CLOUDFRONT web ACL publish their metrics in us-east-1 only.
  const edgeAlarms = env
    ? new EdgeAlarmsStack(app, `${prefix}-edge-alarms`, {
        description: `Tender marketplace ${config.stage}: CloudFront and WAF alarms (us-east-1)`,
        stage: config.stage,
        distributionId: web.distribution.distributionId,
        ...(edge ? { webAclMetricName: WEB_ACL_METRIC_NAME } : {}),
        ...(config.alarmEmail ? { alarmEmail: config.alarmEmail } : {}),
        env: { account: env.account, region: EDGE_REGION },
        crossRegionReferences: true,
      })
    : undefined;

  const api = new ApiStack(app, `${prefix}-api`, {
    description: `Tender marketplace ${config.stage}: one Lambda function per route of functions/routes.ts (in nested stacks by area)`,
    stage: config.stage,
    routes,
    jobs,
    bundles,
    httpApi: web.httpApi,
    siteUrl: web.siteUrl,
    table: data.table,
    uploadsBucket: data.uploadsBucket,
    receiptKey: data.receiptKey,
    bidOpenerRole: data.bidOpenerRole,
    mailFrom: config.mail.from,
    mailConfigurationSetName: mail.configurationSet.configurationSetName,
    originVerifySecret: web.originVerifySecret,
    ...(web.apiDomain ? { apiDomain: web.apiDomain } : {}),
    retainData: config.retainData,
    tracing: config.edgeLogs,
    alarmTopic: ops.alarmTopic,
    ...(config.razorpaySecretArn ? { razorpaySecretArn: config.razorpaySecretArn } : {}),
    ...(env ? { env } : {}),
  });
  api.addStackDependency(mail, 'the configuration set (and identity) exist before functions send mail');

  Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
  Aspects.of(app).add(new ServerlessChecks({ verbose: true }));
  return { data, mail, web, api, ops, ...(edge ? { edge } : {}), ...(edgeAlarms ? { edgeAlarms } : {}) };
}
