import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freeStackPorts } from '../../scripts/local/ports';

// A local stack of one test file's own, in the test's process, for tests whose requests change
// what every other test reads (the route fuzzer, the contract conformance test): the site
// settings, lookups, accounts deleted by an Admin. Started before any data module is imported,
// so the handlers and the test's own data layer both read this stack's environment.

/** One request as it goes on the wire. */
export type RawRequest = { method: string; path: string; headers: Record<string, string>; body?: string };
export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string; ms: number };

export type PrivateStack = {
  send(request: RawRequest): Promise<RawAnswer>;
  stop(): Promise<void>;
};

export async function startPrivateStack(name: string): Promise<PrivateStack> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `tender-${name}-`));
  const ports = await freeStackPorts();
  const { startStack } = await import('../../scripts/local/stack');
  const stack = await startStack({
    dataDir,
    ports,
    seed: true,
    inMemoryDatabase: true,
    trustViewerAddressHeader: true,
    runJobs: false,
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  return {
    send: (request) => send(ports.site, agent, request),
    stop: async () => {
      agent.destroy();
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function send(port: number, agent: http.Agent, request: RawRequest): Promise<RawAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.path,
        // Node sends a GET's body without framing unless the length is given.
        headers:
          request.body === undefined
            ? request.headers
            : { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
        agent,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}
