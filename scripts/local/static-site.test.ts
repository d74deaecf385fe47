import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { PageAnswer } from '../../web/server/data-pages';
import { serveSite } from './static-site';

const page: PageAnswer = {
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  body: `<!doctype html><main>${'A tender row. '.repeat(500)}</main>`,
};

/** What a client asking with this Accept-Encoding is sent for the rendered page. */
function served(acceptEncoding?: string) {
  let status = 0;
  let headers: Record<string, unknown> = {};
  let body: Buffer = Buffer.alloc(0);
  const request = { method: 'GET', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} };
  const response = {
    writeHead: (code: number, sent: Record<string, unknown>) => ((status = code), (headers = sent)),
    end: (sent?: Buffer) => (body = sent ?? Buffer.alloc(0)),
  };
  const url = new URL('http://localhost/active-tenders');
  serveSite(new Map(), request as IncomingMessage, response as unknown as ServerResponse, url, {}, page);
  return { status, headers, body };
}

describe('a page rendered on request', () => {
  it('is sent in the encoding the client asks for, brotli first, and whole', () => {
    const br = served('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-length']).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(page.body);

    const gzip = served('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(page.body);

    const plain = served();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page.body);
    expect(plain.status).toBe(200);
  });
});
