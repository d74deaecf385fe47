// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { profileMessages } from '@tender/shared/profile-fields';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../../theme/system';
import { builderProfile } from '../../../testing/builder-profile-fixture';
import { contractorProfile, organizationProfile } from '../../../testing/profile-fixtures';
import { ProfilePage } from './profile-page';

// A whole tab of Chakra fields renders slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });

type Reply = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The lookups the Basic tab's type of work and labour with material show. */
const LOOKUPS: Record<string, Record<string, string>> = {
  '/api/v1/work_type_list': { 1: 'Earth Work', 2: 'RCC Work' },
  '/api/v1/material_list': { 1: 'Cement', 2: 'Steel', 3: 'Ready Mix Concrete' },
};

function renderProfile(reply: Reply, route = '/profile') {
  const fetch = vi.fn(async (url: string, init?: RequestInit) =>
    LOOKUPS[url] ? json({ data: LOOKUPS[url] }) : reply(url, init),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <ChakraProvider value={system}>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route
              path="/profile"
              element={
                <>
                  <ProfilePage />
                  <Location />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </ChakraProvider>,
  );
  return fetch;
}

const saves = (fetch: ReturnType<typeof renderProfile>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
const bodyOf = (call: [string, RequestInit?] | undefined) =>
  JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;

describe('ProfilePage', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows 'Please wait, while we are loading data.', then the contractor's six tabs; ?tab= picks one", async () => {
    renderProfile(() => json({ data: contractorProfile() }), '/profile?tab=works');
    expect(screen.getByText('Please wait, while we are loading data.')).toBeTruthy();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Basic',
      'Partner and Staff',
      'Works',
      'Machinery Equipments',
      'Certificates',
      'Contacts',
    ]);
    expect(screen.getByRole('tab', { name: 'Works' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Works' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Contacts' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile?tab=contacts'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Contacts' })).toBeTruthy();
  });

  it('a rejected registrant reads the remark, asks for review again and sees the registration pending', async () => {
    const rejected = {
      ...contractorProfile(),
      status: 'rejected',
      review: {
        status: 'rejected',
        remark: 'Upload the GSTIN certificate.',
        reviewed_at: '2026-11-20T06:30:00.000Z',
        previous_remark: null,
        review_requested_at: null,
      },
    };
    const pendingReview = {
      status: 'pending',
      remark: null,
      reviewed_at: null,
      previous_remark: 'Upload the GSTIN certificate.',
      review_requested_at: '2026-11-21T06:30:00.000Z',
    };
    let requested = false;
    const fetch = renderProfile((url, init) => {
      if (init?.method === 'POST' && url === '/api/v1/profile/review_request') {
        requested = true;
        return json({ message: 'Your registration is back with the consultancy for review.', data: pendingReview });
      }
      return json({ data: requested ? { ...rejected, status: 'pending', review: pendingReview } : rejected });
    });
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Your registration was not approved')).toBeTruthy();
    expect(within(notice).getByText('Upload the GSTIN certificate.')).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Ask for review again' }));
    expect(await screen.findByText('Your registration is back with the consultancy for review.')).toBeTruthy();
    expect(
      await screen.findByText('The consultancy is reviewing your registration; you can bid once it is approved.'),
    ).toBeTruthy();
    expect(screen.getByText('The remark of the last review')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask for review again' })).toBeNull();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('an approved registration says so, with no request button', async () => {
    renderProfile(() => json({ data: organizationProfile() }));
    expect(await screen.findByText('Your registration is approved')).toBeTruthy();
    expect(screen.getByText('The consultancy has approved your registration.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask for review again' })).toBeNull();
  });

  it("an organisation's four tabs", async () => {
    renderProfile(() => json({ data: organizationProfile() }));
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Basic', 'Partner', 'Works', 'Documents']);
    const basic = await screen.findByRole('form', { name: 'Basic form' });
    expect(within(basic).getByRole('heading', { name: 'Company Details' })).toBeTruthy();
    expect(within(basic).getByLabelText(/Billing Name/)).toBeTruthy();
  });

  it("a builder's three tabs from its registration form; Save sends PUT /builders/{id} with the tab only", async () => {
    const fetch = renderProfile((url, init) => {
      if (init?.method === 'PUT') {
        const saved = builderProfile();
        saved.basic.director_name = 'Neha Gokhale';
        return json({ message: profileMessages.saved, data: saved });
      }
      return json({ data: builderProfile() });
    }, '/profile?tab=director');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Company', 'Director', 'Bank']);
    const form = await screen.findByRole('form', { name: 'Director form' });
    expect(within(form).getByRole('heading', { name: "Director's Details" })).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^Name of Director/), { target: { value: 'Neha Gokhale' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(profileMessages.saved)).toBeTruthy();
    const [put] = saves(fetch);
    expect(put?.[0]).toBe('/api/v1/builders/21');
    expect(bodyOf(put)).toEqual({
      form: 'director',
      director_name: 'Neha Gokhale',
      director_dob: '1975-05-20',
      director_address: 'Aundh, Pune',
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Company' }));
    const company = await screen.findByRole('form', { name: 'Company form' });
    expect(within(company).getByRole('heading', { name: 'Company/Firm Details' })).toBeTruthy();
    expect((within(company).getByLabelText(/^GSTIN/) as HTMLInputElement).value).toBe('27AAPFU0939F1ZV');
  });

  it('an invalid tab sends nothing and names the field', async () => {
    const fetch = renderProfile(() => json({ data: contractorProfile() }), '/profile?tab=contacts');
    const form = await screen.findByRole('form', { name: 'Contacts form' });
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please enter name of contact.')).toBeTruthy();
    expect(saves(fetch)).toHaveLength(0);
  });

  it('Save sends PUT /contractors/{id} with the tab only, then shows the message; a removed row goes in its removed list', async () => {
    const fetch = renderProfile((url, init) => {
      if (init?.method === 'PUT') {
        const saved = {
          ...contractorProfile(),
          contact_persons: [{ id: 2, name: 'Kiran Rao', mobile_no: '9822055555' }],
        };
        return json({ message: profileMessages.saved, data: saved });
      }
      return json({ data: contractorProfile() });
    }, '/profile?tab=contacts');
    const form = await screen.findByRole('form', { name: 'Contacts form' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add contact person' }));
    const names = within(form).getAllByLabelText(/^Name/);
    const mobiles = within(form).getAllByLabelText(/^Mobile No\./);
    fireEvent.change(names[1]!, { target: { value: 'Kiran Rao' } });
    fireEvent.change(mobiles[1]!, { target: { value: '9822055555' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Remove contact person 1' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(profileMessages.saved)).toBeTruthy();
    const [put] = saves(fetch);
    expect(put?.[0]).toBe('/api/v1/contractors/12');
    expect(bodyOf(put)).toEqual({
      form: 'contact_person',
      contact_persons: [{ name: 'Kiran Rao', mobile_no: '9822055555' }],
      contact_persons_removed: [1],
    });
    // Reset to what was saved: the new row has its id, nothing is waiting to be removed.
    await waitFor(() => expect(within(form).getAllByLabelText(/^Name/)).toHaveLength(1));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(fetch)).toHaveLength(2));
    expect(bodyOf(saves(fetch)[1])).toEqual({
      form: 'contact_person',
      contact_persons: [{ id: 2, name: 'Kiran Rao', mobile_no: '9822055555' }],
      contact_persons_removed: [],
    });
  });

  it("a refusal: the server's message in an alert and its field error on the field", async () => {
    renderProfile(
      (url, init) =>
        init?.method === 'PUT'
          ? json(
              {
                error: true,
                message: 'Please correct the highlighted fields.',
                errors: {
                  'contact_persons.0.mobile_no': ['This mobile number is already registered.'],
                  uploads: ['Gone.'],
                },
              },
              400,
            )
          : json({ data: contractorProfile() }),
      '/profile?tab=contacts',
    );
    const form = await screen.findByRole('form', { name: 'Contacts form' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('Please correct the highlighted fields.');
    expect(alert.textContent).toContain('Gone.');
    expect(await within(form).findByText('This mobile number is already registered.')).toBeTruthy();
  });

  it('Cancel drops the changes and goes to /profile', async () => {
    renderProfile(() => json({ data: contractorProfile() }), '/profile?tab=contacts');
    const form = await screen.findByRole('form', { name: 'Contacts form' });
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Somebody else' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile'));
    fireEvent.click(screen.getByRole('tab', { name: 'Contacts' }));
    expect((within(form).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Meera Shah');
  });

  it('a new login email: the answer is shown without asking GET /profile again, and the session waits for the new verification', async () => {
    const user = {
      id: 12,
      name: 'Asha Patil',
      username: null,
      email: 'asha@example.com',
      mobile: '9822012340',
      role: 'Contractor',
      email_verified_at: '2026-01-01T00:00:00.000Z',
      google2fa_enabled: false,
      must_change_password: false,
    };
    sessionStorage.setItem('TOKEN', 'token');
    sessionStorage.setItem('USER', JSON.stringify(user));
    const moved = { ...contractorProfile(), user: { id: 12, name: 'Asha Patil', email: 'asha.new@example.com' } };
    moved.basic = { ...moved.basic, email: 'asha.new@example.com' };
    const fetch = renderProfile((url, init) =>
      init?.method === 'PUT'
        ? json({ message: profileMessages.emailChanged, data: moved })
        : json({ data: contractorProfile() }),
    );
    const form = await screen.findByRole('form', { name: 'Basic form' });
    fireEvent.change(within(form).getByLabelText(/^Email/), { target: { value: 'asha.new@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(profileMessages.currentPasswordForLogin)).toBeTruthy();
    expect(saves(fetch)).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText(/^Current password/), { target: { value: 'Old-Password-1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(profileMessages.emailChanged)).toBeTruthy();
    expect(bodyOf(saves(fetch)[0])).toMatchObject({
      form: 'basic',
      email: 'asha.new@example.com',
      current_password: 'Old-Password-1',
    });
    expect(JSON.parse(sessionStorage.getItem('USER') ?? '{}')).toMatchObject({
      email: 'asha.new@example.com',
      email_verified_at: null,
    });
    expect(fetch.mock.calls.filter(([url]) => url === '/api/v1/profile')).toHaveLength(1);
    // The form now holds what was saved: the current password field is gone.
    await waitFor(() => expect(within(form).queryByLabelText(/^Current password/)).toBeNull());
    sessionStorage.clear();
  });

  it('an account without a company profile is told so', async () => {
    renderProfile(() => json({ data: { role: 'Subscriber', user: { id: 3, name: 'S', email: 's@example.com' } } }));
    expect(await screen.findByText('This account has no company profile to maintain.')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('a failed load: the message with Retry', async () => {
    let calls = 0;
    renderProfile(() => {
      calls += 1;
      return calls === 1
        ? json({ error: true, message: 'Something went wrong on our side.' }, 500)
        : json({ data: organizationProfile() });
    });
    expect(await screen.findByText('Something went wrong on our side.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('tab')).toHaveLength(4);
  });
});
