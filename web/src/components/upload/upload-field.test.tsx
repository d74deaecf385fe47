// @vitest-environment jsdom
import { UPLOAD_MAX_BYTES, uploadMessages } from '@tender/shared/upload-rules';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { Form, Formik } from 'formik';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { object } from 'yup';
import { uploadRequired, type UploadValue } from '../../lib/upload/upload-schema';
import { FakeUpload, uploadTicket } from '../../testing/fake-upload';
import { renderWithProviders } from '../../testing/render';
import { system } from '../../theme/system';
import { UploadField } from './upload-field';

type Values = { director_avatar: UploadValue };

function renderField(initial: UploadValue = null) {
  const seen: { values?: Values } = {};
  renderWithProviders(
    <Formik<Values>
      initialValues={{ director_avatar: initial }}
      validationSchema={object({ director_avatar: uploadRequired() })}
      onSubmit={(values) => {
        seen.values = values;
      }}
    >
      <Form noValidate>
        <UploadField name="director_avatar" label="Photo" purpose="director_photo" required />
        <button type="submit">Save</button>
      </Form>
    </Formik>,
  );
  return seen;
}

const pick = (file: File) => fireEvent.change(screen.getByLabelText(/Photo/), { target: { files: [file] } });

// Other files of the worker (isolate: false) may have sent some too.
beforeEach(() => {
  FakeUpload.sent = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UploadField', () => {
  it('refuses other types and files over 5 MB before uploading anything', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderField();
    pick(new File(['<html></html>'], 'page.html', { type: 'text/html' }));
    expect(await screen.findByText(uploadMessages.wrongType)).toBeTruthy();
    pick(new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'huge.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(uploadMessages.tooLarge)).toBeTruthy();
    expect(screen.queryByText(uploadMessages.wrongType)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says "Please upload file" when the form is saved without one', async () => {
    renderField();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(uploadMessages.missing)).toBeTruthy();
  });

  it('uploads a picked file and keeps its key as the value; Remove clears it', async () => {
    const ticket = uploadTicket('tmp/0b8f9c1e-3c2a-4d5e-8f90-123456789abc', 'image/png');
    const fetch = vi.fn(async () => new Response(JSON.stringify(ticket), { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const seen = renderField();
    pick(new File(['<html></html>'], 'me.html', { type: 'text/html' }));
    expect(await screen.findByText(uploadMessages.wrongType)).toBeTruthy();
    pick(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('me.png')).toBeTruthy();
    // The earlier refusal and the empty-field error are gone once the file is in.
    await waitFor(() => expect(screen.queryByText(uploadMessages.missing)).toBeNull());
    expect(screen.queryByText(uploadMessages.wrongType)).toBeNull();
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/v1/uploads');
    expect(JSON.parse(String(init.body))).toEqual({
      purpose: 'director_photo',
      file_name: 'me.png',
      content_type: 'image/png',
      size: 4,
      // One id per page load, so the server limits this visitor, not everyone behind the address.
      upload_session: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const sent = FakeUpload.sent[0]!;
    expect(sent.url).toBe(ticket.data.url);
    expect([...sent.body.keys()]).toEqual(['key', 'Content-Type', 'Policy', 'file']);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(seen.values).toEqual({ director_avatar: { key: ticket.data.key, file_name: 'me.png' } }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove Photo' }));
    expect(await screen.findByText(uploadMessages.missing)).toBeTruthy();
    expect(screen.queryByText('me.png')).toBeNull();
  });

  it('uploads a file picked while the page was still plain HTML, as the field goes live', async () => {
    const ticket = uploadTicket('tmp/1c9e0d2f-4d3b-4e6f-9a01-23456789abcd', 'image/jpeg');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(ticket), { status: 201 })),
    );
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const page = (
      <ChakraProvider value={system}>
        <Formik initialValues={{ director_avatar: null }} onSubmit={() => undefined}>
          <Form noValidate>
            <UploadField name="director_avatar" label="Photo" purpose="director_photo" />
          </Form>
        </Formik>
      </ChakraProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // Picked before React heard the field: no change event reaches it (app/start/hydrating-events.ts).
    const picked = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'director.jpg', { type: 'image/jpeg' });
    Object.defineProperty(container.querySelector('input[type="file"]')!, 'files', { value: [picked] });
    render(page, { container, hydrate: true });
    expect(await screen.findByText('director.jpg')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replace Photo' })).toBeTruthy();
    expect(FakeUpload.sent.map((sent) => sent.url)).toEqual([ticket.data.url]);
  });

  it('shows a stored file by name with View, Replace and Remove', () => {
    renderField({
      key: 'files/42/0b8f9c1e-3c2a-4d5e-8f90-123456789abc.jpg',
      file_name: 'director.jpg',
      content_type: 'image/jpeg',
      size: 1000,
    });
    expect(screen.getByText('director.jpg')).toBeTruthy();
    for (const action of ['View Photo', 'Replace Photo', 'Remove Photo']) {
      expect(screen.getByRole('button', { name: action })).toBeTruthy();
    }
  });
});
