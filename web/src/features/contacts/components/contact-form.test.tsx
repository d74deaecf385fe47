// @vitest-environment jsdom
import { contactMessages } from '@tender/shared/messages';
import type { ContactCreated } from '@tender/shared/schemas/contacts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { ContactForm } from './contact-form';

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
});
