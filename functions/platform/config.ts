import * as z from 'zod';

// Read and validated once per process (Lambda cold start or local gateway start): a bad
// setting fails loudly at start, never halfway through a request.
const optionalUrl = z.url().optional();

const ConfigSchema = z.object({
  STAGE: z.string().default('local'),
  AWS_REGION: z.string().default('ap-south-1'),
  TABLE_NAME: z.string().min(1),
  UPLOADS_BUCKET: z.string().min(1),
  DYNAMODB_ENDPOINT: optionalUrl,
  S3_ENDPOINT: optionalUrl,
  SES_ENDPOINT: optionalUrl,
  MAIL_FROM: z.string().default('Pune Project Consultants <no-reply@puneprojectconsultants.in>'),
  SITE_URL: z.url().default('http://localhost:3000'),
  JWT_SECRET: z.string().min(32).optional(),
  RAZORPAY_KEY_ID: z.string().default(''),
  RAZORPAY_KEY_SECRET: z.string().default(''),
  /** Points the razorpay SDK at another API host (the local payment sandbox). */
  RAZORPAY_API_URL: optionalUrl,
  /** The checkout script the browser loads: Razorpay's, or the sandbox's on the same origin. */
  RAZORPAY_CHECKOUT_URL: z.string().min(1).default('https://checkout.razorpay.com/v1/checkout.js'),
  PAYMENT_ACCOUNT_NAME: z.string().default('Pune Project Consultants'),
  DOWNLOAD_URL_SECONDS: z.coerce.number().int().min(10).max(3600).default(60),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

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
