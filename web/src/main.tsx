// The entry is small on purpose: a prerendered page (web/build/prerender.ts) is already complete
// HTML, so the app (React, Chakra's system, the router) is imported only once the browser has
// painted it, and on a page that needs no data (`data-starts-app="interaction"`) only once the
// visitor starts using it; the first paint never waits for that script to run.
import { isOwnPage, startEarlyData } from './app/early-data';
import { drawOwnPage } from './app/own-page';
import { keepsDraftFor } from './features/bids/bid-form/bid-draft';
import { afterPaint } from './lib/after-paint';
import { holdUntilLive } from './lib/first-interaction';
import { getToken, sessionCookieToken, syncSessionCookie } from './lib/session';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const { pathname } = window.location;
const token = getToken() ?? undefined;
// A bid page whose tab keeps a draft: the server drew its form empty, so the app draws it afresh.
const keepsDraft = keepsDraftFor(pathname);
// A page rendered with a visitor's session (their own data) was rendered with the cookie's token; it
// is this tab's page only when this tab's session is that one (a tab may hold a session of its own,
// and the remembered one may have changed in another tab since). Otherwise a visitor's own page is
// asked for again with the tab's session (own-page.ts).
let renderedFor = container.hasAttribute('data-session') ? sessionCookieToken() : undefined;
syncSessionCookie();
const drawsOwnPage = token && renderedFor !== token && isOwnPage(pathname) && !keepsDraft;
// Held from before the page is drawn: drawn in parts, its top shows a few frames before the rest.
const heldWhileDrawing = drawsOwnPage ? holdUntilLive() : undefined;
if (drawsOwnPage && (await drawOwnPage(container, token))) renderedFor = token;
const renderedWithSession = container.hasAttribute('data-session');
const sessionAsRendered = !renderedWithSession || renderedFor === token;
// Rendered for this address: a page built without a query string (or rendered for another one) is
// rendered afresh when the address has one (a filter, a page number), instead of hydrating other markup.
const hydrate =
  container.hasAttribute('data-prerendered') &&
  window.location.search === (container.dataset.search ?? '') &&
  sessionAsRendered &&
  !keepsDraft;
// A logged-in visitor's header shows their account, which only the app can draw, unless the page
// was rendered for it.
const waitForVisitor = hydrate && container.dataset.startsApp === 'interaction' && (renderedWithSession || !token);

const ignore = () => undefined;

// A page rendered with its data needs no early answer.
if (container.dataset.startsApp === 'load') startEarlyData(pathname);

// Until the app is live, what only the app can do (an app-only form's sending) waits for it.
const untilLive = hydrate ? (heldWhileDrawing ?? holdUntilLive()) : undefined;
if (!hydrate) heldWhileDrawing?.release();
if (waitForVisitor) await untilLive?.started;
else if (hydrate) await afterPaint();
try {
  // Asked for first and not awaited: the route's modules load beside the app's (preload-route.ts).
  // Not imported at the top: the table and its chunk lists would load with every page.
  void import('./app/preload-route').then(({ preloadRoute }) => preloadRoute(pathname), ignore);
  const { boot } = await import('./app/boot');
  await boot(container, hydrate);
} finally {
  // Even when the app failed to load, what was held must not keep the page's controls from working.
  untilLive?.release();
}

export {};
