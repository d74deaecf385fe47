import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { htmlFileFor } from '@tender/shared/site-pages';
import type { PageAnswer } from '../../web/server/data-pages';

type Asset = {
  body: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
  type: string;
  /** The Cache-Control a file gets from its place in the build; a rendered page brings its own. */
  cacheControl: string;
  status?: number;
};

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/**
 * Brotli's best quality for the site's own chunks; a lighter one for a large asset (the API
 * reference's 4 MB script took 14 s at quality 11 and holds up every start of the stack).
 */
const brotliParams = (body: Buffer) => ({
  [zlibConstants.BROTLI_PARAM_QUALITY]: body.length > 1_000_000 ? 5 : zlibConstants.BROTLI_MAX_QUALITY,
});

/** Loads the built SPA into memory once, with compressed copies, as the CDN would serve it. */
export function loadSite(distDir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  for (const file of walk(distDir)) {
    const urlPath = `/${path.relative(distDir, file).split(path.sep).join('/')}`;
    const body = readFileSync(file);
    const type = types[path.extname(file)] ?? 'application/octet-stream';
    const compressible = /text|javascript|json|svg|manifest/.test(type) && body.length > 1024;
    assets.set(urlPath, {
      body,
      type,
      cacheControl: urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      gzip: compressible ? gzipSync(body, { level: 9 }) : undefined,
      brotli: compressible ? brotliCompressSync(body, { params: brotliParams(body) }) : undefined,
    });
  }
  return assets;
}

/** A page rendered on request, compressed once however often it is served from the renderer's cache. */
const renderedAssets = new WeakMap<PageAnswer, Asset>();
function renderedAsset(page: PageAnswer): Asset {
  const known = renderedAssets.get(page);
  if (known) return known;
  const body = Buffer.from(page.body);
  let gzip: Buffer | undefined;
  let brotli: Buffer | undefined;
  // Each encoding made when first asked for (a browser asks for br, a script may ask for gzip): this
  // runs while the visitor waits.
  const asset: Asset = {
    body,
    type: page.headers['content-type'] ?? types['.html']!,
    cacheControl: page.headers['cache-control'] ?? 'no-store',
    status: page.status,
    get gzip() {
      return (gzip ??= gzipSync(body, { level: 6 }));
    },
    // A quality CloudFront-like in speed.
    get brotli() {
      return (brotli ??= brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }));
    },
  };
  renderedAssets.set(page, asset);
  return asset;
}

/**
 * Serves a file, or for a client-side route (a path without a file extension) `page` when the
 * route's page was rendered on request with its data, else its prerendered page or the app shell
 * (shared/site-pages.ts, as CloudFront's routing function does), with `headers`: the security
 * headers CloudFront's response headers policy adds (shared/security-headers.ts).
 */
export function serveSite(
  assets: Map<string, Asset>,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  headers: Record<string, string>,
  page?: PageAnswer,
) {
  const isRoute = !path.extname(url.pathname);
  const asset = page
    ? renderedAsset(page)
    : (assets.get(url.pathname) ?? (isRoute ? assets.get(`/${htmlFileFor(url.pathname)}`) : undefined));
  if (!asset) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...headers });
    response.end('Not Found');
    return;
  }
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const [body, encoding] =
    /\bbr\b/.test(accepts) && asset.brotli
      ? [asset.brotli, 'br']
      : /\bgzip\b/.test(accepts) && asset.gzip
        ? [asset.gzip, 'gzip']
        : [asset.body, undefined];
  response.writeHead(asset.status ?? 200, {
    'content-type': asset.type,
    'content-length': body.length,
    'cache-control': asset.cacheControl,
    vary: 'accept-encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
    ...headers,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}
