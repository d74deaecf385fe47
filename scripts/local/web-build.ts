import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SERVER_PART } from '../../shared/site-pages';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
export const webRoot = path.join(repoRoot, 'web');
export const webDist = path.join(webRoot, 'dist');
/** What the data pages are rendered with on request (web/build/prerender.ts). */
export const webServerDir = path.join(webRoot, SERVER_PART.dir);

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry)
    .filter((name) => name !== 'node_modules' && name !== 'dist')
    .reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stats.mtimeMs);
}

/** True when web/dist (or its server part) is missing or older than any source the SPA is built from. */
export function webBuildIsStale(): boolean {
  const built = path.join(webDist, 'index.html');
  if (!existsSync(built) || !existsSync(path.join(webServerDir, SERVER_PART.module))) return true;
  // web/server is not built (the gateway and the Lambda bundle run it as it is).
  const sources = ['src', 'build', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((name) =>
    path.join(webRoot, name),
  );
  sources.push(path.join(repoRoot, 'shared'));
  return Math.max(...sources.map(newestChange)) > statSync(built).mtimeMs;
}

/**
 * Runs a production Vite build. Vite bundles whatever NODE_ENV the process has (inside vitest:
 * 'test', which ships React's development build), so it is set to production for the build and
 * put back afterwards, or every process started later (the test workers) would run React's
 * production build, which has no act().
 */
export async function buildSite(root: string, configFile: string | false): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const { build } = await import('vite');
    await build({ root, configFile, logLevel: 'warn' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/** Builds the SPA with Vite as production would, when it is stale. */
export async function ensureWebBuild(log: (line: string) => void): Promise<void> {
  if (!webBuildIsStale()) return;
  log('Building the site (web/dist)...');
  await buildSite(webRoot, path.join(webRoot, 'vite.config.ts'));
}
