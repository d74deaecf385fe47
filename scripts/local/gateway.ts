import http from 'node:http';
import path from 'node:path';
import { API_BASE_PATH } from '../../functions/routes';
import { handleApiRequest, loadApiRoutes } from './api-router';
import { loadSite, serveSite } from './static-site';

export type GatewayOptions = {
  port: number;
  host?: string;
  /** Serve this built SPA folder, or run Vite in middleware mode with HMR when `dev` is set. */
  webDist?: string;
  dev?: { webRoot: string };
  /** Extra request handlers mounted before the SPA (the payment sandbox). */
  extra?: (request: http.IncomingMessage, response: http.ServerResponse, url: URL) => Promise<boolean>;
};

export type RunningGateway = { url: string; stop(): Promise<void> };

/** One origin: /api/v1 goes to the handlers of the route table, everything else to the SPA. */
export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const api = await loadApiRoutes();
  // Read on the first page request, so the test setup may finish a build after the API is up.
  let site: ReturnType<typeof loadSite> | undefined;
  const siteAssets = () => (site ??= options.webDist ? loadSite(options.webDist) : undefined);
  const vite = options.dev
    ? await (
        await import('vite')
      ).createServer({
        root: options.dev.webRoot,
        configFile: path.join(options.dev.webRoot, 'vite.config.ts'),
        server: { middlewareMode: true, hmr: { port: options.port + 1 } },
        appType: 'spa',
      })
    : undefined;

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
    (options.extra ? options.extra(request, response, url) : Promise.resolve(false))
      .then((handled) => {
        if (handled) return;
        if (vite) vite.middlewares(request, response, () => done(new Error('not handled')));
        else if (siteAssets()) serveSite(siteAssets()!, request, response, url);
        else done(new Error('no site'));
      })
      .catch(done);
  });
  server.keepAliveTimeout = 65_000;
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
