// The bench's two servers as the cloud runs code: esbuild output, not TypeScript through tsx.
// tsx keeps every function's name with a call made each time a closure is created (about 20 µs of
// a request in the pipeline's profile) and builds at start what the Lambda bundles hold as data, so
// a figure taken under tsx weighs the loader, not the pipeline. The handlers are the very bundles
// the CDK deploys (bundleHandlers); the floor and the gateway around them are built with the same
// options, each server run by plain node.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { BUNDLE_TARGET, bundleHandlers, REQUIRE_BANNER } from '../../infra/lib/bundling/bundle-handlers';
import { repoRoot } from '../local/web-build';

export type ShippedServers = {
  /** The floor server (floor-server.ts), SDK and all in one file. */
  floor: string;
  /** The uncached API server (api-server.ts): the local gateway, loading the handlers from `handlerBundles`. */
  api: string;
  /** The folder of the handlers' Lambda bundles, `<handler>/index.mjs` each (those asked for alone). */
  handlerBundles: string;
};

const HOST_TARGET = { platform: 'linux', arch: process.arch === 'arm64' ? 'arm64' : 'x64', libc: 'gnu' } as const;

/** Builds the two servers and the Lambda bundles of `handlers` (names of the route table's handlers). */
export function buildShippedServers(handlers: readonly string[]): ShippedServers {
  // Inside the repository, as the bench's other bundles.
  const outDir = path.join(repoRoot, 'node_modules', '.cache', 'bench-servers');
  mkdirSync(outDir, { recursive: true });
  const { root } = bundleHandlers({
    handlers,
    handlersDir: path.join(repoRoot, 'functions', 'handlers'),
    outDir: path.join(outDir, 'handlers'),
    nativeTarget: HOST_TARGET,
  });
  const build = (name: string, external: string[] = []) => {
    const outfile = path.join(outDir, `${name}.mjs`);
    buildSync({
      entryPoints: [path.join(import.meta.dirname, `${name}.ts`)],
      outfile,
      bundle: true,
      external,
      format: 'esm',
      platform: 'node',
      target: BUNDLE_TARGET,
      minify: true,
      banner: { js: REQUIRE_BANNER },
      logLevel: 'error',
    });
    return outfile;
  };
  // The gateway starts Vite only in development, never here.
  return { floor: build('floor-server'), api: build('api-server', ['vite']), handlerBundles: root };
}
