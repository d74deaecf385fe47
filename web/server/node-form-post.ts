// The local gateway's side of a form posted to the web server (scripts/local/gateway.ts): reads the
// body (up to the limit) and headers off node's request and writes the answer, as the Lambda's
// Function URL does in the cloud (lambda.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FormPost } from './contact-post';
import type { PageAnswer } from './data-pages';

const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/** The body as text, or undefined once it is longer than `limit` bytes (the rest is read and dropped). */
async function readBody(request: IncomingMessage, limit: number): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
  }
  return size <= limit ? Buffer.concat(chunks).toString('utf8') : undefined;
}

export type NodeFormPostOptions = {
  limit: number;
  /** Keep a CloudFront-Viewer-Address the client sent (the test stack plays CloudFront), else the socket's. */
  trustViewerAddressHeader: boolean;
  /** The headers every answer of the site carries (shared/security-headers.ts). */
  siteHeaders: Record<string, string>;
};

export async function answerNodeFormPost(
  request: IncomingMessage,
  response: ServerResponse,
  answer: (post: FormPost) => Promise<PageAnswer>,
  options: NodeFormPostOptions,
): Promise<void> {
  const headers: FormPost['headers'] = {};
  for (const [name, value] of Object.entries(request.headers)) {
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  if (!options.trustViewerAddressHeader || !headers[VIEWER_ADDRESS_HEADER]) {
    const { remoteAddress, remotePort } = request.socket;
    headers[VIEWER_ADDRESS_HEADER] = remoteAddress ? `${remoteAddress}:${remotePort}` : undefined;
  }
  const body = await readBody(request, options.limit);
  const page: PageAnswer =
    body === undefined
      ? { status: 413, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: 'Payload Too Large' }
      : await answer({ headers, body });
  response.writeHead(page.status, {
    ...page.headers,
    'content-length': Buffer.byteLength(page.body),
    ...options.siteHeaders,
  });
  response.end(page.body);
}
