import { describe, expect, it } from 'vitest';
import { ErrorBody } from '@tender/shared/schemas/common';
import { checkedFetch } from '../support/stack-url';

const enquiry = {
  name: 'Asha Patil',
  email: 'asha@example.com',
  subject: 'Registration',
  phone: '9876543210',
  message: 'Please call me.',
};

let nextViewer = 1;
/** Each test is its own visitor: the test stack trusts the address header as CloudFront's. */
const newViewer = () => `198.51.100.${nextViewer++}:443`;

async function post(body: string, headers: Record<string, string>) {
  const response = await checkedFetch('/api/v1/contacts', { method: 'POST', headers, body });
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

const asJson = (viewer: string) => ({ 'content-type': 'application/json', 'cloudfront-viewer-address': viewer });

describe('contact form guards', () => {
  it('accepts 5 enquiries per visitor in 10 minutes, then answers 429 with when to try again', async () => {
    const viewer = newViewer();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await post(JSON.stringify(enquiry), asJson(viewer))).status, `attempt ${attempt}`).toBe(201);
    }
    const refused = await post(JSON.stringify(enquiry), asJson(viewer));
    expect(refused.status).toBe(429);
    expect(ErrorBody.parse(refused.body).message).toMatch(
      /^Too many requests\. Please try again in \d+ (minutes?|seconds?)\.$/,
    );
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Another visitor is not held back by the first one's limit.
    expect((await post(JSON.stringify(enquiry), asJson(newViewer()))).status).toBe(201);
  });

  it('does not count refused input against the visitor', async () => {
    const viewer = newViewer();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await post(JSON.stringify({ ...enquiry, phone: '12' }), asJson(viewer))).status).toBe(400);
    }
    expect((await post(JSON.stringify(enquiry), asJson(viewer))).status).toBe(201);
  });

  it.each([
    ['name', 'Name', 'Asha \u202Eetirw'],
    ['subject', 'Subject', 'Hello\u0000'],
    ['message', 'Message', 'Line \u001b[31m red'],
    ['message', 'Message', 'lone \uD800 surrogate'],
  ])('refuses control, bidi and lone surrogate characters in %s', async (field, label, value) => {
    const { status, body } = await post(JSON.stringify({ ...enquiry, [field]: value }), asJson(newViewer()));
    expect(status).toBe(400);
    expect(ErrorBody.parse(body).errors).toEqual({ [field]: [`${label} contains characters that are not allowed.`] });
  });

  it('keeps newlines and tabs people type, and any script', async () => {
    const message = 'पहिली ओळ\nsecond line\twith a tab';
    const { status } = await post(JSON.stringify({ ...enquiry, message }), asJson(newViewer()));
    expect(status).toBe(201);
  });

  it('answers 415 to a body that is not sent as JSON, so another site cannot post it as a simple form', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const { status, body } = await post(JSON.stringify(enquiry), {
        'content-type': type,
        'cloudfront-viewer-address': newViewer(),
      });
      expect(status, type).toBe(415);
      expect(ErrorBody.parse(body).message).toBe('Send the request body as JSON (Content-Type: application/json).');
    }
  });

  it('answers 413 to a body over 1 MB before reading it', async () => {
    const huge = JSON.stringify({ ...enquiry, message: 'x'.repeat(1024 * 1024 + 1) });
    const { status, body } = await post(huge, asJson(newViewer()));
    expect(status).toBe(413);
    expect(ErrorBody.parse(body).message).toBe('The request body is too large (at most 1 MB).');
  });
});
