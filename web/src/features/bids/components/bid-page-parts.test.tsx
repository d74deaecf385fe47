import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { pageMessages } from '@tender/shared/messages';
import { formatPaise, lineAmountPaise, paiseInWords, totalPaise } from '@tender/shared/money';
import type { TenderWorkItem } from '@tender/shared/schemas/tender';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { system } from '../../../theme/system';
import { bidTotal, ratedLines } from '../bid-amounts';
import { serverClockOf, type ServerClock } from '../server-clock';
import { FinancialCover } from './financial-cover';
import { TechnicalCover, type TechnicalCoverProps } from './technical-cover';
import { TimeLeft } from './time-left';

const items: TenderWorkItem[] = [
  {
    id: 5,
    material_work_type_id: 1,
    material_work_type_name: 'Civil',
    item_description: 'Excavation',
    quantity: 6500.25,
    unit: 'cum',
  },
  {
    id: 6,
    material_work_type_id: 1,
    material_work_type_name: 'Civil',
    item_description: 'Concrete',
    quantity: 0.333,
    unit: 'cum',
  },
];

function Cover() {
  const [rates, setRates] = useState<Record<string, string>>({});
  const lines = ratedLines(items, rates);
  return (
    <FinancialCover
      lines={lines}
      total={bidTotal(lines)}
      errors={{}}
      onRateChange={(id, text) => setRates((previous) => ({ ...previous, [id]: text }))}
    />
  );
}

describe('the financial cover on screen', () => {
  it('shows the line amounts and the total the server computes, in figures and words', () => {
    renderWithProviders(<Cover />);
    fireEvent.change(screen.getByLabelText('Rate for item 1: Excavation'), { target: { value: '312.45' } });
    fireEvent.change(screen.getByLabelText('Rate for item 2: Concrete'), { target: { value: '0.05' } });
    const expectedLines = [lineAmountPaise(6500.25, 31245), lineAmountPaise(0.333, 5)];
    const expectedTotal = totalPaise([
      { quantity: 6500.25, ratePaise: 31245 },
      { quantity: 0.333, ratePaise: 5 },
    ]);
    expect(screen.getByText(formatPaise(expectedLines[0]!))).toBeTruthy();
    expect(screen.getByText(formatPaise(expectedLines[1]!))).toBeTruthy();
    expect(screen.getByTestId('bid-total').textContent).toBe(`Total ${formatPaise(expectedTotal)}`);
    expect(screen.getByTestId('bid-total-words').textContent).toBe(paiseInWords(expectedTotal));
  });
});

describe('the technical cover on screen', () => {
  afterEach(cleanup);
  const NO_ROWS = 'Your profile has no completed works, turnovers or quality certificates yet.';
  const cover = (props: Partial<TechnicalCoverProps>) => (
    <TechnicalCover
      options={[]}
      chosen={[]}
      documents={[]}
      documentErrors={{}}
      onChosenChange={() => undefined}
      onDocumentsChange={() => undefined}
      onUploadingChange={() => undefined}
      {...props}
    />
  );

  it('says the profile has no rows only once the profile has said so', () => {
    renderWithProviders(cover({ options: undefined }));
    expect(screen.getByRole('status').textContent).toBe(pageMessages.loading);
    expect(screen.queryByText(NO_ROWS)).toBeNull();
    cleanup();
    renderWithProviders(cover({ options: [] }));
    expect(screen.getByText(NO_ROWS)).toBeTruthy();
  });

  it("shows why the profile's rows could not be read instead of claiming there are none", () => {
    renderWithProviders(cover({ options: undefined, profileLoadError: 'The service is temporarily unavailable.' }));
    expect(screen.getByText('The service is temporarily unavailable.')).toBeTruthy();
    expect(screen.queryByText(NO_ROWS)).toBeNull();
  });
});

describe('the countdown on screen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts from the server time, not the device clock', () => {
    // The device is two hours slow; the server says 10:00 and bids end at 11:00.
    vi.setSystemTime(new Date('2026-11-25T08:00:00.000Z'));
    const clock = serverClockOf('2026-11-25T10:00:00.000Z', Date.now());
    renderWithProviders(<TimeLeft end="2026-11-25T11:00:00.000Z" clock={clock} />);
    expect(screen.getByTestId('time-left').textContent).toBe('Time left 01:00:00');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByTestId('time-left').textContent).toBe('Time left 00:59:55');
  });

  it("hydrates the server's countdown as drawn, however much later the app starts, then counts on", async () => {
    const end = '2026-11-25T11:00:00.000Z';
    const answeredAt = '2026-11-25T10:00:00.400Z';
    const countdown = (clock: ServerClock) => (
      <ChakraProvider value={system}>
        <TimeLeft end={end} clock={clock} />
      </ChakraProvider>
    );
    vi.setSystemTime(new Date(answeredAt));
    const html = renderToString(countdown(serverClockOf(answeredAt, Date.now())));
    // The phone (its clock two hours slow) reads the answer from the page, and draws it 700 ms later
    // (slices of a slow start): a second later on the countdown, had it counted from the phone's now.
    vi.setSystemTime(new Date('2026-11-25T08:00:03.000Z'));
    const clock = serverClockOf(answeredAt, Date.now());
    vi.advanceTimersByTime(700);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, countdown(clock), { onRecoverableError: (error) => void mismatches.push(error) }),
    );
    expect(mismatches).toEqual([]);
    expect(container.querySelector('[data-testid="time-left"]')?.textContent).toBe('Time left 00:59:58');
    act(() => root.unmount());
    container.remove();
  });
});
