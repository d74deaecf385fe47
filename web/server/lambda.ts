// The Lambda behind CloudFront's data-page behaviours (infra: DataPages origin, a Function URL
// with origin access control): renders home, the tender lists and tender details with their data
// (data-pages.ts). It asks the API as CloudFront does, with the origin-verify header, so the API's
// own read cache and checks apply. The header's value is read from Secrets Manager through the
// Parameters and Secrets extension (origin-verify-secret.ts): no AWS SDK, and its role may read
// that one secret beside its logs.
import { fileURLToPath } from 'node:url';
import { SERVER_PART } from '@tender/shared/site-pages';
import { answersFrom, loadDataPages, type PageAnswer } from './data-pages';
import { originVerifyHeaders } from './origin-verify-secret';

/** The parts of a Function URL event (payload format 2.0) the renderer reads. */
export type FunctionUrlEvent = {
  rawPath: string;
  rawQueryString?: string;
  requestContext: { http: { method: string } };
};
export type FunctionUrlResult = { statusCode: number; headers: Record<string, string>; body: string };

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

// The build's server part is copied beside this bundle (infra/lib/constructs/data-pages.ts).
const pages = loadDataPages({
  serverDir: fileURLToPath(new URL(`./${SERVER_PART.dir}/`, import.meta.url)),
  load: answersFrom(required('API_ORIGIN'), originVerifyHeaders({ secretArn: required('ORIGIN_VERIFY_SECRET_ARN') })),
  // CloudFront serves a page while it asks for the next one (the answer's stale-while-revalidate); a
  // frozen Lambda could not render in the background anyway.
  staleSeconds: 0,
  onError: (error, pathname) =>
    console.error(
      JSON.stringify({ level: 'error', message: 'data page render failed', pathname, error: String(error) }),
    ),
});

const plain = (statusCode: number, text: string): FunctionUrlResult => ({
  statusCode,
  headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  body: text,
});

const result = (page: PageAnswer): FunctionUrlResult => ({
  statusCode: page.status,
  headers: page.headers,
  body: page.body,
});

export async function handler(event: FunctionUrlEvent): Promise<FunctionUrlResult> {
  const method = event.requestContext.http.method;
  if (method !== 'GET' && method !== 'HEAD') return plain(405, 'Method Not Allowed');
  const page = await (await pages).answer(event.rawPath, event.rawQueryString ? `?${event.rawQueryString}` : '');
  return page ? result(page) : plain(404, 'Not Found');
}
