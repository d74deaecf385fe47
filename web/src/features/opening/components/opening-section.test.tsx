// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { openingMessages } from '@tender/shared/opening-messages';
import type { OpeningAnswer } from '@tender/shared/schemas/opening';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { opener, openingAnswer, technicalOpened, TENDER_ID } from '../../../testing/opening-fixtures';
import { system } from '../../../theme/system';
import { OpeningSection } from './opening-section';
import { OpeningView } from './opening-view';

function renderUi(ui: ReactElement) {
  return render(
    <ChakraProvider value={system}>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <MemoryRouter>{ui}</MemoryRouter>
      </SWRConfig>
    </ChakraProvider>,
  );
}

const view = (answer: OpeningAnswer, onChanged = vi.fn(async () => undefined)) =>
  renderUi(<OpeningView opening={answer.data} readsOpenedBids={false} onChanged={onChanged} />);

const reader = { is_opener: false, is_evaluator: false, may_confirm: null, blocked: null };

const signIn = (id: number, role: string) => {
  sessionStorage.setItem('TOKEN', 'token-1');
  sessionStorage.setItem('USER', JSON.stringify({ id, name: 'Pune Municipal Corporation', role }));
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('the opening of bids on the tender page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('a visitor sees where it stands and the openers, with no button', () => {
    view(openingAnswer());
    expect(screen.getByTestId('next-step').textContent).toBe(
      'The technical covers can be opened now: two openers must confirm.',
    );
    expect(
      screen.getByText(/Asha Admin \(Admin\), Pune Municipal Corporation \(the tender’s organisation\)/),
    ).toBeTruthy();
    expect(within(screen.getByTestId('cover-technical')).getByText('Waiting for two openers to confirm')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('opener-part')).toBeNull();
  });

  it('shows the confirm button only to an opener the server lets confirm', () => {
    view(openingAnswer({ caller: opener('technical') }));
    expect(screen.getByRole('button', { name: 'Confirm opening of technical covers' })).toBeTruthy();
    cleanup();
    view(openingAnswer({ caller: opener(null, openingMessages.alreadyConfirmed) }));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(openingMessages.alreadyConfirmed)).toBeTruthy();
    cleanup();
    view(openingAnswer({ caller: { is_opener: false, is_evaluator: false, may_confirm: null, blocked: null } }));
    expect(screen.queryByTestId('opener-part')).toBeNull();
  });

  it('after confirming: the answer’s message, and the record is refreshed with the answer', async () => {
    const confirmed = openingAnswer(
      {
        caller: opener(null, openingMessages.alreadyConfirmed),
        technical: {
          ...technicalOpened,
          state: 'confirming',
          opened_at: null,
          bids: [],
          confirmations: technicalOpened.confirmations.slice(0, 1),
        },
      },
      openingMessages.confirmed,
    );
    const fetch = vi.fn(async () => json(confirmed));
    vi.stubGlobal('fetch', fetch);
    const onChanged = vi.fn(async () => undefined);
    view(openingAnswer({ caller: opener('technical') }), onChanged);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm opening of technical covers' }));
    expect(await screen.findByText(openingMessages.confirmed)).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      `/api/v1/tenders/${TENDER_ID}/opening`,
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ cover: 'technical' }) }),
    );
    expect(onChanged).toHaveBeenCalledWith(confirmed);
  });

  it('a refusal shows the server’s message and reloads the record', async () => {
    const tooEarly = openingMessages.tooEarly('1 Dec 2026, 10:00 AM', '1 Dec 2026, 9:00 AM');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: tooEarly }, 409)),
    );
    const onChanged = vi.fn(async () => undefined);
    view(openingAnswer({ caller: opener('technical') }), onChanged);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm opening of technical covers' }));
    expect(await screen.findByText(tooEarly)).toBeTruthy();
    expect(onChanged).toHaveBeenCalledWith();
  });

  it('the opening record says digest match yes or no, and explains a flag in words', () => {
    view(openingAnswer({ technical: technicalOpened }));
    const record = screen.getByRole('table', { name: 'Opening record of the technical covers' });
    const [shree, deccan] = within(record).getAllByRole('row').slice(1);
    expect(within(shree!).getByText('Yes')).toBeTruthy();
    expect(within(shree!).getByText('No flag')).toBeTruthy();
    expect(within(deccan!).getByText('No')).toBeTruthy();
    expect(
      within(deccan!).getByText("Flagged: the opened cover does not match the digest on the bidder's receipt."),
    ).toBeTruthy();
    expect(within(deccan!).getByText('b'.repeat(64))).toBeTruthy();
    expect(within(screen.getByTestId('cover-technical')).getByText(/Confirmed by Asha Admin/)).toBeTruthy();
  });

  it('the technical result shows qualified or not, with the reason label', () => {
    view(
      openingAnswer({
        technical: technicalOpened,
        technical_result: {
          published_at: '2026-12-05T07:00:00.000Z',
          bids: [
            { bid_id: 'BID-12-000001', bidder_name: 'Shree Builders', qualified: true, reason_code: null },
            { bid_id: 'BID-12-000002', bidder_name: 'Deccan Infra', qualified: false, reason_code: 'documents' },
          ],
        },
      }),
    );
    const result = screen.getByRole('table', { name: 'Technical result' });
    expect(within(result).getByText('Qualified')).toBeTruthy();
    expect(within(result).getByText('Not qualified')).toBeTruthy();
    expect(within(result).getByText('Documents missing or invalid')).toBeTruthy();
  });

  it('links an evaluator to the evaluation page once the technical covers are open', () => {
    view(openingAnswer({ technical: technicalOpened, caller: opener(null, null) }));
    expect(screen.getByRole('link', { name: 'Evaluate the opened bids' }).getAttribute('href')).toBe(
      `/tenders/${TENDER_ID}/evaluation`,
    );
    cleanup();
    view(openingAnswer({ technical: technicalOpened }));
    expect(screen.queryByRole('link', { name: /opened bids/ })).toBeNull();
  });

  it('links the tender’s own organisation to the opened bids though it is neither opener nor evaluator', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(openingAnswer({ technical: technicalOpened, caller: reader }))),
    );
    signIn(40, 'Organization');
    renderUi(<OpeningSection tender={{ id: TENDER_ID, status: 'closed', organization_id: 40 }} />);
    const link = await screen.findByRole('link', { name: 'See the opened bids' });
    expect(link.getAttribute('href')).toBe(`/tenders/${TENDER_ID}/evaluation`);
    cleanup();
    renderUi(<OpeningSection tender={{ id: TENDER_ID, status: 'closed', organization_id: 41 }} />);
    expect(await screen.findByTestId('next-step')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /opened bids/ })).toBeNull();
    cleanup();
    signIn(41, 'Contractor');
    renderUi(<OpeningSection tender={{ id: TENDER_ID, status: 'closed', organization_id: 41 }} />);
    expect(await screen.findByTestId('next-step')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /opened bids/ })).toBeNull();
  });

  it('the section asks GET /tenders/{id}/opening for a closed tender only', async () => {
    const fetch = vi.fn(async () => json(openingAnswer()));
    vi.stubGlobal('fetch', fetch);
    renderUi(<OpeningSection tender={{ id: TENDER_ID, status: 'active' }} />);
    expect(screen.queryByRole('heading', { name: 'Opening of bids' })).toBeNull();
    cleanup();
    renderUi(<OpeningSection tender={{ id: TENDER_ID, status: 'closed' }} />);
    expect(screen.getByRole('heading', { name: 'Opening of bids' })).toBeTruthy();
    expect(await screen.findByTestId('next-step')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(`/api/v1/tenders/${TENDER_ID}/opening`, expect.anything());
  });
});
