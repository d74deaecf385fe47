import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, createHydratingRouter } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A prerendered page (web/build/prerender.ts) was rendered without a query string; with one (a
// filter, a page number) the browser renders it afresh instead of hydrating different markup.
const hydrate = container.hasAttribute('data-prerendered') && window.location.search === '';

// A transition lets React hydrate or render in short slices instead of one long task, so the
// browser stays responsive while a slow phone works through it.
if (hydrate) {
  const router = await createHydratingRouter(window.location.pathname);
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
} else {
  container.replaceChildren();
  container.removeAttribute('data-prerendered');
  const router = createAppRouter();
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}
