import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { API_BASE_PATH, routes, type Route } from '../../functions/routes';
import { lambdaContext, toApiEvent } from './api-event';
import { sendGatewayError, type GatewayStatus } from './gateway-answers';

type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;
export type CompiledRoute = {
  route: Route;
  routeKey: string;
  pattern: RegExp;
  names: string[];
  handler: LambdaHandler;
};

const handlersDir = path.resolve(import.meta.dirname, '..', '..', 'functions', 'handlers');
const MAX_BODY_BYTES = 10 * 1024 * 1024; // API Gateway's payload limit

export function compileRoute(route: Route, handler: LambdaHandler): CompiledRoute {
  const names: string[] = [];
  const source = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return {
    route,
    routeKey: `${route.method} ${API_BASE_PATH}${route.path}`,
    pattern: new RegExp(`^${API_BASE_PATH}${source}/?$`),
    names,
    handler,
  };
}

/**
 * Where a handler's module is: its source file, or e.g. its Lambda bundle (scripts/bench/api-server.ts).
 * Undefined leaves the handler's routes out, as if they were not in the table.
 */
export type HandlerModules = (handler: string) => string | undefined;

/** Each handler's TypeScript source, in functions/handlers. */
const handlerSources: HandlerModules = (handler) => path.join(handlersDir, `${handler}.ts`);

/** Loads every handler module of the route table, as each Lambda would at cold start. */
export async function loadApiRoutes(modules: HandlerModules = handlerSources): Promise<RouteTable> {
  const served = routes.flatMap((route) => {
    const file = modules(route.handler);
    return file ? [{ route, file }] : [];
  });
  const compiled = await Promise.all(
    served.map(async ({ route, file }) => {
      const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { handler: LambdaHandler };
      if (typeof module.handler !== 'function') throw new Error(`${file} has no handler`);
      return compileRoute(route, module.handler);
    }),
  );
  return indexRoutes(compiled);
}

const NO_BODY: Body = { tooLarge: false, bytes: Buffer.alloc(0) };

/** As node's parser reads a request: a body only with a Content-Length above 0 or a Transfer-Encoding. */
const hasBody = ({ headers }: IncomingMessage) =>
  headers['transfer-encoding'] !== undefined ||
  (headers['content-length'] !== undefined && headers['content-length'] !== '0');

/** How long a refused (too large) body is still read and discarded so the client sees the 413. */
const DISCARD_MS = 10_000;

type Body = { tooLarge: false; bytes: Buffer } | { tooLarge: true };

/**
 * Reads the body up to API Gateway's cap. Past it, the rest is read and thrown away (for up to
 * DISCARD_MS) rather than the socket destroyed: a client still sending would otherwise see a
 * reset instead of the 413.
 */
function readBody(request: IncomingMessage): Body | Promise<Body> {
  // Most requests (every GET) declare no body: nothing to wait for.
  if (!hasBody(request)) return NO_BODY;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk);
      request.removeListener('data', onData);
      request.removeListener('end', onEnd);
      chunks.length = 0;
      request.resume();
      const timer = setTimeout(() => request.destroy(), DISCARD_MS);
      request.once('close', () => clearTimeout(timer));
      resolve({ tooLarge: true });
    };
    const onEnd = () => resolve({ tooLarge: false, bytes: Buffer.concat(chunks) });
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', reject);
  });
}

function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The route table as the gateway looks it up: each path without parameters by itself, the rest in table order. */
export type RouteTable = { exact: Map<string, CompiledRoute>; withParameters: readonly CompiledRoute[] };

export function indexRoutes(compiled: readonly CompiledRoute[]): RouteTable {
  const exact = new Map<string, CompiledRoute>();
  for (const entry of compiled)
    if (entry.names.length === 0 && !exact.has(entry.routeKey)) exact.set(entry.routeKey, entry);
  return { exact, withParameters: compiled.filter((entry) => entry.names.length > 0) };
}

/**
 * The route for this request, as API Gateway picks it: a path without parameters before one with
 * them (the table has no path that both would take). A lookup rather than a regular expression per
 * route: a local cost of every request that API Gateway does not bill to the Lambda.
 */
export function findRoute(
  { exact, withParameters }: RouteTable,
  method: string,
  pathname: string,
): CompiledRoute | undefined {
  const bare = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return (
    exact.get(`${method} ${bare}`) ??
    withParameters.find((entry) => entry.route.method === method && entry.pattern.test(pathname))
  );
}

export type ApiRequestOptions = {
  /** Keep a client-sent CloudFront-Viewer-Address instead of the socket's (see GatewayOptions). */
  trustViewerAddressHeader?: boolean;
  /**
   * API Gateway's authorizer: for a matched route, the status that refuses the request before its
   * body is read or its handler runs (origin-check.ts), or undefined to let it through.
   */
  authorize?: (request: IncomingMessage) => GatewayStatus | undefined;
};

/**
 * Answers one /api/v1 request the way API Gateway + Lambda would: an unknown path, or a known
 * path with another method, is API Gateway's 404 (HTTP APIs have no 405); a body over 10 MB is
 * its 413; a handler that throws is its 500. Throws only when the client went away.
 */
export async function handleApiRequest(
  table: RouteTable,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  options: ApiRequestOptions = {},
): Promise<void> {
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const match = findRoute(table, method ?? '', url.pathname);
  if (!match) return sendGatewayError(request, response, 404);
  const refused = options.authorize?.(request);
  if (refused) return sendGatewayError(request, response, refused);
  const values = match.pattern.exec(url.pathname)?.slice(1) ?? [];
  const pathParameters = Object.fromEntries(match.names.map((name, index) => [name, decodeParam(values[index] ?? '')]));
  const body = await readBody(request);
  if (body.tooLarge) return sendGatewayError(request, response, 413);
  const event = toApiEvent(request, url, match.routeKey, pathParameters, body.bytes, options);
  let result: APIGatewayProxyStructuredResultV2;
  try {
    result = await match.handler(event, lambdaContext(match.route.handler, event.requestContext.requestId));
  } catch (error) {
    logGatewayError('handler threw', request, url, error, match.routeKey);
    return sendGatewayError(request, response, 500);
  }
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  // One Set-Cookie line per cookie, as API Gateway sends them (a cookie's Expires has a comma).
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const payload = result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined;
  response.writeHead(result.statusCode ?? 200, headers);
  response.end(request.method === 'HEAD' ? undefined : payload);
}

/** One JSON line on stderr per failed request, like the handlers' own log lines. */
export function logGatewayError(
  message: string,
  request: IncomingMessage,
  url: URL | undefined,
  error: unknown,
  route?: string,
): void {
  const cause = error instanceof Error ? error : new Error(String(error));
  console.error(
    JSON.stringify({
      level: 'error',
      message: `local gateway: ${message}`,
      time: new Date().toISOString(),
      method: request.method,
      path: url?.pathname ?? request.url?.slice(0, 200),
      ...(route ? { route } : {}),
      error: cause.name,
      detail: cause.message,
      stack: cause.stack,
    }),
  );
}
