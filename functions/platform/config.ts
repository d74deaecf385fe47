import * as z from '@tender/shared/schemas/mini';

// Read and validated once per process (Lambda cold start or local gateway start): a bad
// setting fails loudly at start, never halfway through a request.
const optionalUrl = z.optional(z.url());
const optionalSecretArn = z.optional(
  z
    .string()
    .check(
      z.regex(/^arn:aws[a-z-]*:secretsmanager:[a-z0-9-]+:\d{12}:secret:.+$/, 'must be a Secrets Manager secret ARN'),
    ),
);
const text = (fallback: string) => z._default(z.string(), fallback);
const nonEmpty = () => z.string().check(z.minLength(1));
const wholeNumber = (min: number, max: number, fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max)), fallback);

/**
 * The secrets the functions read from Secrets Manager. CDK sets only those the route's contract
 * grants (any subset); a function asking for one it was not given gets a 503 (secrets.ts).
 */
export const SECRET_ARN_SETTINGS = ['JWT_SECRET_ARN', 'RAZORPAY_SECRET_ARN', 'RAZORPAY_WEBHOOK_SECRET_ARN'] as const;

const ConfigSchema = z
  .object({
    STAGE: text('local'),
    AWS_REGION: text('ap-south-1'),
    TABLE_NAME: nonEmpty(),
    UPLOADS_BUCKET: nonEmpty(),
    DYNAMODB_ENDPOINT: optionalUrl,
    S3_ENDPOINT: optionalUrl,
    SES_ENDPOINT: optionalUrl,
    /** The key service's endpoint: unset in AWS, the local key server locally. */
    KMS_ENDPOINT: optionalUrl,
    /** The receipt signing key (ECC P-256, sign only): its ARN in AWS (CDK), its alias locally. Never key material. */
    RECEIPT_KEY_ID: text('alias/tender-receipts'),
    /**
     * The role of the function that opens bids: the only principal a tender's sealing key
     * lets decrypt, and only from the opening time. Its account is the account the keys belong to.
     */
    BID_OPENER_ROLE_ARN: z._default(
      z.string().check(z.regex(/^arn:aws[a-z-]*:iam::\d{12}:role\/.+$/, 'must be an IAM role ARN')),
      'arn:aws:iam::000000000000:role/tender-opener-local',
    ),
    /**
     * The opener's own key pair, set ONLY by the local stack, where one process plays every role: the
     * opening signs its key-service calls with it (opener-kms-client.ts). Unset in AWS, where the
     * opening function's role IS the opener role. Never logged.
     */
    BID_OPENER_ACCESS_KEY_ID: z.optional(nonEmpty()),
    BID_OPENER_SECRET_ACCESS_KEY: z.optional(nonEmpty()),
    MAIL_FROM: text('Pune Project Consultants <no-reply@puneprojectconsultants.in>'),
    /**
     * How many mails a second a job sends at most (alerts, digests, reminders, followers' news): under
     * SES's sending rate (14 a second for a new production account, 1 in the sandbox: set 1 there).
     */
    MAIL_SENDS_PER_SECOND: wholeNumber(1, 50, 10),
    SITE_URL: z._default(z.url(), 'http://localhost:3000'),
    // Where the secrets come from (functions/platform/secrets.ts): Secrets Manager when the ARNs are
    // set (the cloud), otherwise a JSON file (locally .local/secrets.json). Never the values themselves.
    /** Secrets Manager secret holding the HS256 session key (plain string). */
    JWT_SECRET_ARN: optionalSecretArn,
    /** Secrets Manager secret holding the Razorpay keys, JSON {"key_id","key_secret"}. */
    RAZORPAY_SECRET_ARN: optionalSecretArn,
    /** Secrets Manager secret holding the Razorpay webhook secret (plain string). */
    RAZORPAY_WEBHOOK_SECRET_ARN: optionalSecretArn,
    /** JSON file with every secret, read when no ARN is set (scripts/local/secrets.ts writes it). */
    SECRETS_FILE: z.optional(nonEmpty()),
    /** Points the razorpay SDK at another API host (the local payment sandbox). */
    RAZORPAY_API_URL: optionalUrl,
    /** The checkout script the browser loads: Razorpay's, or the sandbox's on the same origin. */
    RAZORPAY_CHECKOUT_URL: z._default(nonEmpty(), 'https://checkout.razorpay.com/v1/checkout.js'),
    PAYMENT_ACCOUNT_NAME: text('Pune Project Consultants'),
    DOWNLOAD_URL_SECONDS: wholeNumber(10, 3600, 60),
    /**
     * Secrets Manager secret holding the x-origin-verify value CloudFront sends: set (with its grant)
     * only for API Gateway's authorizer and the data-page renderer, never the value itself.
     */
    ORIGIN_VERIFY_SECRET_ARN: optionalSecretArn,
    /** SES configuration set every mail is sent with (bounce and complaint events); unset locally. */
    MAIL_CONFIGURATION_SET: z.optional(nonEmpty()),
    /** How long a container answers a public read from memory (functions/platform/http/read-cache.ts); 0 turns it off. */
    READ_CACHE_SECONDS: wholeNumber(0, 10, 10),
    LOG_LEVEL: z._default(z.enum(['debug', 'info', 'warn', 'error', 'silent']), 'info'),
  })
  .check(
    // Half a key pair would make the opening fall back to the API's own credentials and be refused.
    z.refine(
      (settings) =>
        (settings.BID_OPENER_ACCESS_KEY_ID === undefined) === (settings.BID_OPENER_SECRET_ACCESS_KEY === undefined),
      {
        path: ['BID_OPENER_ACCESS_KEY_ID'],
        message: 'set together with BID_OPENER_SECRET_ACCESS_KEY, or neither',
      },
    ),
  );

export type Config = z.infer<typeof ConfigSchema>;

export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

export const config: Config = parseConfig(process.env);
