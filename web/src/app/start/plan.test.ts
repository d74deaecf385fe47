// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { planStart, readRenderedPage, type RenderedPage } from './plan';

/** A page rendered with its data for no session, read as the entry reads it. */
const rendered = (page: Partial<RenderedPage> = {}): RenderedPage => ({
  pathname: '/contact-us',
  token: undefined,
  withSession: false,
  renderedFor: undefined,
  prerendered: true,
  searchAsRendered: true,
  startsApp: 'interaction',
  ownPage: false,
  drawnAfresh: false,
  ...page,
});

describe('how a page starts', () => {
  it('a page complete as rendered: the app hydrates it at the first interaction, asking for nothing early', () => {
    expect(planStart(rendered())).toEqual({
      drawOwnPage: false,
      earlyData: false,
      app: 'hydrate-at-first-interaction',
    });
  });

  it('a page that fills in data: its answers are asked for now, the app hydrates it after the first paint', () => {
    expect(planStart(rendered({ pathname: '/tender/5', startsApp: 'load' }))).toEqual({
      drawOwnPage: false,
      earlyData: true,
      app: 'hydrate-after-paint',
    });
  });

  it("a signed-in visitor on a page rendered for no session: the header is the app's to draw, after the paint", () => {
    expect(planStart(rendered({ token: 't' })).app).toBe('hydrate-after-paint');
  });

  it('the empty app shell, or a page rendered for another query string: the app renders afresh', () => {
    expect(planStart(rendered({ prerendered: false })).app).toBe('render-afresh');
    expect(planStart(rendered({ searchAsRendered: false })).app).toBe('render-afresh');
  });

  it('a page the tab holds more of than the HTML shows (a bid draft) is drawn afresh, never asked for again', () => {
    const page = rendered({ pathname: '/tenders/5/bid', ownPage: true, token: 't', startsApp: 'load' });
    expect(planStart({ ...page, drawnAfresh: true })).toMatchObject({ drawOwnPage: false, app: 'render-afresh' });
  });

  it("a visitor's own page rendered for another session or none: asked for with the tab's session first", () => {
    const frame = rendered({ pathname: '/profile', ownPage: true, startsApp: 'load', token: 't' });
    expect(planStart(frame)).toMatchObject({ drawOwnPage: true });
    const other = { ...frame, withSession: true, renderedFor: 'u', startsApp: 'interaction' };
    expect(planStart(other)).toMatchObject({ drawOwnPage: true, app: 'render-afresh' });
    // Drawn for the tab's session, as a remembered visitor's page comes.
    expect(planStart({ ...other, renderedFor: 't' })).toEqual({
      drawOwnPage: false,
      earlyData: false,
      app: 'hydrate-at-first-interaction',
    });
  });

  it('a page rendered with a session the tab no longer knows is not hydrated for a tab that holds one', () => {
    const page = rendered({ pathname: '/profile', ownPage: true, withSession: true, renderedFor: undefined });
    expect(planStart(page).app).toBe('hydrate-at-first-interaction');
    expect(planStart({ ...page, token: 't' })).toMatchObject({ drawOwnPage: true, app: 'render-afresh' });
  });

  it("without a session a visitor's own page asks nothing of the server: the app sends them to the login", () => {
    expect(planStart(rendered({ pathname: '/profile', ownPage: true, startsApp: 'load' }))).toMatchObject({
      drawOwnPage: false,
      app: 'hydrate-after-paint',
    });
  });
});

describe("the page as the entry reads it from the root and the tab's session", () => {
  afterEach(() => {
    sessionStorage.clear();
    document.cookie = 'session=; max-age=0; path=/';
    window.history.replaceState(null, '', '/');
  });

  const root = (attributes: Record<string, string>) => {
    const element = document.createElement('div');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    return element;
  };

  it('reads the rendered state from the root, the address and the session', () => {
    window.history.replaceState(null, '', '/tenders/5/bid?x=1');
    sessionStorage.setItem('TOKEN', 't');
    const page = readRenderedPage(root({ 'data-prerendered': '', 'data-search': '?x=1', 'data-starts-app': 'load' }), [
      (pathname) => pathname.endsWith('/bid'),
    ]);
    expect(page).toEqual({
      pathname: '/tenders/5/bid',
      token: 't',
      withSession: false,
      renderedFor: undefined,
      prerendered: true,
      searchAsRendered: true,
      startsApp: 'load',
      ownPage: true,
      drawnAfresh: true,
    });
  });

  it('takes the session a page was rendered for as the one the entry drew it with', () => {
    const page = readRenderedPage(root({ 'data-session': '' }), [], 't');
    expect(page).toMatchObject({ withSession: true, renderedFor: 't', prerendered: false, searchAsRendered: true });
    expect(readRenderedPage(root({}), [], 't').renderedFor).toBeUndefined();
  });
});
