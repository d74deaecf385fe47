import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { contactMessages } from '@tender/shared/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_FORM_STATE_KEY, type ContactFormState } from '../src/features/contacts/contact-post-state';
import { answerContactPost, contactFormAnswers, type ContactPostOptions, type FormPost } from './contact-post';
import type { DataPages } from './data-pages';
import { issueFormToken } from './form-guard';

const SECRET = 'the-origin-verify-value';
const SITE = 'http://localhost:5173';
const typed = {
  name: 'Asha Patil',
  email: 'asha@example.com',
  subject: 'Registration',
  phone: '9876543210',
  message: 'Hi',
};

/** A stand-in API on a real port: answers POST /api/v1/contacts with `next`, and notes what it got. */
let next: { status: number; body: unknown } = { status: 201, body: {} };
const received: { headers: http.IncomingHttpHeaders; body: unknown }[] = [];
const api = http.createServer((request, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString()));
  request.on('end', () => {
    received.push({ headers: request.headers, body: JSON.parse(text) });
    response.writeHead(next.status, { 'content-type': 'application/json' }).end(JSON.stringify(next.body));
  });
});

/** The data pages as far as the endpoint uses them: the page "rendered" is its state as JSON. */
const pages = {
  answer: () => Promise.resolve(undefined),
  clear: () => undefined,
  answerWith: (_pathname: string, state: Record<string, unknown>, status: number) =>
    Promise.resolve({ status, headers: { 'content-type': 'text/html' }, body: JSON.stringify(state) }),
} satisfies DataPages;

let options: ContactPostOptions;
beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  options = {
    pages,
    secret: () => Promise.resolve(SECRET),
    siteOrigin: (headers) => (headers.host ? `http://${headers.host}` : undefined),
    apiOrigin: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    apiHeaders: () => Promise.resolve({ 'x-origin-verify': SECRET }),
  };
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
});

function post(fields: Record<string, string>, headers: FormPost['headers'] = {}): FormPost {
  return {
    headers: {
      host: 'localhost:5173',
      origin: SITE,
      'content-type': 'application/x-www-form-urlencoded',
      'cloudfront-viewer-address': '203.0.113.9:4431',
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  };
}
const withToken = (renderedAt = Date.now()) => ({ ...typed, formToken: issueFormToken(SECRET, 'contact', renderedAt) });
const stateOf = (body: string) => (JSON.parse(body) as Record<string, ContactFormState>)[CONTACT_FORM_STATE_KEY]!;

describe('POST /contact-us (the contact form sent without the app)', () => {
  it('sends a valid enquiry to the API with the visitor address and redirects to the sent page', async () => {
    next = { status: 201, body: { error: false, message: 'ok', data: { id: 7, reference: 'ENQ-000007' } } };
    const answer = await answerContactPost(post(withToken()), options);
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/contact-us?sent=ENQ-000007');
    expect(received).toHaveLength(1);
    expect(received[0]!.body).toEqual(typed);
    expect(received[0]!.headers['cloudfront-viewer-address']).toBe('203.0.113.9:4431');
    expect(received[0]!.headers['x-origin-verify']).toBe(SECRET);
  });

  it("answers the API's field errors with the page: status 400, the messages, the typed values, a new token", async () => {
    next = {
      status: 400,
      body: {
        error: true,
        message: 'Please correct the highlighted fields.',
        errors: { email: ['Please enter your valid email.'] },
      },
    };
    const answer = await answerContactPost(post({ ...withToken(), email: 'asha' }), options);
    expect(answer.status).toBe(400);
    const state = stateOf(answer.body);
    expect(state.errors).toEqual({ email: contactMessages.emailInvalid });
    expect(state.values).toEqual({ ...typed, email: 'asha' });
    expect(state.outcome).toEqual({ status: 'error', message: 'Please correct the highlighted fields.' });
    expect(state.token).toMatch(/^[0-9a-z]+\.[\w-]+$/);
  });

  it("shows SPEC's failure message when the API cannot be reached", async () => {
    const answer = await answerContactPost(post(withToken()), { ...options, apiOrigin: 'http://127.0.0.1:9' });
    expect(answer.status).toBe(502);
    expect(stateOf(answer.body).outcome).toEqual({ status: 'error', message: contactMessages.failure });
  });

  it.each([
    ['missing', () => typed],
    ['expired', () => withToken(Date.now() - 3 * 60 * 60 * 1000)],
    ['forged', () => ({ ...typed, formToken: issueFormToken('guessed', 'contact', Date.now()) })],
  ])('asks to send again, keeping what was typed, when the token is %s; nothing is sent', async (_label, fields) => {
    const answer = await answerContactPost(post(fields()), options);
    expect(answer.status).toBe(400);
    const state = stateOf(answer.body);
    expect(state.outcome).toEqual({ status: 'error', message: contactMessages.sendAgain });
    expect(state.values).toEqual(typed);
    expect(received).toHaveLength(0);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['no Origin nor Referer', { origin: undefined }],
    ["another site's Referer", { origin: undefined, referer: 'https://evil.example/form' }],
  ])('refuses a post from %s with 403 and sends nothing', async (_label, headers) => {
    const answer = await answerContactPost(post(withToken(), headers), options);
    expect(answer.status).toBe(403);
    expect(received).toHaveLength(0);
  });

  it('refuses a body over the limit and another content type', async () => {
    expect((await answerContactPost(post({ ...withToken(), message: 'M'.repeat(17_000) }), options)).status).toBe(413);
    const json = { ...post(withToken()), headers: { ...post({}).headers, 'content-type': 'application/json' } };
    expect((await answerContactPost(json, options)).status).toBe(415);
    expect(received).toHaveLength(0);
  });

  it('puts a fresh token into the rendered form, and answers no other key', async () => {
    next = { status: 201, body: { error: false, message: 'ok', data: { id: 8, reference: 'ENQ-000008' } } };
    const answers = contactFormAnswers(() => Promise.resolve(SECRET));
    const state = (await answers(CONTACT_FORM_STATE_KEY)) as ContactFormState;
    expect(answers('/settings')).toBeUndefined();
    const valid = await answerContactPost(post({ ...typed, formToken: state.token! }), options);
    expect(valid.status).toBe(303);
  });
});
