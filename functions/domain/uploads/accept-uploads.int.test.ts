import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { UploadRequest } from '@tender/shared/schemas/uploads';
import { UPLOAD_MAX_BYTES, uploadMessages as m, type UploadPurpose } from '@tender/shared/upload-rules';
import { HTML_PAGE, postToTicket, SAMPLE_JPEG, SAMPLE_PNG, samplePdf } from '../../../test/support/uploads';
import { getUploads, markUploadsUsed } from '../../data/uploads-repository';
import type { Caller } from '../market/caller';
import { headObject, readFirstBytes } from '../../platform/storage';
import { acceptUploads, discardCopies, type UploadClaim } from './accept-uploads';
import { createUpload } from './create-upload';

// acceptUploads against the local S3 server and DynamoDB Local: tickets from createUpload, bytes
// sent through the presigned POST exactly as a browser sends them.

const newAccountId = () => randomInt(1_000_000, 2_000_000_000);

const callerOf = (userId: number): Caller => ({
  userId,
  role: 'Contractor',
  emailVerified: true,
  sessionId: randomUUID(),
  sessionIssuedAt: new Date(),
  sessionExpiresAt: new Date(Date.now() + 3_600_000),
});

type Sent = { key: string; file_name: string };

/** Asks for a ticket and uploads `bytes` through its presigned POST. */
async function upload(
  bytes: Uint8Array,
  options: { fileName?: string; type?: UploadRequest['content_type']; purpose?: UploadPurpose; owner?: number } = {},
): Promise<Sent> {
  const file_name = options.fileName ?? 'scan.pdf';
  const content_type = options.type ?? 'application/pdf';
  const ticket = await createUpload(
    { purpose: options.purpose ?? 'document', file_name, content_type, size: Math.max(1, bytes.length) },
    options.owner === undefined ? null : callerOf(options.owner),
    new Date(),
  );
  const answer = await postToTicket(ticket.data, bytes, file_name, content_type);
  expect(answer.status, await answer.clone().text()).toBeLessThan(300);
  return { key: ticket.data.key, file_name };
}

const claim = (field: string, ref: Sent, purpose: UploadPurpose = 'document'): UploadClaim => ({
  field,
  ref,
  purpose,
});

async function objectBytes(key: string): Promise<{ bytes: Uint8Array; type: string | undefined }> {
  const head = await headObject(key);
  if (!head) throw new Error(`${key} is not stored`);
  return { bytes: (await readFirstBytes(key, head.size)) ?? new Uint8Array(), type: head.contentType };
}

/** The copies acceptUploads could have made of these uploads for this account (any type). */
async function storedCopies(accountId: number, sent: Sent[]): Promise<string[]> {
  const candidates = sent.flatMap(({ key }) =>
    ['pdf', 'png', 'jpg'].map((extension) => `files/${accountId}/${key.slice('tmp/'.length)}.${extension}`),
  );
  const found = await Promise.all(candidates.map(async (key) => ((await headObject(key)) ? key : undefined)));
  return found.filter((key): key is string => key !== undefined);
}

async function refusal(promise: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = (await promise.then(
    () => expect.fail('acceptUploads accepted what it should refuse'),
    (caught: unknown) => caught,
  )) as { statusCode?: number; errors?: Record<string, string[]> };
  expect(error.statusCode).toBe(400);
  return error.errors ?? {};
}

const uploadIdOf = (key: string) => key.slice('tmp/'.length);

describe('acceptUploads (local S3 and DynamoDB)', () => {
  it('accepts a real PDF, PNG and JPEG and copies each to the account folder with its detected type', async () => {
    const accountId = newAccountId();
    const pdf = await samplePdf();
    // The browser declared the PNG as a JPEG: the stored type comes from the bytes.
    const sent = {
      document_1: await upload(pdf, { fileName: 'pan.pdf' }),
      director_avatar: await upload(SAMPLE_PNG, { fileName: 'me.png', type: 'image/jpeg', purpose: 'director_photo' }),
      'turnovers.1.certificate_storage': await upload(SAMPLE_JPEG, {
        fileName: 'ca.jpg',
        type: 'image/jpeg',
        purpose: 'turnover_certificate',
      }),
    };
    const { files, uploadIds } = await acceptUploads(
      [
        claim('document_1', sent.document_1),
        claim('director_avatar', sent.director_avatar, 'director_photo'),
        claim('turnovers.1.certificate_storage', sent['turnovers.1.certificate_storage'], 'turnover_certificate'),
      ],
      { accountId, callerId: null },
    );

    expect(uploadIds).toEqual(Object.values(sent).map((ref) => uploadIdOf(ref.key)));
    expect(files.document_1).toEqual({
      key: `files/${accountId}/${uploadIdOf(sent.document_1.key)}.pdf`,
      file_name: 'pan.pdf',
      content_type: 'application/pdf',
      size: pdf.length,
    });
    expect(files.director_avatar).toMatchObject({ content_type: 'image/png', size: SAMPLE_PNG.length });
    expect(files.director_avatar?.key).toMatch(new RegExp(`^files/${accountId}/[0-9a-f-]{36}\\.png$`));
    expect(files['turnovers.1.certificate_storage']).toMatchObject({ content_type: 'image/jpeg' });

    for (const [field, bytes] of [
      ['document_1', pdf],
      ['director_avatar', SAMPLE_PNG],
      ['turnovers.1.certificate_storage', SAMPLE_JPEG],
    ] as const) {
      const stored = await objectBytes(files[field]!.key);
      expect(Buffer.from(stored.bytes).equals(Buffer.from(bytes)), field).toBe(true);
      expect(stored.type).toBe(files[field]!.content_type);
    }

    // Accepting again (the caller's transaction failed) lands on the same keys; once used, never again.
    const again = await acceptUploads([claim('document_1', sent.document_1)], { accountId, callerId: null });
    expect(again.files.document_1?.key).toBe(files.document_1?.key);
    await markUploadsUsed(uploadIds, accountId);
    const used = await getUploads(uploadIds);
    expect([...used.values()].map((record) => [record.status, record.used_by, record.expiresAt])).toEqual(
      uploadIds.map(() => ['used', accountId, undefined]),
    );
    expect(await refusal(acceptUploads([claim('document_1', sent.document_1)], { accountId, callerId: null }))).toEqual(
      {
        document_1: [m.unavailable],
      },
    );
  });

  it('refuses an HTML page renamed .pdf and declared a PDF, and copies nothing', async () => {
    const accountId = newAccountId();
    const html = await upload(HTML_PAGE, { fileName: 'invoice.pdf', type: 'application/pdf' });
    expect(await refusal(acceptUploads([claim('document_2.storage', html)], { accountId, callerId: null }))).toEqual({
      'document_2.storage': [m.wrongType],
    });
    expect(await storedCopies(accountId, [html])).toEqual([]);
    expect((await getUploads([uploadIdOf(html.key)])).get(uploadIdOf(html.key))?.status).toBe('issued');
  });

  it('refuses a 6 MB file the local S3 server took in spite of the POST policy, and an empty one', async () => {
    const accountId = newAccountId();
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(await samplePdf());
    // The ticket was asked for with a size the route accepts; the browser then sent 6 MB.
    const ticket = await createUpload(
      { purpose: 'document', file_name: 'big.pdf', content_type: 'application/pdf', size: UPLOAD_MAX_BYTES },
      null,
      new Date(),
    );
    expect((await postToTicket(ticket.data, big, 'big.pdf', 'application/pdf')).status).toBeLessThan(300);
    const empty = await upload(new Uint8Array(0), { fileName: 'empty.pdf' });
    expect(
      await refusal(
        acceptUploads(
          [claim('document_1.storage', { key: ticket.data.key, file_name: 'big.pdf' }), claim('document_3', empty)],
          { accountId, callerId: null },
        ),
      ),
    ).toEqual({ 'document_1.storage': [m.tooLarge], document_3: [m.empty] });
    expect(await storedCopies(accountId, [{ key: ticket.data.key, file_name: 'big.pdf' }, empty])).toEqual([]);
  });

  it('refuses a key never issued, of another purpose, of another owner, used twice in one form, or expired', async () => {
    const accountId = newAccountId();
    const pdf = await samplePdf();
    const good = await upload(pdf, { owner: 7001 });
    const photo = await upload(SAMPLE_PNG, { fileName: 'p.png', type: 'image/png', purpose: 'director_photo' });
    const someoneElses = await upload(pdf, { owner: 7002 });
    const claims = [
      claim('document_1', good),
      claim('never_issued', { key: `tmp/${randomUUID()}`, file_name: 'x.pdf' }),
      claim('certificate', photo, 'certificate'),
      claim('other_owner', someoneElses),
      claim('same_again', good),
    ];
    expect(await refusal(acceptUploads(claims, { accountId, callerId: 7001 }))).toEqual({
      never_issued: [m.unavailable],
      certificate: [m.wrongPurpose],
      other_owner: [m.unavailable],
      same_again: [m.sameFileTwice],
    });
    // Nothing is written when any field fails: not even the good file, whose ticket stays unused.
    expect(await storedCopies(accountId, [good, photo, someoneElses])).toEqual([]);
    expect((await getUploads([uploadIdOf(good.key)])).get(uploadIdOf(good.key))?.status).toBe('issued');

    // The owner's own ticket works for them alone; anonymous callers cannot claim it.
    expect(await refusal(acceptUploads([claim('document_1', good)], { accountId, callerId: null }))).toEqual({
      document_1: [m.unavailable],
    });
    const tomorrow = new Date(Date.now() + 25 * 3600 * 1000);
    expect(await refusal(acceptUploads([claim('document_1', good)], { accountId, callerId: 7001 }, tomorrow))).toEqual({
      document_1: [m.unavailable],
    });
    const accepted = await acceptUploads([claim('document_1', good)], { accountId, callerId: 7001 });
    expect(Object.keys(accepted.files)).toEqual(['document_1']);
  });

  it("keeps files already in the account's folder and refuses another account's", async () => {
    const accountId = newAccountId();
    const sent = await upload(await samplePdf());
    const { files } = await acceptUploads([claim('document_1', sent)], { accountId, callerId: null });
    const stored = files.document_1!;
    const resaved = await acceptUploads([claim('document_1', { key: stored.key, file_name: 'renamed.pdf' })], {
      accountId,
      callerId: accountId,
    });
    expect(resaved).toEqual({
      files: { document_1: { ...stored, file_name: 'renamed.pdf' } },
      uploadIds: [],
      copies: [],
    });
    expect(
      await refusal(
        acceptUploads(
          [
            claim('document_1', { key: stored.key, file_name: 'x.pdf' }),
            claim('document_2', { key: `files/${accountId}/${randomUUID()}.pdf`, file_name: 'gone.pdf' }),
          ],
          { accountId: newAccountId(), callerId: null },
        ),
      ),
    ).toEqual({ document_1: [m.unavailable], document_2: [m.unavailable] });
  });

  it('answers the copies it made, which discardCopies takes back (a registration whose write failed)', async () => {
    const accountId = newAccountId();
    const sent = [await upload(await samplePdf()), await upload(SAMPLE_PNG, { fileName: 'c.png', type: 'image/png' })];
    const { copies } = await acceptUploads([claim('document_1', sent[0]!), claim('document_2', sent[1]!)], {
      accountId,
      callerId: null,
      newAccount: true,
    });
    expect(copies.map((copy) => copy.key).sort()).toEqual((await storedCopies(accountId, sent)).sort());
    expect(copies).toHaveLength(2);
    await discardCopies(copies);
    expect(await storedCopies(accountId, sent)).toEqual([]);
  });

  it('refuses a file that starts like a PDF and goes on as HTML', async () => {
    const polyglot = Buffer.concat([Buffer.from('%PDF-1.7\n'), HTML_PAGE, Buffer.from('\n%%EOF\n')]);
    const sent = await upload(polyglot);
    const accountId = newAccountId();
    const refused = acceptUploads([claim('document_1', sent)], { accountId, callerId: null });
    await expect(refused).rejects.toMatchObject({ statusCode: 400, errors: { document_1: [m.wrongType] } });
    expect(await storedCopies(accountId, [sent])).toEqual([]);
  });
});
