// Every stage's settings, kept in the repository: where a stage lives (its region; whether its
// account must be pinned), what it keeps when removed, what protects it and its bill, and its names
// (mail domain and sender, site and API domains with their certificates, the alarm address). Only
// the account id (`<STAGE>_ACCOUNT_ID`) and the secrets stay outside: a deploy from any shell builds
// the same stage. lib/config.ts checks them.

/** The names a stage is reached and mailed by. */
export type StageNames = {
  /** The SES domain identity (Easy DKIM) the mail stack creates; `mailFrom` must be one of its addresses. */
  mailDomain?: string;
  /** The From header of every mail; default `Pune Project Consultants <no-reply@<mailDomain>>`. */
  mailFrom?: string;
  /** The site's own domain (CloudFront alias); DNS is outside this app. */
  siteDomain?: string;
  /** ACM certificate in us-east-1 covering `siteDomain`. */
  siteCertificateArn?: string;
  /** A name only CloudFront uses to reach the API (its regional custom domain); execute-api is disabled with it. */
  apiDomain?: string;
  /** ACM certificate for `apiDomain` in the stage's region. */
  apiCertificateArn?: string;
  /** Subscribed to the alarm topics and the budget's notices. */
  alarmEmail?: string;
  /** Extra origins admitted to upload (S3 CORS), e.g. the SiteDomainTarget output before `siteDomain` exists. */
  uploadOrigins?: readonly string[];
  /** An existing Secrets Manager secret with the Razorpay keys, instead of the one the api stack makes. */
  razorpaySecretArn?: string;
};

export type StageNameKey = keyof StageNames;

export type StageSettings = {
  region: string;
  /**
   * true: the stage's AWS account id must be given (`<STAGE>_ACCOUNT_ID`, e.g. PROD_ACCOUNT_ID) and
   * every stack is pinned to it, so a deploy with the wrong credentials stops instead of creating a
   * second copy elsewhere. false: the variable pins it when set, else the CLI's credentials decide.
   */
  requireAccount: boolean;
  /** true: the table, the buckets, the log groups and the generated secrets stay when the stack goes (and the data stack is termination protected). */
  retainData: boolean;
  /** An AWS WAF web ACL (managed rules + a rate-based rule) on the distribution; needs the account. */
  waf: boolean;
  /** API requests per 5 minutes from one address before WAF blocks it. */
  wafRateLimit: number;
  /**
   * Requests per 5 minutes from one address to the guessable writes (login, sign-up, forgot and reset
   * password, contact, uploads, registrations and their payments): an office of contractors behind
   * one address still logs in, a guesser is stopped long before the application's own limits.
   */
  wafAuthRateLimit: number;
  /** Monthly cost budget (USD): mail at 80 % of actual and 100 % of forecast spend. */
  monthlyBudgetUsd: number;
  /** CloudFront standard logs (to an S3 bucket) and Lambda/X-Ray tracing. */
  edgeLogs: boolean;
  /** The stage's names. An empty string is a name not filled in yet: the synth stops and names it. */
  names: StageNames;
  /** Names the stage cannot go without: missing or empty, the synth stops naming each. */
  requiredNames: readonly StageNameKey[];
};

const REGION = 'ap-south-1';

/** The stages an operator may deploy; any other name needs `-c allowUnknownStage=true` (and gets dev's settings). */
export const STAGES: Readonly<Record<string, StageSettings>> = {
  dev: {
    region: REGION,
    requireAccount: false,
    retainData: false,
    waf: false,
    wafRateLimit: 2000,
    wafAuthRateLimit: 200,
    monthlyBudgetUsd: 25,
    edgeLogs: true,
    names: {},
    requiredNames: [],
  },
  prod: {
    region: REGION,
    requireAccount: true,
    retainData: true,
    waf: true,
    wafRateLimit: 1000,
    wafAuthRateLimit: 100,
    monthlyBudgetUsd: 100,
    edgeLogs: true,
    // The business's own domain (shared/constants.ts, the functions' default sender). The values
    // left '' are not known to this repository yet: fill them in (infra/README.md, "Deploy") and
    // commit; until then a prod synth stops and names each.
    names: {
      mailDomain: 'puneprojectconsultants.in',
      mailFrom: 'Pune Project Consultants <no-reply@puneprojectconsultants.in>',
      siteDomain: '',
      siteCertificateArn: '',
      apiDomain: '',
      apiCertificateArn: '',
      alarmEmail: '',
      uploadOrigins: [],
    },
    requiredNames: ['mailDomain', 'siteDomain', 'siteCertificateArn', 'apiDomain', 'apiCertificateArn', 'alarmEmail'],
  },
};

/** The settings a stage name not in STAGES gets when asked for on purpose (a developer's own 'alice'). */
export const UNKNOWN_STAGE_SETTINGS_FROM = 'dev';

/** The environment variable that names a stage's AWS account id: 'prod' -> PROD_ACCOUNT_ID, 'my-dev' -> MY_DEV_ACCOUNT_ID. */
export function accountVariable(stage: string): string {
  return `${stage.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_ACCOUNT_ID`;
}
