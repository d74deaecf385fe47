import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../../scripts/local/ports';
import { lambdaContext } from '../../../scripts/local/api-event';

// The mail server down: SES's endpoint is a port nobody listens on, so every send is refused, as
// an unreachable SES would refuse it (the shared stack's mail server cannot be made to fail, and
// no client is mocked). Modules are imported only after the environment points there: they read
// it at import (vitest isolates modules per test file).
type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<{ statusCode: number; body?: string }>;
let handler: Handler;
let getContact: typeof import('../../data/contacts-repository').getContact;
const warnings = vi.spyOn(console, 'error');
const stackSes = process.env.SES_ENDPOINT;

const enquiry = {
  name: 'Asha Patil',
  email: 'asha.down@example.com',
  subject: 'Registration',
  phone: '9876543210',
  message: 'Please call me.',
};

function postContact(body: unknown): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'POST /api/v1/contacts',
    rawPath: '/api/v1/contacts',
    rawQueryString: '',
    headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': '203.0.113.250:443' },
    requestContext: { http: { method: 'POST', sourceIp: '203.0.113.250' }, requestId: 'contact-mail-down' },
    body: JSON.stringify(body),
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
}

beforeAll(async () => {
  process.env.SES_ENDPOINT = `http://127.0.0.1:${await freePort()}`;
  ({ handler } = (await import('../../handlers/contacts/create-contact')) as { handler: Handler });
  ({ getContact } = await import('../../data/contacts-repository'));
});

afterAll(() => {
  warnings.mockRestore();
  process.env.SES_ENDPOINT = stackSes;
});

describe('an enquiry while the mail server is down', () => {
  it('is stored and answered 201 with its reference; both failed mails are logged without the address', async () => {
    const answer = await handler(postContact(enquiry), lambdaContext('create-contact', 'contact-mail-down'));
    expect(answer.statusCode).toBe(201);
    const body = JSON.parse(answer.body ?? '{}') as { message: string; data: { id: number; reference: string } };
    expect(body.message).toBe('Your form is submitted successfully, we will contact you soon.');
    expect(body.data.reference).toBe(`ENQ-${String(body.data.id).padStart(6, '0')}`);
    expect(await getContact(body.data.id)).toMatchObject(enquiry);

    const failures = warnings.mock.calls
      .map(([line]) => String(line))
      .filter((line) => line.includes('contacts.mail_failed'))
      .map((line) => JSON.parse(line) as { which: string; reference: string });
    expect(failures.map(({ which }) => which).sort()).toEqual(['acknowledgement', 'office']);
    expect(failures.every(({ reference }) => reference === body.data.reference)).toBe(true);
    expect(failures.some((line) => JSON.stringify(line).includes(enquiry.email))).toBe(false);
  });
});
