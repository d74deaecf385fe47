// @vitest-environment jsdom
// The vendor wizard (SPEC §2, §4): a step with errors does not advance, the visitor sees why, and
// there is no way back from step 2. The API answers are stubbed at fetch, the storage's at XMLHttpRequest.
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { privacyConsentField } from '@tender/shared/registration-fields';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeUpload, uploadTicket } from '../../../testing/fake-upload';
import { system } from '../../../theme/system';
import { VendorRegistrationPage } from './vendor-registration-page';

// Next validates the whole step first: a second was not always enough with two test files at work on two
// cores (the step had not changed in a full run of 2026-11-28).
configure({ asyncUtilTimeout: 5000 });

const UPLOAD_TICKET = uploadTicket('tmp/0b7c5a3e-8d7f-4a51-9f7e-2a4c1d3e5f60', 'application/pdf');

const answers: Record<string, unknown> = {
  '/api/v1/material_list': { data: { '1': 'Cement', '2': 'Steel' } },
  '/api/v1/work_type_list': { data: { '1': 'Earth Work', '2': 'RCC Work' } },
  '/api/v1/check_payment_during_contractor_registration': { data: { payment_needed: true, amount: 1180 } },
  '/api/v1/get_settings_basic_info': {
    data: { site_slogan: '', site_url: '', site_logo: '', basic_contractor_registration_fees: 1000 },
  },
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (path === '/api/v1/uploads') return new Response(JSON.stringify(UPLOAD_TICKET), { status: 201 });
      const body = path.startsWith('/api/v1/users/check_email_exists/') ? { data: { exists: false } } : answers[path];
      return new Response(JSON.stringify(body ?? { error: true, message: 'Not found' }), { status: body ? 200 : 404 });
    }),
  );
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  render(
    <ChakraProvider value={system}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={['/register/vendor']}>
          <VendorRegistrationPage />
        </MemoryRouter>
      </SWRConfig>
    </ChakraProvider>,
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** The control labelled `label` (a required one's label ends with '*'). */
const control = (label: string) => screen.getByLabelText(new RegExp(`^${escape(label)}\\s*\\*?$`));
const type = (label: string, value: string) => fireEvent.change(control(label), { target: { value } });
const attach = async (label: string, name: string) => {
  fireEvent.change(control(label), { target: { files: [new File(['%PDF-1.7'], name, { type: 'application/pdf' })] } });
  await screen.findByText(name);
};
const currentStep = () =>
  screen.getByRole('navigation', { name: 'Registration steps' }).querySelector('[aria-current="step"]');
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

async function fillStepOne() {
  type('Name', 'Asha Patil');
  type('Name of Company', 'Patil Constructions');
  type('Year of Establishment', '2005');
  type('Address of Company/Firm', 'Plot 12, Hinjewadi Phase 1, Pune');
  type('Email', 'asha@example.com');
  type('Mobile no.', '9822012345');
  type('Landline no.', '02027654321');
  await screen.findByRole('option', { name: 'Earth Work' });
  type('Type of Material/Work', '1');
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Cement' }));
  type('Name of Proprietor/Partners/Director', 'Asha Patil');
  type('Date of Birth', '1980-04-12');
  type('Resident Address', 'Baner Road, Pune');
  await attach('Photo', 'photo.pdf');
  type('PAN Number', 'AAPFU0939F');
  await attach('PAN of Firm/Company file', 'pan.pdf');
  type('GSTIN', '27AAPFU0939F1ZV');
  await attach('GST registration certificate file', 'gst.pdf');
  type('Pin code', '411045');
  await attach('Address proof of Firm/Company file', 'address.pdf');
  fireEvent.click(screen.getByRole('checkbox', { name: privacyConsentField.label }));
}

describe('vendor registration wizard', { timeout: 60_000 }, () => {
  it('does not advance while step 1 has errors, and says which', async () => {
    renderPage();
    expect(currentStep()?.textContent).toContain('Basic details');
    await screen.findByRole('option', { name: 'Earth Work' });
    next();
    expect(await screen.findByText('Please enter name.')).toBeTruthy();
    expect(screen.getByText('Please select type of work.')).toBeTruthy();
    expect(screen.getByText('Please select at-least one option.')).toBeTruthy();
    expect(screen.getAllByText('Please upload file').length).toBeGreaterThanOrEqual(4);
    expect(currentStep()?.textContent).toContain('Basic details');
    // Focus goes to the first field in error.
    await waitFor(() => expect(document.activeElement).toBe(control('Name')));

    type('PAN Number', 'AAPXU0939F');
    fireEvent.blur(control('PAN Number'));
    expect(
      await screen.findByText(/PAN must look like AAAAA9999A, with the fourth letter a valid holder type/),
    ).toBeTruthy();
  });

  it('advances a valid step 1 to the Pre Qualification Form, which offers no way back and checks its lists', async () => {
    renderPage();
    await fillStepOne();
    // The payment step is known by now: three steps.
    await screen.findByText('Pay to register');
    next();
    await waitFor(() => expect(currentStep()?.textContent).toContain('Pre Qualification Form'));
    expect(screen.getByRole('heading', { name: "Director's / Proprietor's Details" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /back/i })).toBeNull();
    // The new step starts without errors shown.
    expect(screen.queryByText('Please enter name of director.')).toBeNull();
    const turnover = screen.getByRole('heading', { name: 'Turnover (previous three calendar years)' });
    const years = within(turnover.parentElement!).getAllByRole('textbox', { name: /^Year/ }) as HTMLInputElement[];
    const last = new Date().getFullYear() - 1;
    expect(years.map((input) => input.value)).toEqual([last, last - 1, last - 2].map(String));

    next();
    expect(await screen.findByText('Please enter name of director.')).toBeTruthy();
    expect(screen.getByText('Please enter name of technical staff.')).toBeTruthy();
    expect(currentStep()?.textContent).toContain('Pre Qualification Form');
    expect(screen.queryByRole('button', { name: /back/i })).toBeNull();
  });
});
