// Lambda bundles beside their floor (DESIGN §7): each function's bundle and cold module init next
// to a handler that only imports the same AWS SDK clients and answers, judged by its route's class
//: a signed-in route carries the token code and its checks, so it has a budget of its own.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { routes, type Route } from '../../functions/routes';
import { bundleHandlers, type HandlerBundle } from '../../infra/lib/bundling/bundle-handlers';
import { handlersDir } from '../../infra/lib/paths';
import { repoRoot } from '../local/web-build';

// Each client is built as the handlers' platform modules build it, so nothing is tree-shaken away.
const CLIENTS = {
  dynamodb: [
    "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
    "import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';",
    'export const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({}));',
    'export const commands = [GetCommand, QueryCommand];',
  ],
  secrets: [
    "import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';",
    'export const secrets = [new SecretsManagerClient({}), GetSecretValueCommand];',
  ],
  s3: [
    "import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';",
    "import { getSignedUrl } from '@aws-sdk/s3-request-presigner';",
    'export const s3 = [new S3Client({}), GetObjectCommand, getSignedUrl];',
  ],
  ses: [
    "import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';",
    'export const ses = [new SESv2Client({}), SendEmailCommand];',
  ],
  // The sealing and receipt routes : without it their floor would lack a client they carry.
  kms: [
    "import { GenerateDataKeyCommand, KMSClient, SignCommand } from '@aws-sdk/client-kms';",
    'export const kms = [new KMSClient({}), GenerateDataKeyCommand, SignCommand];',
  ],
} as const;
type ClientName = keyof typeof CLIENTS;

/** Which SDK clients a bundle carries, read from the sources its source map names. */
function clientsOf(bundle: HandlerBundle): ClientName[] {
  const map = JSON.parse(readFileSync(path.join(bundle.dir, 'index.mjs.map'), 'utf8')) as { sources: string[] };
  const has = (pkg: string) => map.sources.some((source) => source.includes(`/${pkg}/`));
  const packages: Record<ClientName, string> = {
    dynamodb: '@aws-sdk/client-dynamodb',
    secrets: '@aws-sdk/client-secrets-manager',
    s3: '@aws-sdk/client-s3',
    ses: '@aws-sdk/client-sesv2',
    kms: '@aws-sdk/client-kms',
  };
  return (Object.keys(packages) as ClientName[]).filter((client) => has(packages[client]));
}

/** Ms of importing the bundle in a fresh Node process. */
function importOnce(file: string): number {
  const result = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const t = performance.now(); await import(${JSON.stringify(file)}); console.log(performance.now() - t);`,
    ],
    {
      encoding: 'utf8',
      env: { ...process.env, AWS_REGION: 'ap-south-1', TABLE_NAME: 'bench', UPLOADS_BUCKET: 'bench' },
    },
  );
  if (result.status !== 0) throw new Error(`importing ${file} failed: ${result.stderr.slice(0, 500)}`);
  return Number(result.stdout.trim());
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * Median ms of importing each file in a fresh Node process, five times, the files taking turns
 * (a function and its floor), so a busy moment of the machine weighs on both alike.
 */
function coldInits(files: readonly string[], runs = 5): number[] {
  const times = files.map((): number[] => []);
  for (let run = 0; run < runs; run += 1) files.forEach((file, index) => times[index]!.push(importOnce(file)));
  return times.map(median);
}

/**
 * A route's class for the budgets: 'signed-in' when its contract needs a token (any level above
 * public, or a public route that identifies its caller), 'public' otherwise.
 */
export type BundleClass = 'public' | 'signed-in';

type Budget = { overFloorBytes: number; overFloorLabel: string; initRatio: number };

/** Public routes keep DESIGN §7's floor + 60 KB and 1.15x; signed-in routes get floor + 120 KiB and 1.5x. */
export const BUNDLE_BUDGETS: Record<BundleClass, Budget> = {
  public: { overFloorBytes: 60 * 1000, overFloorLabel: '60 KB', initRatio: 1.15 },
  'signed-in': { overFloorBytes: 120 * 1024, overFloorLabel: '120 KiB', initRatio: 1.5 },
};

export function bundleClassOf(contract: Pick<Route, 'auth' | 'identifyCaller'>): BundleClass {
  return contract.auth !== 'public' || contract.identifyCaller ? 'signed-in' : 'public';
}

/** What a bundle misses of its class's budget: nothing, 'size', 'init' or both. */
export function missedBudget(
  bundleClass: BundleClass,
  figures: { bytes: number; floorBytes: number; initMs: number; floorInitMs: number },
): ('size' | 'init')[] {
  const budget = BUNDLE_BUDGETS[bundleClass];
  const missed: ('size' | 'init')[] = [];
  if (figures.bytes > figures.floorBytes + budget.overFloorBytes) missed.push('size');
  if (figures.initMs > figures.floorInitMs * budget.initRatio) missed.push('init');
  return missed;
}

const verdict = (missed: readonly string[]) => (missed.length ? `missed (${missed.join(', ')})` : 'met');

type Measured = {
  handler: string;
  bundleClass: BundleClass;
  clients: ClientName[];
  bytes: number;
  initMs: number;
  /** The floor's, measured in turns with this function's. */
  floorInitMs: number;
};
type Floor = { bytes: number; file: string };

const CLIENT_LABELS: Record<ClientName, string> = {
  dynamodb: 'DynamoDB',
  secrets: 'Secrets Manager',
  s3: 'S3',
  ses: 'SES',
  kms: 'KMS',
};
const kib = (bytes: number) => (bytes / 1024).toFixed(0);
const range = (values: number[], digits = 0) => {
  const low = Math.min(...values).toFixed(digits);
  const high = Math.max(...values).toFixed(digits);
  return low === high ? low : `${low}-${high}`;
};

/** The floor bundle for these clients: a handler that only imports them and answers. */
function floorBundle(clients: ClientName[], externalSdk: boolean): string {
  const key = `${clients.join('+') || 'none'}${externalSdk ? '-external-sdk' : ''}`;
  // Inside the repository, so esbuild (and, with the SDK external, Node) resolves the SDK from its node_modules.
  const dir = path.join(repoRoot, 'node_modules', '.cache', 'bench-floor', key);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'floor.ts'),
    `${clients.flatMap((client) => CLIENTS[client]).join('\n')}\nexport const handler = async () => ({ statusCode: 200, body: '{}' });\n`,
  );
  const bundle = bundleHandlers({ handlers: ['floor'], handlersDir: dir, outDir: path.join(dir, 'out'), externalSdk });
  return path.join(bundle.bundles.get('floor')!.dir, 'index.mjs');
}

/**
 * Groups of functions with the same pipeline and SDK clients, as the README's table: sizes and
 * inits as ranges beside the group's floor.
 */
function groupedTable(measured: readonly Measured[], floorFor: (clients: ClientName[]) => Floor): string {
  const groups = new Map<string, Measured[]>();
  for (const row of measured) {
    const key = `${row.bundleClass}|${row.clients.join('+')}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const lines = [
    '| functions | class | SDK clients | bundle KiB | floor KiB | over floor KiB | init ms | floor init ms | init ratio | within budget |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const rows of [...groups.values()].sort((a, b) => b.length - a.length)) {
    const { bundleClass, clients } = rows[0]!;
    const floor = floorFor(clients);
    const met = rows.filter((row) => missedOf(row, floor).length === 0).length;
    const areas = new Map<string, number>();
    for (const row of rows) {
      const area = row.handler.split('/').slice(0, -1).join('/');
      areas.set(area, (areas.get(area) ?? 0) + 1);
    }
    const names = [...areas].map(([area, count]) => `${area} (${count})`).join(', ');
    lines.push(
      `| ${names} | ${bundleClass} | ${clients.map((client) => CLIENT_LABELS[client]).join(' + ')} | ${range(rows.map((row) => row.bytes / 1024))} | ${kib(floor.bytes)} | ${range(rows.map((row) => (row.bytes - floor.bytes) / 1024))} | ${range(rows.map((row) => row.initMs))} | ${median(rows.map((row) => row.floorInitMs)).toFixed(0)} | ${range(
        rows.map((row) => row.initMs / row.floorInitMs),
        2,
      )} | ${met} of ${rows.length} |`,
    );
  }
  return lines.join('\n');
}

/** A handler's class: signed-in when any route it serves needs a token. */
function classOfHandler(handler: string): BundleClass {
  const served = routes.filter((route) => route.handler === handler);
  return served.some((route) => bundleClassOf(route) === 'signed-in') ? 'signed-in' : 'public';
}

function missedOf(row: Measured, floor: Floor): ('size' | 'init')[] {
  return missedBudget(row.bundleClass, { ...row, floorBytes: floor.bytes });
}

/** The bundled SDK against the runtime's own (marked external; here node_modules' copy, unbundled). */
function runtimeSdkComparison(bundles: ReadonlyMap<string, HandlerBundle>, outDir: string): void {
  const sample = ['tenders/get-tender-info', 'auth/login', 'tenders/download-tender-document', 'auth/sign-up'].filter(
    (handler) => bundles.has(handler),
  );
  const external = bundleHandlers({
    handlers: sample,
    handlersDir,
    outDir: path.join(outDir, 'external-sdk'),
    externalSdk: true,
  }).bundles;
  console.log("\nThe AWS SDK bundled or the runtime's (external; approximated by node_modules' copy):\n");
  console.log(
    '| module | SDK clients | bundled KiB | bundled init ms | external KiB | external init ms | external / bundled |',
  );
  console.log('|---|---|---|---|---|---|---|');
  const row = (name: string, clients: ClientName[], bundled: string, externalFile: string) => {
    const [bundledMs = Number.NaN, externalMs = Number.NaN] = coldInits([bundled, externalFile]);
    console.log(
      `| ${name} | ${clients.map((client) => CLIENT_LABELS[client]).join(' + ')} | ${kib(statSync(bundled).size)} | ${bundledMs.toFixed(0)} | ${kib(statSync(externalFile).size)} | ${externalMs.toFixed(0)} | ${(externalMs / bundledMs).toFixed(2)} |`,
    );
  };
  for (const clients of [
    ['dynamodb'],
    ['dynamodb', 'secrets'],
    ['dynamodb', 's3'],
    ['dynamodb', 'secrets', 'ses'],
  ] as ClientName[][]) {
    row(`floor`, clients, floorBundle(clients, false), floorBundle(clients, true));
  }
  for (const handler of sample) {
    const bundle = bundles.get(handler)!;
    row(
      handler,
      clientsOf(bundle),
      path.join(bundle.dir, 'index.mjs'),
      path.join(external.get(handler)!.dir, 'index.mjs'),
    );
  }
}

export function measureBundles(): void {
  // Inside the repository, so a bundle's external packages resolve when it is imported.
  const outDir = path.join(repoRoot, 'node_modules', '.cache', 'bench-bundles');
  const { bundles } = bundleHandlers({ handlers: routes.map((route) => route.handler), handlersDir, outDir });
  const floors = new Map<string, Floor>();
  const floorFor = (clients: ClientName[]): Floor => {
    const key = clients.join('+');
    const known = floors.get(key);
    if (known) return known;
    const file = floorBundle(clients, false);
    const measured = { bytes: statSync(file).size, file };
    floors.set(key, measured);
    return measured;
  };
  console.log(
    '\n| function | class | SDK clients | bundle KiB | floor KiB | over floor KiB | init ms | floor init ms | init ratio | budget |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  const measured: Measured[] = [];
  for (const bundle of [...bundles.values()].sort((a, b) => a.handler.localeCompare(b.handler))) {
    const clients = clientsOf(bundle);
    const floor = floorFor(clients);
    const [initMs = Number.NaN, floorInitMs = Number.NaN] = coldInits([path.join(bundle.dir, 'index.mjs'), floor.file]);
    const row: Measured = {
      handler: bundle.handler,
      bundleClass: classOfHandler(bundle.handler),
      clients,
      bytes: bundle.bytes,
      initMs,
      floorInitMs,
    };
    measured.push(row);
    console.log(
      `| ${row.handler} | ${row.bundleClass} | ${clients.join(', ')} | ${kib(row.bytes)} | ${kib(floor.bytes)} | ${kib(row.bytes - floor.bytes)} | ${initMs.toFixed(0)} | ${floorInitMs.toFixed(0)} | ${(initMs / floorInitMs).toFixed(2)} | ${verdict(missedOf(row, floor))} |`,
    );
  }
  const budgets = Object.entries(BUNDLE_BUDGETS)
    .map(([name, budget]) => `${name}: bundle <= floor + ${budget.overFloorLabel}, init <= ${budget.initRatio}x`)
    .join('; ');
  console.log(`\nLambda bundles beside their floor (README-ready; budgets: ${budgets}):\n`);
  console.log(groupedTable(measured, floorFor));
  for (const bundleClass of Object.keys(BUNDLE_BUDGETS) as BundleClass[]) {
    const rows = measured.filter((row) => row.bundleClass === bundleClass);
    const met = rows.filter((row) => missedOf(row, floorFor(row.clients)).length === 0);
    const sizeMet = rows.filter((row) => !missedOf(row, floorFor(row.clients)).includes('size'));
    console.log(
      `${bundleClass}: ${met.length} of ${rows.length} functions within both budgets (${sizeMet.length} within the size budget).`,
    );
  }
  runtimeSdkComparison(bundles, outDir);
}
