// The data pages (home, the tender lists, tender details; `rendersWithData` in shared/site-pages.ts)
// rendered on request with the API answers they show, so their HTML holds their data and the app can
// wait for the visitor's first interaction (main.tsx), as on a page complete as built. The same code
// runs in the cloud (web/server/lambda.ts, behind CloudFront) and in the local gateway.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { prerenderedPageFor, type PrerenderedPage } from '@tender/shared/site-pages';
import { API_BASE } from '../src/lib/api/base';
import type { PageData } from '../src/lib/api/page-data';

/** How long a shared cache (CloudFront, and this process) may keep a rendered page. */
export const DATA_PAGE_SHARED_SECONDS = 10;
/** What the build leaves beside web/dist for rendering on request (web/build/prerender.ts). */
const SERVER_MODULE = 'render-page.js';
const SERVER_TEMPLATE = 'template.html';
const API_TIMEOUT_MS = 5000;
/** Rendered pages one process keeps at most (tender ids are many; memory is not). */
const MAX_KEPT_PAGES = 200;

export type LoadAnswer = (key: string) => Promise<{ status: number; body: unknown }>;

type RenderedPage = { html: string; title: string | undefined };
/** The server entry's exports (web/src/prerender/render-page.tsx), as built into one module. */
type RenderModule = {
  renderPageWithData(
    path: string,
    load: LoadAnswer,
  ): Promise<RenderedPage & { data: PageData; status: 200 | 404; complete: boolean }>;
  pageDocument(template: string, page: RenderedPage, startsApp: PrerenderedPage['startsApp'], data?: PageData): string;
};

export type PageAnswer = { status: number; headers: Record<string, string>; body: string };

/** Public GETs of the API at this origin (the site's own, or the API's behind CloudFront). */
export function answersFrom(apiOrigin: string, headers: Record<string, string> = {}): LoadAnswer {
  return async (key) => {
    const response = await fetch(`${apiOrigin}${API_BASE}${key}`, {
      headers: { accept: 'application/json', ...headers },
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
const SHARED = `public, max-age=0, s-maxage=${DATA_PAGE_SHARED_SECONDS}`;
const NOT_KEPT = 'no-store';

export type DataPages = {
  /** The page for this path rendered with its data, or undefined when the path is not a data page. */
  answer(pathname: string): Promise<PageAnswer | undefined>;
  /** Forgets every kept page: this process has just changed data the pages show. */
  clear(): void;
};

export type DataPagesOptions = {
  /** web/dist-server. */
  serverDir: string;
  load: LoadAnswer;
  /** How long this process keeps a rendered page; 0 keeps none (default DATA_PAGE_SHARED_SECONDS). */
  keepSeconds?: number;
  onError?: (error: unknown, pathname: string) => void;
};

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
  const moduleUrl = pathToFileURL(path.join(serverDir, SERVER_MODULE));
  const [template, server] = await Promise.all([
    readFile(path.join(serverDir, SERVER_TEMPLATE), 'utf8'),
    import(moduleUrl.href) as Promise<RenderModule>,
  ]);
  const kept = new Map<string, { until: number; answer: Promise<PageAnswer> }>();

  const render = async (page: PrerenderedPage, pathname: string): Promise<PageAnswer> => {
    try {
      const rendered = await server.renderPageWithData(pathname, load);
      const startsApp = rendered.complete ? 'interaction' : 'load';
      const body = server.pageDocument(template, rendered, startsApp, rendered.data);
      const cacheControl = rendered.complete || rendered.status === 404 ? SHARED : NOT_KEPT;
      return { status: rendered.status, headers: htmlHeaders(cacheControl), body };
    } catch (error) {
      options.onError?.(error, pathname);
      const shell = await readFile(path.join(serverDir, page.file), 'utf8');
      return { status: 200, headers: htmlHeaders(NOT_KEPT), body: shell };
    }
  };

  return {
    answer(pathname) {
      const page = prerenderedPageFor(pathname);
      if (!page?.rendersWithData) return Promise.resolve(undefined);
      const now = Date.now();
      const hit = kept.get(pathname);
      if (hit && hit.until > now) return hit.answer;
      const answer = render(page, pathname);
      if (keepMs > 0) {
        kept.delete(pathname);
        kept.set(pathname, { until: now + keepMs, answer });
        // A Map iterates in insertion order: the first key is the one kept longest.
        if (kept.size > MAX_KEPT_PAGES) kept.delete(kept.keys().next().value!);
        void answer.then((result) => {
          if (result.headers['cache-control'] === NOT_KEPT && kept.get(pathname)?.answer === answer) {
            kept.delete(pathname);
          }
        });
      }
      return answer;
    },
    clear() {
      kept.clear();
    },
  };
}
