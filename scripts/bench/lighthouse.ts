// Lighthouse 12.8 (mobile preset, simulated throttling) on every prerendered public page, three runs
// each, the median by performance score; and each page's initial JavaScript: every script the page
// loaded during the run, gzip level 9 of the built file (the budget's unit; the server sends brotli).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { SESSION_COOKIE } from '../../shared/session-cookie';
import { PRERENDERED_PAGES, prerenderedPageFor } from '../../shared/site-pages';
import { CHROMIUM_FLAGS, resolveBenchChromium } from '../../test/support/chromium';
import { freePort } from '../local/ports';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** DESIGN.md §7. */
export const LIGHTHOUSE_BUDGET = { performance: 95, fcpMs: 1200, tbtMs: 100, cls: 0.05, initialJsKb: 120 } as const;

type Audit = {
  numericValue?: number;
  details?: { items?: { url?: string; resourceType?: string; transferSize?: number }[] };
};
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
  /** The page's HTML as it crossed the wire, headers and all. */
  documentBytes: number;
};

function run(command: string, args: string[], timeoutMs: number, env: NodeJS.ProcessEnv): Promise<number | null> {
  return new Promise((resolve) => {
    // Asynchronous on purpose: the calling process may also run the stack being measured.
    const child = spawn(command, args, { stdio: 'ignore', timeout: timeoutMs, env });
    child.on('close', (code) => resolve(code));
    child.on('error', () => resolve(null));
  });
}

const lighthouseArgs = (url: string, output: string) => [
  '--yes',
  LIGHTHOUSE,
  url,
  '--only-categories=performance,accessibility,best-practices,seo',
  '--output=json',
  `--output-path=${output}`,
  '--quiet',
];

function readReport(status: number | null, output: string): Report | undefined {
  if (status !== 0 || !existsSync(output)) return undefined;
  try {
    return JSON.parse(readFileSync(output, 'utf8')) as Report;
  } finally {
    // BENCH_LIGHTHOUSE_KEEP=<folder> keeps each report whole, to see what a figure is made of.
    if (process.env.BENCH_LIGHTHOUSE_KEEP)
      cpSync(output, path.join(process.env.BENCH_LIGHTHOUSE_KEEP, path.basename(output)));
    rmSync(output, { force: true });
  }
}

/**
 * A signed-out page as a CDN holds it for a visited site: asked for once and given a second, so the
 * renderer has it fresh (web/server/data-pages.ts keeps a page 10 s) when Lighthouse loads it. Otherwise
 * a page past its lifetime goes out stale and is rendered again at once, here on the two cores the
 * browser measures with: a form page's 150-300 ms render landed in its parse, TBT 340-480 ms in one or
 * two of its three runs (2026-11-28). In the cloud the renderer runs on other machines than the visitor's phone.
 */
async function warmRenderedPage(url: string): Promise<void> {
  await fetch(url);
  await pause(1_000);
}

const reportPath = () => path.join(os.tmpdir(), `lighthouse-${process.pid}-${Date.now()}.json`);

async function lighthouseReport(url: string, chromePath: string): Promise<Report | undefined> {
  const output = reportPath();
  const status = await run(
    'npx',
    [
      ...lighthouseArgs(url, output),
      `--chrome-path=${chromePath}`,
      `--chrome-flags=--headless=new ${CHROMIUM_FLAGS.join(' ')}`,
    ],
    240_000,
    // Lighthouse's launcher looks for a browser only in CHROME_PATH and the usual install places, so
    // the npm registry's Chromium (test/support/chromium.ts) needs this as well as --chrome-path.
    { ...process.env, CHROME_PATH: chromePath },
  );
  return readReport(status, output);
}

export type Session = { token: string; user: string };

/** The cookie the app's 'Remember me' login leaves beside the stored session (shared/session-cookie.ts). */
export const rememberedSessionCookie = (session: Session, siteUrl: string) => ({
  name: SESSION_COOKIE,
  value: session.token,
  url: new URL('/', siteUrl).href,
  sameSite: 'Strict' as const,
});

/**
 * Where a signed-in page's session is kept: 'remembered' as 'Remember me' keeps it (localStorage and
 * the session cookie, so the server renders the page with it), 'tab' as a login without it does
 * (sessionStorage: the server sends the page's frame, which asks for the page again with it).
 */
export type SessionKind = 'remembered' | 'tab';

/**
 * A signed-in page: Lighthouse drives a browser whose profile already holds the session and leaves its
 * storage alone; the profile is new for each run, so nothing else is cached. A tab's session lives in
 * the tab Lighthouse opens: written into it by an init script before the page's own scripts run.
 */
async function signedInReport(
  url: string,
  chromePath: string,
  session: Session,
  kind: SessionKind,
): Promise<Report | undefined> {
  const profile = path.join(os.tmpdir(), `lighthouse-profile-${process.pid}-${Date.now()}`);
  const port = await freePort();
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
  });
  try {
    if (kind === 'tab') {
      await browser.addInitScript(
        ({ token, user, origin }) => {
          if (location.origin !== origin || sessionStorage.getItem('TOKEN')) return;
          sessionStorage.setItem('TOKEN', token);
          sessionStorage.setItem('USER', user);
        },
        { ...session, origin: new URL(url).origin },
      );
    } else {
      const page = await browser.newPage();
      await page.goto(new URL('/favicon.svg', url).href);
      await page.evaluate(({ token, user }) => {
        localStorage.setItem('TOKEN', token);
        localStorage.setItem('USER', user);
      }, session);
      await browser.addCookies([rememberedSessionCookie(session, url)]);
      await page.close();
    }
    const output = reportPath();
    const status = await run(
      'npx',
      [...lighthouseArgs(url, output), `--port=${port}`, '--disable-storage-reset'],
      240_000,
      process.env,
    );
    return readReport(status, output);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The demo Contractor's session (scripts/seed/demo-accounts.ts), for the signed-in pages. */
export async function demoSession(siteUrl: string): Promise<Session> {
  const response = await fetch(`${siteUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'contractor@example.com', password: 'Tender@2026', remember: true }),
  });
  const body = (await response.json()) as { token?: string; user?: unknown };
  if (!body.token) throw new Error(`The demo login answered ${response.status}`);
  return { token: body.token, user: JSON.stringify(body.user) };
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

/**
 * Lighthouse's simulated connection carries 10 TCP segments in its first round trip (lantern's
 * TCPConnection); a longer document waits one more round trip, 150 ms of the phone's FCP.
 */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

const documentBytes = (report: Report) =>
  report.audits['network-requests']?.details?.items?.find((item) => item.resourceType === 'Document')?.transferSize ??
  0;

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
    documentBytes: documentBytes(report),
  };
}

const median = (scores: PageScore[]) => [...scores].sort((a, b) => a.performance - b.performance)[scores.length >> 1]!;

/** The pages to measure: the prerendered ones, at the address a visitor uses. */
export const lighthousePages = (): string[] => PRERENDERED_PAGES.map((page) => page.renderPath);

/** The portal's forms, each a visitor's first page of the portal. */
export const PORTAL_FORMS = [
  '/login',
  '/sign-up',
  '/forgot-password',
  '/reset-password',
  '/register/vendor',
  '/quick-register/vendor',
  '/register/buyer',
  '/register-builder',
] as const;

/** The portal's pages, the signed-in ones as the demo Contractor. */
export const portalPages = (bidTenderId: number): string[] => {
  const signedIn = ['/dashboard', '/profile', '/my-info', '/my-bids', `/tenders/${bidTenderId}/bid`];
  return [...PORTAL_FORMS, '/register-success', ...signedIn, ...signedIn.map((page) => `${page}${TAB_SESSION_MARK}`)];
};

/** The signed-in pages measured again with a session kept for the tab alone. */
export const TAB_SESSION_MARK = ' (tab session)';

export async function measureLighthouse(
  siteUrl: string,
  distDir: string,
  pages = lighthousePages(),
): Promise<PageScore[]> {
  const { executablePath } = await resolveBenchChromium();
  const results: PageScore[] = [];
  let session: Session | undefined;
  for (const page of pages) {
    const runs: PageScore[] = [];
    const address = page.replace(TAB_SESSION_MARK, '');
    const kind: SessionKind = page.endsWith(TAB_SESSION_MARK) ? 'tab' : 'remembered';
    const signedIn = prerenderedPageFor(address)?.signedIn === true;
    if (signedIn) session ??= await demoSession(siteUrl);
    for (let attempt = 0; attempt < RUNS; attempt += 1) {
      const url = `${siteUrl}${address}`;
      if (!signedIn) await warmRenderedPage(url);
      const report = signedIn
        ? await signedInReport(url, executablePath, session!, kind)
        : await lighthouseReport(url, executablePath);
      if (report) runs.push(score(report, page, distDir));
    }
    if (runs.length > 0) results.push(median(runs));
    if (runs.length > 0) console.log(`  Lighthouse ${page}: ${runs.map((run) => run.performance).join(', ')}`);
    else console.log(`Lighthouse failed on ${page} in all ${RUNS} runs.`);
  }
  return results;
}

const mark = (ok: boolean) => (ok ? '' : ' (over)');

/** The README's table. */
export function lighthouseTable(scores: readonly PageScore[]): string {
  const lines = [
    `| page | performance | FCP s | document bytes (first round trip ${FIRST_ROUND_TRIP_BYTES}) | LCP s | TBT ms | CLS | initial JS KB gzip | accessibility | best practices | SEO |`,
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of scores) {
    lines.push(
      `| ${row.page} | ${row.performance}${mark(row.performance >= LIGHTHOUSE_BUDGET.performance)} | ` +
        `${(row.fcpMs / 1000).toFixed(1)}${mark(row.fcpMs <= LIGHTHOUSE_BUDGET.fcpMs)} | ` +
        `${row.documentBytes}${row.documentBytes > FIRST_ROUND_TRIP_BYTES ? ' (two)' : ''} | ${(row.lcpMs / 1000).toFixed(1)} | ` +
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
