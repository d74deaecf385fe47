// @vitest-environment jsdom
// The Admin's "Opening and Evaluation" section: the candidates of the form's organisation with their
// roles, the shared message when one opener is ticked, and a failed load with Retry.
import { openingMessages as m } from '@tender/shared/opening-messages';
import type { OpenerAccount } from '@tender/shared/schemas/opening';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../testing/render';
import { tenderFormSchema } from '../tender-form-schema';
import { emptyTenderValues, type TenderFormValues } from '../tender-form-values';
import { OpeningRolesSection } from './opening-roles-section';

const CANDIDATES: OpenerAccount[] = [
  { account_id: 1, name: 'Ravi Admin', role: 'Admin' },
  { account_id: 2, name: 'Meera Admin', role: 'Admin' },
  { account_id: 7, name: 'Pune Works Ltd', role: 'Organization' },
];

function serveCandidates(status = 200) {
  const asked: URL[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://site.test');
    asked.push(url);
    return status === 200
      ? new Response(JSON.stringify({ data: CANDIDATES }))
      : new Response(JSON.stringify({ error: true, message: 'The server is busy. Please try again.' }), { status });
  });
  vi.stubGlobal('fetch', fetch);
  return asked;
}

function renderSection(values: Partial<TenderFormValues> = {}) {
  const submitted = vi.fn();
  renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
      <Formik<TenderFormValues>
        initialValues={{ ...emptyTenderValues(), organization_id: '7', organization_name: 'Pune Works Ltd', ...values }}
        validationSchema={tenderFormSchema().pick(['openers', 'evaluators', 'representation_days'])}
        onSubmit={submitted}
      >
        <Form noValidate>
          <OpeningRolesSection />
          <button type="submit">Save</button>
        </Form>
      </Formik>
    </SWRConfig>,
  );
  return submitted;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const openers = () => screen.getByRole('group', { name: /Openers/ });

describe('the openers field', () => {
  it("lists every Admin and the form's organisation, by name and role", async () => {
    const asked = serveCandidates();
    renderSection();
    expect(await screen.findAllByLabelText('Pune Works Ltd (Organisation)')).toHaveLength(2);
    expect(screen.getAllByLabelText('Ravi Admin (Admin)')).toHaveLength(2);
    expect(asked[0]?.pathname).toMatch(/\/admin\/opener_candidates$/);
    expect(asked[0]?.searchParams.get('organization_id')).toBe('7');
    expect(screen.getByLabelText(/Representation window \(days\)/)).toBeTruthy();
  });

  it('refuses a single opener with the shared message', async () => {
    serveCandidates();
    const submitted = renderSection();
    const [ravi] = await screen.findAllByLabelText('Ravi Admin (Admin)');
    fireEvent.click(ravi!);
    // The checkbox tells the form a moment after the click: wait until it shows the form's value.
    await waitFor(() => expect(ravi!.closest('label')?.getAttribute('data-state')).toBe('checked'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(openers().textContent).toContain(m.openers));
    expect(submitted).not.toHaveBeenCalled();
  });

  it('refuses a representation window over 30 days with the shared message', async () => {
    serveCandidates();
    renderSection({ representation_days: '45' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(m.representationDays)).toBeTruthy();
  });

  it('takes two openers and the days typed without a message', async () => {
    serveCandidates();
    const submitted = renderSection({ openers: ['1', '7'], representation_days: '5' });
    await screen.findAllByLabelText('Ravi Admin (Admin)');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(submitted.mock.calls[0]?.[0]).toMatchObject({ openers: ['1', '7'], representation_days: '5' });
  });

  it('keeps a stored opener that is no longer a candidate, so it can be unticked', async () => {
    serveCandidates();
    renderSection({ openers: ['1', '9'] });
    expect(await screen.findByLabelText('Account 9 (not a candidate for this organisation)')).toBeTruthy();
  });

  it('says when the candidates could not be loaded, with Retry', async () => {
    serveCandidates(503);
    renderSection();
    expect(await screen.findByText('The server is busy. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
