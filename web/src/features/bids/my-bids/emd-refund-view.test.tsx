// @vitest-environment jsdom
// A bid's EMD refund on My Bids: the amount and every state in words, with the refund's date and
// Razorpay id once processed.
import { formatIstDate } from '@tender/shared/format';
import type { EmdRefund } from '@tender/shared/schemas/refunds';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { EmdRefundView } from './emd-refund-view';

const REFUNDED_AT = '2026-12-02T10:15:00.000Z';

const refund = (overrides: Partial<EmdRefund>): EmdRefund => ({
  amount_paise: 1_25_000_00,
  state: 'due',
  refunded_at: null,
  razorpay_refund_id: null,
  ...overrides,
});

const section = () => screen.getByRole('region', { name: 'EMD refund' });

afterEach(cleanup);

describe('a bid’s EMD refund on My Bids', () => {
  it('shows the amount in rupees', () => {
    renderWithProviders(<EmdRefundView refund={refund({})} />);
    expect(section().textContent).toContain('EMD refund');
    expect(section().textContent).toContain('₹1,25,000.00');
  });

  it.each([
    ['held', 'Held until the consultancy releases it (you won this tender)'],
    ['due', 'Being refunded'],
    ['pending', 'Being refunded'],
    ['failed', 'The refund failed; it is tried again automatically'],
  ] as const)('says %s as “%s”', (state, words) => {
    renderWithProviders(<EmdRefundView refund={refund({ state })} />);
    expect(section().textContent).toContain(words);
    expect(section().textContent).not.toContain('Refunded on');
  });

  it('says when a processed refund went back, with its Razorpay refund id', () => {
    renderWithProviders(
      <EmdRefundView
        refund={refund({ state: 'processed', refunded_at: REFUNDED_AT, razorpay_refund_id: 'rfnd_Q1w2E3r4T5y6U7' })}
      />,
    );
    expect(section().textContent).toContain(`Refunded on ${formatIstDate(REFUNDED_AT)}`);
    expect(section().textContent).toContain('rfnd_Q1w2E3r4T5y6U7');
  });

  it('shows no refund id before Razorpay gave one', () => {
    renderWithProviders(<EmdRefundView refund={refund({ state: 'due' })} />);
    expect(section().textContent).not.toContain('Refund ID');
  });
});
