// Per-stage settings kept in the repository: where a stage lives (its region; whether its account
// must be pinned), what it keeps when removed, and what protects it and its bill. Environment
// variables (bin/app.ts) add the deployment-specific names: the account id, domains, certificates,
// the alarm address.

export type StageSettings = {
  region: string;
  /**
   * true: the stage's AWS account id must be given (`<STAGE>_ACCOUNT_ID`, e.g. PROD_ACCOUNT_ID) and
   * every stack is pinned to it, so a deploy with the wrong credentials stops instead of creating a
   * second copy elsewhere. false: the variable pins it when set, else the CLI's credentials decide.
   */
  requireAccount: boolean;
  /**
   * true: API_DOMAIN and API_CERTIFICATE_ARN must be given, so the HTTP API's default execute-api
   * endpoint is always disabled and only CloudFront (through that regional domain) reaches the API.
   */
  requireApiOriginDomain: boolean;
  /** true: the table, the buckets and the log groups stay when the stack goes (and the data stack is termination protected). */
  retainData: boolean;
  /** An AWS WAF web ACL (managed rules + a rate-based rule) on the distribution; needs the account. */
  waf: boolean;
  /** Requests per 5 minutes from one address before WAF blocks it. */
  wafRateLimit: number;
  /** Monthly cost budget (USD): mail at 80 % of actual and 100 % of forecast spend. */
  monthlyBudgetUsd: number;
  /** CloudFront standard logs (to an S3 bucket) and Lambda/X-Ray tracing. */
  edgeLogs: boolean;
};

const REGION = 'ap-south-1';

export const STAGES: Readonly<Record<string, StageSettings>> = {
  dev: {
    region: REGION,
    requireAccount: false,
    requireApiOriginDomain: false,
    retainData: false,
    waf: false,
    wafRateLimit: 2000,
    monthlyBudgetUsd: 25,
    edgeLogs: true,
  },
  prod: {
    region: REGION,
    requireAccount: true,
    requireApiOriginDomain: true,
    retainData: true,
    waf: true,
    wafRateLimit: 1000,
    monthlyBudgetUsd: 100,
    edgeLogs: true,
  },
};

/** A stage not listed above (e.g. a developer's own 'alice') gets dev's settings. */
export function stageSettings(stage: string): StageSettings {
  return STAGES[stage] ?? STAGES.dev!;
}

/** The environment variable that names a stage's AWS account id: 'prod' -> PROD_ACCOUNT_ID, 'my-dev' -> MY_DEV_ACCOUNT_ID. */
export function accountVariable(stage: string): string {
  return `${stage.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_ACCOUNT_ID`;
}
