// The data pages (home, the tender lists, tender details) are rendered on request with the API
// answers they show (web/server/data-pages.ts): the HTML holds those answers for the app to start
// from, CloudFront may keep a page for its s-maxage, and a change made through this gateway is on
// the page at once (the gateway forgets its rendered pages on every write, as its read cache does).
import { isDeepStrictEqual } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminTenderChanged } from '@tender/shared/schemas/tenders-admin';
import { PRERENDERED_PAGES } from '@tender/shared/site-pages';
import { call, type ErrorBody } from '../support/api-call';
import { tenderForm, tokenOf, uniqueProject } from './admin-support';
import { stackUrl } from '../support/stack-url';
import { PAGE_TIME_KEY } from '../../web/src/lib/api/page-data';

type Html = { status: number; cacheControl: string | null; html: string };

async function page(pathname: string): Promise<Html> {
  const response = await fetch(stackUrl(pathname));
  return { status: response.status, cacheControl: response.headers.get('cache-control'), html: await response.text() };
}

/** The API answers the page holds, by the SWR key the app asks them with. */
function pageData(html: string): Record<string, unknown> {
  const block = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html);
  if (!block) throw new Error('the page holds no data block');
  return JSON.parse(block[1]!) as Record<string, unknown>;
}

const startsApp = (html: string) => /data-starts-app="(\w+)"/.exec(html)?.[1];

let admin: string;

beforeAll(async () => {
  admin = await tokenOf('Admin');
});

describe('data pages rendered with their data', () => {
  const dataPages = PRERENDERED_PAGES.filter((candidate) => candidate.rendersWithData);

  it.each(dataPages.map((p) => [p.renderPath, p] as const))(
    '%s holds the API answers it shows and waits for the visitor (a signed-in page starts at once)',
    async (pathname, declared) => {
      // Files running beside this one publish tenders and close them within seconds, so a list may
      // change between the page and the API's answer: the page is read again until one moment shows
      // both alike (a page that never holds the API's answer differs every time).
      for (let attempt = 1; ; attempt += 1) {
        const { status, cacheControl, html } = await page(pathname);
        expect(status).toBe(200);
        expect(cacheControl).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=30');
        // A signed-in visitor's page is its frame, which only the app can fill in.
        expect(startsApp(html)).toBe(declared.signedIn ? 'load' : 'interaction');
        const data = pageData(html);
        // API answers are keyed by their path; the page's own state (the contact form's token) is not one.
        const answers = Object.entries(data).filter(([key]) => key.startsWith('/'));
        expect(answers.length).toBeGreaterThan(0);
        const fresh = await Promise.all(answers.map(([key]) => call('GET', key)));
        for (const answer of fresh) expect(answer.status).toBe(200);
        const alike = answers.every(([, answer], at) => isDeepStrictEqual(answer, fresh[at]!.body));
        if (alike || attempt === 5) {
          // Each is exactly what the API answers for that key.
          answers.forEach(([key, answer], at) => expect(answer, key).toEqual(fresh[at]!.body));
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    },
  );

  it('renders a list for its filters (the query string), for the app to hydrate at that address', async () => {
    const { body } = await call<{
      data: { tender_uid: string; project_name: string; bid_submission_end_date: string }[];
    }>('GET', '/tenders/active_tenders?limit=500');
    // Two that stay active while the page is rendered: other files publish tenders that close within seconds.
    const lasting = body.data.filter((tender) => Date.parse(tender.bid_submission_end_date) > Date.now() + 600_000);
    const [target, other] = lasting;
    const search = `?tender_id=${encodeURIComponent(target!.tender_uid)}`;
    const { status, html } = await page(`/active-tenders${search}`);
    expect(status).toBe(200);
    expect(html).toContain(`data-search="${search}"`);
    expect(html).toContain(target!.project_name);
    expect(html).not.toContain(other!.project_name);
    expect(Object.keys(pageData(html))).toContain(
      `/tenders/active_tenders?limit=500&tender_id=${encodeURIComponent(target!.tender_uid)}`,
    );
  });

  it('renders a tender that does not exist as a 404 that fills in from the API', async () => {
    const { status, html } = await page('/tender/999999');
    expect(status).toBe(404);
    expect(startsApp(html)).toBe('load');
    // Only the header's settings and when it was rendered: the tender's answer is not
    // held, the app asks for it.
    expect(Object.keys(pageData(html))).toEqual([PAGE_TIME_KEY, '/get_settings_basic_info']);
  });

  it('shows an edit of a tender on its page and in the active list at once', async () => {
    const created = await call<AdminTenderChanged & ErrorBody>('POST', '/admin/tenders', {
      token: admin,
      body: tenderForm(),
    });
    expect(created.status).toBe(201);
    const tender = created.body.data;
    const published = await call<AdminTenderChanged>('POST', `/admin/tenders/${tender.id}/publish`, { token: admin });
    expect(published.status).toBe(200);
    expect((await page(`/tender/${tender.id}`)).html).toContain(tender.project_name);
    expect((await page('/active-tenders')).html).toContain(tender.project_name);

    const renamed = uniqueProject('Renamed');
    const edited = await call('PUT', `/admin/tenders/${tender.id}`, {
      token: admin,
      // An active tender's save is a corrigendum: it carries its reason.
      body: {
        ...tenderForm({ project_name: renamed }),
        version: published.body.data.version,
        corrigendum_reason: 'The project name was corrected.',
      },
    });
    expect(edited.status).toBe(200);
    const details = await page(`/tender/${tender.id}`);
    expect(details.html).toContain(renamed);
    // The old name stays on the page only as what corrigendum 1 changed: the detail has the new one.
    const held = pageData(details.html)[`/tenders/get_tender_info/${tender.id}`];
    expect(held).toMatchObject({ data: { project_name: renamed } });
    expect(JSON.stringify(held)).not.toContain(tender.project_name);
    expect((await page('/active-tenders')).html).toContain(renamed);
  });

  it('keeps markup out of the data block, whatever a tender says', async () => {
    const name = `${uniqueProject('Markup')} </script><script>alert(1)</script> <!-- &amp;`;
    const created = await call<AdminTenderChanged & ErrorBody>('POST', '/admin/tenders', {
      token: admin,
      body: tenderForm({ project_name: name }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await call('POST', `/admin/tenders/${created.body.data.id}/publish`, { token: admin })).status).toBe(200);
    const { html } = await page(`/tender/${created.body.data.id}`);
    expect(html).not.toContain('<script>alert(1)</script>');
    const key = `/tenders/get_tender_info/${created.body.data.id}`;
    expect((pageData(html)[key] as { data: { project_name: string } }).data.project_name).toBe(name);
  });
});
