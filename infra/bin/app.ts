import { App } from 'aws-cdk-lib';
import { DEFAULT_STAGE, buildStageConfig } from '../lib/config';
import { accountVariable } from '../lib/stages';
import { webDistDir } from '../lib/paths';
import { createTenderApp } from '../lib/tender-app';

// The only place that reads process.env (README: "Stage configuration"). The stage comes from
// `-c stage=<name>` (npm run synth|deploy|diff -- -c stage=prod), else from STAGE, else dev.
const app = new App();
const contextStage = app.node.tryGetContext('stage') as unknown;

const stage = typeof contextStage === 'string' ? contextStage : process.env.STAGE;

const config = buildStageConfig({
  stage,
  // PROD_ACCOUNT_ID for prod, DEV_ACCOUNT_ID for dev, ...: required where lib/stages.ts says so.
  account: process.env[accountVariable(stage?.trim() || DEFAULT_STAGE)],
  defaultAccount: process.env.CDK_DEFAULT_ACCOUNT,
  mailFrom: process.env.MAIL_FROM,
  mailDomain: process.env.MAIL_DOMAIN,
  siteDomain: process.env.SITE_DOMAIN,
  siteCertificateArn: process.env.SITE_CERTIFICATE_ARN,
  apiOriginDomain: process.env.API_DOMAIN,
  apiOriginCertificateArn: process.env.API_CERTIFICATE_ARN,
  uploadOrigins: process.env.UPLOAD_ORIGINS,
  razorpaySecretArn: process.env.RAZORPAY_SECRET_ARN,
  alarmEmail: process.env.ALARM_EMAIL,
  waf: process.env.WAF,
  webDistDir: process.env.WEB_DIST_DIR ?? webDistDir,
});

createTenderApp(app, config);
app.synth();
