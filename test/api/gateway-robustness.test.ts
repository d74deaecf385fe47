import http from 'node:http';
import net from 'node:net';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startGateway, type RunningGateway } from '../../scripts/local/gateway';
import { freePort, hasIpv6Loopback, isPortBusy } from '../../scripts/local/ports';
import { stackUrl, viewerHeaders } from '../support/stack-url';

// The local gateway as a caller sees it: the shared test stack (STACK_URL), and for what needs
// other options, a second gateway on the same services started here.

const errorHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/** Sends bytes as written (fetch would refuse or fix a malformed request) and reads the whole answer. */
function raw(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.end(request);
  });
}

const stackPort = () => Number(new URL(stackUrl()).port);

async function expectStillServing(): Promise<void> {
  const response = await fetch(stackUrl('/api/v1/tender_category_list'));
  expect(response.status).toBe(200);
}

function expectGatewayError(answer: RawAnswer, status: number, message: string): void {
  expect(answer.status).toBe(status);
  expect(answer.headers).toMatchObject(errorHeaders);
  expect(JSON.parse(answer.body)).toEqual({ error: true, message });
}

async function expectFetchError(response: Response, status: number, message: string): Promise<void> {
  expect(response.status).toBe(status);
  for (const [name, value] of Object.entries(errorHeaders)) expect(response.headers.get(name)).toBe(value);
  expect(await response.json()).toEqual({ error: true, message });
}

describe('malformed requests', () => {
  it.each([
    ['a Host that is not a host', 'GET /api/v1/tender_category_list HTTP/1.1\r\nHost: [\r\nConnection: close\r\n\r\n'],
    [
      'a port out of range',
      'GET /api/v1/tender_category_list HTTP/1.1\r\nHost: localhost:99999\r\nConnection: close\r\n\r\n',
    ],
    ['a Host with a path', 'GET / HTTP/1.1\r\nHost: localhost/admin\r\nConnection: close\r\n\r\n'],
    ['an absolute-form target', 'GET http://example.com/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
    ['a header node cannot parse', 'GET / HTTP/1.1\r\nHost: localhost\r\nNot a header\r\nConnection: close\r\n\r\n'],
  ])('answers 400 in the error shape to %s, and keeps serving', async (_, request) => {
    expectGatewayError(await raw(stackPort(), request), 400, 'Bad Request');
    await expectStillServing();
  });

  it('treats a path such as //[ as a path (no crash): 404 under /api/v1, and keeps serving', async () => {
    const api = await raw(stackPort(), 'GET /api/v1//[ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expectGatewayError(api, 404, 'Not Found');
    const site = await raw(stackPort(), 'GET //[ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(site.status).toBeGreaterThanOrEqual(200);
    expect(site.status).not.toBe(500);
    await expectStillServing();
  });
});

describe('answers the gateway makes itself', () => {
  it('answers an unknown API route with 404 Not Found in the error shape', async () => {
    await expectFetchError(await fetch(stackUrl('/api/v1/no_such_thing')), 404, 'Not Found');
  });

  it('answers a known path with another method with 404, as API Gateway HTTP APIs do (no 405)', async () => {
    await expectFetchError(await fetch(stackUrl('/api/v1/contacts')), 404, 'Not Found');
    const deleted = await fetch(stackUrl('/api/v1/tender_category_list'), { method: 'DELETE' });
    await expectFetchError(deleted, 404, 'Not Found');
  });

  it('answers HEAD with the same status and headers and no body', async () => {
    const response = await fetch(stackUrl('/api/v1/no_such_thing'), { method: 'HEAD' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe(errorHeaders['content-type']);
    expect(await response.text()).toBe('');
  });

  it('answers a body over 10 MB with 413 in the error shape, which the client receives', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 'a');
    const sized = await fetch(stackUrl('/api/v1/contacts'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...viewerHeaders() },
      body: big,
    });
    await expectFetchError(sized, 413, 'Request Entity Too Large');

    // Streamed without a length: the gateway only finds out while reading.
    const chunks = 40;
    const streamed = await fetch(stackUrl('/api/v1/contacts'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...viewerHeaders() },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < chunks; i += 1) controller.enqueue(new Uint8Array(1024 * 1024));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    await expectFetchError(streamed, 413, 'Request Entity Too Large');
    await expectStillServing();
  });
});

const contact = {
  name: 'Asha Patil',
  email: 'asha@example.com',
  subject: 'Gateway viewer test',
  phone: '9876543210',
  message: 'Please call me.',
};

/** POSTs the contact form from a chosen local address (the whole of 127.0.0.0/8 is loopback on Linux). */
function postContact(port: number, localAddress: string, headers: Record<string, string> = {}): Promise<number> {
  const body = JSON.stringify(contact);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: '/api/v1/contacts',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Posts until the contact form's per-address limit (5 per 10-minute window) answers 429: the sixth
 * try in the window its first opened (11 tries leave room for a window that was already open).
 */
async function triesUntilLimited(send: () => Promise<number>): Promise<number[]> {
  const statuses: number[] = [];
  while (statuses.length < 11 && !statuses.includes(429)) statuses.push(await send());
  return statuses;
}

const randomLoopback = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const onLinux = process.platform === 'linux';

describe('the viewer address (CloudFront-Viewer-Address) the handlers see', () => {
  let gateway: RunningGateway | undefined;
  let port = 0;

  beforeAll(async () => {
    port = await freePort();
    gateway = await startGateway({ port }); // the defaults npm start uses: the header is not trusted
  }, 60_000);

  afterAll(async () => {
    await gateway?.stop();
  });

  it.runIf(onLinux)(
    'is the socket address by default: a header sent by the client is dropped, as CloudFront does',
    async () => {
      const address = randomLoopback();
      // Each request claims another viewer; all come from one socket address, which the limit counts.
      const statuses = await triesUntilLimited(() => postContact(port, address, viewerHeaders()));
      expect(statuses.at(-1)).toBe(429);
      // Another socket address is another viewer.
      expect(await postContact(port, randomLoopback())).toBe(201);
    },
  );

  it('is the header the test stack is given, so each test file can play its own viewers', async () => {
    const viewer = viewerHeaders();
    const post = () =>
      fetch(stackUrl('/api/v1/contacts'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...viewer },
        body: JSON.stringify(contact),
      }).then((response) => response.status);
    const statuses = await triesUntilLimited(post);
    expect(statuses.at(-1)).toBe(429);
    const fresh = await fetch(stackUrl('/api/v1/contacts'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...viewerHeaders() },
      body: JSON.stringify(contact),
    });
    expect(fresh.status).toBe(201);
  });

  it('viewerHeaders gives a fresh address per call, or the one asked for', () => {
    const seen = new Set(Array.from({ length: 200 }, () => viewerHeaders()['cloudfront-viewer-address']));
    expect(seen.size).toBe(200);
    for (const value of seen) expect(value).toMatch(/^10\.\d{1,3}\.\d{1,3}\.\d{1,3}:443$/);
    expect(viewerHeaders('203.0.113.9')).toEqual({ 'cloudfront-viewer-address': '203.0.113.9:443' });
  });
});

describe('a request whose handling throws', () => {
  let gateway: RunningGateway | undefined;
  let port = 0;

  beforeAll(async () => {
    port = await freePort();
    gateway = await startGateway({
      port,
      mounts: [
        {
          prefix: '/throws-now',
          handle: () => {
            throw new Error('thrown before any promise');
          },
        },
        { prefix: '/throws-later', handle: async () => Promise.reject(new TypeError('rejected later')) },
      ],
    });
  }, 60_000);

  afterAll(async () => {
    await gateway?.stop();
  });

  it.each([['/throws-now'], ['/throws-later']])(
    '%s answers 500 in the error shape, is logged once, and the gateway keeps serving',
    async (path) => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        await expectFetchError(await fetch(`http://127.0.0.1:${port}${path}`), 500, 'Internal Server Error');
        expect(errors).toHaveBeenCalledTimes(1);
        const line = JSON.parse(String(errors.mock.calls[0]?.[0])) as Record<string, unknown>;
        expect(line).toMatchObject({ level: 'error', method: 'GET', path });
      } finally {
        errors.mockRestore();
      }
      expect((await fetch(`http://127.0.0.1:${port}/api/v1/tender_category_list`)).status).toBe(200);
    },
  );
});

describe('localhost, both of its addresses (127.0.0.1 and ::1)', () => {
  // A browser or fetch() may try ::1 first: a program listening there would get what was meant for
  // the gateway (once, a test's request was answered 200 by a stranger while the database it asked
  // was frozen).
  const strangers: net.Server[] = [];
  afterAll(() => strangers.forEach((server) => server.close()));

  it('answers on [::1] too, so "localhost" reaches the gateway whichever address is tried', async (context) => {
    if (!(await hasIpv6Loopback())) context.skip('this machine has no IPv6 loopback (::1)');
    const port = await freePort();
    const gateway = await startGateway({ port });
    try {
      const viaIpv6 = await fetch(`http://[::1]:${port}/api/v1/tender_category_list`);
      expect(viaIpv6.status).toBe(200);
      expect(Object.keys(((await viaIpv6.json()) as { data: object }).data).length).toBeGreaterThan(0);
    } finally {
      await gateway.stop();
    }
    expect(await isPortBusy(port)).toBe(false);
  });

  it('refuses to start when another program holds the port on [::1], and counts the port busy', async (context) => {
    if (!(await hasIpv6Loopback())) context.skip('this machine has no IPv6 loopback (::1)');
    const port = await freePort();
    const stranger = net.createServer((socket) => socket.end());
    strangers.push(stranger);
    await new Promise<void>((resolve) => stranger.listen(port, '::1', resolve));
    expect(await isPortBusy(port)).toBe(true);
    await expect(startGateway({ port })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    // Nothing is left listening on 127.0.0.1 by the failed start.
    await new Promise<void>((resolve) => stranger.close(() => resolve()));
    expect(await isPortBusy(port)).toBe(false);
  });
});
