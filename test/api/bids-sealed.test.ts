import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { DecryptCommand, KMSClient } from '@aws-sdk/client-kms';
import { GetObjectCommand, ListObjectsV2Command, NoSuchKey } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TenderBidsAnswer } from '@tender/shared/schemas/bid-submission';
import { getBid } from '../../functions/data/bids-repository';
import type { TenderRecord } from '../../functions/data/tenders-repository';
import { dynamo, tableName } from '../../functions/platform/dynamo-client';
import { s3, uploadsBucket } from '../../functions/platform/s3-client';
import { LOCAL_OPENER_PRINCIPAL } from '../../scripts/local/kms/local-principals';
import { createAccount, loginToken } from '../support/accounts';
import { call, type ErrorBody } from '../support/api-call';
import {
  bidBody,
  bidDocument,
  contractor,
  distinctiveRates,
  openTender,
  submit,
  uniqueDocument,
  type Bidder,
} from '../support/bidding';

// Before the opening nobody can read a bid, not even with a copy of the table and the
// bucket. After a real submission the raw table and bucket are searched for the rates and the
// document's bytes, and the key service is asked to unwrap the bid's data keys: by the opening role
// before the opening time, and by the API's own role.

let tender: TenderRecord;
let bidder: Bidder;
const rates = distinctiveRates();
// A size of its own (no other test's file has it), so finding it in the table finds this one.
const documentBytes = Buffer.concat([uniqueDocument(), randomBytes(randomInt(1, 4000)), Buffer.from('\n%%EOF\n')]);
const documentFileName = `solvency-${randomUUID()}.pdf`;

beforeAll(async () => {
  [tender, bidder] = await Promise.all([openTender(), contractor()]);
  const uploadId = await bidDocument(bidder, documentBytes, documentFileName);
  const answer = await submit(
    tender.id,
    bidder,
    bidBody(rates, [{ name: 'Solvency certificate', upload_id: uploadId }]),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
});

/** Every way a rate could be written in plain: rupees as sent, in paise, with grouping. */
function rateSpellings(): string[] {
  return rates.flatMap(({ rate }) => [
    rate.toFixed(2),
    String(rate),
    String(Math.round(rate * 100)),
    rate.toLocaleString('en-IN', { minimumFractionDigits: 2 }),
  ]);
}

async function wholeTable(): Promise<string> {
  const items: unknown[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return JSON.stringify(items);
}

/** An object's bytes, or null when it went since the listing (files beside this one seal uploads and delete them). */
async function readObject(key: string): Promise<Buffer | null> {
  try {
    const { Body } = await s3.send(new GetObjectCommand({ Bucket: uploadsBucket, Key: key }));
    return Buffer.from(await Body!.transformToByteArray());
  } catch (error) {
    if (error instanceof NoSuchKey) return null;
    throw error;
  }
}

async function wholeBucket(): Promise<Buffer[]> {
  const bodies: Buffer[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: uploadsBucket, ContinuationToken: token }));
    for (const object of page.Contents ?? []) {
      const body = await readObject(object.Key!);
      if (body) bodies.push(body);
    }
    token = page.NextContinuationToken;
  } while (token);
  return bodies;
}

function kmsAs(principal: { accessKeyId: string; secretAccessKey: string }) {
  return new KMSClient({
    endpoint: process.env.KMS_ENDPOINT,
    region: process.env.AWS_REGION,
    credentials: { accessKeyId: principal.accessKeyId, secretAccessKey: principal.secretAccessKey },
  });
}

describe('a sealed bid before the opening', () => {
  it('leaves no rate in plain anywhere in the table', async () => {
    const table = await wholeTable();
    expect(table).toContain(`BID#`);
    for (const spelling of rateSpellings()) expect(table).not.toContain(spelling);
    expect(table).not.toContain('Solvency certificate');
  });

  it('keeps neither the document’s file name nor its size anywhere in the table', async () => {
    const table = await wholeTable();
    expect(table).toContain(`UPLOAD#`);
    expect(table).not.toContain(documentFileName);
    // The size as any attribute would hold it: a number or a string of its own.
    const size = String(documentBytes.length);
    expect(table).not.toMatch(new RegExp(`[:,\\[]${size}[,}\\]]`));
    expect(table).not.toContain(`"${size}"`);
  });

  it('leaves neither a rate nor the document’s bytes in plain anywhere in the bucket', async () => {
    const bodies = await wholeBucket();
    const sealed = bodies.filter((body) => body.length > 0);
    expect(sealed.length).toBeGreaterThan(0);
    const slices = [1000, 30_000, 60_000].map((start) => documentBytes.subarray(start, start + 64));
    for (const body of sealed) {
      for (const slice of slices) expect(body.includes(slice)).toBe(false);
      for (const spelling of rateSpellings()) expect(body.includes(Buffer.from(spelling))).toBe(false);
    }
  });

  it('stores every sealed part padded to its size bucket, so no size tells a total’s digits or a document’s size', async () => {
    const listed = await s3.send(
      new ListObjectsV2Command({ Bucket: uploadsBucket, Prefix: `bids/${tender.id}/${bidder.id}/` }),
    );
    // A marker, a nonce and a tag (32 bytes) before the padded content.
    const sizes = Object.fromEntries(
      (listed.Contents ?? []).map((object) => [object.Key!.replace(/^.*\//, ''), object.Size! - 32]),
    );
    expect(sizes).toEqual({ 'technical-manifest': 1024, 'technical-document-0': 128 * 1024, 'financial-rates': 1024 });
  });

  it('cannot be unwrapped at the key service before the opening time, by the opening role or the API', async () => {
    const bid = await getBid(tender.id, bidder.id);
    expect(bid?.sealed).toBeTruthy();
    for (const cover of ['technical', 'financial'] as const) {
      const request = new DecryptCommand({
        CiphertextBlob: Buffer.from(bid!.sealed![cover].wrapped_key, 'base64'),
        EncryptionContext: { tender_id: String(tender.id), bid_reference: bid!.bid_reference, cover },
      });
      for (const principal of [
        LOCAL_OPENER_PRINCIPAL,
        { accessKeyId: process.env.AWS_ACCESS_KEY_ID!, secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY! },
      ]) {
        await expect(kmsAs(principal).send(request)).rejects.toMatchObject({ name: 'AccessDeniedException' });
      }
    }
  });

  it('shows the Admin how many bids there are, and nobody else anything', async () => {
    const admin = await createAccount({ role: 'Admin' });
    const counted = await call<TenderBidsAnswer>('GET', `/tenders/${tender.id}/bids`, {
      token: await loginToken(admin),
    });
    expect(counted.status).toBe(200);
    expect(counted.body.data).toMatchObject({ tender_id: tender.id, bid_count: 1, sealed: true });
    expect(JSON.stringify(counted.body)).not.toContain(bidder.email);
    const otherOrganisation = await createAccount({ role: 'Organization' });
    const refused = await call<ErrorBody>('GET', `/tenders/${tender.id}/bids`, {
      token: await loginToken(otherOrganisation),
    });
    expect(refused.status).toBe(403);
    expect((await call('GET', `/tenders/${tender.id}/bids`, { token: bidder.token })).status).toBe(403);
  });
});
