import { mkdtempSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { loadDataPages, type LoadAnswer, MAX_SEARCH_LENGTH } from './data-pages';

// A stand-in for the build's server module (web/src/prerender/render-page.tsx): it "renders" the
// path with the answer it loads for it, and fails to render /tender/13. The keys it is told to load
// first are noted in globalThis.knownKeysGiven.
const SERVER_MODULE = `
export async function renderPageWithData(path, load, knownKeys = []) {
  (globalThis.knownKeysGiven ??= []).push(knownKeys);
  if (path === '/tender/13') throw new Error('render failed');
  const answer = await load(path);
  const data = answer.status === 200 ? { [path]: answer.body } : {};
  return { html: '<main>' + JSON.stringify(answer.body) + '</main>', title: undefined, data,
    status: answer.status === 404 ? 404 : 200, complete: answer.status === 200, keys: [path] };
}
export function pageDocument(template, page, startsApp, data, search = '') {
  return template.replace('<div id="root"></div>', '<div id="root" data-starts-app="' + startsApp + '" data-search="' + search + '">' + page.html + '</div>' + JSON.stringify(data ?? null));
}
`;

function serverDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'data-pages-'));
  writeFileSync(path.join(dir, 'render-page.js'), SERVER_MODULE);
  writeFileSync(path.join(dir, 'template.html'), '<html><body><div id="root"></div></body></html>');
  mkdirSync(path.join(dir, 'pages'));
  writeFileSync(path.join(dir, 'pages', 'tender.html'), '<html>the tender shell</html>');
  return dir;
}

/** Answers each key with the next value of a counter, so a kept page shows an old count. */
function countingLoad(statusOf: (key: string) => number = () => 200) {
  let calls = 0;
  const load: LoadAnswer = async (key) => ({ status: statusOf(key), body: { call: ++calls } });
  return { load, calls: () => calls };
}

describe('data pages rendered on request', () => {
  it('renders a data page with its answers, keeps it, and renders afresh after a write', async () => {
    const counter = countingLoad();
    const pages = await loadDataPages({ serverDir: serverDir(), load: counter.load });
    const first = await pages.answer('/tender/5');
    expect(first).toMatchObject({
      status: 200,
      headers: { 'cache-control': 'public, max-age=0, s-maxage=10, stale-while-revalidate=30' },
    });
    expect(first!.body).toContain(
      'data-starts-app="interaction" data-search=""><main>{"call":1}</main></div>{"/tender/5":{"call":1}}',
    );
    expect((await pages.answer('/tender/5'))!.body).toBe(first!.body);
    expect(counter.calls()).toBe(1);
    pages.clear();
    expect((await pages.answer('/tender/5'))!.body).toContain('{"call":2}');
  });

  it('loads a rebuilt server module afresh, not the one it loaded first from the same place', async () => {
    const dir = serverDir();
    const load: LoadAnswer = async () => ({ status: 200, body: {} });
    expect((await (await loadDataPages({ serverDir: dir, load })).answer('/'))!.body).toContain('<main>{}</main>');
    const rebuilt = path.join(dir, 'render-page.js');
    writeFileSync(rebuilt, SERVER_MODULE.replace("'<main>'", "'<main>rebuilt '"));
    utimesSync(rebuilt, new Date(), new Date(Date.now() + 5000));
    expect((await (await loadDataPages({ serverDir: dir, load })).answer('/'))!.body).toContain(
      '<main>rebuilt {}</main>',
    );
  });

  it('renders a page for its query string (filters, a page, cursors), and for its path alone past the longest', async () => {
    const asked: string[] = [];
    const pages = await loadDataPages({
      serverDir: serverDir(),
      load: async (key) => {
        asked.push(key);
        return { status: 200, body: {} };
      },
    });
    expect((await pages.answer('/active-tenders', '?page=2'))!.body).toContain('data-search="?page=2"');
    // A later batch of a list: a page number and the API cursors of the batches turned through.
    const cursor = `${'e'.repeat(160)}.${'s'.repeat(22)}`;
    const deep = `?page=340&cursor=168.${cursor}&cursor=335.${cursor}&limit=500`;
    expect((await pages.answer('/active-tenders', deep))!.body).toContain(`data-search="${deep}"`);
    const tooLong = `?tender_id=${'x'.repeat(MAX_SEARCH_LENGTH)}`;
    expect((await pages.answer('/active-tenders', tooLong))!.body).toContain('data-search=""');
    expect(asked).toEqual(['/active-tenders?page=2', `/active-tenders${deep}`, '/active-tenders']);
  });

  it('serves a page past its lifetime while it renders it again, then the new one; past the stale time it waits', async () => {
    const counter = countingLoad();
    const pages = await loadDataPages({
      serverDir: serverDir(),
      load: counter.load,
      keepSeconds: 0.05,
      staleSeconds: 0.2,
    });
    const body = async () => (await pages.answer('/retendered-tenders'))!.body;
    expect(await body()).toContain('{"call":1}');
    await pause(80);
    expect(await body()).toContain('{"call":1}');
    await pause(10);
    expect(counter.calls()).toBe(2);
    expect(await body()).toContain('{"call":2}');
    await pause(300);
    expect(await body()).toContain('{"call":3}');
  });

  it('hands out a stale page before the render of its next one begins', async () => {
    const events: string[] = [];
    const counter = countingLoad();
    const pages = await loadDataPages({
      serverDir: serverDir(),
      load: (key) => {
        events.push('render asks for its answers');
        return counter.load(key);
      },
      keepSeconds: 0.05,
      staleSeconds: 5,
    });
    await pages.answer('/retendered-tenders');
    await pause(80);
    events.length = 0;
    const stale = await pages.answer('/retendered-tenders');
    events.push('stale page handed out');
    expect(stale!.body).toContain('{"call":1}');
    await pause(20);
    expect(events).toEqual(['stale page handed out', 'render asks for its answers']);
    expect((await pages.answer('/retendered-tenders'))!.body).toContain('{"call":2}');
  });

  it('keeps nothing when told to, and leaves paths that are not data pages alone', async () => {
    const counter = countingLoad();
    const pages = await loadDataPages({ serverDir: serverDir(), load: counter.load, keepSeconds: 0 });
    await pages.answer('/active-tenders');
    await pages.answer('/active-tenders');
    expect(counter.calls()).toBe(2);
    await expect(pages.answer('/change-password')).resolves.toBeUndefined();
    await expect(pages.answer('/tender/abc')).resolves.toBeUndefined();
  });

  it('answers a missing tender with 404 starting the app at load, and an outage without keeping it', async () => {
    const counter = countingLoad((key) => (key === '/tender/404' ? 404 : 503));
    const pages = await loadDataPages({ serverDir: serverDir(), load: counter.load });
    const missing = await pages.answer('/tender/404');
    expect(missing).toMatchObject({
      status: 404,
      headers: { 'cache-control': 'public, max-age=0, s-maxage=10, stale-while-revalidate=30' },
    });
    expect(missing!.body).toContain('data-starts-app="load"');
    const outage = await pages.answer('/active-tenders');
    expect(outage).toMatchObject({ status: 200, headers: { 'cache-control': 'no-store' } });
    expect(outage!.body).toContain('data-starts-app="load"');
    await pages.answer('/active-tenders');
    expect(counter.calls()).toBe(3);
  });

  it("serves the build's shell when the render fails, and says so", async () => {
    const failures: string[] = [];
    const pages = await loadDataPages({
      serverDir: serverDir(),
      load: countingLoad().load,
      onError: (_error, pathname) => failures.push(pathname),
    });
    expect(await pages.answer('/tender/13')).toEqual({
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
      body: '<html>the tender shell</html>',
    });
    expect(failures).toEqual(['/tender/13']);
  });

  it('keeps at most 200 pages, forgetting the oldest first', async () => {
    const counter = countingLoad();
    const pages = await loadDataPages({ serverDir: serverDir(), load: counter.load });
    for (let id = 1001; id <= 1201; id++) await pages.answer(`/tender/${id}`);
    expect(counter.calls()).toBe(201);
    await pages.answer('/tender/1201');
    expect(counter.calls()).toBe(201);
    await pages.answer('/tender/1001');
    expect(counter.calls()).toBe(202);
  });

  it('answers the keys the server gives itself (a form token), and renders a page with a given state, never kept', async () => {
    const counter = countingLoad();
    const pages = await loadDataPages({
      serverDir: serverDir(),
      load: counter.load,
      ownAnswers: (key) => (key === '/about' ? Promise.resolve({ own: true }) : undefined),
    });
    expect((await pages.answer('/about'))!.body).toContain('{"own":true}');
    expect(counter.calls()).toBe(0);
    const answered = await pages.answerWith('/active-tenders', { '/active-tenders': { posted: 1 } }, 400);
    expect(answered).toMatchObject({ status: 400, headers: { 'cache-control': 'no-store' } });
    expect(answered!.body).toContain('{"posted":1}');
    expect(counter.calls()).toBe(0);
    // Not kept: the next visitor's GET renders afresh.
    expect((await pages.answer('/active-tenders'))!.body).toContain('{"call":1}');
    await expect(pages.answerWith('/no-such-page', {}, 400)).resolves.toBeUndefined();
  });

  describe("a signed-in page with the visitor's remembered session", () => {
    /** A token shaped as the API signs them (its signature is the API's to check, not the renderer's). */
    const tokenFor = (sub: string) =>
      ['e30', Buffer.from(JSON.stringify({ sub, exp: 4102444800 })).toString('base64url'), 'c2ln'].join('.');
    const token = tokenFor('7');
    /** The remembered session's cookie, which every request of the visitor's browser carries. */
    const remembered = (given: string) => ({ token: given, from: 'cookie' as const });
    const verified = { id: 7, name: 'Asha Builders', email_verified_at: '2026-11-01T10:00:00Z' };

    /** The API as the renderer meets it: the visitor's own answers with their token only. */
    function sessionApi(account: unknown = verified, accountStatus = 200) {
      const asked: string[] = [];
      const load: LoadAnswer = async (key, given) => {
        asked.push(`${key} ${given ? 'with' : 'without'} token`);
        if (key.startsWith('/profile/'))
          return { status: given === token ? accountStatus : 401, body: { data: account } };
        if (key === '/dashboard')
          return given === token ? { status: 200, body: { bids: 3 } } : { status: 401, body: '' };
        return { status: 200, body: { public: true } };
      };
      return { load, asked };
    }

    it('is rendered with their data and their account, for them alone: private, never kept, starting at a tap', async () => {
      const api = sessionApi();
      const pages = await loadDataPages({ serverDir: serverDir(), load: api.load });
      const page = await pages.answer('/dashboard', '', remembered(token));
      expect(page).toMatchObject({ status: 200, headers: { 'cache-control': 'private, no-store' } });
      expect(page!.body).toContain('data-starts-app="interaction"');
      expect(page!.body).toContain('{"bids":3}');
      expect(page!.body).toContain('"session:user":{"id":7,"name":"Asha Builders"');
      expect(api.asked).toEqual(['/profile/7 with token', '/dashboard with token']);
      // Not kept: the next request without the session gets the frame, never the visitor's data.
      const frame = await pages.answer('/dashboard');
      expect(frame!.body).not.toContain('{"bids":3}');
      expect(frame!.body).not.toContain('session:user');
      expect(frame!.body).toContain('data-starts-app="load"');
      expect(api.asked.slice(2)).toEqual(['/dashboard without token']);
    });

    it('loads the answers its last render for that account asked for before rendering it again', async () => {
      const given = ((globalThis as { knownKeysGiven?: string[][] }).knownKeysGiven = []);
      const pages = await loadDataPages({ serverDir: serverDir(), load: sessionApi().load });
      await pages.answer('/dashboard', '', remembered(token));
      await pages.answer('/dashboard', '', remembered(token));
      // Another visitor (the API refuses this token: the frame is rendered) is not given them.
      await pages.answer('/dashboard', '', remembered(tokenFor('8')));
      expect(given).toEqual([['session:user'], ['session:user', '/dashboard'], []]);
    });

    it("gets the frame the app fills in when the API refuses the token, the account is unverified or an Admin's, or the token names none", async () => {
      for (const [api, given] of [
        [sessionApi(verified, 401), token],
        [sessionApi({ ...verified, email_verified_at: null }), token],
        [sessionApi({ ...verified, role: 'Admin' }), token],
        [sessionApi(), tokenFor('not-an-id')],
      ] as const) {
        const pages = await loadDataPages({ serverDir: serverDir(), load: api.load });
        const page = await pages.answer('/dashboard', '', remembered(given));
        expect(page!.body).not.toContain('session:user');
        expect(page!.body).toContain('data-starts-app="load"');
        expect(api.asked.filter((asked) => asked.startsWith('/dashboard'))).toEqual(['/dashboard without token']);
      }
    });

    it("frame first for the profile, whose size has no bound: the cookie gets the frame, the page's own ask its data", async () => {
      const api = sessionApi();
      const pages = await loadDataPages({ serverDir: serverDir(), load: api.load });
      const frame = await pages.answer('/profile', '', remembered(token));
      expect(frame!.body).not.toContain('session:user');
      expect(frame!.body).toContain('data-starts-app="load"');
      expect(frame!.headers['cache-control']).toContain('public');
      const own = await pages.answer('/profile', '', { token, from: 'header' });
      expect(own!.headers['cache-control']).toBe('private, no-store');
      expect(own!.body).toContain('"session:user":{"id":7,"name":"Asha Builders"');
      expect(own!.body).toContain('data-starts-app="interaction"');
    });

    it('never reaches a public page, which is kept for everyone', async () => {
      const api = sessionApi();
      const pages = await loadDataPages({ serverDir: serverDir(), load: api.load });
      const page = await pages.answer('/tender/5', '', remembered(token));
      expect(page!.headers['cache-control']).toContain('public');
      expect(api.asked).toEqual(['/tender/5 without token']);
    });
  });
});
