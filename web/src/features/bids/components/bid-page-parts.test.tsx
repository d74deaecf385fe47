import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { pageMessages } from '@tender/shared/messages';
import { formatPaise, lineAmountPaise, paiseInWords, totalPaise } from '@tender/shared/money';
import type { TenderWorkItem } from '@tender/shared/schemas/tender';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { bidTotal, ratedLines } from '../bid-amounts';
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
    const offset = Date.parse('2026-11-25T10:00:00.000Z') - Date.now();
    renderWithProviders(<TimeLeft end="2026-11-25T11:00:00.000Z" offset={offset} />);
    expect(screen.getByTestId('time-left').textContent).toBe('Time left 01:00:00');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByTestId('time-left').textContent).toBe('Time left 00:59:55');
  });
});
