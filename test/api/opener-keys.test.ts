import { DecryptCommand, KMSClient } from '@aws-sdk/client-kms';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SubmitBidAnswer } from '@tender/shared/schemas/bid-submission';
import { formatIst } from '@tender/shared/schemas/tender-dates';
import { getBid, type BidRecord } from '../../functions/data/bids-repository';
import type { TenderRecord } from '../../functions/data/tenders-repository';
import { bidDigest, combinedDigest, financialDigest, technicalDigest } from '../../functions/domain/market/bid-digest';
import type { TechnicalContent } from '../../functions/domain/bids/seal-bid';
import { openPart } from '../../functions/domain/market/sealed-cover';
import { openCoverKey } from '../../functions/platform/opener-kms-client';
import { s3, uploadsBucket } from '../../functions/platform/s3-client';
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

// The opening unwraps a bid's data keys as the BID OPENER (opener-kms-client.ts; the
// local stack hands it the opener's own key pair, in AWS its function runs as the opener role), and
// the key service alone decides when: refused before the tender's opening time, even to the opener;
// from then on the opener gets the key and the sealed manifest opens with it, while the API's own
// credentials are still refused. The tender opens a few seconds after the test starts.

const CLOSES_IN_SECONDS = 16;
const OPENS_IN_SECONDS = 20;

let tender: TenderRecord;
let bidder: Bidder;
let openingAt: Date;
let submitted: SubmitBidAnswer['data'];
let bid: BidRecord;
const rates = distinctiveRates();

beforeAll(async () => {
  openingAt = new Date(Date.now() + OPENS_IN_SECONDS * 1000);
  [tender, bidder] = await Promise.all([
    openTender({ closesIn: CLOSES_IN_SECONDS, changes: { bid_opening_date: formatIst(openingAt) } }),
    contractor(),
  ]);
  const uploadId = await bidDocument(bidder, uniqueDocument());
  const answer = await submit(
    tender.id,
    bidder,
    bidBody(rates, [{ name: 'Experience certificate', upload_id: uploadId }]),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  submitted = answer.body.data;
  bid = (await getBid(tender.id, bidder.id))!;
  expect(bid.sealed).toBeTruthy();
});

const COVERS = ['technical', 'financial'] as const;
const contextOf = (cover: (typeof COVERS)[number]) => ({
  tender_id: String(tender.id),
  bid_reference: bid.bid_reference,
  cover,
});
const ratesInPaise = () =>
  rates.map((rate) => ({ workItemId: rate.work_item_id, ratePaise: Math.round(rate.rate * 100) }));

function apiKms() {
  return new KMSClient({
    endpoint: process.env.KMS_ENDPOINT,
    region: process.env.AWS_REGION,
    credentials: { accessKeyId: process.env.AWS_ACCESS_KEY_ID!, secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY! },
  });
}

async function sealedManifest(key: Uint8Array): Promise<TechnicalContent> {
  const [object] = bid.sealed!.technical.objects;
  expect(object!.key).toMatch(/\/technical-manifest$/);
  const { Body } = await s3.send(
    new GetObjectCommand({ Bucket: uploadsBucket, Key: object!.key, VersionId: object!.version_id ?? undefined }),
  );
  const identity = {
    tenderId: tender.id,
    bidId: `${bid.bid_reference}/${bid.sealed!.submission_uid}`,
    cover: 'technical' as const,
    part: 'manifest',
  };
  const plain = openPart(key, identity, await Body!.transformToByteArray());
  return JSON.parse(plain.toString('utf8')) as TechnicalContent;
}

describe('the receipt digest (v2)', () => {
  it('is what the bidder recomputes from what it kept: the salt, its rates, its documents and rows', () => {
    expect(
      bidDigest({
        tenderId: tender.id,
        salt: submitted.digest_inputs.salt,
        rates: ratesInPaise(),
        documents: submitted.digest_inputs.documents.map((document) => ({
          slot: document.name,
          sha256: document.sha256,
        })),
        profileRows: [{ list: 'completed_works', id: 1 }],
      }),
    ).toBe(submitted.receipt.digest);
  });
});

describe("before the tender's opening time", () => {
  it("refuses the opener's unwrap of either cover's key at the key service", async () => {
    expect(Date.now()).toBeLessThan(openingAt.getTime() - 1000);
    for (const cover of COVERS) {
      await expect(
        openCoverKey(bid.sealed!.key_arn, bid.sealed![cover].wrapped_key, contextOf(cover)),
      ).rejects.toMatchObject({ name: 'AccessDeniedException' });
    }
  });
});

describe("from the tender's opening time", () => {
  beforeAll(
    async () => {
      // formatIst drops the milliseconds, so the key opens at or before `openingAt`.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, openingAt.getTime() + 1000 - Date.now())));
    },
    (OPENS_IN_SECONDS + 30) * 1000,
  );

  it('gives the opener the 32-byte key; the sealed manifest opens with it and carries the financial digest', async () => {
    const key = await openCoverKey(bid.sealed!.key_arn, bid.sealed!.technical.wrapped_key, contextOf('technical'));
    expect(key).toHaveLength(32);
    const manifest = await sealedManifest(key);
    key.fill(0);
    expect(manifest.financial_digest).toBe(
      financialDigest({ tenderId: tender.id, salt: submitted.digest_inputs.salt, rates: ratesInPaise() }),
    );
    // The technical opening can check the receipt without the financial cover.
    const technical = technicalDigest({
      tenderId: tender.id,
      documents: manifest.documents.map((document) => ({ slot: document.name, sha256: document.sha256 })),
      profileRows: manifest.profile_rows,
    });
    expect(combinedDigest(technical, manifest.financial_digest)).toBe(submitted.receipt.digest);
  });

  it('refuses a key asked for under another encryption context', async () => {
    await expect(
      openCoverKey(bid.sealed!.key_arn, bid.sealed!.technical.wrapped_key, contextOf('financial')),
    ).rejects.toThrow();
  });

  it("still refuses the API's own credentials", async () => {
    for (const cover of COVERS) {
      const request = new DecryptCommand({
        KeyId: bid.sealed!.key_arn,
        CiphertextBlob: Buffer.from(bid.sealed![cover].wrapped_key, 'base64'),
        EncryptionContext: contextOf(cover),
      });
      await expect(apiKms().send(request)).rejects.toMatchObject({ name: 'AccessDeniedException' });
    }
  });
});
