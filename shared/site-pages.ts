// The public pages the web build prerenders to HTML, and which HTML file answers which
// address. One list for the prerender step (web/build), the local server (scripts/local) and the
// CloudFront routing function (infra), so a page cannot be built but never served, or served stale.

export type PrerenderedPage = {
  /** The address rendered at build time (a tender page is rendered once, for tender 1, as a shell). */
  renderPath: string;
  /** The file under web/dist that holds it. */
  file: string;
  /** The addresses this file answers; a query string is allowed (the page re-renders for it). */
  matches: RegExp;
  /**
   * When the app starts on this page: `load` for a page that fills in data from the API;
   * `interaction` for a page that is complete as built (its links work without the app, and its
   * forms take what is typed, which the app adopts as it starts), so a visitor's phone runs no script
   * until they press, type or scroll (web/src/app/start/held-taps.ts).
   */
  startsApp: 'load' | 'interaction';
  /**
   * Rendered again on each request (behind the CDN's cache) with the API answers it shows, so its
   * HTML holds its data and it starts the app at the visitor's first interaction like a page complete
   * as built (web/server/data-pages.ts). The build's file is then only the fallback: an empty shell
   * that fills in from the API. Every public page is one: the header, footer and contact page show the
   * office and logo of the settings, which the Admin changes after the build.
   */
  rendersWithData: boolean;
  /**
   * The page shows the signed-in visitor's own data, which only the app can ask for (the session is in
   * the browser): its HTML is the page's frame with a loading state, and the app starts at load.
   */
  signedIn?: true;
  /**
   * A signed-in page whose own data has no bound in size (a contractor's whole profile: directors,
   * staff, works, machinery, certificates): its frame goes first to a remembered visitor too, and the
   * entry asks for the page with the session at once (web/src/app/start/own-page.ts), as for a tab's own
   * session. Sent whole, its document passes what a new connection's first round trip carries and
   * paints nothing until a second one; the frame paints in the first (README, performance: /profile's
   * FCP 0.8-1.1 s against 1.3), its data about when the whole page showed it (LCP 1.3-1.5 s against 1.3).
   */
  frameFirst?: true;
};

/** A tender id the API accepts (positive integer): other ids get the plain app shell. */
const TENDER_ID = '[1-9][0-9]{0,9}';

const page = (renderPath: string, name: string, startsApp: PrerenderedPage['startsApp']): PrerenderedPage => ({
  renderPath,
  file: `pages/${name}.html`,
  matches: new RegExp(`^${renderPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  startsApp,
  rendersWithData: true,
});

/** A page of the signed-in visitor's own: its frame at once, its data from the app. */
const signedInPage = (renderPath: string, name: string): PrerenderedPage => ({
  ...page(renderPath, name, 'load'),
  signedIn: true,
});

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  page('/', 'home', 'load'),
  page('/active-tenders', 'active-tenders', 'load'),
  page('/closed-tenders', 'closed-tenders', 'load'),
  page('/cancelled-tenders', 'cancelled-tenders', 'load'),
  page('/retendered-tenders', 'retendered-tenders', 'load'),
  page('/awarded-tenders', 'awarded-tenders', 'load'),
  {
    renderPath: '/tender/1',
    file: 'pages/tender.html',
    matches: new RegExp(`^/tender/${TENDER_ID}$`),
    startsApp: 'load',
    rendersWithData: true,
  },
  page('/contact-us', 'contact-us', 'interaction'),
  page('/about', 'about', 'interaction'),
  page('/faq', 'faq', 'interaction'),
  page('/blogs', 'blogs', 'interaction'),
  page('/news-and-events', 'news-and-events', 'interaction'),
  page('/privacy-policy', 'privacy-policy', 'interaction'),
  page('/terms-conditions', 'terms-conditions', 'interaction'),
  page('/refund-policy', 'refund-policy', 'interaction'),
  // The portal's forms: shown before any script; the app starts as the visitor
  // begins to fill them in, and keeps what they typed meanwhile (AdoptTypedValues).
  page('/login', 'login', 'interaction'),
  page('/sign-up', 'sign-up', 'interaction'),
  page('/forgot-password', 'forgot-password', 'interaction'),
  page('/reset-password', 'reset-password', 'interaction'),
  page('/register/vendor', 'register-vendor', 'interaction'),
  page('/quick-register/vendor', 'quick-register-vendor', 'interaction'),
  page('/register/buyer', 'register-buyer', 'interaction'),
  page('/register-builder', 'register-builder', 'interaction'),
  page('/register-success', 'register-success', 'interaction'),
  signedInPage('/dashboard', 'dashboard'),
  { ...signedInPage('/profile', 'profile'), frameFirst: true },
  signedInPage('/my-info', 'my-info'),
  signedInPage('/my-bids', 'my-bids'),
  {
    ...signedInPage('/tenders/1/bid', 'bid'),
    matches: new RegExp(`^/tenders/${TENDER_ID}/bid$`),
  },
];

/**
 * What the web build leaves beside web/dist for rendering the data pages on request
 * (web/server/data-pages.ts): a folder with the server module and the page template (and the data
 * pages' shells under their `file` names).
 */
export const SERVER_PART = { dir: 'dist-server', module: 'render-page.js', template: 'template.html' } as const;

/** The app shell (an empty root the SPA renders into) for every other client-side route. */
export const APP_SHELL_FILE = 'index.html';

/** The page whose file answers this client-side route's path, if it is a prerendered one. */
export function prerenderedPageFor(pathname: string): PrerenderedPage | undefined {
  return PRERENDERED_PAGES.find((candidate) => candidate.matches.test(pathname));
}

/** The HTML file (relative to web/dist) that answers a client-side route's path. */
export function htmlFileFor(pathname: string): string {
  return prerenderedPageFor(pathname)?.file ?? APP_SHELL_FILE;
}
