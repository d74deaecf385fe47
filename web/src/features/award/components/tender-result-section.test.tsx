// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { awardMessages as a } from '@tender/shared/award-messages';
import type { TenderDetail } from '@tender/shared/schemas/tender';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../../theme/system';
import { award, TENDER_ID } from '../award-fixtures';
import { TenderDecisionSection, TenderResultSection } from './tender-result-section';

type Tender = Pick<TenderDetail, 'id' | 'status' | 'award' | 'unsuccessful_reason'>;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const financial = (state: 'waiting' | 'opened') => ({
  data: { financial: { cover: 'financial', state, confirmations: [], opened_at: null, bids: [] } },
});

function renderSection(tender: Tender, reply: (url: string, init?: RequestInit) => Response = () => json({}, 500)) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => reply(url, init));
  vi.stubGlobal('fetch', fetch);
  const onDecided = vi.fn(async () => undefined);
  render(
    <ChakraProvider value={system}>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
        <MemoryRouter>
          <TenderResultSection tender={tender} />
          <TenderDecisionSection tender={tender} onDecided={onDecided} />
        </MemoryRouter>
      </SWRConfig>
    </ChakraProvider>,
  );
  return { fetch, onDecided };
}

const signIn = (role: string) => {
  sessionStorage.setItem('TOKEN', 'token-1');
  sessionStorage.setItem('USER', JSON.stringify({ id: 40, name: 'Pune Municipal Corporation', role }));
};

describe('the tender page’s result', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('an awarded tender shows its AOC to everyone, what happened next, and the statement', () => {
    const { fetch } = renderSection({ id: TENDER_ID, status: 'awarded', award, unsuccessful_reason: null });
    const section = screen.getByRole('region', { name: 'Award of contract' });
    const aoc = within(section).getByTestId('aoc');
    expect(within(aoc).getByText('Konkan Works')).toBeTruthy();
    expect(within(aoc).getByText('₹9,90,000.00')).toBeTruthy();
    expect(within(aoc).getByText('4 bids')).toBeTruthy();
    expect(within(aoc).getByText('L1 withdrew its bid validity in writing.')).toBeTruthy();
    expect(within(section).getByText(/the winner has been sent the award letter/)).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Results of Tenders' }).getAttribute('href')).toBe(
      '/awarded-tenders',
    );
    expect(within(section).getByRole('link', { name: 'See the comparative statement' }).getAttribute('href')).toBe(
      `/tenders/${TENDER_ID}/comparative-statement`,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('an unsuccessful tender says so, with its reason and what may follow', () => {
    renderSection({ id: TENDER_ID, status: 'unsuccessful', award: null, unsuccessful_reason: 'No bid was qualified.' });
    const section = screen.getByRole('region', { name: 'Result' });
    expect(within(section).getByText('Unsuccessful')).toBeTruthy();
    expect(within(section).getByText('No bid was qualified.')).toBeTruthy();
    expect(within(section).getByText(/may be issued again/)).toBeTruthy();
  });

  it('a visitor sees nothing more on a closed tender (the opening section tells where it stands)', () => {
    const { fetch } = renderSection({ id: TENDER_ID, status: 'closed', award: null, unsuccessful_reason: null });
    expect(screen.queryByRole('region', { name: 'Result' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a bidder is led to the statement once the financial covers are open', async () => {
    signIn('Contractor');
    renderSection({ id: TENDER_ID, status: 'closed', award: null, unsuccessful_reason: null }, () =>
      json(financial('opened')),
    );
    const link = await screen.findByRole('link', { name: 'See the comparative statement' });
    expect(link.getAttribute('href')).toBe(`/tenders/${TENDER_ID}/comparative-statement`);
    expect(screen.queryByRole('button', { name: 'Declare unsuccessful' })).toBeNull();
  });

  it('the organisation declares a tender unsuccessful with a reason, after confirming', async () => {
    signIn('Organization');
    const { fetch, onDecided } = renderSection(
      { id: TENDER_ID, status: 'closed', award: null, unsuccessful_reason: null },
      (url, init) => {
        if (init?.method === 'POST')
          return json({
            message: a.unsuccessful('PPC/2026/0012'),
            data: {
              tender_id: TENDER_ID,
              status: 'unsuccessful',
              reason: 'No bid was qualified.',
              at: '2026-12-10T06:30:00.000Z',
            },
          });
        return json(financial('waiting'));
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Declare unsuccessful' }));
    const form = screen.getByRole('form', { name: 'Declare unsuccessful' });
    fireEvent.click(within(form).getByRole('button', { name: 'Declare unsuccessful' }));
    expect(await within(form).findByText(a.unsuccessfulReason)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/Reason the tender ends/), {
      target: { value: 'No bid was qualified.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Declare unsuccessful' }));
    fireEvent.click(await within(form).findByRole('button', { name: 'Confirm: unsuccessful' }));
    await waitFor(() => expect(onDecided).toHaveBeenCalled());
    const post = fetch.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'POST')!;
    expect(String(post[0])).toContain(`/tenders/${TENDER_ID}/unsuccessful`);
    expect(JSON.parse(String((post[1] as RequestInit).body))).toEqual({ reason: 'No bid was qualified.' });
    expect(await within(form).findByText(a.unsuccessful('PPC/2026/0012'))).toBeTruthy();
  });

  it('a refused declaration shows the server’s reason', async () => {
    signIn('Admin');
    renderSection({ id: TENDER_ID, status: 'closed', award: null, unsuccessful_reason: null }, (url, init) =>
      init?.method === 'POST' ? json({ message: a.notUnsuccessful }, 409) : json(financial('opened')),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Declare unsuccessful' }));
    const form = screen.getByRole('form', { name: 'Declare unsuccessful' });
    fireEvent.change(within(form).getByLabelText(/Reason the tender ends/), { target: { value: 'Too costly.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Declare unsuccessful' }));
    fireEvent.click(await within(form).findByRole('button', { name: 'Confirm: unsuccessful' }));
    expect(await within(form).findByText(a.notUnsuccessful)).toBeTruthy();
  });
});
