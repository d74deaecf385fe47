import path from 'node:path';
import { startDynamoDb, type RunningProcess } from './dynamodb';
import { startGateway } from './gateway';
import { paymentSandboxFromEnv } from './payment-sandbox';
import { assertPortFree } from './ports';
import { startS3 } from './s3';
import { localSecrets } from './secrets';
import { startSes } from './ses';

export type StackPorts = { site: number; dynamodb: number; s3: number; mail: number };

export type StackOptions = {
  /** Everything the stack keeps: DynamoDB files, S3 objects, local secrets. */
  dataDir: string;
  ports: StackPorts;
  /** Serve this built SPA; or `dev` for Vite with HMR. */
  webDist?: string;
  dev?: { webRoot: string };
  /** Write the demo data when this data folder has none yet. */
  seed: boolean;
  /** Start the database in memory (tests): faster and leaves nothing behind. */
  inMemoryDatabase?: boolean;
  log?: (line: string) => void;
};

export type RunningStack = {
  siteUrl: string;
  mailboxUrl: string;
  env: Record<string, string>;
  seeded: boolean;
  stop(): Promise<void>;
};

export const UPLOADS_BUCKET = 'tender-uploads-local';
export const TABLE_NAME = 'tender-marketplace-local';

/** The environment the handlers read: the same variables the Lambdas get in the cloud, with loopback endpoints. */
export function stackEnv(options: StackOptions): Record<string, string> {
  const secrets = localSecrets(options.dataDir);
  const loopback = (port: number) => `http://127.0.0.1:${port}`;
  return {
    STAGE: 'local',
    AWS_REGION: 'ap-south-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    TABLE_NAME,
    UPLOADS_BUCKET,
    DYNAMODB_ENDPOINT: loopback(options.ports.dynamodb),
    S3_ENDPOINT: loopback(options.ports.s3),
    SES_ENDPOINT: loopback(options.ports.mail),
    SITE_URL: `http://localhost:${options.ports.site}`,
    // The handlers read every secret through this file (functions/platform/secrets.ts), as they
    // read Secrets Manager in the cloud; no secret value is a handler setting.
    SECRETS_FILE: secrets.file,
    // Razorpay's side of the key pair, for the payment sandbox (paymentSandboxFromEnv) and the API
    // tests that play the merchant; the handlers do not read these two (config.ts has no such setting).
    RAZORPAY_KEY_ID: secrets.razorpayKeyId,
    RAZORPAY_KEY_SECRET: secrets.razorpayKeySecret,
    RAZORPAY_API_URL: `http://localhost:${options.ports.site}/sandbox/razorpay`,
    RAZORPAY_CHECKOUT_URL: '/sandbox/razorpay/checkout.js',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // The machine's Node 20 is fine for this SDK version; the cloud runs Node 22.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
}

async function stopAll(parts: RunningProcess[]): Promise<void> {
  await Promise.allSettled(parts.reverse().map((part) => part.stop()));
}

/** Starts every local stand-in, the table and bucket, the demo data, and the one-origin gateway. */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const log = options.log ?? (() => undefined);
  const { ports } = options;
  await assertPortFree(ports.site, 'site and API', 'PORT');
  await assertPortFree(ports.dynamodb, 'DynamoDB Local', 'DYNAMODB_PORT');
  await assertPortFree(ports.s3, 'S3 server', 'S3_PORT');
  await assertPortFree(ports.mail, 'mail server', 'MAIL_PORT');

  const env = stackEnv(options);
  Object.assign(process.env, env);
  const origins = [`http://localhost:${ports.site}`, `http://127.0.0.1:${ports.site}`];
  const parts: RunningProcess[] = [];
  try {
    log('Starting DynamoDB Local, the S3 server and the mail server...');
    const started = await Promise.allSettled([
      startDynamoDb(ports.dynamodb, options.inMemoryDatabase ? null : path.join(options.dataDir, 'dynamodb')),
      startS3(ports.s3, path.join(options.dataDir, 's3'), UPLOADS_BUCKET, origins),
      startSes(ports.mail),
    ]);
    for (const result of started) if (result.status === 'fulfilled') parts.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;

    // Imported only now: the handlers read their configuration from the environment set above.
    const { ensureTable } = await import('../../functions/data/table-setup');
    await ensureTable();
    let seeded = false;
    if (options.seed) {
      const { seedDemoData } = await import('../seed/seed');
      seeded = await seedDemoData(new Date(), log);
    }
    // Razorpay's stand-in shares the site origin: RAZORPAY_API_URL and the checkout script point there.
    const gateway = await startGateway({
      port: ports.site,
      webDist: options.webDist,
      dev: options.dev,
      mounts: [paymentSandboxFromEnv(env)],
    });
    parts.push(gateway);
    return {
      siteUrl: gateway.url,
      mailboxUrl: `http://localhost:${ports.mail}`,
      env,
      seeded,
      stop: () => stopAll(parts),
    };
  } catch (error) {
    await stopAll(parts);
    throw error;
  }
}
