// @vitest-environment jsdom
// The Admin's release of an awarded tender's winner's EMD: shown only when awarded, confirmed in a
// dialog, posted with the winner's account, the answer's message shown; a 409 shows the server's.
import { refundMessages } from '@tender/shared/refund-messages';
import type { AwardOfContract } from '@tender/shared/schemas/award';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../testing/render';
import { EmdReleaseSection, type EmdReleaseSectionProps } from './emd-release-section';

const TENDER_ID = 12;
const WINNER = 77;

const award: AwardOfContract = {
  tender_id: TENDER_ID,
  tender_uid: 'TND-2026-0012',
  bid_id: 'BID-12-000034',
  winner_name: 'Pune Builders',
  amount_paise: '4500000000',
  rank: 'L1',
  awarded_at: '2026-11-25T06:30:00.000Z',
  bids_received: 3,
  reason: null,
};

const awarded: EmdReleaseSectionProps['tender'] = { id: TENDER_ID, status: 'awarded', awarded_to: WINNER, award };

function serve(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderSection(tender: EmdReleaseSectionProps['tender'] = awarded) {
  renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
      <EmdReleaseSection tender={tender} />
    </SWRConfig>,
  );
}

// hidden: the open dialog hides the page from the accessibility tree.
const releaseButton = () => screen.queryByRole('button', { name: 'Release the winner’s EMD', hidden: true });

async function confirmRelease() {
  fireEvent.click(releaseButton()!);
  const dialog = await screen.findByRole('alertdialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Release EMD' }));
  return dialog;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('releasing the winner’s EMD', () => {
  it('is offered on an awarded tender only', () => {
    renderSection({ id: TENDER_ID, status: 'closed', awarded_to: null, award: null });
    expect(releaseButton()).toBeNull();
    cleanup();
    renderSection();
    expect(releaseButton()).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Winner’s EMD' }).textContent).toContain('Pune Builders');
  });

  it('asks first, then posts the winner’s account and shows the answer’s message', async () => {
    const fetch = serve(200, {
      message: refundMessages.released,
      data: {
        tender_id: TENDER_ID,
        contractor_id: WINNER,
        emd_refund: { amount_paise: 90_000_00, state: 'due', refunded_at: null, razorpay_refund_id: null },
      },
    });
    renderSection();
    fireEvent.click(releaseButton()!);
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Release EMD' }));
    expect(await screen.findByText(refundMessages.released)).toBeTruthy();
    const release = fetch.mock.calls.find(([url]) => String(url).includes('emd_release'))!;
    expect(String(release[0])).toMatch(new RegExp(`/admin/tenders/${TENDER_ID}/emd_release$`));
    expect(release[1]?.method).toBe('POST');
    expect(JSON.parse(String(release[1]?.body))).toEqual({ contractor_id: WINNER });
    expect(releaseButton()).toBeNull();
  });

  it('shows the server’s message when nothing is held (409)', async () => {
    serve(409, { error: true, message: refundMessages.nothingHeld });
    renderSection();
    const dialog = await confirmRelease();
    expect(await within(dialog).findByText(refundMessages.nothingHeld)).toBeTruthy();
    expect(releaseButton()).toBeTruthy();
  });
});
