// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { TenderCard } from './tender-card';

afterEach(cleanup);

const tender = {
  id: 42,
  tender_uid: 'PPC-2025-0042',
  project_name: 'Twin residential towers, Baner',
  work_type_name: 'RCC Work',
  // 11:30 UTC is 17:00 in India
  bid_submission_end_date: '2026-12-05T11:30:00Z',
  remarks: '50000000-120000000',
  organization_name: 'Baner Heights Developers LLP',
};

describe('TenderCard', () => {
  it('shows the project, work type, organisation, IST bid end and the qualifier range in crore', () => {
    renderWithProviders(<TenderCard tender={tender} />);
    expect(screen.getByRole('heading', { name: 'Twin residential towers, Baner' })).toBeTruthy();
    expect(screen.getByText('RCC Work')).toBeTruthy();
    expect(screen.getByText('Baner Heights Developers LLP')).toBeTruthy();
    expect(screen.getByText('₹5 Cr - ₹12 Cr')).toBeTruthy();
    expect(screen.getByText(/05 Dec 2026, 05:00 pm IST/i)).toBeTruthy();
  });

  it('links to the tender details page', () => {
    renderWithProviders(<TenderCard tender={tender} />);
    const link = screen.getByRole('link', { name: 'Twin residential towers, Baner' });
    expect(link.getAttribute('href')).toBe('/tender/42');
  });
});
