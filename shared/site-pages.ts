// The public pages the web build prerenders to HTML (issue 11), and which HTML file answers which
// address. One list for the prerender step (web/build), the local server (scripts/local) and the
// CloudFront routing function (infra), so a page cannot be built but never served, or served stale.

export type PrerenderedPage = {
  /** The address rendered at build time (a tender page is rendered once, for tender 1, as a shell). */
  renderPath: string;
  /** The file under web/dist that holds it. */
  file: string;
  /** The addresses this file answers; a query string is allowed (the page re-renders for it). */
  matches: RegExp;
};

/** A tender id the API accepts (positive integer): other ids get the plain app shell. */
const TENDER_ID = '[1-9][0-9]{0,9}';

const page = (renderPath: string, name: string): PrerenderedPage => ({
  renderPath,
  file: `pages/${name}.html`,
  matches: new RegExp(`^${renderPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
});

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  page('/', 'home'),
  page('/active-tenders', 'active-tenders'),
  page('/cancelled-tenders', 'cancelled-tenders'),
  page('/retendered-tenders', 'retendered-tenders'),
  { renderPath: '/tender/1', file: 'pages/tender.html', matches: new RegExp(`^/tender/${TENDER_ID}$`) },
  page('/contact-us', 'contact-us'),
  page('/about', 'about'),
  page('/faq', 'faq'),
  page('/blogs', 'blogs'),
  page('/news-and-events', 'news-and-events'),
  page('/privacy-policy', 'privacy-policy'),
  page('/terms-conditions', 'terms-conditions'),
  page('/refund-policy', 'refund-policy'),
];

/** The app shell (an empty root the SPA renders into) for every other client-side route. */
export const APP_SHELL_FILE = 'index.html';

/** The HTML file (relative to web/dist) that answers a client-side route's path. */
export function htmlFileFor(pathname: string): string {
  return PRERENDERED_PAGES.find((candidate) => candidate.matches.test(pathname))?.file ?? APP_SHELL_FILE;
}
