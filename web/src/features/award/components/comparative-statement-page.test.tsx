// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { awardMessages as a } from '@tender/shared/award-messages';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../../theme/system';
import { award, statement, TENDER_ID } from '../award-fixtures';
import { ComparativeStatementPage } from './comparative-statement-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Reply = (url: string, init?: RequestInit) => Response;

function renderPage(reply: Reply) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => reply(url, init));
  vi.stubGlobal('fetch', fetch);
  render(
    <ChakraProvider value={system}>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
        <MemoryRouter>
          <ComparativeStatementPage
            tenderId={TENDER_ID}
            tender={{ tender_uid: 'PPC/2026/0012', project_name: 'School block' }}
          />
        </MemoryRouter>
      </SWRConfig>
    </ChakraProvider>,
  );
  return fetch;
}

const signIn = (role: string) => {
  sessionStorage.setItem('TOKEN', 'token-1');
  sessionStorage.setItem('USER', JSON.stringify({ id: 40, name: 'Pune Municipal Corporation', role }));
};

const statementReply =
  (answer = statement(), post?: Reply): Reply =>
  (url, init) => {
    if (init?.method === 'POST' && post) return post(url, init);
    if (url.includes('/comparative_statement')) return json(answer);
    return json({ message: 'unexpected' }, 500);
  };

const posts = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');

describe('the comparative statement page', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows ranks with ties marked, totals in figures, the estimate in percent, a flagged cover unranked', async () => {
    renderPage(statementReply());
    const ranks = await screen.findByRole('region', { name: 'Ranks and totals' });
    const rows = within(ranks).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'L1',
      'L2 (tie)',
      'L2 (tie)',
      'Not ranked',
    ]);
    expect(within(rows[0]!).getByText('₹9,60,000.00')).toBeTruthy();
    expect(within(rows[0]!).getByText('4.0% below the estimate')).toBeTruthy();
    expect(within(rows[3]!).getByText(/the cover could not be opened/)).toBeTruthy();
    expect(screen.getByText(/Bids marked \(tie\) have equal totals/)).toBeTruthy();
  });

  it('puts the item-wise rates side by side in a box of their own that scrolls', async () => {
    renderPage(statementReply());
    const rates = await screen.findByRole('region', { name: 'Item-wise rates' });
    expect(rates.getAttribute('tabindex')).toBe('0');
    const header = within(rates)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(header).toEqual([
      'Work item',
      'Quantity',
      'Estimate',
      'L1Shree Builders',
      'L2 (tie)Konkan Works',
      'L2 (tie)Sahyadri Infra',
    ]);
    const excavation = within(rates).getByRole('rowheader', { name: 'Excavation' }).closest('tr')!;
    expect(within(excavation).getByText('₹450.00')).toBeTruthy();
    expect(within(excavation).getByText('₹4,50,000.00')).toBeTruthy();
  });

  it('a bidder sees totals and ranks, and that the award is to come', async () => {
    signIn('Contractor');
    renderPage(statementReply(statement({ view: 'summary', items: undefined })));
    await screen.findByRole('region', { name: 'Ranks and totals' });
    expect(screen.queryByRole('region', { name: 'Item-wise rates' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Award of contract' })).toBeNull();
    expect(screen.getByText(/Not awarded yet/)).toBeTruthy();
  });

  it('says why not yet when the financial covers are not opened', async () => {
    renderPage(() => json({ message: a.notOpened }, 409));
    expect(await screen.findByText(a.notOpened)).toBeTruthy();
  });

  it('the organisation awards to L1 (chosen at first) after confirming; the AOC shows', async () => {
    signIn('Organization');
    const fetch = renderPage(
      statementReply(statement(), () =>
        json({
          message: a.awarded('PPC/2026/0012', 'Shree Builders'),
          data: {
            ...award,
            bid_id: 'BID-12-000001',
            winner_name: 'Shree Builders',
            rank: 'L1',
            reason: null,
            amount_paise: '96000000',
          },
        }),
      ),
    );
    const form = await screen.findByRole('form', { name: 'Award of contract' });
    expect(within(form).getByRole<HTMLInputElement>('radio', { name: /L1.*Shree Builders/ }).checked).toBe(true);
    expect(within(form).queryByLabelText(/Reason for not awarding to L1/)).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Award the tender' }));
    const confirm = await within(form).findByRole('button', { name: 'Confirm award' });
    expect(posts(fetch)).toHaveLength(0);
    fireEvent.click(confirm);
    await waitFor(() => expect(posts(fetch)).toHaveLength(1));
    const [url, init] = posts(fetch)[0]!;
    expect(String(url)).toContain(`/tenders/${TENDER_ID}/award`);
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ bid_id: 'BID-12-000001' });
    expect(await screen.findByText(a.awarded('PPC/2026/0012', 'Shree Builders'))).toBeTruthy();
    const aoc = await screen.findByTestId('aoc');
    expect(within(aoc).getByText('Shree Builders')).toBeTruthy();
    expect(within(aoc).getByText('₹9,60,000.00')).toBeTruthy();
    expect(within(aoc).getByText('4 bids')).toBeTruthy();
  });

  it('choosing another bid asks for the reason, and the server’s 400 on reason shows on the field', async () => {
    signIn('Admin');
    const fetch = renderPage(
      statementReply(statement(), () => json({ message: a.reason, errors: { reason: ['The server says no.'] } }, 400)),
    );
    const form = await screen.findByRole('form', { name: 'Award of contract' });
    fireEvent.click(within(form).getByRole('radio', { name: /Konkan Works/ }));
    const reason = await within(form).findByLabelText(/Reason for not awarding to L1/);
    fireEvent.click(within(form).getByRole('button', { name: 'Award the tender' }));
    expect(await within(form).findByText(a.reason)).toBeTruthy();
    expect(posts(fetch)).toHaveLength(0);
    fireEvent.change(reason, { target: { value: 'L1 withdrew its bid validity in writing.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Award the tender' }));
    fireEvent.click(await within(form).findByRole('button', { name: 'Confirm award' }));
    await waitFor(() => expect(posts(fetch)).toHaveLength(1));
    expect(JSON.parse(String((posts(fetch)[0]![1] as RequestInit).body))).toEqual({
      bid_id: 'BID-12-000003',
      reason: 'L1 withdrew its bid validity in writing.',
    });
    expect(await within(form).findByText('The server says no.')).toBeTruthy();
  });

  it('shows the award once made, with the reason for not L1, and no form', async () => {
    signIn('Organization');
    renderPage(statementReply(statement({ award })));
    const aoc = await screen.findByTestId('aoc');
    expect(within(aoc).getByText('Konkan Works')).toBeTruthy();
    expect(within(aoc).getByText('L1 withdrew its bid validity in writing.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Award of contract' })).toBeNull();
  });

  it('downloads the spreadsheet with the session’s token', async () => {
    signIn('Organization');
    const created = vi.fn(() => 'blob:statement');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const fetch = renderPage((url, init) => {
      if (url.includes('format=xlsx'))
        return new Response('PK', { headers: { 'content-type': 'application/octet-stream' } });
      return statementReply()(url, init);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download .xlsx' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    const call = fetch.mock.calls.find(([url]) => String(url).includes('format=xlsx'))!;
    expect((call[1] as RequestInit).headers).toEqual({ Authorization: 'Bearer token-1' });
  });
});
