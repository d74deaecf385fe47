import {
  STAGES,
  UNKNOWN_STAGE_SETTINGS_FROM,
  accountVariable,
  type StageNameKey,
  type StageNames,
  type StageSettings,
} from './stages';

// The stage configuration: plain values in, a checked StageConfig out. Only infra/bin reads
// process.env; everything below it receives this object through props.

export type StageConfig = {
  /** 'dev', 'prod', ...: part of every stack name and passed to the functions as STAGE. */
  stage: string;
  /** Where the stage's stacks go: the region from lib/stages.ts, the account from `<STAGE>_ACCOUNT_ID`; account unset = the CLI's credentials. */
  env: { account?: string; region: string };
  /** Stateful resources and logs stay when a stack is deleted (prod), or go with it (dev). */
  retainData: boolean;
  /** WAF web ACL on the distribution (a us-east-1 stack); off, or the rate per 5 minutes per address. */
  waf: { enabled: boolean; rateLimit: number; authRateLimit: number };
  /** Monthly cost budget in USD (AWS Budgets). */
  monthlyBudgetUsd: number;
  /** Who is told about alarms and the budget (an SNS e-mail subscription); none = the topic only. */
  alarmEmail?: string;
  /** CloudFront standard logs and X-Ray tracing. */
  edgeLogs: boolean;
  /**
   * A regional custom domain for the HTTP API that only CloudFront uses as its origin; with it the
   * default execute-api endpoint is disabled. The certificate is an ACM certificate in the stage's
   * region. Required where lib/stages.ts lists it in `requiredNames` (prod).
   */
  apiOrigin?: { domain: string; certificateArn: string };
  mail: {
    /** The From header of every mail, e.g. 'Pune Project Consultants <no-reply@example.in>'. */
    from: string;
    /** When set, the MailStack creates an SES domain identity (Easy DKIM) for this domain. */
    identityDomain?: string;
  };
  site: {
    /** Custom domain of the site (CloudFront alias). DNS records are created outside this app. */
    domain?: string;
    /** ACM certificate in us-east-1 covering `domain`; required with `domain`. */
    certificateArn?: string;
  };
  /** Origins allowed to POST browser uploads to the uploads bucket (S3 CORS). */
  uploadOrigins: readonly string[];
  /** An existing Secrets Manager secret with the Razorpay keys; otherwise the ApiStack creates one. */
  razorpaySecretArn?: string;
  /** The built SPA; the WebStack deploys it only when the folder exists. */
  webDistDir: string;
};

export type StageInput = {
  stage?: string;
  /** A stage name not in lib/stages.ts is refused unless this is set (`-c allowUnknownStage=true`); it then gets dev's settings. */
  allowUnknownStage?: boolean;
  /**
   * The stage's AWS account id, from `<STAGE>_ACCOUNT_ID` (accountVariable: PROD_ACCOUNT_ID for prod):
   * every stack is pinned to it. Required where lib/stages.ts says `requireAccount` (prod).
   */
  account?: string;
  /** The AWS account of the CLI's credentials (CDK_DEFAULT_ACCOUNT): used when the stage's account is not given. */
  defaultAccount?: string;
  /**
   * Environment variables that once carried stage settings (RETIRED_VARIABLES) and are set in the
   * operator's shell: each is refused, so that nobody believes it still takes effect.
   */
  retiredVariables?: readonly string[];
  /** The stage table: lib/stages.ts's STAGES, unless a test gives its own. */
  stages?: Readonly<Record<string, StageSettings>>;
  webDistDir: string;
};

/** The environment variables that carried stage settings before they moved into lib/stages.ts, and where each went. */
export const RETIRED_VARIABLES: Readonly<Record<string, string>> = {
  MAIL_FROM: 'names.mailFrom',
  MAIL_DOMAIN: 'names.mailDomain',
  SITE_DOMAIN: 'names.siteDomain',
  SITE_CERTIFICATE_ARN: 'names.siteCertificateArn',
  API_DOMAIN: 'names.apiDomain',
  API_CERTIFICATE_ARN: 'names.apiCertificateArn',
  ALARM_EMAIL: 'names.alarmEmail',
  UPLOAD_ORIGINS: 'names.uploadOrigins',
  RAZORPAY_SECRET_ARN: 'names.razorpaySecretArn',
  WAF: 'waf',
};

/** What each name is for: the synth's message when a stage needs it and lib/stages.ts leaves it empty. */
const NAME_PURPOSE: Readonly<Record<StageNameKey, string>> = {
  mailDomain: 'the SES domain identity every mail is sent from (without it the identity and its DKIM records go)',
  mailFrom: 'the From header of every mail, an address of mailDomain',
  siteDomain: "the site's domain, the CloudFront alias every mailed link and the uploads CORS origin use",
  siteCertificateArn: 'the ACM certificate of siteDomain in us-east-1 (CloudFront)',
  apiDomain:
    "the API's own origin domain that only CloudFront uses, so that its API has no execute-api side door " +
    '(a name like api-origin.example.in, a CNAME to the ApiOriginDnsTarget output)',
  apiCertificateArn: "a regional ACM certificate for apiDomain in the stage's region",
  alarmEmail: 'the address the alarms and the budget notices go to',
  uploadOrigins: 'extra origins admitted to upload',
  razorpaySecretArn: 'an existing secret with the Razorpay keys',
};

/** Same sender the functions default to (functions/platform/config.ts), so local and cloud mails match. */
export const DEFAULT_MAIL_FROM = 'Pune Project Consultants <no-reply@puneprojectconsultants.in>';

/** The stage when neither `-c stage=` nor STAGE names one. */
export const DEFAULT_STAGE = 'dev';

const STAGE = /^[a-z][a-z0-9-]{0,15}$/;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/;
const US_EAST_1_CERTIFICATE = /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]+$/;
const REGIONAL_CERTIFICATE = /^arn:aws[a-z-]*:acm:([a-z0-9-]+):\d{12}:certificate\/[0-9a-f-]+$/;
const ACCOUNT = /^\d{12}$/;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const SECRET_ARN = /^arn:aws[a-z-]*:secretsmanager:[a-z0-9-]+:\d{12}:secret:.+$/;

export class StageConfigError extends Error {
  constructor(problems: readonly string[]) {
    super(`Invalid stage configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'StageConfigError';
  }
}

/** The e-mail address inside a From header: 'Name <a@b.c>' or 'a@b.c'. */
export function mailAddress(from: string): string | undefined {
  const match = /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(from) ?? /^\s*([^<>\s]+@[^<>\s]+)\s*$/.exec(from);
  return match?.[1];
}

const clean = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** The stage's name and settings: a name lib/stages.ts does not list is refused unless asked for on purpose. */
function resolveStage(input: StageInput, problems: string[]): { stage: string; settings: StageSettings } {
  const stages = input.stages ?? STAGES;
  const stage = clean(input.stage) ?? DEFAULT_STAGE;
  if (!STAGE.test(stage)) problems.push(`STAGE '${stage}' must match ${STAGE} (lower case, starts with a letter)`);
  const known = stages[stage];
  if (!known && !input.allowUnknownStage) {
    problems.push(
      `unknown stage '${stage}': the stages are ${Object.keys(stages).join(', ')} (infra/lib/stages.ts). ` +
        `Add it there, or synthesize a developer's own stage on purpose with -c allowUnknownStage=true ` +
        `(it then gets ${UNKNOWN_STAGE_SETTINGS_FROM}'s settings)`,
    );
  }
  return { stage, settings: known ?? stages[UNKNOWN_STAGE_SETTINGS_FROM]! };
}

type CleanNames = Omit<StageNames, 'uploadOrigins'> & { uploadOrigins: string[] };

/** The stage's names, trimmed, without the empty ones. */
function cleanNames(names: StageNames): CleanNames {
  const cleaned: CleanNames = {
    uploadOrigins: (names.uploadOrigins ?? []).map((origin) => origin.trim().replace(/\/$/, '')).filter(Boolean),
  };
  for (const [key, value] of Object.entries(names) as [StageNameKey, StageNames[StageNameKey]][]) {
    if (key !== 'uploadOrigins' && typeof value === 'string' && clean(value)) cleaned[key] = clean(value);
  }
  return cleaned;
}

/** A required name missing or empty, and any name left '' (the mark of "fill this in"), each named. */
function missingNames(stage: string, settings: StageSettings): string[] {
  const empty = (key: StageNameKey) => {
    const value = settings.names[key];
    return Array.isArray(value) ? value.length === 0 : !clean(value as string | undefined);
  };
  const unfilled = (Object.keys(settings.names) as StageNameKey[]).filter(
    (key) => typeof settings.names[key] === 'string' && empty(key),
  );
  const missing = [...new Set([...settings.requiredNames.filter(empty), ...unfilled])];
  return missing.map((key) => `stage '${stage}' needs names.${key} in infra/lib/stages.ts: ${NAME_PURPOSE[key]}`);
}

/** The stage's sender and SES identity (also scripts/stage-init.ts's sender, so its mail leaves like the functions'). */
export function mailOf(names: StageNames, problems: string[]): StageConfig['mail'] {
  const identityDomain = names.mailDomain?.toLowerCase();
  if (identityDomain && !DOMAIN.test(identityDomain))
    problems.push(`mailDomain '${identityDomain}' is not a domain name`);
  const from =
    names.mailFrom ?? (identityDomain ? `Pune Project Consultants <no-reply@${identityDomain}>` : DEFAULT_MAIL_FROM);
  const address = mailAddress(from);
  if (!address) problems.push(`mailFrom '${from}' has no e-mail address`);
  else if (identityDomain && address.split('@')[1]?.toLowerCase() !== identityDomain) {
    problems.push(`mailFrom '${from}' is not an address of mailDomain '${identityDomain}'`);
  }
  return { from, ...(identityDomain ? { identityDomain } : {}) };
}

function siteOf(names: StageNames, problems: string[]): StageConfig['site'] {
  const domain = names.siteDomain?.toLowerCase();
  const certificateArn = names.siteCertificateArn;
  if (domain && !DOMAIN.test(domain)) problems.push(`siteDomain '${domain}' is not a domain name`);
  if (domain && !certificateArn) problems.push('siteDomain needs siteCertificateArn (an ACM certificate in us-east-1)');
  if (certificateArn && !domain) problems.push('siteCertificateArn is set without siteDomain');
  if (certificateArn && !US_EAST_1_CERTIFICATE.test(certificateArn)) {
    problems.push(`siteCertificateArn '${certificateArn}' must be an ACM certificate ARN in us-east-1 (CloudFront)`);
  }
  return domain && certificateArn ? { domain, certificateArn } : {};
}

function uploadOriginsOf(siteDomain: string | undefined, extra: readonly string[], problems: string[]): string[] {
  for (const origin of extra) {
    if (!ORIGIN.test(origin)) problems.push(`uploadOrigins entry '${origin}' is not an origin like https://example.in`);
  }
  // The stage's own site only: without siteDomain its CloudFront domain is unknown until the first
  // deploy, so none (add the SiteDomainTarget output to uploadOrigins then); never every *.cloudfront.net site.
  return [...new Set([...(siteDomain ? [`https://${siteDomain}`] : []), ...extra])];
}

function apiOriginOf(names: StageNames, region: string, problems: string[]): StageConfig['apiOrigin'] {
  const domain = names.apiDomain?.toLowerCase();
  const certificateArn = names.apiCertificateArn;
  if (domain && !DOMAIN.test(domain)) problems.push(`apiDomain '${domain}' is not a domain name`);
  if (Boolean(domain) !== Boolean(certificateArn)) problems.push('apiDomain and apiCertificateArn go together');
  const certificateRegion = certificateArn ? REGIONAL_CERTIFICATE.exec(certificateArn)?.[1] : undefined;
  if (certificateArn && certificateRegion !== region) {
    problems.push(`apiCertificateArn must be an ACM certificate in the stage's region ${region}`);
  }
  return domain && certificateArn ? { domain, certificateArn } : undefined;
}

function accountOf(input: StageInput, stage: string, settings: StageSettings, problems: string[]): string | undefined {
  const accountName = accountVariable(stage);
  const givenAccount = clean(input.account);
  if (givenAccount && !ACCOUNT.test(givenAccount)) {
    problems.push(`${accountName} '${givenAccount}' must be the 12-digit id of the AWS account of stage '${stage}'`);
  }
  if (!givenAccount && settings.requireAccount) {
    problems.push(
      `stage '${stage}' needs ${accountName}: the 12-digit id of the AWS account it is deployed to ` +
        `(every stack is pinned to it, so a deploy with other credentials stops)`,
    );
  }
  const account = givenAccount ?? clean(input.defaultAccount);
  if (!givenAccount && account && !ACCOUNT.test(account)) {
    problems.push(`the CLI's account '${account}' (CDK_DEFAULT_ACCOUNT) is not 12 digits`);
  }
  // (A stage that requires its account has already been told so above.)
  if (settings.waf && !account && !settings.requireAccount) {
    problems.push(
      `WAF needs the stage's account (${accountName}) or credentials: the web ACL lives in us-east-1 and is referenced across regions`,
    );
  }
  return account;
}

export function buildStageConfig(input: StageInput): StageConfig {
  const problems: string[] = [];
  for (const variable of input.retiredVariables ?? []) {
    problems.push(
      `${variable} is set in the environment, but stage settings are read from infra/lib/stages.ts only: ` +
        `put it into the stage's ${RETIRED_VARIABLES[variable] ?? 'settings'} there, commit, and unset ${variable}`,
    );
  }
  const { stage, settings } = resolveStage(input, problems);
  problems.push(...missingNames(stage, settings));
  const names = cleanNames(settings.names);
  const mail = mailOf(names, problems);
  const site = siteOf(names, problems);
  const uploadOrigins = uploadOriginsOf(site.domain, names.uploadOrigins, problems);
  const apiOrigin = apiOriginOf(names, settings.region, problems);
  if (names.razorpaySecretArn && !SECRET_ARN.test(names.razorpaySecretArn)) {
    problems.push(`razorpaySecretArn '${names.razorpaySecretArn}' is not a Secrets Manager secret ARN`);
  }
  if (names.alarmEmail && !EMAIL.test(names.alarmEmail)) {
    problems.push(`alarmEmail '${names.alarmEmail}' is not an e-mail address`);
  }
  const account = accountOf(input, stage, settings, problems);

  if (problems.length > 0) throw new StageConfigError(problems);
  return {
    stage,
    env: { ...(account ? { account } : {}), region: settings.region },
    retainData: settings.retainData,
    waf: { enabled: settings.waf, rateLimit: settings.wafRateLimit, authRateLimit: settings.wafAuthRateLimit },
    monthlyBudgetUsd: settings.monthlyBudgetUsd,
    ...(names.alarmEmail ? { alarmEmail: names.alarmEmail } : {}),
    edgeLogs: settings.edgeLogs,
    ...(apiOrigin ? { apiOrigin } : {}),
    mail,
    site,
    uploadOrigins,
    ...(names.razorpaySecretArn ? { razorpaySecretArn: names.razorpaySecretArn } : {}),
    webDistDir: input.webDistDir,
  };
}
