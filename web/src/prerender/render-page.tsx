// The server entry of the prerender step (web/build/prerender.ts): renders one public page to HTML
// with the same routes and providers as the browser, which then hydrates it (main.tsx). Chakra's
// styles come out as <style data-emotion> tags in the HTML (Emotion's default for server
// rendering); Emotion moves them into <head> in the browser before React hydrates.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';
import { listenForPrerenderTitle } from '../lib/use-document-title';

export type RenderedPage = { html: string; title: string | undefined };

export async function renderPage(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered a redirect (${context.status})`);
  if (context.errors) throw new Error(`Prerendering ${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  let title: string | undefined;
  listenForPrerenderTitle((heard) => (title = heard));
  try {
    const { prelude } = await prerender(
      <StrictMode>
        <AppProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </StrictMode>,
      // Completed Suspense boundaries (the lazy contact form) stay inline: outlined ones would need
      // React's inline swap scripts, which the site's CSP (script-src 'self') refuses.
      { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
    );
    return { html: await new Response(prelude).text(), title };
  } finally {
    listenForPrerenderTitle(undefined);
  }
}
