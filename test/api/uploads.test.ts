import { randomUUID } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { FileUrlAnswer, UploadTicket } from '@tender/shared/schemas/uploads';
import { UPLOAD_MAX_BYTES, uploadMessages as m } from '@tender/shared/upload-rules';
import { getUploads } from '../../functions/data/uploads-repository';
import { acceptUploads } from '../../functions/domain/uploads/accept-uploads';
import { dynamo, tableName } from '../../functions/platform/dynamo-client';
import { s3, uploadsBucket } from '../../functions/platform/s3-client';
import { call, newViewer } from '../support/api-call';
import { createAccount, loginToken } from '../support/accounts';
import { postToTicket, SAMPLE_PNG, samplePdf } from '../support/uploads';

type ErrorAnswer = { error: true; message: string; errors?: Record<string, string[]> };

const request = (changes: Record<string, unknown> = {}) => ({
  purpose: 'document',
  file_name: 'pan-card.pdf',
  content_type: 'application/pdf',
  size: 2048,
  ...changes,
});

const askForTicket = (body: unknown, options: { token?: string; viewer?: string } = {}) =>
  call<UploadTicket & ErrorAnswer>('POST', '/uploads', { body, ...options });

/** The upload tickets stored with this file name (a test-only Scan: the names are unique per test). */
async function ticketsNamed(fileName: string): Promise<unknown[]> {
  const { Items } = await dynamo.send(
    new ScanCommand({
      TableName: tableName,
      FilterExpression: 'begins_with(pk, :upload) AND file_name = :name',
      ExpressionAttributeValues: { ':upload': 'UPLOAD#', ':name': fileName },
    }),
  );
  return Items ?? [];
}

const uploadIdOf = (key: string) => key.slice('tmp/'.length);

describe('POST /uploads', () => {
  it('gives a presigned POST the browser can upload to with exactly the fields it was given', async () => {
    const pdf = await samplePdf();
    const { status, body } = await askForTicket(request({ size: pdf.length }));
    expect(status).toBe(201);
    const ticket = body.data;
    expect(ticket.key).toMatch(/^tmp\/[0-9a-f-]{36}$/);
    expect(ticket.max_bytes).toBe(UPLOAD_MAX_BYTES);
    expect(Date.parse(ticket.expires_at) - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(Date.parse(ticket.expires_at) - Date.now()).toBeLessThanOrEqual(10 * 60_000 + 5_000);
    expect(ticket.fields).toMatchObject({ key: ticket.key, 'Content-Type': 'application/pdf' });

    // What S3 enforces (the local S3 server does not): this key, this type, 1 byte to 5 MB, 10 minutes.
    const policy = JSON.parse(Buffer.from(ticket.fields.Policy ?? '', 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, UPLOAD_MAX_BYTES],
        ['eq', '$Content-Type', 'application/pdf'],
        { key: ticket.key },
      ]),
    );
    expect(Date.parse(policy.expiration)).toBe(Date.parse(ticket.expires_at));

    const answer = await postToTicket(ticket, pdf, 'pan-card.pdf', 'application/pdf');
    expect(answer.status).toBe(204);
    const stored = await s3.send(new GetObjectCommand({ Bucket: uploadsBucket, Key: ticket.key }));
    expect(stored.ContentType).toBe('application/pdf');
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(Buffer.from(pdf))).toBe(true);
  });

  it("lets the site's origin upload from the browser: CORS preflight and answer of the upload URL", async () => {
    const origin = new URL(process.env.STACK_URL ?? '').origin;
    const ticket = (await askForTicket(request({ content_type: 'image/png', size: SAMPLE_PNG.length }))).body.data;
    // An XHR with upload progress listeners is preflighted.
    const preflight = await fetch(ticket.url, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-origin')).toMatch(new RegExp(`^(\\*|${origin})$`));
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(SAMPLE_PNG)], { type: 'image/png' }), 'logo.png');
    const upload = await fetch(ticket.url, { method: 'POST', body: form, headers: { origin } });
    expect(upload.status).toBe(204);
    expect(upload.headers.get('access-control-allow-origin')).toBe(origin);
    // Another site's page cannot read the answer.
    const elsewhere = await fetch(ticket.url, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('binds the ticket to the caller when a valid token comes with it, and to nobody otherwise', async () => {
    const account = await createAccount({ verified: false });
    const token = await loginToken(account);
    const mine = await askForTicket(request({ content_type: 'image/jpg', file_name: 'me.jpg' }), { token });
    const anonymous = await askForTicket(request());
    const staleToken = await askForTicket(request(), { token: `${token}x` });
    expect([mine.status, anonymous.status, staleToken.status]).toEqual([201, 201, 201]);
    expect(mine.body.data.fields['Content-Type']).toBe('image/jpeg');
    const records = await getUploads([mine, anonymous, staleToken].map(({ body }) => uploadIdOf(body.data.key)));
    expect([mine, anonymous, staleToken].map(({ body }) => records.get(uploadIdOf(body.data.key))?.owner_id)).toEqual([
      account.id,
      null,
      null,
    ]);
    expect(records.get(uploadIdOf(mine.body.data.key))).toMatchObject({
      status: 'issued',
      purpose: 'document',
      content_type: 'image/jpeg',
      size: 2048,
      file_name: 'me.jpg',
    });
  });

  it('refuses a bad purpose, type or size with 400 naming the field, and stores nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ purpose: 'avatar' }, 'purpose', m.purpose],
      [{ content_type: 'text/html' }, 'content_type', m.wrongType],
      [{ content_type: 'image/svg+xml' }, 'content_type', m.wrongType],
      [{ size: UPLOAD_MAX_BYTES + 1 }, 'size', m.tooLarge],
      [{ size: 0 }, 'size', m.empty],
      [{ size: -5 }, 'size', m.empty],
      [{ size: '2048' }, 'size', m.size],
      [{ size: 10.5 }, 'size', m.size],
      [{ file_name: '' }, 'file_name', m.fileName],
    ];
    for (const [changes, field, message] of cases) {
      const fileName = (changes.file_name as string | undefined) ?? `refused-${randomUUID()}.pdf`;
      const { status, body } = await askForTicket(request({ file_name: fileName, ...changes }));
      expect(status, JSON.stringify(changes)).toBe(400);
      expect(body.errors, JSON.stringify(changes)).toEqual({ [field]: [message] });
      if (fileName) expect(await ticketsNamed(fileName)).toEqual([]);
    }
  });

  it('limits a visitor without an upload session to 60 tickets per address in 10 minutes', async () => {
    const viewer = newViewer();
    const statuses: number[] = [];
    for (let index = 0; index < 61; index += 1) statuses.push((await askForTicket(request(), { viewer })).status);
    expect(statuses.slice(0, 60).every((status) => status === 201)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('lets ten full registrations through from one shared address, each in its own upload session', async () => {
    const viewer = newViewer();
    const statuses: number[] = [];
    for (let registration = 0; registration < 10; registration += 1) {
      const upload_session = randomUUID();
      const tickets = Array.from({ length: 15 }, () => askForTicket(request({ upload_session }), { viewer }));
      statuses.push(...(await Promise.all(tickets)).map((answer) => answer.status));
    }
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    expect(statuses).toHaveLength(150);
  }, 60_000);

  it('refuses one upload session past 60 tickets in 10 minutes, saying when to try again', async () => {
    const viewer = newViewer();
    const upload_session = randomUUID();
    for (let index = 0; index < 60; index += 1) {
      expect((await askForTicket(request({ upload_session }), { viewer })).status, `ticket ${index + 1}`).toBe(201);
    }
    const refused = await askForTicket(request({ upload_session }), { viewer });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many requests\. Please try again in \d+ (minutes?|seconds?)\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another visitor behind the same address goes on.
    expect((await askForTicket(request({ upload_session: randomUUID() }), { viewer })).status).toBe(201);
  }, 60_000);

  it('holds 600 tickets per address in 10 minutes as a backstop, however many sessions', async () => {
    const viewer = newViewer();
    const statuses: number[] = [];
    for (let batch = 0; batch < 20; batch += 1) {
      const upload_session = randomUUID();
      const tickets = Array.from({ length: 30 }, () => askForTicket(request({ upload_session }), { viewer }));
      statuses.push(...(await Promise.all(tickets)).map((answer) => answer.status));
    }
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    const refused = await askForTicket(request({ upload_session: randomUUID() }), { viewer });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many requests\. Please try again in /);
  }, 180_000);

  it('refuses a malformed upload session with its message', async () => {
    const { status, body } = await askForTicket(request({ upload_session: 'short' }));
    expect(status).toBe(400);
    expect(body.errors).toEqual({ upload_session: [m.session] });
  });
});

describe('GET /files/{account_id}/{file_name}', () => {
  it('gives the owner and an Admin a short-lived link to the file; others 403, anonymous 401', async () => {
    const owner = await createAccount();
    const other = await createAccount({ role: 'Organization' });
    const admin = await createAccount({ role: 'Admin' });
    const pdf = await samplePdf('Director address proof');
    const ticket = (await askForTicket(request({ size: pdf.length }))).body.data;
    await postToTicket(ticket, pdf, 'proof.pdf', 'application/pdf');
    const { files } = await acceptUploads(
      [{ field: 'document_4', ref: { key: ticket.key, file_name: 'proof.pdf' }, purpose: 'document' }],
      {
        accountId: owner.id,
        callerId: null,
      },
    );
    const path = `/${files.document_4!.key}`;
    expect(path).toMatch(new RegExp(`^/files/${owner.id}/[0-9a-f-]{36}\\.pdf$`));

    const [ownerToken, otherToken, adminToken] = await Promise.all([owner, other, admin].map((a) => loginToken(a)));
    const mine = await call<FileUrlAnswer>('GET', path, { token: ownerToken });
    expect(mine.status).toBe(200);
    expect(Date.parse(mine.body.data.expires_at)).toBeGreaterThan(Date.now());
    const download = await fetch(mine.body.data.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(/^inline; filename="[0-9a-f-]{36}\.pdf"$/);
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);

    expect((await call<FileUrlAnswer>('GET', path, { token: adminToken })).status).toBe(200);
    expect((await call('GET', path, { token: otherToken })).status).toBe(403);
    expect((await call('GET', path)).status).toBe(401);
  });

  it('answers 404 for a missing file of your own, 403 for anyone else asking, 400 for a name that is no stored file', async () => {
    const owner = await createAccount();
    const other = await createAccount();
    const [ownerToken, otherToken] = await Promise.all([loginToken(owner), loginToken(other)]);
    const missing = `/files/${owner.id}/${randomUUID()}.png`;
    expect((await call<ErrorAnswer>('GET', missing, { token: ownerToken })).status).toBe(404);
    expect((await call<ErrorAnswer>('GET', missing, { token: otherToken })).status).toBe(403);
    for (const name of ['passwd', `${randomUUID()}.html`, `${randomUUID()}.PDF`, '..%2F..%2Fsecrets.json']) {
      const answer = await call<ErrorAnswer>('GET', `/files/${owner.id}/${name}`, { token: ownerToken });
      expect(answer.status, name).toBe(400);
      expect(Object.keys(answer.body.errors ?? {}), name).toEqual(['params.file_name']);
    }
    // A PNG sent but never accepted stays in tmp/: there is no files/ path to it.
    const ticket = (await askForTicket(request({ content_type: 'image/png', size: SAMPLE_PNG.length }))).body.data;
    await postToTicket(ticket, SAMPLE_PNG, 'a.png', 'image/png');
    const unaccepted = `/files/${owner.id}/${uploadIdOf(ticket.key)}.png`;
    expect((await call('GET', unaccepted, { token: ownerToken })).status).toBe(404);
  });
});
