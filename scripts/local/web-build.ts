import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
export const webRoot = path.join(repoRoot, 'web');
export const webDist = path.join(webRoot, 'dist');

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry)
    .filter((name) => name !== 'node_modules' && name !== 'dist')
    .reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stats.mtimeMs);
}

/** True when web/dist is missing or older than any source the SPA is built from. */
export function webBuildIsStale(): boolean {
  const built = path.join(webDist, 'index.html');
  if (!existsSync(built)) return true;
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((name) =>
    path.join(webRoot, name),
  );
  sources.push(path.join(repoRoot, 'shared'));
  return Math.max(...sources.map(newestChange)) > statSync(built).mtimeMs;
}

/** Builds the SPA with Vite as production would, when it is stale. */
export async function ensureWebBuild(log: (line: string) => void): Promise<void> {
  if (!webBuildIsStale()) return;
  log('Building the site (web/dist)...');
  const { build } = await import('vite');
  await build({ root: webRoot, configFile: path.join(webRoot, 'vite.config.ts'), logLevel: 'warn' });
}
