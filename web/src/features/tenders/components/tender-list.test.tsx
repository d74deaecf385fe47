// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { TenderListItem } from '@tender/shared/schemas/tender';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../../theme/system';
import { TenderList } from './tender-list';

const tender = (id: number): TenderListItem => ({
  id,
  tender_uid: `PPC/2026/${String(id).padStart(4, '0')}`,
  project_name: `Project ${id}`,
  work_type_name: 'Earth Work',
  material_work_type_name: 'Earth Work',
  material_work_type_id: 1,
  tender_category_name: 'Civil',
  tender_category_id: 1,
  bid_submission_start_date: '2026-11-01T04:30:00.000Z',
  bid_submission_end_date: '2026-12-01T12:00:00.000Z',
  remarks: '1000000-5000000',
  organization_name: 'Pune Municipal Corporation',
  location: 'Pune',
  status: 'active',
});

const CATEGORIES = { '1': 'Civil', '2': 'Electrical' };

/**
 * A stand-in for GET /tenders/active_tenders over `count` tenders: batches of `limit` from the
 * cursor (here the index to resume at), `tender_id` as "contains". Records each query it is asked.
 */
function serveList(count: number, { cursorAtExactEnd = false } = {}) {
  const all = Array.from({ length: count }, (_, index) => tender(index + 1));
  const asked: URLSearchParams[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://site.test');
    if (url.pathname.endsWith('/tender_category_list')) return new Response(JSON.stringify({ data: CATEGORIES }));
    if (!url.pathname.endsWith('/tenders/active_tenders')) return new Response('{"data":{}}');
    asked.push(url.searchParams);
    const limit = Number(url.searchParams.get('limit'));
    const cursor = url.searchParams.get('cursor');
    if (cursor?.startsWith('stale')) {
      return new Response(
        JSON.stringify({ message: 'cursor is not valid.', errors: { cursor: ['cursor is not valid.'] } }),
        {
          status: 400,
        },
      );
    }
    const from = Number(cursor?.split('.')[0] ?? 0);
    const wanted = url.searchParams.get('tender_id');
    const matching = wanted ? all.filter((item) => item.tender_uid.includes(wanted)) : all;
    const data = matching.slice(from, from + limit);
    // DynamoDB hands back a key when a page ends exactly at the last item: a cursor to nothing.
    const more = cursorAtExactEnd ? from + limit <= matching.length : from + limit < matching.length;
    const next_cursor = more ? `${from + limit}.signature` : null;
    return new Response(JSON.stringify({ data, next_cursor }));
  });
  vi.stubGlobal('fetch', fetch);
  return asked;
}

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{location.search}</output>;
}

/** Where the app went when it left the list. */
function Elsewhere() {
  const location = useLocation();
  return <output aria-label="Elsewhere">{`${location.pathname}${location.search}`}</output>;
}

function renderList(route: string) {
  render(
    <ChakraProvider value={system}>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route
              path="/active-tenders"
              element={
                <>
                  <TenderList kind="active" />
                  <Address />
                </>
              }
            />
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </ChakraProvider>,
  );
}

// Each step renders the whole list: on a busy machine (two test files at once) one can take over a second.
configure({ asyncUtilTimeout: 5000 });

const results = () => screen.getByRole('region', { name: 'Tender results' });
const cardIds = () =>
  within(results())
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href')!)
    // The cards' links, not the pager's.
    .filter((href) => href.startsWith('/tender/'))
    .map((href) => Number(href.split('/').pop()));
const pager = () => screen.getByRole('navigation', { name: 'Tender pages' });
const address = () => new URLSearchParams(screen.getByLabelText('Address').textContent ?? '');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TenderList paging', () => {
  it('walks every tender exactly once across batches with Next, then back with Previous', async () => {
    const asked = serveList(11);
    renderList('/active-tenders?limit=4');
    const seen: number[] = [];
    const labels: string[] = [];
    for (let page = 1; ; page += 1) {
      const label = await screen.findByText(new RegExp(`^Page ${page} of`));
      labels.push(label.textContent!);
      seen.push(...cardIds());
      // A page that can be turned to is a link (it works before the app runs); the last page's Next is text.
      const next = within(pager()).queryByRole('link', { name: 'Next' });
      if (!next) break;
      fireEvent.click(next);
    }
    expect(seen).toEqual(Array.from({ length: 11 }, (_, index) => index + 1));
    expect(labels).toEqual(['Page 1 of 2+', 'Page 2 of 2+', 'Page 3 of 4+', 'Page 4 of 4+', 'Page 5 of 5']);
    // The address names the page and each batch's cursor, so the page can be linked.
    expect(address().get('page')).toBe('5');
    expect(address().getAll('cursor')).toEqual(['3.4.signature', '5.8.signature']);
    expect(within(pager()).getByText('Next').getAttribute('aria-disabled')).toBe('true');
    // The visitor's place moved to the new results, as on any page turn.
    expect(document.activeElement).toBe(results());
    expect(asked.map((query) => query.get('cursor'))).toEqual([null, '4.signature', '8.signature']);

    for (let page = 4; page >= 1; page -= 1) {
      fireEvent.click(within(pager()).getByRole('link', { name: 'Previous' }));
      await screen.findByText(new RegExp(`^Page ${page} of`));
    }
    expect(cardIds()).toEqual([1, 2, 3]);
    expect(address().toString()).toBe('limit=4');
  }, 20_000);

  it('lets a visitor back from a batch that turned out empty', async () => {
    serveList(6, { cursorAtExactEnd: true });
    renderList('/active-tenders?limit=3&page=2&cursor=2.3.signature');
    await screen.findByText('Page 2 of 2+');
    fireEvent.click(within(pager()).getByRole('link', { name: 'Next' }));
    await screen.findByText('No more tenders.');
    expect(within(pager()).getByText('Page 3 of 3')).toBeTruthy();
    expect(within(pager()).queryByRole('link', { name: 'Next' })).toBeNull();
    expect(within(pager()).getByText('Next').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(within(pager()).getByRole('link', { name: 'Previous' }));
    await screen.findByText('Page 2 of 2+');
    expect(cardIds()).toEqual([4, 5, 6]);
  });

  it('starts again from the first page when the API refuses a linked cursor', async () => {
    serveList(11);
    renderList('/active-tenders?limit=4&page=3&cursor=3.stale.signature');
    await screen.findByText('cursor is not valid.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Page 1 of 2+');
    expect(address().toString()).toBe('limit=4');
  });

  it("links Previous and Next to their pages' addresses, so the list pages without the app", async () => {
    serveList(11);
    renderList('/active-tenders?tender_id=PPC&limit=4&page=2');
    await screen.findByText('Page 2 of 2+');
    const href = (name: string) => within(pager()).getByRole('link', { name }).getAttribute('href');
    expect(href('Previous')).toBe('/active-tenders?tender_id=PPC&limit=4');
    // Past the batch: the address names the next batch's cursor, as the app's own move does.
    expect(href('Next')).toBe('/active-tenders?tender_id=PPC&page=3&cursor=3.4.signature&limit=4');
    fireEvent.click(within(pager()).getByRole('link', { name: 'Next' }));
    await screen.findByText('Page 3 of 4+');
    expect(`/active-tenders?${address().toString()}`).toBe(
      '/active-tenders?tender_id=PPC&page=3&cursor=3.4.signature&limit=4',
    );
  });

  it('opens a linked page of a later batch as it was', async () => {
    serveList(11);
    renderList('/active-tenders?limit=4&page=4&cursor=3.4.signature');
    await screen.findByText('Page 4 of 4+');
    expect(cardIds()).toEqual([8]);
  });

  it('says how many were found when the list is one batch, and no more than the first 500', async () => {
    serveList(4);
    renderList('/active-tenders');
    await screen.findByText('4 tenders found.');
    expect(within(pager()).getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.queryByText(/first 500/)).toBeNull();
  });

  it('goes back to the first page when the filters change', async () => {
    serveList(11);
    renderList('/active-tenders?limit=4&page=4&cursor=3.4.signature');
    await screen.findByText('Page 4 of 4+');
    fireEvent.change(screen.getByLabelText('Tender ID'), { target: { value: '001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(address().toString()).toBe('tender_id=001&limit=4'));
    await screen.findByText('Page 1 of 1');
    expect(screen.getByText('3 tenders found.')).toBeTruthy();
    expect(cardIds()).toEqual([1, 10, 11]);
  });
});

const filterForm = () => screen.getByRole('search', { name: 'Filter tenders' }) as HTMLFormElement;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;

describe('TenderList filters', () => {
  it('is a GET form to the list whose fields are the query parameters the list reads, enabled at once', async () => {
    serveList(4);
    renderList('/active-tenders?limit=4&tender_id=PPC&bid_end_date=2026-12-01');
    await screen.findByText('Page 1 of 2');
    expect(filterForm().getAttribute('method')).toBe('get');
    expect(filterForm().getAttribute('action')).toBe('/active-tenders');
    const names = [...filterForm().elements].flatMap((element) =>
      'name' in element && element.name ? [element.name] : [],
    );
    // The batch size rides along in a hidden field; page and cursors do not (new filters: first page).
    expect(names.sort()).toEqual(['bid_end_date', 'category', 'limit', 'tender_id', 'work_type']);
    expect(field('Tender ID').value).toBe('PPC');
    expect(field('Bid end date').value).toBe('2026-12-01');
    expect([...filterForm().querySelectorAll('fieldset')]).toEqual([]);
    for (const label of ['Tender ID', 'Bid end date', 'Tender category', 'Work type']) {
      expect(field(label).disabled, label).toBe(false);
    }
  });

  it('takes a category from the address once its options are in', async () => {
    serveList(4);
    renderList('/active-tenders?category=2');
    await waitFor(() => expect(field('Tender category').value).toBe('2'));
  });

  it('searches with text that reached the field without a change event (typed before the app ran)', async () => {
    serveList(11);
    renderList('/active-tenders?limit=4');
    await screen.findByText('Page 1 of 2+');
    // The DOM value alone, as a browser keeps it through hydration: React never saw it typed.
    field('Tender ID').value = ' 0010 ';
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    // Trimmed, and the empty fields stay out of the address.
    await waitFor(() => expect(address().toString()).toBe('tender_id=0010&limit=4'));
    await screen.findByText('1 tender found.');
  });

  it('treats empty parameters (a form sent by the browser) as no filter', async () => {
    const asked = serveList(4);
    renderList('/active-tenders?tender_id=&bid_end_date=&category=&work_type=');
    await screen.findByText('4 tenders found.');
    expect(asked.map((query) => query.toString())).toEqual(['limit=500']);
  });

  it('clears with a link to the list without filters, and the fields follow the address', async () => {
    serveList(11);
    renderList('/active-tenders?tender_id=001&limit=4');
    await screen.findByText('3 tenders found.');
    const clear = screen.getByRole('link', { name: 'Clear filters' });
    expect(clear.getAttribute('href')).toBe('/active-tenders?limit=4');
    fireEvent.click(clear);
    await screen.findByText('Page 1 of 2+');
    expect(address().toString()).toBe('limit=4');
    expect(field('Tender ID').value).toBe('');
    // Already without filters, Clear still empties what was typed.
    fireEvent.change(field('Tender ID'), { target: { value: 'typed' } });
    fireEvent.click(screen.getByRole('link', { name: 'Clear filters' }));
    await waitFor(() => expect(field('Tender ID').value).toBe(''));
  });

  it('saves the search with the category chosen in the form, or the address before the app runs', async () => {
    serveList(4);
    renderList('/active-tenders?category=1');
    const save = await screen.findByRole('link', { name: 'Save this search' });
    expect(save.getAttribute('href')).toBe('/saved-searches?new=1&category=1');
    await waitFor(() => expect(field('Tender category').value).toBe('1'));
    fireEvent.change(field('Tender category'), { target: { value: '2' } });
    fireEvent.click(save);
    const elsewhere = await screen.findByLabelText('Elsewhere');
    expect(elsewhere.textContent).toBe('/saved-searches?new=1&category=2');
  });
});
