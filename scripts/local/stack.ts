import path from 'node:path';
import { startDynamoDb, type RunningProcess } from './dynamodb';
import { startGateway } from './gateway';
import { ensureReceiptKey } from './kms/ensure-receipt-key';
import { startKms } from './kms/kms-server';
import { LOCAL_API_PRINCIPAL, LOCAL_OPENER_PRINCIPAL, LOCAL_RECEIPT_KEY } from './kms/local-principals';
import { paymentSandboxFromEnv } from './payment-sandbox';
import { assertPortFree, freePorts } from './ports';
import { retrySlowStart } from './retry-slow-start';
import { startS3 } from './s3';
import { startScheduler } from './scheduler';
import { localSecrets } from './secrets';
import { startSes } from './ses';

/**
 * `kms` and `api` are optional: without them the key server (only the functions call it) and the
 * API Gateway side (what the API's regional domain is in the cloud; LOCAL_API_GATEWAY_PORT) take
 * any free port.
 */
export type StackPorts = { site: number; dynamodb: number; s3: number; mail: number; kms?: number; api?: number };

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
  /** Keep a client-sent CloudFront-Viewer-Address (tests play CloudFront); see GatewayOptions. */
  trustViewerAddressHeader?: boolean;
  /**
   * Run the job table's timetables (functions/jobs.ts), as EventBridge Scheduler does in the cloud;
   * default on. The test stacks turn it off: tests call the job handlers directly, when they choose.
   */
  runJobs?: boolean;
  log?: (line: string) => void;
};

/** A part of the stack that stopped by itself; the stack has stopped every other part. */
export type StackFailure = {
  /** e.g. 'DynamoDB Local' */
  part: string;
  /** e.g. 'was killed (SIGKILL)' */
  reason: string;
  /** One line for the terminal, naming the part and why it stopped. */
  message: string;
};

export type RunningStack = {
  siteUrl: string;
  /** The API alone, as API Gateway's own domain: a request without CloudFront's x-origin-verify gets 401/403. */
  apiGatewayUrl: string;
  mailboxUrl: string;
  env: Record<string, string>;
  seeded: boolean;
  /** Resolves if any part stops by itself, once every other part has been stopped too. */
  failed: Promise<StackFailure>;
  /** DynamoDB Local's process id (it is the one part that runs as its own process). */
  dynamodbPid?: number;
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
    ...(options.ports.kms ? { KMS_ENDPOINT: loopback(options.ports.kms) } : {}),
    RECEIPT_KEY_ID: LOCAL_RECEIPT_KEY,
    BID_OPENER_ROLE_ARN: LOCAL_OPENER_PRINCIPAL.arn,
    // One process plays every role here: the opening signs its key-service calls with the opener's
    // own pair (functions/platform/opener-kms-client.ts). In AWS its function's role is the opener role.
    BID_OPENER_ACCESS_KEY_ID: LOCAL_OPENER_PRINCIPAL.accessKeyId,
    BID_OPENER_SECRET_ACCESS_KEY: LOCAL_OPENER_PRINCIPAL.secretAccessKey,
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

type Part = { name: string; process: RunningProcess };

async function stopAll(parts: Part[]): Promise<void> {
  await Promise.allSettled([...parts].reverse().map((part) => part.process.stop()));
}

/** startStack's error when a part stopped by itself while the stack was starting. */
export class StackPartStopped extends Error {
  constructor(readonly failure: StackFailure) {
    super(failure.message);
  }
}

/**
 * Starts every local stand-in, the table and bucket, the demo data, and the one-origin gateway.
 * Supervised: if a part stops by itself (DynamoDB Local exits, a server closes), every other part
 * is stopped and `failed` resolves saying which part and why, so nothing keeps answering 503s
 * and no process is left behind.
 */
export async function startStack(input: StackOptions): Promise<RunningStack> {
  // DynamoDB Local runs in its jar's folder: a relative DATA_DIR must mean the caller's folder.
  const given = Object.values(input.ports).filter((port): port is number => port !== undefined);
  const [kms, api] = (await freePorts(2, given)) as [number, number];
  const ports: Required<StackPorts> = { ...input.ports, kms: input.ports.kms ?? kms, api: input.ports.api ?? api };
  const options: StackOptions = { ...input, dataDir: path.resolve(input.dataDir), ports };
  const log = options.log ?? (() => undefined);
  await assertPortFree(ports.site, 'site and API', 'PORT');
  await assertPortFree(ports.dynamodb, 'DynamoDB Local', 'DYNAMODB_PORT');
  await assertPortFree(ports.s3, 'S3 server', 'S3_PORT');
  await assertPortFree(ports.mail, 'mail server', 'MAIL_PORT');
  await assertPortFree(ports.kms, 'key server', 'KMS_PORT');
  await assertPortFree(ports.api, 'API Gateway side', 'LOCAL_API_GATEWAY_PORT');

  const env = stackEnv(options);
  Object.assign(process.env, env);
  const origins = [`http://localhost:${ports.site}`, `http://127.0.0.1:${ports.site}`];
  const parts: Part[] = [];
  let stopping = false;
  let partFailed = false;
  let reportFailure: (failure: StackFailure) => void = () => undefined;
  const failed = new Promise<StackFailure>((resolve) => (reportFailure = resolve));
  const partStopped = failed.then((failure) => Promise.reject(new StackPartStopped(failure)));
  partStopped.catch(() => undefined);
  /** Adds a started part to the stack and watches it. */
  const supervise = (name: string, part: RunningProcess) => {
    parts.push({ name, process: part });
    void part.failure?.then(async (reason) => {
      if (stopping) return;
      stopping = true;
      partFailed = true;
      await stopAll(parts.filter((other) => other.process !== part));
      reportFailure({
        part: name,
        reason,
        message: `The local stack stopped: ${name} ${reason}. Every other part was stopped too; run the command again.`,
      });
    });
  };
  /** A start-up step, cut short if a part stops meanwhile. */
  const step = <T>(work: Promise<T>): Promise<T> => Promise.race([work, partStopped]);

  try {
    log('Starting DynamoDB Local, the S3 server, the mail server and the key server...');
    const dynamodbDir = options.inMemoryDatabase ? null : path.join(options.dataDir, 'dynamodb');
    const names = [
      `DynamoDB Local (port ${ports.dynamodb})`,
      `The S3 server (port ${ports.s3})`,
      `The mail server (port ${ports.mail})`,
      `The key server (port ${ports.kms})`,
    ];
    const started = await Promise.allSettled([
      startDynamoDb(ports.dynamodb, dynamodbDir),
      startS3(ports.s3, path.join(options.dataDir, 's3'), UPLOADS_BUCKET, origins),
      startSes(ports.mail),
      startKms({
        port: ports.kms,
        dataDir: options.dataDir,
        region: env.AWS_REGION!,
        principals: [LOCAL_API_PRINCIPAL, LOCAL_OPENER_PRINCIPAL],
      }),
    ]);
    started.forEach((result, index) => {
      if (result.status === 'fulfilled') supervise(names[index] ?? 'A part', result.value);
    });
    const rejected = started.find((result) => result.status === 'rejected');
    if (rejected) throw rejected.reason;

    // Imported only now: the handlers read their configuration from the environment set above.
    const { ensureTable } = await import('../../functions/data/table-setup');
    await step(retrySlowStart(ensureTable));
    await step(ensureReceiptKey(env.KMS_ENDPOINT!, env.AWS_REGION!));
    let seeded = false;
    if (options.seed) {
      const { seedDemoData } = await import('../seed/seed');
      seeded = await step(retrySlowStart(() => seedDemoData(new Date(), log)));
    }
    // Razorpay's stand-in shares the site origin: RAZORPAY_API_URL and the checkout script point there.
    // Its dialog pays only from the site's origins; it posts webhooks to the API, signed with the
    // webhook secret the handlers read (the same data folder's secrets file).
    const paymentSandbox = paymentSandboxFromEnv(env, {
      siteOrigins: origins,
      webhookUrl: `${env.SITE_URL}/api/v1/payments/webhook`,
      webhookSecret: localSecrets(options.dataDir).razorpayWebhookSecret,
    });
    const gateway = await startGateway({
      port: ports.site,
      webDist: options.webDist,
      dev: options.dev,
      mounts: [paymentSandbox],
      trustViewerAddressHeader: options.trustViewerAddressHeader,
      uploadOrigins: [`http://127.0.0.1:${ports.s3}`, `http://localhost:${ports.s3}`],
      // The site port plays CloudFront (adds the header), the API port API Gateway (checks it).
      originVerify: localSecrets(options.dataDir).originVerify,
      apiPort: ports.api,
    });
    supervise(`The site and API gateway (ports ${ports.site} and ${ports.api})`, gateway);
    if (options.runJobs ?? true) {
      const { jobs } = await import('../../functions/jobs');
      supervise('The job scheduler', await startScheduler({ jobs, log: options.log ?? console.error }));
    }
    if (stopping) await partStopped; // a part stopped while the gateway started
    return {
      siteUrl: gateway.url,
      apiGatewayUrl: `http://localhost:${ports.api}`,
      mailboxUrl: `http://localhost:${ports.mail}`,
      env,
      seeded,
      failed,
      dynamodbPid: started[0].status === 'fulfilled' ? started[0].value.pid : undefined,
      stop: async () => {
        stopping = true;
        await stopAll(parts);
      },
    };
  } catch (error) {
    stopping = true;
    await stopAll(parts);
    // A step that failed because a part stopped: say which part stopped, not what the step saw.
    throw partFailed ? await partStopped.catch((stopped: unknown) => stopped) : error;
  }
}
