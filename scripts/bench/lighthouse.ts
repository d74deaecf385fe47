// Lighthouse 12.8 (mobile preset, simulated throttling) on every prerendered public page, three runs
// each, the median by performance score; and each page's initial JavaScript: every script the page
// loaded during the run, gzip level 9 of the built file (the budget's unit; the server sends brotli).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PRERENDERED_PAGES } from '../../shared/site-pages';
import { CHROMIUM_FLAGS, resolveChromium } from '../../test/support/chromium';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = 3;

/** DESIGN.md §7 / issue 11. */
export const LIGHTHOUSE_BUDGET = { performance: 95, fcpMs: 1200, tbtMs: 100, cls: 0.05, initialJsKb: 120 } as const;

type Audit = { numericValue?: number; details?: { items?: { url?: string; resourceType?: string }[] } };
type Report = { categories: Record<string, { score: number }>; audits: Record<string, Audit> };

export type PageScore = {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  initialJsKb: number;
};

function run(command: string, args: string[], timeoutMs: number, env: NodeJS.ProcessEnv): Promise<number | null> {
  return new Promise((resolve) => {
    // Asynchronous on purpose: the calling process may also run the stack being measured.
    const child = spawn(command, args, { stdio: 'ignore', timeout: timeoutMs, env });
    child.on('close', (code) => resolve(code));
    child.on('error', () => resolve(null));
  });
}

async function lighthouseReport(url: string, chromePath: string): Promise<Report | undefined> {
  const output = path.join(os.tmpdir(), `lighthouse-${process.pid}-${Date.now()}.json`);
  const status = await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      `--chrome-path=${chromePath}`,
      `--chrome-flags=--headless=new ${CHROMIUM_FLAGS.join(' ')}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
    ],
    240_000,
    // Lighthouse's launcher looks for a browser only in CHROME_PATH and the usual install places, so
    // the npm registry's Chromium (test/support/chromium.ts) needs this as well as --chrome-path.
    { ...process.env, CHROME_PATH: chromePath },
  );
  if (status !== 0 || !existsSync(output)) return undefined;
  try {
    return JSON.parse(readFileSync(output, 'utf8')) as Report;
  } finally {
    rmSync(output, { force: true });
  }
}

/** Gzip size of the built scripts a run loaded (same-origin /assets/ files). */
function initialJsBytes(report: Report, distDir: string): number {
  const scripts = new Set(
    (report.audits['network-requests']?.details?.items ?? [])
      .filter((item) => item.resourceType === 'Script' && item.url)
      .map((item) => new URL(item.url!).pathname)
      .filter((pathname) => pathname.startsWith('/assets/')),
  );
  return [...scripts].reduce((sum, pathname) => {
    const file = path.join(distDir, pathname);
    return sum + (existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
  }, 0);
}

function score(report: Report, page: string, distDir: string): PageScore {
  const category = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    page,
    performance: category('performance'),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    seo: category('seo'),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    initialJsKb: Number((initialJsBytes(report, distDir) / 1024).toFixed(1)),
  };
}

const median = (scores: PageScore[]) => [...scores].sort((a, b) => a.performance - b.performance)[scores.length >> 1]!;

/** The pages to measure: the prerendered ones, at the address a visitor uses. */
export const lighthousePages = (): string[] => PRERENDERED_PAGES.map((page) => page.renderPath);

export async function measureLighthouse(
  siteUrl: string,
  distDir: string,
  pages = lighthousePages(),
): Promise<PageScore[]> {
  const { executablePath } = await resolveChromium();
  const results: PageScore[] = [];
  for (const page of pages) {
    const runs: PageScore[] = [];
    for (let attempt = 0; attempt < RUNS; attempt += 1) {
      const report = await lighthouseReport(`${siteUrl}${page}`, executablePath);
      if (report) runs.push(score(report, page, distDir));
    }
    if (runs.length > 0) results.push(median(runs));
    else console.log(`Lighthouse failed on ${page} in all ${RUNS} runs.`);
  }
  return results;
}

const mark = (ok: boolean) => (ok ? '' : ' (over)');

/** The README's table. */
export function lighthouseTable(scores: readonly PageScore[]): string {
  const lines = [
    '| page | performance | FCP s | LCP s | TBT ms | CLS | initial JS KB gzip | accessibility | best practices | SEO |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of scores) {
    lines.push(
      `| ${row.page} | ${row.performance}${mark(row.performance >= LIGHTHOUSE_BUDGET.performance)} | ` +
        `${(row.fcpMs / 1000).toFixed(1)}${mark(row.fcpMs <= LIGHTHOUSE_BUDGET.fcpMs)} | ${(row.lcpMs / 1000).toFixed(1)} | ` +
        `${row.tbtMs}${mark(row.tbtMs <= LIGHTHOUSE_BUDGET.tbtMs)} | ${row.cls}${mark(row.cls <= LIGHTHOUSE_BUDGET.cls)} | ` +
        `${row.initialJsKb}${mark(row.initialJsKb <= LIGHTHOUSE_BUDGET.initialJsKb)} | ` +
        `${row.accessibility} | ${row.bestPractices} | ${row.seo} |`,
    );
  }
  return lines.join('\n');
}

// `npx tsx scripts/bench/lighthouse.ts [site-url] [page...]`: against a stack that is already running.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [siteUrl = 'http://localhost:3000', ...pages] = process.argv.slice(2);
  const distDir = path.resolve(import.meta.dirname, '../../web/dist');
  const scores = await measureLighthouse(siteUrl, distDir, pages.length > 0 ? pages : undefined);
  console.log(lighthouseTable(scores));
}
