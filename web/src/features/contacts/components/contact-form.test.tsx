// @vitest-environment jsdom
import { contactMessages } from '@tender/shared/messages';
import type { ContactCreated } from '@tender/shared/schemas/contacts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { CONTACT_FORM_STATE_KEY, type ContactFormState } from '../contact-post-state';
import { ContactForm } from './contact-form';

/** The form as the data pages render it: its state in the page data (SWR's fallback). */
function renderWithState(state: ContactFormState, route = '/contact-us') {
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), fallback: { [CONTACT_FORM_STATE_KEY]: state } }}>
      <ContactForm />
    </SWRConfig>,
    { route },
  );
}

const created: ContactCreated = {
  error: false,
  message: contactMessages.success,
  data: { id: 42, reference: 'ENQ-000042' },
};

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('contact form', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(created), { status: 201 })),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows SPEC's success text and, beneath it, the reference the server gave", async () => {
    renderWithProviders(<ContactForm />);
    fill(/^Your name/, 'Asha Patil');
    fill(/^Email/, 'asha@example.com');
    fill(/^Subject/, 'Registration');
    fill(/^Phone/, '9876543210');
    fill(/^Message/, 'Please call me.');
    fireEvent.click(screen.getByRole('button', { name: /Send message/ }));
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain(contactMessages.success);
    expect(notice.textContent).toContain(contactMessages.reference('ENQ-000042'));
    expect(notice.textContent!.indexOf(contactMessages.success)).toBeLessThan(
      notice.textContent!.indexOf('ENQ-000042'),
    );
  });

  it('is a plain HTML form posting to /contact-us, its fields named as the API body, with the page token', () => {
    renderWithState({ token: 'abc.def' });
    const form = screen.getByRole('form', { name: 'Send Us A Message' }) as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/contact-us');
    expect(form.querySelector('fieldset[disabled]')).toBeNull();
    const names = Array.from(form.elements).flatMap((element) => (element as HTMLInputElement).name || []);
    expect(names).toEqual(['formToken', 'name', 'email', 'subject', 'phone', 'message']);
    expect((form.elements.namedItem('formToken') as HTMLInputElement).value).toBe('abc.def');
  });

  it('shows what a post without the app was refused with: the messages beside the fields, the typed values', () => {
    renderWithState({
      token: 'abc.def',
      values: { name: 'Asha', email: 'asha', subject: 'S', phone: '9876543210', message: 'M' },
      errors: { email: contactMessages.emailInvalid },
      outcome: { status: 'error', message: 'Please correct the highlighted fields.' },
    });
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('asha');
    expect(screen.getByText(contactMessages.emailInvalid)).toBeTruthy();
    expect(screen.getByText('Please correct the highlighted fields.')).toBeTruthy();
  });

  it("shows SPEC's success text and the reference on the page a sent enquiry redirects to", async () => {
    renderWithState({}, '/contact-us?sent=ENQ-000042');
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain(contactMessages.success);
    expect(notice.textContent).toContain(contactMessages.reference('ENQ-000042'));
  });
});
