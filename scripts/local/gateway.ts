import { existsSync, statSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { API_BASE_PATH } from '../../functions/routes';
import { handleApiRequest, loadApiRoutes } from './api-router';
import { loadSite, serveSite } from './static-site';

/** Another local stand-in served on the site origin, e.g. the payment sandbox at /sandbox/razorpay. */
export type GatewayMount = {
  /** Every path equal to or under this prefix goes to `handle`, before the SPA. */
  prefix: string;
  handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void>;
};

export type GatewayOptions = {
  port: number;
  host?: string;
  /** Serve this built SPA folder, or run Vite in middleware mode with HMR when `dev` is set. */
  webDist?: string;
  dev?: { webRoot: string };
  mounts?: GatewayMount[];
};

/**
 * The built site, loaded (and compressed) at start rather than on the first visit, and loaded
 * again when a new build replaces web/dist (the test setup may build after the API is up).
 */
function siteLoader(webDist: string): () => ReturnType<typeof loadSite> | undefined {
  const index = path.join(webDist, 'index.html');
  const builtAt = () => (existsSync(index) ? statSync(index).mtimeMs : 0);
  let loaded = { at: builtAt(), assets: builtAt() ? loadSite(webDist) : undefined };
  let checkedAt = Date.now();
  return () => {
    if (Date.now() - checkedAt > 1000) {
      checkedAt = Date.now();
      const at = builtAt();
      if (at && at !== loaded.at) loaded = { at, assets: loadSite(webDist) };
    }
    return loaded.assets;
  };
}

export type RunningGateway = { url: string; stop(): Promise<void> };

/** One origin: /api/v1 goes to the handlers of the route table, everything else to the SPA. */
export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const api = await loadApiRoutes();
  const siteAssets = options.webDist ? siteLoader(options.webDist) : () => undefined;
  // Vite's hot-reload socket shares this server, so development needs no second port.
  let vite: ViteDevServer | undefined;
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
    const done = (error?: unknown) => {
      if (!error || response.headersSent) return;
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('Internal Server Error');
    };
    if (url.pathname === API_BASE_PATH || url.pathname.startsWith(`${API_BASE_PATH}/`)) {
      handleApiRequest(api, request, response, url).catch(done);
      return;
    }
    const mount = options.mounts?.find(
      ({ prefix }) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`),
    );
    if (mount) {
      mount.handle(request, response, url).catch(done);
      return;
    }
    if (vite) {
      vite.middlewares(request, response, () => done(new Error('not handled')));
      return;
    }
    const assets = siteAssets();
    if (assets) serveSite(assets, request, response, url);
    else done(new Error('no site'));
  });
  server.keepAliveTimeout = 65_000;
  if (options.dev) {
    const { createServer } = await import('vite');
    vite = await createServer({
      root: options.dev.webRoot,
      configFile: path.join(options.dev.webRoot, 'vite.config.ts'),
      server: { middlewareMode: true, hmr: { server } },
      appType: 'spa',
    });
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  return {
    url: `http://localhost:${options.port}`,
    stop: async () => {
      await vite?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
