import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { API_BASE_PATH, routes, type Route } from '../../functions/routes';
import { lambdaContext, toApiEvent } from './api-event';

type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;
type CompiledRoute = { route: Route; routeKey: string; pattern: RegExp; names: string[]; handler: LambdaHandler };

const handlersDir = path.resolve(import.meta.dirname, '..', '..', 'functions', 'handlers');
const MAX_BODY_BYTES = 10 * 1024 * 1024; // API Gateway's payload limit

function compile(route: Route, handler: LambdaHandler): CompiledRoute {
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

/** Loads every handler module of the route table, as each Lambda would at cold start. */
export async function loadApiRoutes(): Promise<CompiledRoute[]> {
  return Promise.all(
    routes.map(async (route) => {
      const file = pathToFileURL(path.join(handlersDir, `${route.handler}.ts`)).href;
      const module = (await import(/* @vite-ignore */ file)) as { handler: LambdaHandler };
      if (typeof module.handler !== 'function')
        throw new Error(`functions/handlers/${route.handler}.ts has no handler`);
      return compile(route, module.handler);
    }),
  );
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(Object.assign(new Error('payload too large'), { status: 413 }));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify({ error: true, message }));
}

function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Answers one /api/v1 request the way API Gateway + Lambda would. */
export async function handleApiRequest(
  compiled: readonly CompiledRoute[],
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const candidates = compiled.filter((entry) => entry.pattern.test(url.pathname));
  const match = candidates.find((entry) => entry.route.method === method);
  if (!match) {
    if (candidates.length) return sendJson(response, 405, 'Method not allowed.');
    return sendJson(response, 404, 'Not Found');
  }
  const values = match.pattern.exec(url.pathname)?.slice(1) ?? [];
  const pathParameters = Object.fromEntries(match.names.map((name, index) => [name, decodeParam(values[index] ?? '')]));
  let body: Buffer;
  try {
    body = await readBody(request);
  } catch {
    return sendJson(response, 413, 'Request Entity Too Large');
  }
  const event = toApiEvent(request, url, match.routeKey, pathParameters, body);
  let result: APIGatewayProxyStructuredResultV2;
  try {
    result = await match.handler(event, lambdaContext(match.route.handler, event.requestContext.requestId));
  } catch {
    return sendJson(response, 500, 'Internal Server Error');
  }
  const headers: Record<string, string | number | boolean> = { ...(result.headers ?? {}) };
  if (result.cookies?.length) headers['set-cookie'] = result.cookies.join(', ');
  const payload = result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined;
  response.writeHead(result.statusCode ?? 200, headers as Record<string, string>);
  response.end(request.method === 'HEAD' ? undefined : payload);
}
