import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BID_DOCUMENT_MAX_BYTES } from '@tender/shared/upload-rules';
import {
  coverEncryptionContext,
  coverIdentity,
  documentPart,
  FinancialRates,
  MANIFEST_PART,
  OpenedTechnicalManifest,
  openBytes,
  openedCoverJson,
  openPart,
  packSealed,
  paddedLength,
  parseSealedObjectKey,
  RATES_PART,
  sealBytes,
  sealedObjectKey,
  sealPart,
  TechnicalManifest,
  unpackSealed,
  type SealedSubmission,
} from './sealed-cover';

const submission: SealedSubmission = {
  tenderId: 712,
  contractorId: 40_001,
  bidReference: 'BID-712-40001',
  submissionUid: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
};

const manifest: TechnicalManifest = {
  profile_rows: [{ list: 'completed_works', id: 1 }],
  emd_exempt: false,
  documents: [{ name: 'Experience certificate', sha256: 'a'.repeat(64), size: 1200, content_type: 'application/pdf' }],
  financial_digest: 'b'.repeat(64),
};

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

describe("a sealed cover's object key", () => {
  it('is read back as the submission, cover and part it was built from', () => {
    for (const [cover, part] of [
      ['technical', MANIFEST_PART],
      ['technical', documentPart(0)],
      ['technical', documentPart(19)],
      ['financial', RATES_PART],
    ] as const) {
      const key = sealedObjectKey(submission, cover, part);
      expect(parseSealedObjectKey(key)).toEqual({
        tenderId: submission.tenderId,
        contractorId: submission.contractorId,
        submissionUid: submission.submissionUid,
        cover,
        part,
      });
    }
  });

  it('keeps the layout stored bids already have', () => {
    expect(sealedObjectKey(submission, 'financial', RATES_PART)).toBe(
      'bids/712/40001/1b4e28ba-2fa1-11d2-883f-0016d3cca427/financial-rates',
    );
    expect(coverEncryptionContext(submission, 'technical')).toEqual({
      tender_id: '712',
      bid_reference: 'BID-712-40001',
      cover: 'technical',
    });
    expect(coverIdentity(submission, 'technical', documentPart(2))).toEqual({
      tenderId: 712,
      bidId: 'BID-712-40001/1b4e28ba-2fa1-11d2-883f-0016d3cca427',
      cover: 'technical',
      part: 'document-2',
    });
  });

  it('is no sealed part for any other key', () => {
    for (const key of [
      'opened/712/BID-712-40001/document-0',
      'bids/712/40001/uid/evaluation-manifest',
      'bids/712/40001/uid/technical-',
      'bids/712/40001/uid/extra/technical-manifest',
      'bids/x/40001/uid/technical-manifest',
      'tmp/bids/712/40001/uid/technical-manifest',
    ]) {
      expect(parseSealedObjectKey(key), key).toBeNull();
    }
  });
});

describe("an opened cover's content", () => {
  it('is taken in its schema', () => {
    expect(openedCoverJson(json(manifest), OpenedTechnicalManifest)).toEqual(manifest);
    const rates = { salt: 'c'.repeat(64), total_paise: '123450', rates: [{ work_item_id: 1, rate_paise: 12345 }] };
    expect(openedCoverJson(json(rates), FinancialRates)).toEqual(rates);
  });

  it('opens a manifest sealed before digest v2, which has no financial digest', () => {
    const { financial_digest: _digest, ...v1 } = manifest;
    expect(openedCoverJson(json(v1), OpenedTechnicalManifest)).toEqual(v1);
    expect(openedCoverJson(json(v1), TechnicalManifest)).toBeUndefined();
  });

  it('is refused when it is not JSON or not the cover it claims to be', () => {
    for (const bytes of [
      Buffer.from('{"profile_rows": ['),
      Buffer.from([0xff, 0xfe, 0x00]),
      json(null),
      json([manifest]),
      json({ ...manifest, documents: undefined }),
      json({ ...manifest, documents: [{ name: 'x', sha256: 'a'.repeat(64) }] }),
      json({ ...manifest, emd_exempt: 'no' }),
      json({ ...manifest, profile_rows: [{ list: 'completed_works', id: '1' }] }),
    ]) {
      expect(openedCoverJson(bytes, OpenedTechnicalManifest)).toBeUndefined();
    }
    for (const value of [
      { salt: 's', total_paise: 100, rates: [] },
      { salt: 's', total_paise: '100', rates: [{ work_item_id: 1 }] },
      { salt: 's', total_paise: '100' },
      manifest,
    ]) {
      expect(openedCoverJson(json(value), FinancialRates)).toBeUndefined();
    }
  });
});

describe('a sealed part’s size', () => {
  const identity = coverIdentity(submission, 'financial', RATES_PART);
  const key = randomBytes(32);
  const rates = (totalPaise: string) =>
    json({ salt: 'c'.repeat(64), total_paise: totalPaise, rates: [{ work_item_id: 1, rate_paise: totalPaise }] });

  it('is a bucket: 1 KiB at least, powers of two to 1 MiB, then steps of 64 KiB', () => {
    expect([0, 1, 1020].map(paddedLength)).toEqual([1024, 1024, 1024]);
    expect([1021, 2044, 2045].map(paddedLength)).toEqual([2048, 2048, 4096]);
    expect(paddedLength(1024 * 1024 - 4)).toBe(1024 * 1024);
    expect(paddedLength(1024 * 1024 - 3)).toBe(1024 * 1024 + 64 * 1024);
    // The largest document stored costs at most 64 KiB more than itself.
    expect(paddedLength(BID_DOCUMENT_MAX_BYTES)).toBe(BID_DOCUMENT_MAX_BYTES + 64 * 1024);
  });

  it('tells nothing of how many digits a total has', () => {
    const sizes = ['12345678', '123456789', '1234567890123'].map(
      (total) => sealPart(key, identity, rates(total)).length,
    );
    expect(new Set(sizes).size).toBe(1);
  });

  it('opens to exactly what was sealed, under its own key and identity only', () => {
    for (const content of [Buffer.alloc(0), rates('98765432'), randomBytes(70_000)]) {
      expect(openPart(key, identity, sealPart(key, identity, content))).toEqual(content);
    }
    const sealed = sealPart(key, identity, rates('98765432'));
    expect(() => openPart(randomBytes(32), identity, sealed)).toThrow();
    expect(() => openPart(key, { ...identity, part: 'other' }, sealed)).toThrow();
    expect(() =>
      openPart(
        key,
        identity,
        Uint8Array.from(sealed, (byte, i) => (i === 30 ? byte ^ 1 : byte)),
      ),
    ).toThrow();
    // Read as the unpadded format (its marker taken for a nonce, or dropped), it opens neither way.
    expect(() => openBytes(key, identity, unpackSealed(sealed))).toThrow();
    expect(() => openBytes(key, identity, unpackSealed(sealed.subarray(4)))).toThrow();
  });

  it('still opens a part sealed before padding existed', () => {
    const content = rates('12345678');
    expect(openPart(key, identity, packSealed(sealBytes(key, identity, content)))).toEqual(content);
  });
});
