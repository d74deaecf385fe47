// @vitest-environment jsdom
// My Bids after the opening: each state of a bid's outcome on screen, and the representation form
// (its rules, its body, a refusal on its field).
import { formatIstDateTime } from '@tender/shared/format';
import { evaluationMessages as e, reasonLabels } from '@tender/shared/opening-messages';
import type { Evaluation, MyBidOutcome, Representation } from '@tender/shared/schemas/opening';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { serverClockOf } from '../server-clock';
import { BidOutcome } from './bid-outcome';

const BID = 'BID-12-000034';
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const DECIDED_AT = '2026-11-20T06:30:00.000Z';

const qualified: Evaluation = {
  qualified: true,
  reason_code: null,
  clause: null,
  note: null,
  decided_at: DECIDED_AT,
  decided_by_name: 'Ravi Admin',
  representation_until: null,
};

const notQualified = (until: string): Evaluation => ({
  qualified: false,
  reason_code: 'turnover',
  clause: 'NIT clause 4.2 (b)',
  note: 'The average turnover of the last three years is below Rs. 2 crore.',
  decided_at: DECIDED_AT,
  decided_by_name: 'Ravi Admin',
  representation_until: until,
});

const sentRepresentation: Representation = {
  id: 51,
  text: 'Our audited turnover for 2024-25 was filed late; please see the enclosed certificate.',
  document: { name: 'turnover-2024-25.pdf', size: 120_000 },
  sent_at: '2026-11-21T05:00:00.000Z',
  answer: null,
  decision: null,
  answered_at: null,
};

function renderOutcome(outcome: MyBidOutcome, onChanged = vi.fn(async () => undefined)) {
  renderWithProviders(
    <BidOutcome
      bidId={BID}
      outcome={outcome}
      clock={serverClockOf(new Date().toISOString(), Date.now())}
      onChanged={onChanged}
    />,
  );
  return onChanged;
}

const outcomeSection = () => screen.queryByRole('region', { name: 'Outcome' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a bid’s outcome on My Bids', () => {
  it('shows nothing before the opening', () => {
    renderOutcome({ opened: false, evaluation: null, representation: null });
    expect(outcomeSection()).toBeNull();
  });

  it('says the bid is opened and waits for the evaluators', () => {
    renderOutcome({ opened: true, evaluation: null, representation: null });
    const section = outcomeSection()!;
    expect(within(section).getByText('Opened')).toBeTruthy();
    expect(section.textContent).toContain('the evaluators have not decided yet');
    expect(within(section).queryByText(/Qualified|Not qualified/)).toBeNull();
  });

  it('shows a qualified bid with when and by whom it was decided, and no representation', () => {
    renderOutcome({ opened: true, evaluation: qualified, representation: null });
    const section = outcomeSection()!;
    expect(within(section).getByText('Qualified')).toBeTruthy();
    expect(section.textContent).toContain(`${formatIstDateTime(DECIDED_AT)} by Ravi Admin`);
    expect(section.textContent).not.toContain('Reason');
    expect(screen.queryByRole('form', { name: 'Send a representation' })).toBeNull();
  });

  it('shows a bid not qualified with its reason, clause and note, the window and the form', () => {
    const until = hoursFromNow(26);
    renderOutcome({ opened: true, evaluation: notQualified(until), representation: null });
    const section = outcomeSection()!;
    expect(within(section).getByText('Not qualified')).toBeTruthy();
    expect(section.textContent).toContain(reasonLabels.turnover);
    expect(section.textContent).toContain('NIT clause 4.2 (b)');
    expect(section.textContent).toContain('below Rs. 2 crore');
    expect(screen.getByTestId('representation-window').textContent).toMatch(
      new RegExp(`until ${formatIstDateTime(until)} \\(time left 1 day 01:5\\d:\\d\\d\\)`),
    );
    expect(screen.getByRole('form', { name: 'Send a representation' })).toBeTruthy();
  });

  it('says when the window ended, and offers no form after it', () => {
    const until = hoursFromNow(-1);
    renderOutcome({ opened: true, evaluation: notQualified(until), representation: null });
    expect(outcomeSection()!.textContent).toContain(e.representationClosed(formatIstDateTime(until)));
    expect(screen.queryByRole('form', { name: 'Send a representation' })).toBeNull();
  });

  it('counts the window on the server’s clock, not the device’s', () => {
    // The device is two hours behind the server: a window that ends in an hour by the device's
    // clock has already ended.
    const until = hoursFromNow(1);
    renderWithProviders(
      <BidOutcome
        bidId={BID}
        outcome={{ opened: true, evaluation: notQualified(until), representation: null }}
        clock={serverClockOf(hoursFromNow(2), Date.now())}
        onChanged={async () => undefined}
      />,
    );
    expect(outcomeSection()!.textContent).toContain(e.representationClosed(formatIstDateTime(until)));
  });

  it('shows the representation sent, waiting for an answer, and no second form', () => {
    renderOutcome({ opened: true, evaluation: notQualified(hoursFromNow(20)), representation: sentRepresentation });
    const sent = screen.getByRole('region', { name: 'Your representation' });
    expect(sent.textContent).toContain(sentRepresentation.text);
    expect(sent.textContent).toContain('turnover-2024-25.pdf');
    expect(sent.textContent).toContain('have not answered yet');
    expect(screen.queryByRole('form', { name: 'Send a representation' })).toBeNull();
  });

  it('shows the answer and an upheld decision', () => {
    const answered: Representation = {
      ...sentRepresentation,
      answer: 'The certificate is dated after the bid end; the decision stands.',
      decision: 'upheld',
      answered_at: '2026-11-22T09:00:00.000Z',
    };
    renderOutcome({ opened: true, evaluation: notQualified(hoursFromNow(-30)), representation: answered });
    const sent = screen.getByRole('region', { name: 'Your representation' });
    expect(sent.textContent).toContain('the decision stands');
    expect(sent.textContent).toContain('Upheld: the bid stays not qualified.');
    expect(sent.textContent).toContain(formatIstDateTime('2026-11-22T09:00:00.000Z'));
    expect(within(outcomeSection()!).getByText('Not qualified')).toBeTruthy();
  });

  it('shows a reversed decision: the bid is now qualified', () => {
    const answered: Representation = {
      ...sentRepresentation,
      answer: 'The certificate shows the turnover; the bid is qualified.',
      decision: 'reversed',
      answered_at: '2026-11-22T09:00:00.000Z',
    };
    renderOutcome({ opened: true, evaluation: qualified, representation: answered });
    expect(within(outcomeSection()!).getByText('Qualified')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your representation' }).textContent).toContain(
      'Reversed: the bid is qualified.',
    );
  });
});

describe('sending a representation', () => {
  const openWindow = (): MyBidOutcome => ({
    opened: true,
    evaluation: notQualified(hoursFromNow(30)),
    representation: null,
  });
  const send = () => fireEvent.click(screen.getByRole('button', { name: /Send the representation/ }));
  const type = (text: string) =>
    fireEvent.change(screen.getByLabelText(/Your representation/), { target: { value: text } });

  it('refuses a text under 10 characters with the shared message, sending nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderOutcome(openWindow());
    type('Too short');
    send();
    expect(await screen.findByText(e.representationText)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the text to the bid’s route, shows the answer and reads the list again', async () => {
    const fetch = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ message: e.representationSent, data: sentRepresentation }), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetch);
    const onChanged = renderOutcome(openWindow());
    type('Please look at the turnover certificate again.');
    send();
    expect(await screen.findByText(e.representationSent)).toBeTruthy();
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/bids\/BID-12-000034\/representation$/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      text: 'Please look at the turnover certificate again.',
      document_upload_id: null,
    });
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  });

  it('shows a refusal on the field it names, and the server’s message', async () => {
    const refusal = e.representationClosed('21 Nov 2026, 11:00 am IST');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: true, message: refusal, errors: { text: [e.representationText] } }), {
            status: 400,
          }),
      ),
    );
    renderOutcome(openWindow());
    type('A text the server refuses.');
    send();
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(await screen.findByText(e.representationText)).toBeTruthy();
  });
});
