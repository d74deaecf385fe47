import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handler as createContact } from '../../handlers/contacts/create-contact';
import { handler as getTenderInfo } from '../../handlers/tenders/get-tender-info';
import { getTenderById, putTender, type TenderRecord } from '../../data/tenders-repository';
import { nextSequenceValue } from '../../data/sequences';
import { sampleTenderRecord } from '../../../test/support/tender-records';

// Public reads come from a per-container read cache (at most 10 s). This test file is one
// container: its module instance holds its own cache, and no other test writes through it. A write
// straight to the table stands for another container's write; a write answered by this container
// clears its cache at once.

type Answer = { statusCode: number; body?: string };
const context = {} as Context;

function event(method: 'GET' | 'POST', rawPath: string, extra: Partial<APIGatewayProxyEventV2> = {}) {
  return {
    version: '2.0',
    routeKey: `${method} ${rawPath}`,
    rawPath,
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    requestContext: { http: { method, sourceIp: '127.0.0.1' }, requestId: `read-cache-${Math.random()}` },
    isBase64Encoded: false,
    ...extra,
  } as unknown as APIGatewayProxyEventV2;
}

async function projectName(id: number): Promise<string> {
  const answer = (await getTenderInfo(
    event('GET', `/api/v1/tenders/get_tender_info/${id}`, { pathParameters: { id: String(id) } }),
    context,
  )) as Answer;
  expect(answer.statusCode, answer.body).toBe(200);
  return (JSON.parse(answer.body!) as { data: { project_name: string } }).data.project_name;
}

async function changeElsewhere(id: number, name: string): Promise<void> {
  const stored = await getTenderById(id, { consistent: true });
  await putTender({ ...stored!, project_name: name });
}

async function publishedTender(): Promise<TenderRecord> {
  const record = sampleTenderRecord(await nextSequenceValue('tender'));
  await putTender(record);
  return record;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('per-container read cache (public tender detail)', () => {
  it("serves another container's change once the 10 s lifetime has passed, not before", async () => {
    const tender = await publishedTender();
    expect(await projectName(tender.id)).toBe(tender.project_name);

    await changeElsewhere(tender.id, `${tender.project_name} (changed elsewhere)`);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    vi.setSystemTime(Date.now() + 9_000);
    expect(await projectName(tender.id)).toBe(tender.project_name);
    vi.setSystemTime(Date.now() + 1_500);
    expect(await projectName(tender.id)).toBe(`${tender.project_name} (changed elsewhere)`);
  });

  it('serves the change at once after a write answered by this container', async () => {
    const tender = await publishedTender();
    expect(await projectName(tender.id)).toBe(tender.project_name);
    await changeElsewhere(tender.id, `${tender.project_name} (renamed)`);
    expect(await projectName(tender.id)).toBe(tender.project_name);

    const contact = (await createContact(
      event('POST', '/api/v1/contacts', {
        body: JSON.stringify({
          name: 'Read Cache',
          email: 'read.cache@example.in',
          subject: 'Cache check',
          phone: '9822000001',
          message: 'Any write this container answers clears its read cache.',
        }),
      }),
      context,
    )) as Answer;
    expect(contact.statusCode, contact.body).toBe(201);
    expect(await projectName(tender.id)).toBe(`${tender.project_name} (renamed)`);
  });
});
