import { App } from 'aws-cdk-lib';
import { DEFAULT_STAGE, RETIRED_VARIABLES, buildStageConfig } from '../lib/config';
import { accountVariable } from '../lib/stages';
import { webDistDir } from '../lib/paths';
import { createTenderApp } from '../lib/tender-app';

// The only place that reads process.env (README: "Stage configuration"). The stage comes from
// `-c stage=<name>` (npm run synth|deploy|diff -- -c stage=prod), else from STAGE, else dev; its
// settings from lib/stages.ts. From the environment only the account id (and the SPA build's folder).
const app = new App();
const contextStage = app.node.tryGetContext('stage') as unknown;
const allowUnknownStage = app.node.tryGetContext('allowUnknownStage') as unknown;

const stage = typeof contextStage === 'string' ? contextStage : process.env.STAGE;

const config = buildStageConfig({
  stage,
  allowUnknownStage: allowUnknownStage === true || allowUnknownStage === 'true',
  // PROD_ACCOUNT_ID for prod, DEV_ACCOUNT_ID for dev, ...: required where lib/stages.ts says so.
  account: process.env[accountVariable(stage?.trim() || DEFAULT_STAGE)],
  defaultAccount: process.env.CDK_DEFAULT_ACCOUNT,
  // Settings that used to come from the shell: refused if still set, so none is silently ignored.
  retiredVariables: Object.keys(RETIRED_VARIABLES).filter((name) => process.env[name]?.trim()),
  webDistDir: process.env.WEB_DIST_DIR ?? webDistDir,
});

createTenderApp(app, config);
app.synth();
