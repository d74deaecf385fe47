import { StrictMode, startTransition, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readPageData } from '../../lib/api/page-data';
import { keepEventsFromHydratingRoot } from './hydrating-events';
import { rememberPrerenderedForms } from './prerendered-forms';
import { App } from '../app';
import { createAppRouter, createHydratingRouter } from '../router';

type WhenLiveProps = {
  /** Runs as React commits the page: its handlers are attached from here on. */
  onCommit: () => void;
  /** Runs once the page's effects have run too. */
  onLive: () => void;
};

/** Renders nothing; its effects run once React has committed the whole page. */
function WhenLive({ onCommit, onLive }: WhenLiveProps) {
  useLayoutEffect(onCommit, [onCommit]);
  useEffect(onLive, [onLive]);
  return null;
}

/**
 * Starts the SPA in `container`: hydrates the prerendered page it holds, or renders afresh, and
 * resolves once the page is live (its handlers attached); the root then carries `data-app="live"`.
 * A transition lets React work in short slices instead of one long task, so the browser stays
 * responsive while a slow phone works through it.
 */
export async function boot(container: HTMLElement, hydrate: boolean): Promise<void> {
  const router = hydrate ? await createHydratingRouter(window.location.pathname) : createAppRouter();
  // The answers a page rendered with its data holds, so hydration draws what the HTML shows.
  const pageData = hydrate ? readPageData(document) : undefined;
  // Until React has committed, a tap is the browser's alone (hydrating-events.ts). Before hydrateRoot:
  // React's own listeners on the root must come after.
  const hearEvents = hydrate ? keepEventsFromHydratingRoot(container) : () => undefined;
  if (hydrate) rememberPrerenderedForms(container);
  else {
    container.replaceChildren();
    container.removeAttribute('data-prerendered');
  }
  await new Promise<void>((resolve) => {
    // WhenLive renders no markup, so the hydrated tree still matches the prerendered HTML.
    const page: ReactNode = (
      <StrictMode>
        <App router={router} pageData={pageData} />
        <WhenLive onCommit={hearEvents} onLive={resolve} />
      </StrictMode>
    );
    startTransition(() => {
      if (hydrate) hydrateRoot(container, page);
      else createRoot(container).render(page);
    });
  });
  container.dataset.app = 'live';
}
