// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { AccountUser } from '@tender/shared/schemas/accounts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../../theme/system';
import { MyInfoEditPage } from './my-info-edit-page';

const account: AccountUser = {
  id: 2,
  name: 'Rahul Deshmukh',
  username: null,
  email: 'rahul@example.in',
  mobile: '9822000002',
  role: 'Contractor',
  email_verified_at: '2026-01-01T00:00:00.000Z',
  google2fa_enabled: false,
  must_change_password: false,
};

describe('My Info edit', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: account }), { status: 200 })),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for the current password once the mobile changes', async () => {
    render(
      <ChakraProvider value={system}>
        <SWRConfig value={{ provider: () => new Map() }}>
          <MemoryRouter>
            <MyInfoEditPage userId={2} />
          </MemoryRouter>
        </SWRConfig>
      </ChakraProvider>,
    );
    const mobile = await screen.findByRole('textbox', { name: 'Mobile' });
    expect(screen.queryByLabelText(/Current password/)).toBeNull();
    fireEvent.change(mobile, { target: { value: '12345' } });
    expect(await screen.findByLabelText(/Current password/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter valid mobile number')).toBeTruthy();
    expect(await screen.findByText('Please enter your current password.')).toBeTruthy();
  });
});
