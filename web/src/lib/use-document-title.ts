import { useEffect } from 'react';
import { SITE } from '@tender/shared/constants';

export function pageTitle(title: string): string {
  return `${title} | ${SITE.shortName}`;
}

// Effects do not run when a page is prerendered, so the build hears the title during render instead.
let prerenderTitleSink: ((title: string) => void) | undefined;

/** For the prerender step (web/build): receives the title of each page it renders. */
export function listenForPrerenderTitle(sink: ((title: string) => void) | undefined): void {
  prerenderTitleSink = sink;
}

/** Sets document.title to 'Title | PPC Tenders' while the page is shown. */
export function useDocumentTitle(title: string): void {
  if (typeof document === 'undefined') prerenderTitleSink?.(pageTitle(title));
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
