// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { readRateSheet, writeRateSheet } from './rate-sheet-codec';
import { fillRateSheet, sampleItems } from './rate-sheet-fixtures';
import { rateSheetMessages } from './rate-sheet-messages';
import { RateSheetTransfer } from './rate-sheet-transfer';

const tender = { tender_uid: 'TND-2026-0042', project_name: 'Ring road' };
const items = sampleItems(2);

function renderTransfer(disabled = false) {
  const onRates = vi.fn();
  renderWithProviders(<RateSheetTransfer tender={tender} items={items} onRates={onRates} disabled={disabled} />);
  return onRates;
}

const upload = (bytes: Uint8Array, name = 'filled.xlsx') =>
  fireEvent.change(screen.getByLabelText('Upload filled rate sheet'), {
    target: { files: [new File([bytes as BlobPart], name)] },
  });

const jsdomUrl = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  URL.createObjectURL = jsdomUrl.create;
  URL.revokeObjectURL = jsdomUrl.revoke;
});

describe('RateSheetTransfer', () => {
  it('downloads the tender bill of quantities as <tender_uid>-rate-sheet.xlsx', async () => {
    const blobs: Blob[] = [];
    // jsdom has no object URLs: keep the blob the page offers.
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:sheet';
    };
    URL.revokeObjectURL = () => {};
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderTransfer();
    fireEvent.click(screen.getByRole('button', { name: /Download rate sheet \(\.xlsx\)/ }));
    await waitFor(() => expect(names).toEqual(['TND-2026-0042-rate-sheet.xlsx']));
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect(readRateSheet(bytes, items)).toEqual({
      ok: false,
      errors: [
        rateSheetMessages.rateMissing({ cell: 'F4', item: { id: 101, description: 'Excavation in hard rock' } }),
        rateSheetMessages.rateMissing({ cell: 'F5', item: { id: 102, description: 'Work item 2 & <more>' } }),
      ],
    });
  });

  it('hands the rates of a filled sheet to the page and says so', async () => {
    const onRates = renderTransfer();
    upload(fillRateSheet(writeRateSheet(tender, items), { 4: '100', 5: '2.5' }));
    expect(await screen.findByText(rateSheetMessages.read(2, 'filled.xlsx'))).toBeTruthy();
    expect(onRates).toHaveBeenCalledWith([
      { work_item_id: 101, rate: '100.00' },
      { work_item_id: 102, rate: '2.50' },
    ]);
  });

  it('lists every problem of a refused sheet in an alert, one item per cell', async () => {
    const onRates = renderTransfer();
    upload(fillRateSheet(writeRateSheet(tender, items), { 4: '1.234' }));
    const alert = await screen.findByRole('alert');
    const problems = within(alert)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(problems).toEqual([
      'Cell F4 (item 101, "Excavation in hard rock"): the rate must be a number with at most two decimals (the cell holds 1.234).',
      'Cell F5 (item 102, "Work item 2 & <more>"): the rate is missing.',
    ]);
    expect(onRates).not.toHaveBeenCalled();
  });

  it('refuses a file that is not a spreadsheet with one clear error', async () => {
    renderTransfer();
    upload(new TextEncoder().encode('id,rate\n101,10\n'), 'rates.csv');
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([rateSheetMessages.notASpreadsheet]);
  });

  it('offers nothing while the bid is being sent', () => {
    renderTransfer(true);
    expect(screen.getByRole('button', { name: /Download rate sheet/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByLabelText('Upload filled rate sheet').hasAttribute('disabled')).toBe(true);
  });
});
