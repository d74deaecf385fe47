import { accountVariable, stageSettings } from './stages';

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
  waf: { enabled: boolean; rateLimit: number };
  /** Monthly cost budget in USD (AWS Budgets). */
  monthlyBudgetUsd: number;
  /** Who is told about alarms and the budget (an SNS e-mail subscription); none = the topic only. */
  alarmEmail?: string;
  /** CloudFront standard logs and X-Ray tracing. */
  edgeLogs: boolean;
  /**
   * A regional custom domain for the HTTP API that only CloudFront uses as its origin; with it the
   * default execute-api endpoint is disabled. The certificate is an ACM certificate in the stage's
   * region. Required where lib/stages.ts says `requireApiOriginDomain` (prod).
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
  /**
   * The stage's AWS account id, from `<STAGE>_ACCOUNT_ID` (accountVariable: PROD_ACCOUNT_ID for prod):
   * every stack is pinned to it. Required where lib/stages.ts says `requireAccount` (prod).
   */
  account?: string;
  /** The AWS account of the CLI's credentials (CDK_DEFAULT_ACCOUNT): used when the stage's account is not given. */
  defaultAccount?: string;
  alarmEmail?: string;
  /** 'on' or 'off': overrides the stage's WAF setting. */
  waf?: string;
  apiOriginDomain?: string;
  apiOriginCertificateArn?: string;
  mailFrom?: string;
  mailDomain?: string;
  siteDomain?: string;
  siteCertificateArn?: string;
  /** Comma-separated extra origins for upload CORS. */
  uploadOrigins?: string;
  razorpaySecretArn?: string;
  webDistDir: string;
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

export function buildStageConfig(input: StageInput): StageConfig {
  const problems: string[] = [];
  const clean = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

  const stage = clean(input.stage) ?? DEFAULT_STAGE;
  if (!STAGE.test(stage)) problems.push(`STAGE '${stage}' must match ${STAGE} (lower case, starts with a letter)`);

  const identityDomain = clean(input.mailDomain)?.toLowerCase();
  if (identityDomain && !DOMAIN.test(identityDomain))
    problems.push(`MAIL_DOMAIN '${identityDomain}' is not a domain name`);
  const from =
    clean(input.mailFrom) ??
    (identityDomain ? `Pune Project Consultants <no-reply@${identityDomain}>` : DEFAULT_MAIL_FROM);
  const address = mailAddress(from);
  if (!address) problems.push(`MAIL_FROM '${from}' has no e-mail address`);
  else if (identityDomain && address.split('@')[1]?.toLowerCase() !== identityDomain) {
    problems.push(`MAIL_FROM '${from}' is not an address of MAIL_DOMAIN '${identityDomain}'`);
  }

  const siteDomain = clean(input.siteDomain)?.toLowerCase();
  const certificateArn = clean(input.siteCertificateArn);
  if (siteDomain && !DOMAIN.test(siteDomain)) problems.push(`SITE_DOMAIN '${siteDomain}' is not a domain name`);
  if (siteDomain && !certificateArn)
    problems.push('SITE_DOMAIN needs SITE_CERTIFICATE_ARN (an ACM certificate in us-east-1)');
  if (certificateArn && !siteDomain) problems.push('SITE_CERTIFICATE_ARN is set without SITE_DOMAIN');
  if (certificateArn && !US_EAST_1_CERTIFICATE.test(certificateArn)) {
    problems.push(`SITE_CERTIFICATE_ARN '${certificateArn}' must be an ACM certificate ARN in us-east-1 (CloudFront)`);
  }

  const extraOrigins = (clean(input.uploadOrigins) ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  for (const origin of extraOrigins) {
    if (!ORIGIN.test(origin))
      problems.push(`UPLOAD_ORIGINS entry '${origin}' is not an origin like https://example.in`);
  }
  const uploadOrigins = [
    // The stage's own site only: without SITE_DOMAIN its CloudFront domain is unknown until the
    // first deploy, so none (pass it as UPLOAD_ORIGINS then); never every *.cloudfront.net site.
    ...new Set([...(siteDomain ? [`https://${siteDomain}`] : []), ...extraOrigins]),
  ];

  const razorpaySecretArn = clean(input.razorpaySecretArn);
  if (razorpaySecretArn && !SECRET_ARN.test(razorpaySecretArn)) {
    problems.push(`RAZORPAY_SECRET_ARN '${razorpaySecretArn}' is not a Secrets Manager secret ARN`);
  }

  const settings = stageSettings(stage);
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

  const wafSwitch = clean(input.waf)?.toLowerCase();
  if (wafSwitch && wafSwitch !== 'on' && wafSwitch !== 'off') problems.push(`WAF '${wafSwitch}' must be on or off`);
  const wafEnabled = wafSwitch ? wafSwitch === 'on' : settings.waf;
  // (A stage that requires its account has already been told so above.)
  if (wafEnabled && !account && !settings.requireAccount) {
    problems.push(
      `WAF needs the stage's account (${accountName}) or credentials: the web ACL lives in us-east-1 and is referenced across regions`,
    );
  }

  const alarmEmail = clean(input.alarmEmail);
  if (alarmEmail && !EMAIL.test(alarmEmail)) problems.push(`ALARM_EMAIL '${alarmEmail}' is not an e-mail address`);

  const apiDomain = clean(input.apiOriginDomain)?.toLowerCase();
  const apiCertificate = clean(input.apiOriginCertificateArn);
  if (apiDomain && !DOMAIN.test(apiDomain)) problems.push(`API_DOMAIN '${apiDomain}' is not a domain name`);
  if (settings.requireApiOriginDomain && (!apiDomain || !apiCertificate)) {
    problems.push(
      `stage '${stage}' needs API_DOMAIN and API_CERTIFICATE_ARN, so that its API has no execute-api side door: ` +
        `API_DOMAIN is the API's own origin domain that only CloudFront uses (a name like api-origin.example.in, ` +
        `a CNAME to the ApiOriginDnsTarget output), API_CERTIFICATE_ARN a regional ACM certificate for that name ` +
        `in the stage's region ${settings.region}`,
    );
  } else if (Boolean(apiDomain) !== Boolean(apiCertificate)) {
    problems.push('API_DOMAIN and API_CERTIFICATE_ARN go together');
  }
  const certificateRegion = apiCertificate ? REGIONAL_CERTIFICATE.exec(apiCertificate)?.[1] : undefined;
  if (apiCertificate && certificateRegion !== settings.region) {
    problems.push(`API_CERTIFICATE_ARN must be an ACM certificate in the stage's region ${settings.region}`);
  }

  if (problems.length > 0) throw new StageConfigError(problems);
  return {
    stage,
    env: { ...(account ? { account } : {}), region: settings.region },
    retainData: settings.retainData,
    waf: { enabled: wafEnabled, rateLimit: settings.wafRateLimit },
    monthlyBudgetUsd: settings.monthlyBudgetUsd,
    ...(alarmEmail ? { alarmEmail } : {}),
    edgeLogs: settings.edgeLogs,
    ...(apiDomain && apiCertificate ? { apiOrigin: { domain: apiDomain, certificateArn: apiCertificate } } : {}),
    mail: { from, ...(identityDomain ? { identityDomain } : {}) },
    site: siteDomain && certificateArn ? { domain: siteDomain, certificateArn } : {},
    uploadOrigins,
    ...(razorpaySecretArn ? { razorpaySecretArn } : {}),
    webDistDir: input.webDistDir,
  };
}
