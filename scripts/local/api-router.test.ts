import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_BASE_PATH, routes } from '../../functions/routes';
import { getActiveTenders, getTenderInfo } from '../../functions/contracts/tenders';
import {
  compileRoute,
  findRoute,
  handleApiRequest,
  indexRoutes,
  loadApiRoutes,
  type CompiledRoute,
} from './api-router';

const notCalled = () => Promise.reject(new Error('not called'));
const compiled = routes.map((route) => compileRoute(route, notCalled));
const table = indexRoutes(compiled);

/** The table's own rule, one regular expression per route in order: what the lookup must agree with. */
const scan = (method: string, pathname: string): CompiledRoute | undefined =>
  compiled.find((entry) => entry.route.method === method && entry.pattern.test(pathname));

const samplePath = (path: string) => `${API_BASE_PATH}${path.replace(/\{\w+\}/g, '7')}`;

describe('loadApiRoutes', () => {
  it('serves each handler from the module it is told of (a Lambda bundle), and leaves out a handler it is told none', async () => {
    const bundle = path.join(mkdtempSync(path.join(os.tmpdir(), 'handler-bundle-')), 'index.mjs');
    writeFileSync(bundle, "export const handler = async () => ({ statusCode: 200, body: 'from the bundle' });");
    const loaded = await loadApiRoutes((handler) => (handler === getTenderInfo.handler ? bundle : undefined));
    const detail = findRoute(loaded, 'GET', samplePath(getTenderInfo.path));
    expect(await detail?.handler({} as never, {} as never)).toEqual({ statusCode: 200, body: 'from the bundle' });
    expect(findRoute(loaded, 'GET', samplePath(getActiveTenders.path))).toBeUndefined();
  });
});

describe('findRoute: the local gateway finds a route as API Gateway does', () => {
  it('finds the same route as a scan of the whole table for every route, with and without a trailing slash', () => {
    const methods = [...new Set(routes.map((route) => route.method))];
    for (const route of routes) {
      for (const pathname of [samplePath(route.path), `${samplePath(route.path)}/`]) {
        for (const method of methods) {
          expect(findRoute(table, method, pathname)?.routeKey, `${method} ${pathname}`).toBe(
            scan(method, pathname)?.routeKey,
          );
        }
        expect(findRoute(table, route.method, pathname)).toBeDefined();
      }
    }
  });

  it('finds nothing for an unknown path or another prefix', () => {
    for (const pathname of [`${API_BASE_PATH}/no_such_route`, '/api/v2/tenders', `${API_BASE_PATH}`, '/']) {
      expect(findRoute(table, 'GET', pathname)).toBeUndefined();
    }
    expect(findRoute(table, 'GET', `${API_BASE_PATH}//`)).toBe(scan('GET', `${API_BASE_PATH}//`));
  });
});

describe('handleApiRequest: the body a handler gets', () => {
  /** A gateway whose every route answers with the body its handler was given. */
  async function echoGateway(): Promise<{ port: number; close(): void }> {
    const echo = compiled.map((entry) =>
      compileRoute(entry.route, async (event) => ({
        statusCode: 200,
        body: JSON.stringify({ body: event.body ?? null }),
      })),
    );
    const echoTable = indexRoutes(echo);
    const server = http.createServer((request, response) => {
      void handleApiRequest(echoTable, request, response, new URL(request.url ?? '/', 'http://localhost'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { port: (server.address() as AddressInfo).port, close: () => server.close() };
  }

  function send(port: number, method: string, path: string, chunks: string[], headers: http.OutgoingHttpHeaders = {}) {
    return new Promise<unknown>((resolve, reject) => {
      const request = http.request({ port, method, path, headers }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve(JSON.parse(text)));
      });
      request.on('error', reject);
      for (const chunk of chunks) request.write(chunk);
      request.end();
    });
  }

  it('is none for a request that declares no body, and every byte of one sent in chunks or with a length', async () => {
    const gateway = await echoGateway();
    try {
      const path = `${API_BASE_PATH}/contacts`;
      const json = { 'content-type': 'application/json' };
      expect(await send(gateway.port, 'GET', `${API_BASE_PATH}/tenders/get_tender_info/1`, [])).toEqual({ body: null });
      expect(
        await send(gateway.port, 'POST', path, ['{"a":', '1}'], { ...json, 'transfer-encoding': 'chunked' }),
      ).toEqual({
        body: '{"a":1}',
      });
      expect(await send(gateway.port, 'POST', path, ['{"b":2}'], { ...json, 'content-length': 7 })).toEqual({
        body: '{"b":2}',
      });
      expect(await send(gateway.port, 'POST', path, [], { ...json, 'content-length': 0 })).toEqual({ body: null });
    } finally {
      gateway.close();
    }
  });
});
