// The data pages (every public page: home, the tender lists, tender details, and the static pages,
// whose header, footer and contact details show the settings; `rendersWithData` in shared/site-pages.ts)
// rendered on request with the API answers they show, so their HTML holds their data and the app can
// wait for the visitor's first interaction (main.tsx), as on a page complete as built. The same code
// runs in the cloud (web/server/lambda.ts, behind CloudFront) and in the local gateway.
import { readFile, stat } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tokenAccountId, type PageSession } from '@tender/shared/session-cookie';
import { prerenderedPageFor, SERVER_PART, type PrerenderedPage } from '@tender/shared/site-pages';
import { API_BASE } from '../src/lib/api/base';
import { SESSION_USER_KEY, type PageData } from '../src/lib/api/page-data';

/**
 * How long a shared cache (CloudFront, and this process) may keep a rendered page, and then serve it
 * while it renders it again: the lifetimes of the tender answers it shows (functions/contracts/tenders.ts).
 */
export const DATA_PAGE_SHARED_SECONDS = 10;
export const DATA_PAGE_STALE_SECONDS = 30;
const API_TIMEOUT_MS = 5000;
/** Rendered pages one process keeps at most (tender ids are many; memory is not). */
const MAX_KEPT_PAGES = 200;
/**
 * The longest query string a page is rendered for: the filters, a page number and the cursors of
 * the batches a list has turned through (tender-list-pages.ts keeps at most 8, some 200 characters
 * each). Past it the page is rendered for its path, and the app renders the address afresh (main.tsx).
 */
export const MAX_SEARCH_LENGTH = 2048;

/** An API answer by its SWR key, asked for with a visitor's session token when one is given. */
export type LoadAnswer = (key: string, token?: string) => Promise<{ status: number; body: unknown }>;

type RenderedPage = { html: string; title: string | undefined };
/** The server entry's exports (web/src/prerender/render-page.tsx), as built into one module. */
type RenderModule = {
  renderPageWithData(
    path: string,
    load: LoadAnswer,
    knownKeys?: readonly string[],
  ): Promise<RenderedPage & { data: PageData; status: 200 | 404; complete: boolean; keys: string[] }>;
  pageDocument(
    template: string,
    page: RenderedPage,
    startsApp: PrerenderedPage['startsApp'],
    data?: PageData,
    search?: string,
  ): string;
};

export type PageAnswer = { status: number; headers: Record<string, string>; body: string };

/**
 * GETs of the API at this origin (the site's own, or the API's behind CloudFront), public or with the
 * visitor's token; `headers` are asked for before each request (in the cloud, the x-origin-verify
 * value: web/server/lambda.ts).
 */
export function answersFrom(
  apiOrigin: string,
  headers: () => Promise<Record<string, string>> = () => Promise.resolve({}),
): LoadAnswer {
  return async (key, token) => {
    const session: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const response = await fetch(`${apiOrigin}${API_BASE}${key}`, {
      headers: { accept: 'application/json', ...(await headers()), ...session },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    const body: unknown = response.status === 200 ? await response.json() : await response.text();
    return { status: response.status, body };
  };
}

const htmlHeaders = (cacheControl: string) => ({
  'content-type': 'text/html; charset=utf-8',
  'cache-control': cacheControl,
});
const SHARED = `public, max-age=0, s-maxage=${DATA_PAGE_SHARED_SECONDS}, stale-while-revalidate=${DATA_PAGE_STALE_SECONDS}`;
const NOT_KEPT = 'no-store';
/** A page with a visitor's own data: for nobody else, and not even for their browser's history. */
const PERSONAL = 'private, no-store';
const isKept = (answer: PageAnswer) => answer.headers['cache-control'] === SHARED;

export type DataPages = {
  /**
   * The page for this address rendered with its data (for its query string too: filters, a page
   * number), or undefined when the path is not a data page. A signed-in page with the visitor's
   * session (shared/session-cookie.ts) is rendered with their own data, never kept; a page drawn
   * frame first (`frameFirst`) only when it asks for itself with the session's header.
   */
  answer(pathname: string, search?: string, session?: PageSession): Promise<PageAnswer | undefined>;
  /** Forgets every kept page: this process has just changed data the pages show. */
  clear(): void;
  /**
   * The page rendered now with `state` among its data (a form's answer: web/server/contact-post.ts),
   * with this status, never kept; undefined when the path is not a data page.
   */
  answerWith(pathname: string, state: PageData, status: number): Promise<PageAnswer | undefined>;
};

export type DataPagesOptions = {
  /** web/dist-server. */
  serverDir: string;
  load: LoadAnswer;
  /** How long this process keeps a rendered page; 0 keeps none (default DATA_PAGE_SHARED_SECONDS). */
  keepSeconds?: number;
  /** How long after that it still serves it while rendering it again (default DATA_PAGE_STALE_SECONDS). */
  staleSeconds?: number;
  onError?: (error: unknown, pathname: string) => void;
  /**
   * Data the server gives the page itself, by a key that is not an API path (a form's page token:
   * web/server/contact-post.ts), or undefined for a key the API answers.
   */
  ownAnswers?: (key: string) => Promise<unknown> | undefined;
};

/** A Map that forgets its oldest entry past `max` (a Map iterates in insertion order). */
function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value!);
}

type Kept = { renderedAt: number; answer: Promise<PageAnswer>; rendering?: Promise<unknown> };

/**
 * Loads a build's server module. What a page shows when it cannot be rendered whole:
 * - an answer it needs is a 404 (no such tender): the page as the app draws it, status 404;
 * - an answer failed (the API is down): the page with what it has, starting the app at load, which
 *   fills it in and retries as it does on any page; not kept;
 * - the render itself failed: the build's shell of the page, which fills in from the API.
 */
export async function loadDataPages(options: DataPagesOptions): Promise<DataPages> {
  const { serverDir, load } = options;
  const keepMs = (options.keepSeconds ?? DATA_PAGE_SHARED_SECONDS) * 1000;
  const staleMs = keepMs > 0 ? (options.staleSeconds ?? DATA_PAGE_STALE_SECONDS) * 1000 : 0;
  const modulePath = path.join(serverDir, SERVER_PART.module);
  // Node keeps every module it imported, and every one that failed, by address: the address names
  // the file's build time, so a rebuilt module (the local gateway reloads the build) is read anew.
  const moduleUrl = pathToFileURL(modulePath);
  moduleUrl.search = `?built=${(await stat(modulePath)).mtimeMs}`;
  const [template, server] = await Promise.all([
    readFile(path.join(serverDir, SERVER_PART.template), 'utf8'),
    import(moduleUrl.href) as Promise<RenderModule>,
  ]);
  const kept = new Map<string, Kept>();
  /** What each address asked for when it was last rendered, loaded before its next render. */
  const keysOf = new Map<string, string[]>();
  /**
   * The same for signed-in pages, by account and address (their answers' keys name the account); a
   * map of its own, so many visitors' pages do not push the public pages' keys out.
   */
  const personalKeysOf = new Map<string, string[]>();

  const loadWith =
    (state: PageData = {}, token?: string): LoadAnswer =>
    (key) => {
      const own = key in state ? Promise.resolve(state[key]) : options.ownAnswers?.(key);
      return own ? own.then((body) => ({ status: 200, body })) : load(key, token);
    };

  const render = async (
    page: PrerenderedPage,
    pathname: string,
    search: string,
    state?: PageData,
  ): Promise<PageAnswer> => {
    const address = `${pathname}${search}`;
    try {
      const rendered = await server.renderPageWithData(address, loadWith(state), keysOf.get(address));
      setBounded(keysOf, address, rendered.keys, MAX_KEPT_PAGES);
      // A signed-in visitor's page is a frame the app fills in: it starts at once, not at a tap.
      const startsApp = rendered.complete && !page.signedIn ? 'interaction' : 'load';
      const body = server.pageDocument(template, rendered, startsApp, rendered.data, search);
      const cacheControl = rendered.complete || rendered.status === 404 ? SHARED : NOT_KEPT;
      return { status: rendered.status, headers: htmlHeaders(cacheControl), body };
    } catch (error) {
      options.onError?.(error, pathname);
      const shell = await readFile(path.join(serverDir, page.file), 'utf8');
      return { status: 200, headers: htmlHeaders(NOT_KEPT), body: shell };
    }
  };

  /**
   * A signed-in page with the visitor's data, for a verified account (not an Admin's) the token names
   * and the API accepts the token for; otherwise the page's frame, which the app fills in (it also takes the
   * visitor to the login when the token has expired). The guards and the header draw the account
   * (SESSION_USER_KEY) as the app will, and the page starts at the visitor's first interaction.
   */
  const renderWithSession = async (
    pathname: string,
    search: string,
    token: string,
  ): Promise<PageAnswer | undefined> => {
    const id = tokenAccountId(token);
    const accountKey = `/profile/${id}`;
    const account = id === undefined ? undefined : await load(accountKey, token).catch(() => undefined);
    type Account = { email_verified_at?: unknown; role?: unknown };
    const user = account?.status === 200 ? (account.body as { data?: Account }).data : undefined;
    // An Admin's pages are the admin area's: the app moves them on from these (the dashboard does).
    if (!user?.email_verified_at || user.role === 'Admin') return undefined;
    const session = { [SESSION_USER_KEY]: user };
    // The account's answer is the page's own too where it shows it (My Info): not asked for again.
    const known = { ...session, [accountKey]: account!.body };
    const address = `${pathname}${search}`;
    const keysKey = `${id}:${address}`;
    try {
      // A page asks for its answers in rounds (the account's profile, then the lists its form offers);
      // those of its last render are loaded at once, which saves a render a round.
      const knownKeys = new Set([SESSION_USER_KEY, ...(personalKeysOf.get(keysKey) ?? [])]);
      const rendered = await server.renderPageWithData(address, loadWith(known, token), [...knownKeys]);
      setBounded(personalKeysOf, keysKey, rendered.keys, MAX_KEPT_PAGES);
      const startsApp = rendered.complete ? 'interaction' : 'load';
      const data = { ...rendered.data, ...session };
      const body = server.pageDocument(template, rendered, startsApp, data, search);
      return { status: rendered.status, headers: htmlHeaders(PERSONAL), body };
    } catch (error) {
      options.onError?.(error, pathname);
      return undefined;
    }
  };

  /** Keeps a new render, unless it turns out not to be keepable. */
  const remember = (key: string, answer: Promise<PageAnswer>) => {
    const entry: Kept = { renderedAt: Date.now(), answer };
    setBounded(kept, key, entry, MAX_KEPT_PAGES);
    void answer.then((result) => {
      if (!isKept(result) && kept.get(key) === entry) kept.delete(key);
    });
  };

  /** Renders a kept page again in the background; a render that cannot be kept leaves the old one. */
  const refresh = (key: string, hit: Kept, next: () => Promise<PageAnswer>) => {
    if (hit.rendering) return;
    // Begun at the loop's next turn: begun here, its answers (often known at once) and its render
    // (one synchronous pass, 60-250 ms) would run in the promise jobs ahead of the send of the
    // stale page this request is given.
    const answer = nextTurn().then(next);
    hit.rendering = answer;
    void answer.then((result) => {
      if (kept.get(key) !== hit) return; // forgotten (a write) or replaced meanwhile
      if (isKept(result)) setBounded(kept, key, { renderedAt: Date.now(), answer }, MAX_KEPT_PAGES);
      else hit.rendering = undefined;
    });
  };

  return {
    async answer(pathname, search = '', session) {
      const page = prerenderedPageFor(pathname);
      if (!page?.rendersWithData) return undefined;
      // A query string longer than any list position is not one: the page is rendered for its path alone.
      const query = search.length > 1 && search.length <= MAX_SEARCH_LENGTH ? search : '';
      const withSession = page.signedIn && session && (session.from === 'header' || !page.frameFirst);
      const personal = withSession ? await renderWithSession(pathname, query, session.token) : undefined;
      if (personal) return personal;
      const key = `${pathname}${query}`;
      const hit = kept.get(key);
      const age = hit ? Date.now() - hit.renderedAt : Number.POSITIVE_INFINITY;
      if (hit && age < keepMs) return hit.answer;
      if (hit && age < keepMs + staleMs) {
        // Served as it is while one render makes the next (stale-while-revalidate).
        refresh(key, hit, () => render(page, pathname, query));
        return hit.answer;
      }
      const answer = render(page, pathname, query);
      if (keepMs > 0) remember(key, answer);
      return answer;
    },
    clear() {
      kept.clear();
    },
    async answerWith(pathname, state, status) {
      const page = prerenderedPageFor(pathname);
      if (!page?.rendersWithData) return undefined;
      const answer = await render(page, pathname, '', state);
      return { ...answer, status, headers: htmlHeaders(NOT_KEPT) };
    },
  };
}
