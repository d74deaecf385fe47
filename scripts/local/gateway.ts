import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net from 'node:net';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import type { ViteDevServer } from 'vite';
import { pageSession, SESSION_HEADER } from '../../shared/session-cookie';
import { API_BASE_PATH } from '../../functions/routes';
import { handleApiRequest, loadApiRoutes, logGatewayError, type HandlerModules } from './api-router';
import type { RunningProcess } from './dynamodb';
import { rawGatewayError, sendGatewayError } from './gateway-answers';
import { addOriginHeader, originRefusal } from './origin-check';
import { IPV4_LOOPBACK, KEEP_ALIVE_MS, listen, listenOnIpv6Too } from './ports';
import { watchServer } from './server-watch';
import { securityHeaders } from '../../shared/security-headers';
import { siteLoader } from './site-loader';
import { serveSite } from './static-site';
import { answerContactPost, contactFormAnswers, FORM_BODY_LIMIT_BYTES } from '../../web/server/contact-post';
import { answerNodeFormPost } from '../../web/server/node-form-post';
import { CONTACT_PAGE_PATH } from '../../web/src/features/contacts/contact-post-state';

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
  /**
   * Keep a CloudFront-Viewer-Address header the client sent. Off (the default), the gateway sets
   * it from the socket and drops the client's, as CloudFront does; the test stack turns it on so
   * each test file can play CloudFront and per-address limits do not collide between files.
   */
  trustViewerAddressHeader?: boolean;
  /** Origins the browser may upload to (the S3 server), allowed by the site's Content-Security-Policy. */
  uploadOrigins?: readonly string[];
  /**
   * The x-origin-verify value (the data folder's secrets file). The site port adds it to every API
   * request, as CloudFront does, and every API request is checked for it before its handler runs,
   * as API Gateway's authorizer does. Unset: no header is added or checked.
   */
  originVerify?: string;
  /**
   * Also serve the API alone on this port, as API Gateway's own (regional) domain does: a request
   * without the right x-origin-verify gets 401 or 403 there, as it would in the cloud.
   */
  apiPort?: number;
  /** Where each handler's module is (default: its source in functions/handlers). */
  handlerModules?: HandlerModules;
};

/** `apiUrl`: the API Gateway side, when `apiPort` was given. */
export type RunningGateway = RunningProcess & { url: string; apiUrl?: string };

/**
 * The request's URL, or undefined when its Host or request target is malformed. The path is
 * joined to the origin as text (never resolved), so a target such as `//[` stays a path.
 */
export function requestUrl(request: IncomingMessage): URL | undefined {
  const target = request.url ?? '/';
  const host = request.headers.host ?? 'localhost';
  // Absolute-form and `*` targets are for proxies; a Host is a name or address and a port only.
  if (!target.startsWith('/') || !/^[^\s/?#@\\]+$/.test(host)) return undefined;
  try {
    // One parse: the Host has no '/', so the target can only ever be the path and what follows it.
    return new URL(`http://${host}${target}`);
  } catch {
    return undefined;
  }
}

/** What node answers by itself to a request it cannot parse, in the API's error shape. */
function answerUnparsable(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  socket.end(rawGatewayError(status));
}

const isApiPath = (url: URL) => url.pathname === API_BASE_PATH || url.pathname.startsWith(`${API_BASE_PATH}/`);

/** A server where nothing a request does escapes: a malformed one is a 400, anything thrown is logged once and a 500. */
function robustServer(
  route: (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<void>,
): http.Server {
  const server = http.createServer((request, response) => {
    let url: URL | undefined;
    const fail = (error: unknown) => {
      const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
      const clientLeft = code === 'ECONNRESET' || message === 'aborted'; // nothing to log or answer
      if (!clientLeft) logGatewayError('request failed', request, url, error);
      if (response.destroyed || request.socket.destroyed) return;
      if (response.headersSent) response.destroy();
      else sendGatewayError(request, response, 500);
    };
    try {
      url = requestUrl(request);
      if (!url) return sendGatewayError(request, response, 400);
      route(request, response, url).catch(fail);
    } catch (error) {
      fail(error);
    }
  });
  server.on('clientError', answerUnparsable);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  return server;
}

/**
 * Listens on `host`; on the IPv4 loopback, on the IPv6 loopback's same port too (ports.ts
 * listenOnIpv6Too), so "localhost" reaches this server whichever address is tried. Answers the extra
 * listener; the caller closes both, on a failure too.
 */
async function listenOnLoopbacks(server: http.Server, port: number, host: string): Promise<net.Server | undefined> {
  await listen(server, port, host);
  return host === IPV4_LOOPBACK ? listenOnIpv6Too(server, port) : undefined;
}

/** One origin: /api/v1 goes to the handlers of the route table, everything else to the SPA. */
export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const api = await loadApiRoutes(options.handlerModules);
  const { originVerify } = options;
  // The key of the contact form's page tokens: the origin-verify value, as in the cloud (lambda.ts).
  const formSecret = originVerify ?? randomBytes(32).toString('hex');
  const formAnswers = contactFormAnswers(() => Promise.resolve(formSecret));
  // The data pages ask the API as a browser would, through this gateway.
  const site = options.webDist
    ? siteLoader(options.webDist, `http://127.0.0.1:${options.port}`, undefined, formAnswers)
    : () => Promise.resolve(undefined);
  // The same headers CloudFront's response headers policy adds in the cloud, from one definition.
  const siteHeaders = securityHeaders({ uploadOrigins: options.uploadOrigins });
  const authorize = originVerify ? (request: IncomingMessage) => originRefusal(request, originVerify) : undefined;
  const apiOptions = { trustViewerAddressHeader: options.trustViewerAddressHeader ?? false, authorize };
  // Vite's hot-reload socket shares this server, so development needs no second port.
  let vite: ViteDevServer | undefined;

  const route = async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> => {
    if (isApiPath(url)) {
      if (originVerify) addOriginHeader(request, originVerify);
      await handleApiRequest(api, request, response, url, apiOptions);
      // As the read cache does: a change made here is on the pages at once (in the cloud, CloudFront
      // keeps a page for DATA_PAGE_SHARED_SECONDS).
      if (request.method !== 'GET' && request.method !== 'HEAD') (await site())?.dataPages?.clear();
      return;
    }
    const mount = options.mounts?.find(
      ({ prefix }) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`),
    );
    if (mount) return mount.handle(request, response, url);
    if (vite) {
      const middlewares = vite.middlewares;
      const handled = await new Promise<boolean>((resolve, reject) => {
        response.once('close', () => resolve(true));
        middlewares(request, response, (error?: unknown) => (error ? reject(error) : resolve(false)));
      });
      if (!handled && !response.headersSent) sendGatewayError(request, response, 404);
      return;
    }
    const built = await site();
    if (!built)
      return sendGatewayError(request, response, 503, 'The site is not built (web/dist); npm start builds it.');
    if (request.method === 'POST' && url.pathname === CONTACT_PAGE_PATH && built.dataPages) {
      const pages = built.dataPages;
      const answer = (post: Parameters<typeof answerContactPost>[0]) =>
        answerContactPost(post, {
          pages,
          secret: () => Promise.resolve(formSecret),
          siteOrigin: (headers) => (headers.host ? `http://${headers.host}` : undefined),
          apiOrigin: `http://127.0.0.1:${options.port}`,
        });
      return answerNodeFormPost(request, response, answer, {
        limit: FORM_BODY_LIMIT_BYTES,
        trustViewerAddressHeader: apiOptions.trustViewerAddressHeader,
        siteHeaders,
      });
    }
    const page =
      request.method === 'GET' || request.method === 'HEAD'
        ? await built.dataPages?.answer(
            url.pathname,
            url.search,
            pageSession(request.headers[SESSION_HEADER], request.headers.cookie),
          )
        : undefined;
    serveSite(built.assets, request, response, url, siteHeaders, page);
  };

  const server = robustServer(route);
  // API Gateway's own domain: the API only, each request checked for CloudFront's header first; the
  // viewer's address header passes as sent (API Gateway forwards what CloudFront set).
  const apiServer =
    options.apiPort === undefined
      ? undefined
      : robustServer(async (request, response, url) => {
          if (!isApiPath(url)) return sendGatewayError(request, response, 404);
          await handleApiRequest(api, request, response, url, { trustViewerAddressHeader: true, authorize });
        });
  if (options.dev) {
    const { createServer } = await import('vite');
    vite = await createServer({
      root: options.dev.webRoot,
      configFile: path.join(options.dev.webRoot, 'vite.config.ts'),
      server: { middlewareMode: true, hmr: { server } },
      appType: 'spa',
    });
  }
  const host = options.host ?? IPV4_LOOPBACK;
  const listeners: net.Server[] = [];
  try {
    listeners.push(server);
    const siteIpv6 = await listenOnLoopbacks(server, options.port, host);
    if (siteIpv6) listeners.push(siteIpv6);
    if (apiServer) {
      listeners.push(apiServer);
      const apiIpv6 = await listenOnLoopbacks(apiServer, options.apiPort!, host);
      if (apiIpv6) listeners.push(apiIpv6);
    }
  } catch (error) {
    await vite?.close();
    for (const listener of listeners) listener.close();
    throw error;
  }
  const servers = [server, ...(apiServer ? [apiServer] : [])];
  const watches = servers.map((each) => watchServer(each));
  return {
    url: `http://localhost:${options.port}`,
    ...(apiServer ? { apiUrl: `http://localhost:${options.apiPort}` } : {}),
    failure: Promise.race(watches.map((watch) => watch.failure)),
    stop: async () => {
      for (const watch of watches) watch.stopping();
      await vite?.close();
      for (const each of servers) each.closeAllConnections();
      await Promise.all(listeners.map((each) => new Promise<void>((resolve) => each.close(() => resolve()))));
    },
  };
}
