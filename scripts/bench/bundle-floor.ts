// Lambda bundles beside their floor (DESIGN §7): each function's bundle and cold module init next
// to a handler that only imports the same AWS SDK clients and answers.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { routes } from '../../functions/routes';
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
  };
  return (Object.keys(packages) as ClientName[]).filter((client) => has(packages[client]));
}

/** Median ms of importing the bundle in a fresh Node process, five times. */
function coldInit(file: string): number {
  const runs: number[] = [];
  for (let run = 0; run < 5; run += 1) {
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
    runs.push(Number(result.stdout.trim()));
  }
  return runs.sort((a, b) => a - b)[2] ?? Number.NaN;
}

export function measureBundles(): void {
  // Inside the repository, so a bundle's external packages resolve when it is imported.
  const outDir = path.join(repoRoot, 'node_modules', '.cache', 'bench-bundles');
  const { bundles } = bundleHandlers({ handlers: routes.map((route) => route.handler), handlersDir, outDir });
  const floors = new Map<string, { bytes: number; initMs: number }>();
  const floorFor = (clients: ClientName[]) => {
    const key = clients.join('+');
    const known = floors.get(key);
    if (known) return known;
    // Inside the repository, so esbuild resolves the SDK from its node_modules.
    const dir = path.join(repoRoot, 'node_modules', '.cache', 'bench-floor', key);
    mkdirSync(dir, { recursive: true });
    const entry = path.join(dir, 'floor.ts');
    writeFileSync(
      entry,
      `${clients.flatMap((client) => CLIENTS[client]).join('\n')}\nexport const handler = async () => ({ statusCode: 200, body: '{}' });\n`,
    );
    const floorBundle = bundleHandlers({
      handlers: ['floor'],
      handlersDir: dir,
      outDir: path.join(dir, 'out'),
    }).bundles.get('floor')!;
    const file = path.join(floorBundle.dir, 'index.mjs');
    const measured = { bytes: statSync(file).size, initMs: coldInit(file) };
    floors.set(key, measured);
    return measured;
  };
  console.log(
    '\n| function | SDK clients | bundle KiB | floor KiB | over floor KiB | init ms | floor init ms | init ratio |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const bundle of [...bundles.values()].sort((a, b) => a.handler.localeCompare(b.handler))) {
    const clients = clientsOf(bundle);
    const floor = floorFor(clients);
    const initMs = coldInit(path.join(bundle.dir, 'index.mjs'));
    const kib = (bytes: number) => (bytes / 1024).toFixed(0);
    console.log(
      `| ${bundle.handler} | ${clients.join(', ')} | ${kib(bundle.bytes)} | ${kib(floor.bytes)} | ${kib(bundle.bytes - floor.bytes)} | ${initMs.toFixed(0)} | ${floor.initMs.toFixed(0)} | ${(initMs / floor.initMs).toFixed(2)} |`,
    );
  }
}
