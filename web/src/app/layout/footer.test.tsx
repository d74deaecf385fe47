import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_TIME_KEY } from '../../lib/api/page-data';
import { system } from '../../theme/system';
import { Footer } from './footer';

// 23:59:30 on 31 December in Pune: the server renders the page a moment before the New Year.
const RENDERED_AT = '2026-12-31T18:29:30.000Z';

const page = () => (
  <ChakraProvider value={system}>
    <SWRConfig value={{ provider: () => new Map(), fallback: { [PAGE_TIME_KEY]: RENDERED_AT } }}>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </SWRConfig>
  </ChakraProvider>
);

const notice = (container: ParentNode) =>
  Array.from(container.querySelectorAll('p')).find((p) => p.textContent?.startsWith('©'))?.textContent;

describe("the footer's year", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it("is the year in India when the page was rendered, on a server in UTC, hydrated as drawn, then the phone's", async () => {
    vi.setSystemTime(new Date(RENDERED_AT));
    const html = renderToString(page());
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(notice(container)).toContain('© 2026 ');
    // The tab stays open past midnight, even in UTC, before the visitor's first tap starts the app.
    vi.setSystemTime(new Date('2027-01-01T00:00:30.000Z'));
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, page(), { onRecoverableError: (error) => void mismatches.push(error) }),
    );
    expect(mismatches).toEqual([]);
    expect(notice(container)).toContain('© 2027 ');
    act(() => root.unmount());
    container.remove();
  });
});

describe("the footer's quick links", () => {
  it('lead to checking a receipt, from every page', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    const link = Array.from(container.querySelectorAll('a')).find((a) => a.textContent === 'Check a receipt');
    expect(link?.getAttribute('href')).toBe('/receipts/verify');
  });
});
