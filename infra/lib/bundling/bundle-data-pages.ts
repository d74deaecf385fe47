import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { SERVER_PART } from '@tender/shared/site-pages';
import { publish, REQUIRE_BANNER } from './bundle-handlers';

function filesUnder(dir: string, base = dir): { relative: string; contents: Uint8Array }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(path.join(dir, entry.name), base)
      : [
          {
            relative: path.relative(base, path.join(dir, entry.name)),
            contents: fs.readFileSync(path.join(dir, entry.name)),
          },
        ],
  );
}

/**
 * The data-page renderer's Lambda asset: index.mjs (web/server/lambda.ts, one esbuild pass, no AWS
 * SDK) beside a copy of the web build's server part as dist-server/, which the handler imports at
 * cold start. Content-addressed under `outDir`, as the route bundles are.
 */
export function bundleDataPages(options: { entry: string; serverDir: string; outDir: string }): string {
  const { outputFiles } = buildSync({
    entryPoints: [options.entry],
    outfile: 'index.mjs',
    write: false,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    minify: true,
    legalComments: 'none',
    banner: { js: REQUIRE_BANNER },
    logLevel: 'silent',
  });
  const files = [
    { relative: 'index.mjs', contents: outputFiles[0]!.contents },
    ...filesUnder(options.serverDir).map((file) => ({ ...file, relative: path.join(SERVER_PART.dir, file.relative) })),
  ].sort((a, b) => a.relative.localeCompare(b.relative));
  const hash = createHash('sha256');
  for (const file of files) hash.update(file.relative).update('\0').update(file.contents).update('\0');
  const root = path.join(options.outDir, `data-pages-${hash.digest('hex').slice(0, 16)}`);
  publish(root, files);
  return root;
}
