// The server entry: renders a public page to HTML with the same routes and providers as the
// browser, which then hydrates it (main.tsx). The build renders every public page once
// (web/build/prerender.ts); the data pages are rendered again on request with the API answers they
// show (web/server/data-pages.ts). Chakra's styles come out as <style data-emotion> tags in the
// HTML (Emotion's default for server rendering); Emotion moves them into <head> in the browser
// before React hydrates.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { SWRConfig, type Middleware } from 'swr';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';
import { PAGE_TIME_KEY, type PageData } from '../lib/api/page-data';
import { ServerTitleProvider } from '../lib/use-document-title';
import { withFirstPaintGlobals } from './first-paint-globals';
import type { RenderedPage } from './page-document';

export { pageDocument, type RenderedPage } from './page-document';

/** An API answer, by its SWR key (the API path and query without /api/v1). */
export type LoadAnswer = (key: string) => Promise<{ status: number; body: unknown }>;

export type PageWithData = RenderedPage & {
  /** The answers the page shows, by SWR key: 200s only. */
  data: PageData;
  /** 404 when an answer the page needs was a 404 (a tender that does not exist), else 200. */
  status: 200 | 404;
  /** Every answer the page asked for was a 200: it needs nothing from the API to be shown whole. */
  complete: boolean;
  /** The keys it asked for: given again for the same address, they are loaded before the first render. */
  keys: string[];
};

/** A page asks for its answers in render; one that asks for more once they are in gets this many rounds. */
const MAX_RENDER_ROUNDS = 4;

/** Hears every SWR key a render asks for (SWR fetches nothing on the server). */
const hearKeys =
  (hear: (key: string) => void): Middleware =>
  (useSWRNext) =>
  (key, fetcher, config) => {
    if (typeof key === 'string') hear(key);
    return useSWRNext(key, fetcher, config);
  };

export async function renderPage(
  path: string,
  pageData?: PageData,
  hearKey?: (key: string) => void,
): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered a redirect (${context.status})`);
  if (context.errors) throw new Error(`Prerendering ${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  let title: string | undefined;
  const swrMiddleware = hearKey ? { use: [hearKeys(hearKey)] } : {};
  const { prelude } = await prerender(
    <StrictMode>
      <ServerTitleProvider value={(heard) => (title = heard)}>
        <AppProvider pageData={pageData}>
          <SWRConfig value={swrMiddleware}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </SWRConfig>
        </AppProvider>
      </ServerTitleProvider>
    </StrictMode>,
    // Completed Suspense boundaries (the lazy contact form) stay inline: outlined ones would need
    // React's inline swap scripts, which the site's CSP (script-src 'self') refuses.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return { html: withFirstPaintGlobals(await new Response(prelude).text()), title };
}

/**
 * Renders the page, loads the answers it asked for, and renders it again with them, until it asks
 * for nothing new: the HTML then shows what the app would show once its requests were answered.
 * `knownKeys` (what the same address asked for last time) are loaded first, which saves a round.
 */
export async function renderPageWithData(
  path: string,
  load: LoadAnswer,
  knownKeys: readonly string[] = [],
): Promise<PageWithData> {
  // One time for every round and for the app's hydration (lib/use-page-now.ts).
  const time = { [PAGE_TIME_KEY]: new Date().toISOString() };
  const data: PageData = { ...time };
  const statuses = new Map<string, number>();
  const loadAll = (keys: readonly string[]) =>
    Promise.all(
      keys.map(async (key) => {
        const { status, body } = await load(key);
        statuses.set(key, status);
        if (status === 200) data[key] = body;
      }),
    );
  await loadAll(knownKeys);
  for (let round = 0; round < MAX_RENDER_ROUNDS; round++) {
    const asked = new Set<string>();
    const page = await renderPage(path, data, (key) => asked.add(key));
    const unloaded = [...asked].filter((key) => !statuses.has(key));
    if (unloaded.length === 0) {
      // Only what this render asked for: a known key it no longer asks for is left out.
      const keys = [...asked];
      return {
        ...page,
        data: { ...time, ...Object.fromEntries(keys.filter((key) => key in data).map((key) => [key, data[key]])) },
        status: keys.some((key) => statuses.get(key) === 404) ? 404 : 200,
        complete: keys.every((key) => statuses.get(key) === 200),
        keys,
      };
    }
    await loadAll(unloaded);
  }
  throw new Error(`Rendering ${path} still asked for new answers after ${MAX_RENDER_ROUNDS} rounds`);
}
