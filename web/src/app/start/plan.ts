// How a page comes to life, decided in one place from what the server rendered and what the tab holds.
// A rendered page is complete HTML, so the app is imported only once the browser has painted it, and on
// a page that needs no data (`data-starts-app="interaction"`) only once the visitor starts using it:
// the first paint never waits for script, and a tap before the app is answered by the HTML itself
// (held-taps.ts). The entry (main.tsx) reads the page, asks planStart, and carries the plan out.
import { getToken, sessionCookieToken } from '../../lib/session';
import { isOwnPage } from './early-data';

/**
 * A page whose HTML cannot show what this tab holds (state the server cannot see), so the app draws it
 * afresh rather than hydrate it. The app registers them (app/drawn-afresh.ts), as the start knows no
 * feature.
 */
export type DrawnAfresh = (pathname: string) => boolean;

/** What the server rendered into the root, and the tab's session: all the decision reads. */
export type RenderedPage = {
  pathname: string;
  /** The tab's session token (sessionStorage or the remembered one). */
  token: string | undefined;
  /** The HTML was rendered with a visitor's session, their own data (`data-session`). */
  withSession: boolean;
  /** That session, as far as the tab knows it (the cookie's token); undefined when unknown. */
  renderedFor: string | undefined;
  /** The root holds a rendered page (`data-prerendered`), not the empty app shell. */
  prerendered: boolean;
  /** The address's query string is the one the page was rendered for (`data-search`). */
  searchAsRendered: boolean;
  /** When the page asks for the app (`data-starts-app`): at load, or at the visitor's first interaction. */
  startsApp: string | undefined;
  /** A signed-in visitor's own page (shared/site-pages.ts, `signedIn`). */
  ownPage: boolean;
  /** The tab holds what the HTML cannot show (DrawnAfresh). */
  drawnAfresh: boolean;
};

/**
 * The root as the server rendered it, read before the session's cookie is brought in line with the
 * tab (syncSessionCookie): the cookie then still names the session the page was rendered with.
 * `renderedFor` stands for a page the entry drew for the tab's session itself (own-page.ts).
 */
export function readRenderedPage(
  container: HTMLElement,
  drawnAfresh: readonly DrawnAfresh[],
  renderedFor = sessionCookieToken(),
): RenderedPage {
  const { pathname, search } = window.location;
  const withSession = container.hasAttribute('data-session');
  return {
    pathname,
    token: getToken() ?? undefined,
    withSession,
    renderedFor: withSession ? renderedFor : undefined,
    prerendered: container.hasAttribute('data-prerendered'),
    searchAsRendered: search === (container.dataset.search ?? ''),
    startsApp: container.dataset.startsApp,
    ownPage: isOwnPage(pathname),
    drawnAfresh: drawnAfresh.some((test) => test(pathname)),
  };
}

/**
 * How the app comes to the page: it hydrates the HTML at the visitor's first interaction, or after the
 * next paint (a page that fills in data, or whose header only the app can draw), or renders afresh.
 */
export type AppStart = 'hydrate-at-first-interaction' | 'hydrate-after-paint' | 'render-afresh';

export type StartPlan = {
  /**
   * Ask the server first for this address as it renders it for the tab's session, and plan again with
   * what it drew (own-page.ts): the page was rendered for no session or another one.
   */
  drawOwnPage: boolean;
  /** Ask for the page's main answers now, before the app has loaded (early-data.ts). */
  earlyData: boolean;
  app: AppStart;
};

/** How this page starts. */
export function planStart(page: RenderedPage): StartPlan {
  const { token, renderedFor, withSession } = page;
  // A page rendered with a session is this tab's page only when the tab's session is that one (a tab
  // may hold a session of its own, and the remembered one may have changed in another tab since).
  const sessionAsRendered = !withSession || renderedFor === token;
  // Rendered for this address: a page built without a query string (or rendered for another one) is
  // rendered afresh when the address has one (a filter, a page number), instead of hydrating other markup.
  const hydrate = page.prerendered && page.searchAsRendered && sessionAsRendered && !page.drawnAfresh;
  // A logged-in visitor's header shows their account, which only the app can draw, unless the page
  // was rendered for it.
  const waitForVisitor = page.startsApp === 'interaction' && (withSession || !token);
  return {
    drawOwnPage: Boolean(token) && renderedFor !== token && page.ownPage && !page.drawnAfresh,
    // A page rendered with its data needs no early answer.
    earlyData: page.startsApp === 'load',
    app: !hydrate ? 'render-afresh' : waitForVisitor ? 'hydrate-at-first-interaction' : 'hydrate-after-paint',
  };
}
