import { createContext, useContext, useEffect } from 'react';
import { SITE } from '@tender/shared/constants';

export function pageTitle(title: string): string {
  return `${title} | ${SITE.shortName}`;
}

// Effects do not run when a page is rendered on the server, so the renderer hears the title during
// render instead; a context, not a module variable, as a server renders several pages at once.
const ServerTitleContext = createContext<((title: string) => void) | undefined>(undefined);

/** For the server renderer (web/src/prerender): receives the title of the page it renders. */
export const ServerTitleProvider = ServerTitleContext.Provider;

/** Sets document.title to 'Title | PPC Tenders' while the page is shown. */
export function useDocumentTitle(title: string): void {
  const hearTitle = useContext(ServerTitleContext);
  hearTitle?.(pageTitle(title));
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
