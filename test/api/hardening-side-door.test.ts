import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamo, tableName } from '../../functions/platform/dynamo-client';
import { startGateway, type RunningGateway } from '../../scripts/local/gateway';
import { freePorts } from '../../scripts/local/ports';
import { stackUrl, viewerHeaders } from '../support/stack-url';

// The API's own domain is no way around CloudFront (its WAF). Locally the
// gateway's API port plays API Gateway's regional domain: a request without CloudFront's
// x-origin-verify is refused there (401 missing, 403 wrong) before any handler runs, as API
// Gateway's authorizer refuses it in the cloud; the site port plays CloudFront and adds the header.
// A gateway of this file's own, on the shared stack's services and secrets file.

const originVerify = (JSON.parse(readFileSync(process.env.SECRETS_FILE!, 'utf8')) as { originVerify: string })
  .originVerify;

let gateway: RunningGateway;
beforeAll(async () => {
  const [port, apiPort] = (await freePorts(2)) as [number, number];
  gateway = await startGateway({ port, apiPort, originVerify });
});
afterAll(() => gateway?.stop());

/** An enquiry no other test sends: its email finds it in the table. */
function enquiry() {
  const email = `side-door-${randomUUID()}@example.com`;
  const body = { name: 'Side Door', email, subject: 'Origin', phone: '9876543210', message: 'Hello.' };
  return { email, body: JSON.stringify(body) };
}

/** The enquiries stored with this email, read from the raw table (no product code in between). */
async function storedEnquiries(email: string): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: 'begins_with(pk, :contact) AND email = :email',
        ExpressionAttributeValues: { ':contact': 'CONTACT#', ':email': email },
        ExclusiveStartKey: start,
      }),
    );
    count += page.Items?.length ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}

async function postContact(base: string, headers: Record<string, string>, body: string) {
  const response = await fetch(`${base}/api/v1/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...viewerHeaders(), ...headers },
    body,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe("the API Gateway side (the API's own domain)", () => {
  it('refuses a request without x-origin-verify with 401, and no handler runs', async () => {
    const { email, body } = enquiry();
    const answer = await postContact(gateway.apiUrl!, {}, body);
    expect(answer).toEqual({ status: 401, body: { error: true, message: 'Unauthorized' } });
    expect(await storedEnquiries(email)).toBe(0);
    const empty = await postContact(gateway.apiUrl!, { 'x-origin-verify': '' }, body);
    expect(empty.status).toBe(401);
    expect(await storedEnquiries(email)).toBe(0);
  });

  it('refuses a wrong value with 403 (of the same length too), and no handler runs', async () => {
    const { email, body } = enquiry();
    for (const wrong of ['x'.repeat(originVerify.length), `${originVerify}x`, 'short']) {
      const answer = await postContact(gateway.apiUrl!, { 'x-origin-verify': wrong }, body);
      expect(answer).toEqual({ status: 403, body: { error: true, message: 'Forbidden' } });
    }
    expect(await storedEnquiries(email)).toBe(0);
  });

  it('answers as before with the right value', async () => {
    const { email, body } = enquiry();
    const answer = await postContact(gateway.apiUrl!, { 'x-origin-verify': originVerify }, body);
    expect(answer.status).toBe(201);
    expect(await storedEnquiries(email)).toBe(1);
  });

  it('refuses public reads too, and answers 404 for what is no route before asking for the header', async () => {
    const list = await fetch(`${gateway.apiUrl}/api/v1/tender_category_list`);
    expect(list.status).toBe(401);
    expect((await fetch(`${gateway.apiUrl}/api/v1/no_such_route`)).status).toBe(404);
    expect((await fetch(`${gateway.apiUrl}/`)).status).toBe(404);
  });
});

describe('the site port (CloudFront)', () => {
  it('adds the header itself: a viewer needs none, and one it sends is replaced', async () => {
    for (const base of [stackUrl(), gateway.url]) {
      for (const headers of [{}, { 'x-origin-verify': 'viewer-made-up-value' }] as Record<string, string>[]) {
        const { email, body } = enquiry();
        expect((await postContact(base, headers, body)).status, base).toBe(201);
        expect(await storedEnquiries(email)).toBe(1);
      }
    }
  });
});
