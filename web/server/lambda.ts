// The Lambda behind CloudFront's data-page behaviours (infra: DataPages origin, a Function URL
// with origin access control): renders home, the tender lists and tender details with their data
// (data-pages.ts). It asks the API as CloudFront does, with the origin-verify header, so the API's
// own read cache and checks apply. The header's value is read from Secrets Manager through the
// Parameters and Secrets extension (origin-verify-secret.ts): no AWS SDK, and its role may read
// that one secret beside its logs.
//
// POST /contact-us (contact-post.ts) reaches it through a second Function URL without IAM auth (a
// Function URL behind origin access control takes no browser POST: it wants the body's SHA-256),
// on which CloudFront sends the x-origin-verify value: a request without IAM auth must carry it.
import { timingSafeEqual } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { pageSession, SESSION_HEADER } from '@tender/shared/session-cookie';
import { SERVER_PART } from '@tender/shared/site-pages';
import { CONTACT_PAGE_PATH } from '../src/features/contacts/contact-post-state';
import { answerContactPost, contactFormAnswers } from './contact-post';
import { answersFrom, loadDataPages, type PageAnswer } from './data-pages';
import { originVerifyHeaders } from './origin-verify-secret';

/** The parts of a Function URL event (payload format 2.0) the renderer reads. */
export type FunctionUrlEvent = {
  rawPath: string;
  rawQueryString?: string;
  /** Lower-case names. */
  headers?: Record<string, string | undefined>;
  body?: string;
  isBase64Encoded?: boolean;
  /** The Cookie header's pairs, which a Function URL event carries apart from the headers. */
  cookies?: string[];
  requestContext: { http: { method: string }; authorizer?: { iam?: unknown } };
};
export type FunctionUrlResult = { statusCode: number; headers: Record<string, string>; body: string };

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** Where CloudFront puts the viewer's Host (the Function URL gets its own). */
const SITE_HOST_HEADER = 'x-site-host';
const apiOrigin = required('API_ORIGIN');
const apiHeaders = originVerifyHeaders({ secretArn: required('ORIGIN_VERIFY_SECRET_ARN') });
/** The x-origin-verify value: the key of the contact form's page tokens too. */
const originSecret = async () => (await apiHeaders())['x-origin-verify']!;

// The build's server part is copied beside this bundle (infra/lib/constructs/data-pages.ts).
const pages = loadDataPages({
  serverDir: fileURLToPath(new URL(`./${SERVER_PART.dir}/`, import.meta.url)),
  load: answersFrom(apiOrigin, apiHeaders),
  ownAnswers: contactFormAnswers(originSecret),
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

/** A request on the Function URL without IAM auth came through CloudFront only if it carries the secret. */
async function cameThroughCloudFront(event: FunctionUrlEvent): Promise<boolean> {
  if (event.requestContext.authorizer?.iam) return true;
  const given = Buffer.from(event.headers?.['x-origin-verify'] ?? '');
  const expected = Buffer.from(await originSecret().catch(() => ''));
  return expected.length > 0 && given.length === expected.length && timingSafeEqual(given, expected);
}

async function contactPost(event: FunctionUrlEvent): Promise<PageAnswer> {
  const headers = event.headers ?? {};
  const body = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
  return answerContactPost(
    { headers, body },
    {
      pages: await pages,
      secret: originSecret,
      // The viewer's Host, which a CloudFront Function copies (infra/lib/constructs/data-page-behaviours.ts).
      siteOrigin: (given) => (given[SITE_HOST_HEADER] ? `https://${given[SITE_HOST_HEADER]}` : undefined),
      apiOrigin,
      apiHeaders,
    },
  );
}

export async function handler(event: FunctionUrlEvent): Promise<FunctionUrlResult> {
  const method = event.requestContext.http.method;
  if (!(await cameThroughCloudFront(event))) return plain(403, 'Forbidden');
  if (method === 'POST' && event.rawPath === CONTACT_PAGE_PATH) return result(await contactPost(event));
  if (method !== 'GET' && method !== 'HEAD') return plain(405, 'Method Not Allowed');
  const search = event.rawQueryString ? `?${event.rawQueryString}` : '';
  const session = pageSession(event.headers?.[SESSION_HEADER], event.cookies);
  const page = await (await pages).answer(event.rawPath, search, session);
  return page ? result(page) : plain(404, 'Not Found');
}
