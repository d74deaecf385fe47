import { App } from 'aws-cdk-lib';
import { buildStageConfig } from '../lib/config';
import { webDistDir } from '../lib/paths';
import { createTenderApp } from '../lib/tender-app';

// The only place that reads process.env (README: "Stage configuration").
const config = buildStageConfig({
  stage: process.env.STAGE,
  mailFrom: process.env.MAIL_FROM,
  mailDomain: process.env.MAIL_DOMAIN,
  siteDomain: process.env.SITE_DOMAIN,
  siteCertificateArn: process.env.SITE_CERTIFICATE_ARN,
  uploadOrigins: process.env.UPLOAD_ORIGINS,
  razorpaySecretArn: process.env.RAZORPAY_SECRET_ARN,
  webDistDir: process.env.WEB_DIST_DIR ?? webDistDir,
});

const app = new App();
createTenderApp(app, config);
app.synth();
