import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { findUserIdByEmail } from '../../functions/data/users-repository';
import { s3, uploadsBucket } from '../../functions/platform/s3-client';
import { call } from '../support/api-call';
import { buyerBody, uniqueContact } from '../support/registration-samples';
import { STEP_ONE_FILE_FIELDS, uploadRegistrationFiles, type UploadedRef } from '../support/uploads';

// A registration copies its files to files/<new id>/ before its transaction;
// one whose transaction fails (here: registrations racing for one email address, where all pass
// the early check and only one can hold the claim) left its copies behind with no account (76
// after a 20-way race). They are taken back now: the bucket holds only the winner's.

const RACERS = 6;
const BUYER_FILE_FIELDS = STEP_ONE_FILE_FIELDS.filter((field) => field !== 'document_2.storage');

/** Every key under files/ (the shared test bucket: paged). */
async function storedFileKeys(): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: uploadsBucket, Prefix: 'files/', ContinuationToken: token }),
    );
    keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

/** The uuid of a tmp/ upload: its copy is files/<account id>/<uuid>.<ext>. */
const uuidOf = (ref: UploadedRef) => ref.key.slice('tmp/'.length);

describe('a registration whose transaction fails', () => {
  it('leaves no copied files: registrations racing for one email address', async () => {
    const email = uniqueContact('orphan-race').email;
    const racers = await Promise.all(
      Array.from({ length: RACERS }, async () => {
        const files = await uploadRegistrationFiles(BUYER_FILE_FIELDS);
        const body = { ...buyerBody(files, { ...uniqueContact('orphan-race'), email }) };
        return { body, uuids: BUYER_FILE_FIELDS.map((field) => uuidOf(files(field))) };
      }),
    );
    const answers = await Promise.all(
      racers.map((racer) => call<{ data?: { id: number } }>('POST', '/organizations/register', { body: racer.body })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(true);

    const winner = answers.findIndex((answer) => answer.status === 201);
    const accountId = answers[winner]!.body.data!.id;
    expect(await findUserIdByEmail(email)).toBe(accountId);
    const keys = await storedFileKeys();
    const copiesOf = (uuids: string[]) => keys.filter((key) => uuids.some((uuid) => key.includes(`/${uuid}.`)));
    expect(copiesOf(racers[winner]!.uuids).every((key) => key.startsWith(`files/${accountId}/`))).toBe(true);
    expect(copiesOf(racers[winner]!.uuids)).toHaveLength(BUYER_FILE_FIELDS.length);
    const losers = racers.filter((_, index) => index !== winner).flatMap((racer) => racer.uuids);
    expect(copiesOf(losers)).toEqual([]);
  }, 90_000);
});
