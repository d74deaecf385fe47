import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { invoiceMessages } from '@tender/shared/invoice-messages';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { ProfileInvoices } from './profile-invoices';

const invoice = {
  invoice_id: '26-27-000007',
  number: 'PPC/26-27/000007',
  issued_at: '2026-11-26T10:00:00.000Z',
  order_id: 'order_A',
  taxable_paise: 500_000,
  tax_paise: 90_000,
  total_paise: 590_000,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderInvoices(reply: (url: string) => Response) {
  const fetch = vi.fn(async (url: string) => reply(url));
  vi.stubGlobal('fetch', fetch);
  renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
      <ProfileInvoices />
    </SWRConfig>,
  );
  return fetch;
}

// jsdom has no object URLs: the saved file's URL is made up (and never opened).
const objectUrls = URL as unknown as { createObjectURL?: unknown; revokeObjectURL?: unknown };

afterEach(() => {
  vi.unstubAllGlobals();
  delete objectUrls.createObjectURL;
  delete objectUrls.revokeObjectURL;
});

describe('the profile’s Invoices', () => {
  it('lists each invoice with its figures and downloads its PDF with the session', async () => {
    const saved = vi.fn(() => 'blob:invoice');
    Object.assign(objectUrls, { createObjectURL: saved, revokeObjectURL: vi.fn() });
    const fetch = renderInvoices((url) =>
      url.endsWith('/pdf')
        ? new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } })
        : json({ data: [invoice] }),
    );
    const section = await screen.findByRole('region', { name: invoiceMessages.listTitle });
    const row = (await within(section).findByText('PPC/26-27/000007')).closest('tr')!;
    expect(within(row).getByText('₹5,000.00')).toBeTruthy();
    expect(within(row).getByText('₹900.00')).toBeTruthy();
    expect(within(row).getByText('₹5,900.00')).toBeTruthy();
    expect(within(row).getByText('26 Nov 2026')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: `${invoiceMessages.download} PPC/26-27/000007` }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls.map(([url]) => url)).toContain('/api/v1/invoices/26-27-000007/pdf');
  });

  it('says when there is none yet', async () => {
    renderInvoices(() => json({ data: [] }));
    expect(await screen.findByText(invoiceMessages.listEmpty)).toBeTruthy();
  });

  it('says why a download was refused, beside its button', async () => {
    renderInvoices((url) =>
      url.endsWith('/pdf') ? json({ error: true, message: 'Not found.' }, 404) : json({ data: [invoice] }),
    );
    fireEvent.click(await screen.findByRole('button', { name: `${invoiceMessages.download} PPC/26-27/000007` }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not found.');
  });
});
