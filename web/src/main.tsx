// The entry is small on purpose: it reads how the server rendered the page, asks how the page starts
// (app/start/plan.ts), and carries that out. The app (React, Chakra's system, the router) is imported
// only after the browser has painted the page, and the first paint never waits for this script.
import { DRAWN_AFRESH } from './app/drawn-afresh';
import { startEarlyData } from './app/start/early-data';
import { holdUntilLive } from './app/start/held-taps';
import { drawOwnPage } from './app/start/own-page';
import { planStart, readRenderedPage } from './app/start/plan';
import { afterPaint } from './app/start/timing';
import { syncSessionCookie } from './lib/session';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const rendered = readRenderedPage(container, DRAWN_AFRESH);
syncSessionCookie();
let plan = planStart(rendered);
// Held from before the page is drawn: drawn in parts, its top shows a few frames before the rest.
const heldWhileDrawing = plan.drawOwnPage ? holdUntilLive() : undefined;
if (plan.drawOwnPage && rendered.token && (await drawOwnPage(container, rendered.token))) {
  // The page now in place was rendered for the tab's session: planned the same way.
  plan = planStart(readRenderedPage(container, DRAWN_AFRESH, rendered.token));
}
const hydrate = plan.app !== 'render-afresh';
const ignore = () => undefined;
if (plan.earlyData) startEarlyData(rendered.pathname);

// Until the app is live, what only the app can do (an app-only form's sending) waits for it.
const untilLive = hydrate ? (heldWhileDrawing ?? holdUntilLive()) : undefined;
if (!hydrate) heldWhileDrawing?.release();
if (plan.app === 'hydrate-at-first-interaction') await untilLive?.started;
else if (hydrate) await afterPaint();
try {
  // Asked for first and not awaited: the route's modules load beside the app's (preload-route.ts).
  // Not imported at the top: the table and its chunk lists would load with every page.
  void import('./app/start/preload-route').then(({ preloadRoute }) => preloadRoute(rendered.pathname), ignore);
  const { boot } = await import('./app/start/boot');
  await boot(container, hydrate);
} finally {
  // Even when the app failed to load, what was held must not keep the page's controls from working.
  untilLive?.release();
}

export {};
