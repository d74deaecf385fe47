// The stage configuration: plain values in, a checked StageConfig out. Only infra/bin reads
// process.env; everything below it receives this object through props.

export type StageConfig = {
  /** 'dev', 'prod', ...: part of every stack name and passed to the functions as STAGE. */
  stage: string;
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

/**
 * Without a custom domain the site's own CloudFront domain is not known when the DataStack
 * (which holds the uploads bucket) is deployed, so CORS admits CloudFront-served origins. The
 * presigned POST policy, not CORS, is what authorises an upload.
 */
export const DEFAULT_UPLOAD_ORIGINS = ['https://*.cloudfront.net'] as const;

const STAGE = /^[a-z][a-z0-9-]{0,15}$/;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const ORIGIN = /^https?:\/\/[a-z0-9*.-]+(:\d{1,5})?$/;
const US_EAST_1_CERTIFICATE = /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]+$/;
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

  const stage = clean(input.stage) ?? 'dev';
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
    ...new Set([...(siteDomain ? [`https://${siteDomain}`] : DEFAULT_UPLOAD_ORIGINS), ...extraOrigins]),
  ];

  const razorpaySecretArn = clean(input.razorpaySecretArn);
  if (razorpaySecretArn && !SECRET_ARN.test(razorpaySecretArn)) {
    problems.push(`RAZORPAY_SECRET_ARN '${razorpaySecretArn}' is not a Secrets Manager secret ARN`);
  }

  if (problems.length > 0) throw new StageConfigError(problems);
  return {
    stage,
    mail: { from, ...(identityDomain ? { identityDomain } : {}) },
    site: siteDomain && certificateArn ? { domain: siteDomain, certificateArn } : {},
    uploadOrigins,
    ...(razorpaySecretArn ? { razorpaySecretArn } : {}),
    webDistDir: input.webDistDir,
  };
}
