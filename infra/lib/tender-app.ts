import { Aspects, Tags, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { routes } from '@tender/functions/routes';
import { ApiStack } from './api-stack';
import { bundleHandlers } from './bundling/bundle-handlers';
import type { StageConfig } from './config';
import { DataStack } from './data-stack';
import { MailStack } from './mail-stack';
import { bundlesDir, handlersDir } from './paths';
import { WebStack } from './web-stack';

export type TenderStacks = {
  data: DataStack;
  mail?: MailStack;
  web: WebStack;
  api: ApiStack;
};

/**
 * Builds one stage of the app: data -> web -> api (mail on its own). Environment-agnostic stacks
 * (no account/region, no lookups), so synth needs no AWS credentials; `cdk deploy` uses the
 * CLI's credentials and region. cdk-nag's AWS Solutions checks run on every synth.
 */
export function createTenderApp(app: App, config: StageConfig): TenderStacks {
  const prefix = `tender-${config.stage}`;
  Tags.of(app).add('project', 'tender-marketplace');
  Tags.of(app).add('stage', config.stage);

  const data = new DataStack(app, `${prefix}-data`, {
    description: `Tender marketplace ${config.stage}: DynamoDB table and uploads bucket (stateful, retained)`,
    uploadOrigins: config.uploadOrigins,
  });

  const mail = config.mail.identityDomain
    ? new MailStack(app, `${prefix}-mail`, {
        description: `Tender marketplace ${config.stage}: SES sender identity`,
        domain: config.mail.identityDomain,
      })
    : undefined;

  const web = new WebStack(app, `${prefix}-web`, {
    description: `Tender marketplace ${config.stage}: HTTP API, SPA bucket and CloudFront`,
    site: config.site,
    webDistDir: config.webDistDir,
  });

  const api = new ApiStack(app, `${prefix}-api`, {
    description: `Tender marketplace ${config.stage}: one Lambda function per route of functions/routes.ts`,
    stage: config.stage,
    routes,
    bundles: bundleHandlers({ handlers: routes.map((route) => route.handler), handlersDir, outDir: bundlesDir }),
    httpApi: web.httpApi,
    siteUrl: web.siteUrl,
    table: data.table,
    uploadsBucket: data.uploadsBucket,
    mailFrom: config.mail.from,
    ...(config.razorpaySecretArn ? { razorpaySecretArn: config.razorpaySecretArn } : {}),
  });
  if (mail) api.addStackDependency(mail, 'the sender identity exists before functions send mail');

  Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
  return { data, web, api, ...(mail ? { mail } : {}) };
}
