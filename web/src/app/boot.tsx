import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { createAppRouter, createHydratingRouter } from './router';

/**
 * Starts the SPA in `container`: hydrates the prerendered page it holds, or renders afresh. A
 * transition lets React work in short slices instead of one long task, so the browser stays
 * responsive while a slow phone works through it.
 */
export async function boot(container: HTMLElement, hydrate: boolean): Promise<void> {
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
    return;
  }
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
