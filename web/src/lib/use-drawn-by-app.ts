import { createContext, useContext } from 'react';
import { useHydrated } from './use-hydrated';

// A part of a page only the app can draw: it shows what this tab keeps (the bid form's draft, in
// sessionStorage), which the server cannot see, and its fields are no Formik form whose typed values
// the app adopts as it starts (components/form/adopt-typed-values.tsx). The server renders its loading
// state, and a page rendered with it starts the app at load, not at the first tap (web/server/data-pages.ts):
// a field drawn before the app would take text the app then knows nothing of. The renderer hears it
// during render, as it hears the title (use-document-title.ts).
const ServerAppPartContext = createContext<(() => void) | undefined>(undefined);

/** For the server renderer (web/src/prerender): told when the page has a part only the app can draw. */
export const ServerAppPartProvider = ServerAppPartContext.Provider;

/** Whether the part can be drawn now: false on the server and while the page hydrates. */
export function useDrawnByApp(): boolean {
  const hydrated = useHydrated();
  const hearAppPart = useContext(ServerAppPartContext);
  if (!hydrated) hearAppPart?.();
  return hydrated;
}
