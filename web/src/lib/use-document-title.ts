import { useEffect } from 'react';
import { SITE } from '@tender/shared/constants';

export function pageTitle(title: string): string {
  return `${title} | ${SITE.shortName}`;
}

/** Sets document.title to 'Title | PPC Tenders' while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
