// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { OCDS_LICENSE, OCDS_PREFIX } from '@tender/shared/constants';
import { renderWithProviders } from '../../testing/render';
import { OpenDataPage } from './open-data-page';

afterEach(cleanup);

it('states the open-data URLs, the identifier prefix, the licence and what is never published', () => {
  renderWithProviders(<OpenDataPage />, { route: '/open-data' });
  expect(screen.getByRole('heading', { level: 1, name: 'Open data' })).toBeTruthy();
  expect(screen.getByText('GET /api/v1/ocds/releases/{tender id}')).toBeTruthy();
  expect(screen.getByText('GET /api/v1/ocds/release_package')).toBeTruthy();
  expect(screen.getByText(`${OCDS_PREFIX}-`)).toBeTruthy();
  expect(screen.getByRole('link', { name: OCDS_LICENSE.name }).getAttribute('href')).toBe(OCDS_LICENSE.url);
  expect(screen.getByRole('heading', { name: 'What is never published' })).toBeTruthy();
});
