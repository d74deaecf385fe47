// Per-stage settings kept in the repository: where a stage lives (account and region, pinned so that
// a deploy with the wrong credentials stops instead of creating a second copy elsewhere), what it
// keeps when removed, and what protects it and its bill. Environment variables (bin/app.ts) add the
// deployment-specific names: domains, certificates, the alarm address.

export type StageSettings = {
  /** The AWS account the stage must be deployed to; unset = whatever the CLI's credentials are (dev). */
  account?: string;
  region: string;
  /** true: the table, the buckets and the log groups stay when the stack goes (and the data stack is termination protected). */
  retainData: boolean;
  /** An AWS WAF web ACL (managed rules + a rate-based rule) on the distribution; needs `account`. */
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
    retainData: false,
    waf: false,
    wafRateLimit: 2000,
    monthlyBudgetUsd: 25,
    edgeLogs: true,
  },
  prod: {
    // Replace with the production account id before the first deploy (infra/README.md, Deploy).
    account: '123456789012',
    region: REGION,
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
