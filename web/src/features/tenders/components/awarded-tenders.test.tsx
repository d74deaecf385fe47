// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { AwardedTenderListAnswer } from '@tender/shared/schemas/tender';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../../theme/system';
import { TenderList } from './tender-list';

const answer: AwardedTenderListAnswer = {
  data: [
    {
      id: 12,
      tender_uid: 'PPC/2026/0012',
      project_name: 'School block',
      work_type_name: 'Building',
      material_work_type_name: 'Building',
      material_work_type_id: 1,
      tender_category_name: 'Civil',
      tender_category_id: 1,
      bid_submission_start_date: '2026-11-01T04:30:00.000Z',
      bid_submission_end_date: '2026-12-01T12:00:00.000Z',
      remarks: '1000000-5000000',
      organization_name: 'Pune Municipal Corporation',
      location: 'Pune',
      status: 'awarded',
      award: {
        tender_id: 12,
        tender_uid: 'PPC/2026/0012',
        bid_id: 'BID-12-000001',
        winner_name: 'Shree Builders',
        amount_paise: '96000000',
        rank: 'L1',
        awarded_at: '2026-12-10T06:30:00.000Z',
        bids_received: 3,
        reason: null,
      },
    },
  ],
  next_cursor: null,
};

describe('Results of Tenders', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('reads the awarded list and shows each card’s winner, amount, date and bids received', async () => {
    const fetch = vi.fn(async (url: string) =>
      // The filters' lookup lists answer empty; the list answers its one awarded tender.
      url.includes('/tenders/awarded_tenders') ? new Response(JSON.stringify(answer)) : new Response('{"data":{}}'),
    );
    vi.stubGlobal('fetch', fetch);
    render(
      <ChakraProvider value={system}>
        <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
          <MemoryRouter initialEntries={['/awarded-tenders']}>
            <TenderList kind="awarded" />
          </MemoryRouter>
        </SWRConfig>
      </ChakraProvider>,
    );
    const card = await screen.findByRole('article');
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/v1/tenders/awarded_tenders?limit=500');
    expect(within(card).getByRole('link', { name: 'School block' }).getAttribute('href')).toBe('/tender/12');
    expect(within(card).getByText('Shree Builders for ₹9,60,000.00')).toBeTruthy();
    expect(within(card).getByText('Awarded on')).toBeTruthy();
    expect(within(card).getByText('3 bids')).toBeTruthy();
  });
});
