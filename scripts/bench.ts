// `npm run bench`: measures the API on a fresh local stack against DESIGN.md §7, then the SPA's chunk sizes, the
// market (scripts/bench/market.ts; `--only market` runs it alone), the opening (scripts/bench/opening.ts; `--only
// opening`) and the Lambda bundles (`--only bundles`). `--only cpu` runs the API's CPU per request alone.
// Bounded: each row loads each target for 10 s (in turns of 2 s) and targets loopback only.
import type autocannonTypes from 'autocannon';
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureBundles } from './bench/bundle-floor';
import { canMeasureCpu, cpuTable } from './bench/cpu-per-request';
import { activeTenderId, FIRST_TAP_RUNS, firstTapTable, measureFirstTaps } from './bench/first-tap';
import { lighthouseTable, measureLighthouse, portalPages } from './bench/lighthouse';
import { buildShippedServers, type ShippedServers } from './bench/shipped-servers';
import { freePort, freeStackPorts } from './local/ports';
import { ensureWebBuild, repoRoot, webDist } from './local/web-build';
import { API_BASE_PATH } from '../functions/contracts/base-path';
import { getActiveTenders, getTenderInfo } from '../functions/contracts/tenders';
import type { TenderRecord } from '../functions/data/tenders-repository';

type Row = {
  name: string;
  connections: number;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
};

/** One endpoint at one concurrency: the floor, the API through its read cache, and without it. */
type Measured = { name: string; connections: number; floor: Row; cached: Row; uncached: Row };

/** DESIGN.md §7: p99 / floor p99 at most this, through the read cache and without it. */
const CACHED_BUDGET = 0.5;
const UNCACHED_BUDGET = 1.1;

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * Each row's seconds are cut into this many slices, the floor and the API taking turns slice by
 * slice, so a busy moment of the machine (another process, DynamoDB Local's own pauses) weighs on
 * both alike; a figure is the median of its slices'.
 */
const SLICES = Math.max(1, Number(process.env.BENCH_SLICES ?? 5));
const SCALE_TENDERS = Number(process.env.BENCH_SCALE_TENDERS ?? 100_000);

/** autocannon in its own process: in-process it would share the gateway's event loop and skew both. */
function autocannon(url: string, connections: number, seconds = DURATION_SECONDS): Promise<autocannonTypes.Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(repoRoot, 'node_modules', '.bin', 'autocannon'), [
      '--json',
      '-c',
      String(connections),
      '-d',
      String(seconds),
      url,
    ]);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(JSON.parse(output) as autocannonTypes.Result)
        : reject(new Error(`autocannon exited ${code}`)),
    );
  });
}

async function load(name: string, url: string, connections: number, seconds = DURATION_SECONDS): Promise<Row> {
  const result = await autocannon(url, connections, seconds);
  return {
    name,
    connections,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** The README's table: each row beside its floor, uncached then cached, with the budget each meets or misses. */
function apiTable(measured: readonly Measured[]): string {
  const lines = [
    '| endpoint | connections | read cache | p50 ms | p99 ms | req/s | errors | floor p99 ms | p99 / floor | budget |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { name, connections, floor, cached, uncached } of measured) {
    for (const [label, row, budget] of [
      ['off', uncached, UNCACHED_BUDGET],
      ['on', cached, CACHED_BUDGET],
    ] as const) {
      // A floor with errors or no answer at all (an overloaded machine) measures nothing to compare with.
      const floorHeld = floor.errors === 0 && floor.p99 > 0;
      const ratio = floorHeld ? (row.p99 / floor.p99).toFixed(2) : 'n/a';
      const verdict = !floorHeld ? 'floor failed' : Number(ratio) <= budget && row.errors === 0 ? 'met' : 'missed';
      const floorP99 = floor.errors ? `${floor.p99} (${floor.errors} errors)` : String(floor.p99);
      lines.push(
        `| ${name} | ${connections} | ${label} | ${row.p50} | ${row.p99} | ${row.rps} | ${row.errors} | ${floorP99} | ${ratio} | <= ${budget.toFixed(2)}: ${verdict} |`,
      );
    }
  }
  return lines.join('\n');
}

/** The floor and the uncached API as esbuild builds them (shipped-servers.ts), built once per bench. */
let shipped: ShippedServers | undefined;
const shippedServers = () => (shipped ??= buildShippedServers(MEASURED_HANDLERS));

/** A server of the bench in a process of its own, run by plain node; it sends its address once it listens. */
async function startServer(
  name: string,
  file: string,
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = fork(file, [], { execArgv: [], env: { ...process.env, ...env, PORT: String(port) } });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve(String(message)));
    child.once('exit', (code) => reject(new Error(`${name} exited ${code}`)));
  });
  return { url, child };
}

/** The floor server (scripts/bench/floor-server.ts) in its own process, as the gateway is one process. */
async function startFloor(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  return startServer('floor server', shippedServers().floor, env);
}

/** Login p50 (DESIGN §7: <= 300 ms with argon2id): the demo contractor logs in one request at a time. */
async function loginTimes(siteUrl: string, count = 50): Promise<void> {
  const { DEMO_ACCOUNTS } = await import('./seed/demo-accounts');
  const account = DEMO_ACCOUNTS.find((demo) => demo.role === 'Contractor')!;
  const times: number[] = [];
  for (let attempt = 0; attempt < count; attempt += 1) {
    const started = performance.now();
    const response = await fetch(`${siteUrl}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`login answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!.toFixed(0);
  console.log(
    `\nLogin (${count} in a row, argon2id m=19 MiB t=2 p=1): p50 ${at(0.5)} ms, p90 ${at(0.9)} ms (budget p50 <= 300 ms).`,
  );
}

/**
 * The uncached API (scripts/bench/api-server.ts, READ_CACHE_SECONDS=0) in its own process, as the
 * floor is, against the stack's DynamoDB Local.
 */
async function startUncachedApi(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const { api, handlerBundles } = shippedServers();
  return startServer('uncached API', api, {
    ...env,
    READ_CACHE_SECONDS: '0',
    HANDLER_BUNDLES: handlerBundles,
    HANDLERS: MEASURED_HANDLERS.join(','),
  });
}

const LIST = `${API_BASE_PATH}${getActiveTenders.path}?limit=20`;
const DETAIL = `${API_BASE_PATH}${getTenderInfo.path.replace('{id}', '1')}`;
/**
 * The handlers of LIST and DETAIL: the uncached API loads these alone, as each Lambda holds its own
 * bundle and no other (the local gateway with every handler's bundle has 148 copies of the SDK in
 * one heap, and its collector's work on them lands on each request).
 */
const MEASURED_HANDLERS = [getActiveTenders.handler, getTenderInfo.handler];

type Targets = { api: string; uncachedApi: string; floor: string };

/** One endpoint in the same run: the floor doing the same DynamoDB call, then the API with and without its cache. */
async function loadBesideFloor(name: string, targets: Targets, route: string, floorPath: string, connections: number) {
  const urls = [`${targets.floor}${floorPath}`, `${targets.uncachedApi}${route}`, `${targets.api}${route}`];
  const slices: Row[][] = urls.map(() => []);
  const seconds = Math.max(1, Math.round(DURATION_SECONDS / SLICES));
  for (let slice = 0; slice < SLICES; slice += 1) {
    // The order turns each slice, so none of the three always follows another.
    for (let turn = 0; turn < urls.length; turn += 1) {
      const index = (slice + turn) % urls.length;
      slices[index]!.push(await load(name, urls[index]!, connections, seconds));
    }
  }
  const [floor, uncached, cached] = slices.map((rows) => combined(name, connections, rows)) as [Row, Row, Row];
  const measured: Measured = { name, connections, floor, cached, uncached };
  const ratio = (row: Row) => (floor.p99 > 0 ? (row.p99 / floor.p99).toFixed(2) : 'n/a');
  console.log(
    `${name}, c=${connections}: floor p99 ${floor.p99} ms (${floor.errors} errors); uncached ${uncached.p99} ms (${ratio(uncached)}x, ${uncached.errors} errors); cached ${cached.p99} ms (${ratio(cached)}x, ${cached.errors} errors)`,
  );
  return measured;
}

/** A row from its slices: median p50 and p99, mean req/s, every error. */
function combined(name: string, connections: number, rows: Row[]): Row {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return {
    name,
    connections,
    p50: median(rows.map((row) => row.p50)),
    p99: median(rows.map((row) => row.p99)),
    rps: Math.round(rows.reduce((sum, row) => sum + row.rps, 0) / rows.length),
    errors: rows.reduce((sum, row) => sum + row.errors, 0),
  };
}

async function addScaleTenders(target: number, existing: number) {
  const { getTenderById, putTenders } = await import('../functions/data/tenders-repository');
  const { raiseSequenceTo } = await import('../functions/data/seed-state-repository');
  const template = await getTenderById(1);
  if (!template) throw new Error('seed tender 1 missing');
  const started = Date.now();
  const batch = 500;
  for (let id = existing + 1; id <= target; id += batch) {
    const records: TenderRecord[] = [];
    for (let n = id; n < Math.min(id + batch, target + 1); n += 1) {
      const status = (['active', 'cancelled', 'retendered'] as const)[n % 3]!;
      const end = new Date(Date.now() + (5 + (n % 400)) * 86_400_000).toISOString();
      records.push({ ...template, id: n, status, tender_uid: `LOAD/${n}`, bid_submission_end_date: end });
    }
    await Promise.all([0, 1, 2, 3].map((part) => putTenders(records.filter((_, index) => index % 4 === part))));
  }
  await raiseSequenceTo('tender', target);
  console.log(`Loaded ${target - existing} more tenders in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

function chunkSizes() {
  const assets = path.join(webDist, 'assets');
  const files = readdirSync(assets).filter((file) => file.endsWith('.js') || file.endsWith('.css'));
  const rows = files
    .map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip);
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const initial = rows.filter((row) => html.includes(row.file)).reduce((sum, row) => sum + row.gzip, 0);
  console.log('\n| SPA chunk | gzip KB |');
  console.log('|---|---|');
  for (const row of rows) console.log(`| ${row.file} | ${(row.gzip / 1024).toFixed(1)} |`);
  console.log(
    `\nJS + CSS the app shell (index.html) names: ${(initial / 1024).toFixed(1)} KB gzip; each public page's ` +
      'initial JS (every script it loads) is in the Lighthouse table (--lighthouse).',
  );
}

/**
 * The market's budgets (scripts/bench/market.ts) in a process of their own, on a stack of their own:
 * the handlers' clients are built from the stack's environment at import, once per process.
 */
function benchMarket(section: 'market' | 'opening' = 'market'): Promise<void> {
  const child = fork(path.join(import.meta.dirname, 'bench', `${section}.ts`), [], { execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the ${section} bench exited ${code}`))));
  });
}

/** Sections `npm run bench -- --only <section>` runs alone. */
const SECTIONS = ['market', 'opening', 'cpu', 'bundles', 'pages'] as const;
type Section = (typeof SECTIONS)[number];

/** `npm run bench -- --only market` (or `opening`, `cpu`, `bundles`, `pages`) runs that section alone. */
function onlySection(): Section | undefined {
  const index = process.argv.indexOf('--only');
  if (index < 0) return undefined;
  const section = process.argv[index + 1];
  if (!SECTIONS.includes(section as Section)) {
    throw new Error(`--only takes ${SECTIONS.map((name) => `'${name}'`).join(', ')}, not '${section}'`);
  }
  return section as Section;
}

/** The pipeline's CPU per request beside the floor's (scripts/bench/cpu-per-request.ts), printed as the README's table. */
async function cpuSection(
  targets: Targets,
  pids: { floor: number; api: number; dynamodb: number | undefined },
): Promise<void> {
  if (!canMeasureCpu() || !pids.dynamodb) return;
  const table = await cpuTable(
    [
      { name: 'tender list (`limit=20`)', floorUrl: `${targets.floor}/list`, apiUrl: `${targets.uncachedApi}${LIST}` },
      { name: 'tender detail', floorUrl: `${targets.floor}/detail`, apiUrl: `${targets.uncachedApi}${DETAIL}` },
    ],
    { ...pids, dynamodb: pids.dynamodb },
  );
  console.log(`\nCPU per request, uncached (3000 requests, 4 at a time; the lower of two turns):\n\n${table}`);
}

/**
 * The first tap on every public control and each portal page's first field, on a phone as
 * Lighthouse's mobile preset makes one; then Lighthouse on the portal's pages. Run on the stack
 * after the scale load, so a tender list has a pager to tap.
 */
async function pagesSection(siteUrl: string): Promise<void> {
  console.log(
    `\nFirst tap (412x823 touch, CPU 4x, 150 ms / 1.6 Mbps; load, read 3 s, tap; median of ${FIRST_TAP_RUNS}):\n`,
  );
  console.log(firstTapTable(await measureFirstTaps(siteUrl)));
  console.log("\nLighthouse, the portal's pages (mobile preset, median of 3 runs per page):\n");
  console.log(lighthouseTable(await measureLighthouse(siteUrl, webDist, portalPages(await activeTenderId(siteUrl)))));
}

async function main() {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const only = onlySection();
  if (only === 'market' || only === 'opening') return benchMarket(only);
  if (only === 'bundles') return measureBundles();
  // The CPU section asks the API only: no site to build or serve.
  if (only !== 'cpu') await ensureWebBuild(console.log);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tender-bench-'));
  const { startStack } = await import('./local/stack');
  const stack = await startStack({
    dataDir,
    ports: await freeStackPorts(),
    webDist: only === 'cpu' ? undefined : webDist,
    seed: true,
    inMemoryDatabase: true,
    log: console.log,
  });
  const floor = await startFloor(stack.env);
  const uncachedApi = await startUncachedApi(stack.env);
  try {
    const targets: Targets = { api: stack.siteUrl, uncachedApi: uncachedApi.url, floor: floor.url };
    const [list, detail] = [LIST, DETAIL];
    for (const url of [`${targets.api}${list}`, `${targets.uncachedApi}${list}`, `${floor.url}/list`]) {
      await load('warm-up', url, 10);
    }
    const pids = { floor: floor.child.pid!, api: uncachedApi.child.pid!, dynamodb: stack.dynamodbPid };
    if (only === 'cpu') return await cpuSection(targets, pids);
    if (only === 'pages') {
      // Enough tenders for each list to have a second page (a pager to tap).
      await addScaleTenders(136, 36);
      return await pagesSection(stack.siteUrl);
    }
    const measured: Measured[] = [];
    for (const connections of [10, 100]) {
      measured.push(await loadBesideFloor('tender list, 36 tenders (`limit=20`)', targets, list, '/list', connections));
      measured.push(await loadBesideFloor('tender detail', targets, detail, '/detail', connections));
    }
    await cpuSection(targets, pids);
    await loginTimes(stack.siteUrl);

    if (SCALE_TENDERS > 36) {
      await addScaleTenders(SCALE_TENDERS, 36);
      const name = `tender list, ${SCALE_TENDERS.toLocaleString('en-IN')} tenders`;
      const large: Measured[] = [];
      for (const connections of [10, 100]) large.push(await loadBesideFloor(name, targets, list, '/list', connections));
      measured.push(...large);
      const ratio = (at: 'cached' | 'uncached') => (large[0]![at].p99 || 1) / (measured[0]![at].p99 || 1);
      console.log(
        `\np99 at scale / p99 at seed size (c=10): ${ratio('uncached').toFixed(2)}x uncached, ${ratio('cached').toFixed(2)}x cached (budget <= 1.5x)`,
      );
    }
    console.log(
      `\nAPI beside its floor (README-ready; read cache on: READ_CACHE_SECONDS=10, off: 0; ${SLICES} turns of ${Math.max(1, Math.round(DURATION_SECONDS / SLICES))} s each, median of the turns):\n`,
    );
    console.log(apiTable(measured));
    chunkSizes();
    await pagesSection(stack.siteUrl);
    if (process.argv.includes('--lighthouse')) {
      console.log('\nLighthouse, every public page (mobile preset, median of 3 runs per page):\n');
      console.log(lighthouseTable(await measureLighthouse(stack.siteUrl, webDist)));
    }
  } finally {
    floor.child.kill();
    uncachedApi.child.kill();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  await benchMarket();
  await benchMarket('opening');
  // After the stack: measuring cold starts blocks this process, which also ran the gateway.
  measureBundles();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
