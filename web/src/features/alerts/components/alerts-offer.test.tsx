// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { savedSearchMessages as m } from '@tender/shared/saved-search-messages';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../../theme/system';
import { AlertsOffer } from './alerts-offer';

// A contractor's first saved search is offered from its profile's work type, and only
// while it has no saved search.

function serve(searches: number) {
  const answers: Record<string, unknown> = {
    '/my/saved_searches': { data: Array.from({ length: searches }, (_, id) => ({ id, name: `S${id}` })), limit: 20 },
    '/profile': { data: { basic: { material_work_type_id: 2 } } },
    '/work_type_list': { data: { '1': 'Earth Work', '2': 'RCC Work' } },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://site.test').pathname.replace(/^\/api\/v1/, '');
      return new Response(JSON.stringify(answers[path] ?? {}));
    }),
  );
}

function renderOffer() {
  render(
    <ChakraProvider value={system}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter>
          <AlertsOffer />
        </MemoryRouter>
      </SWRConfig>
    </ChakraProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AlertsOffer', () => {
  it('offers alerts for the profile’s work type, opening the form with it', async () => {
    serve(0);
    renderOffer();
    const link = await screen.findByRole('link', { name: m.offer('RCC Work') });
    const target = new URL(link.getAttribute('href')!, 'http://site.test');
    expect(target.pathname).toBe('/saved-searches');
    expect(Object.fromEntries(target.searchParams)).toEqual({ new: '1', work_type: '2', name: 'RCC Work tenders' });
  });

  it('offers nothing once the account has a saved search', async () => {
    serve(1);
    renderOffer();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('link', { name: m.offer('RCC Work') })).toBeNull();
  });
});
