import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { toApiEvent, VIEWER_ADDRESS_HEADER } from './api-event';
import { hasIpv6Loopback } from './ports';

type Seen = { header: string | undefined; socket: string };

/** A server that builds the API event of each request and answers the viewer header the handler would see. */
async function echoServer(host: string, trustViewerAddressHeader: boolean): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const event = toApiEvent(request, url, 'GET /x', {}, Buffer.alloc(0), { trustViewerAddressHeader });
    const seen: Seen = {
      header: event.headers[VIEWER_ADDRESS_HEADER],
      socket: `${request.socket.remoteAddress}:${request.socket.remotePort}`,
    };
    response.end(JSON.stringify(seen));
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, host, resolve));
  return server;
}

function get(server: http.Server, host: string, headers: Record<string, string> = {}): Promise<Seen> {
  const { port } = server.address() as net.AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host, port, path: '/x', headers, agent: false }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve(JSON.parse(text) as Seen));
      })
      .on('error', reject);
  });
}

describe('the viewer address the local gateway gives the handlers (CloudFront-Viewer-Address)', () => {
  const servers: http.Server[] = [];
  afterEach(() => servers.splice(0).forEach((server) => server.close()));

  it('is the socket address and port, and a value the client sent is dropped, as CloudFront does', async () => {
    const server = await echoServer('127.0.0.1', false);
    servers.push(server);
    const plain = await get(server, '127.0.0.1');
    expect(plain.header).toBe(plain.socket);
    expect(plain.header).toMatch(/^127\.0\.0\.1:\d+$/);
    const spoofed = await get(server, '127.0.0.1', { [VIEWER_ADDRESS_HEADER]: '203.0.113.7:443' });
    expect(spoofed.header).toBe(spoofed.socket);
  });

  it('keeps a client-sent value only when the gateway is told to trust it (the test stack)', async () => {
    const server = await echoServer('127.0.0.1', true);
    servers.push(server);
    expect((await get(server, '127.0.0.1', { [VIEWER_ADDRESS_HEADER]: '203.0.113.7:443' })).header).toBe(
      '203.0.113.7:443',
    );
    const plain = await get(server, '127.0.0.1');
    expect(plain.header).toBe(plain.socket);
  });

  it('writes an IPv6 socket address as node does, which the handlers parse', async (context) => {
    if (!(await hasIpv6Loopback())) context.skip('this machine has no IPv6 loopback (::1)');
    const server = await echoServer('::1', false);
    servers.push(server);
    const seen = await get(server, '::1');
    expect(seen.header).toMatch(/^::1:\d+$/);
    const { viewerAddress } = await import('../../functions/platform/http/viewer-address');
    const event = { headers: { [VIEWER_ADDRESS_HEADER]: seen.header }, requestContext: { http: {} } };
    expect(viewerAddress(event as never)).toBe('::1');
  });
});
