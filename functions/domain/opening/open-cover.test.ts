import { randomBytes } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BidRecord } from '../../data/bids-repository';
import { combinedDigest, technicalDigest } from '../market/bid-digest';
import {
  coverIdentity,
  MANIFEST_PART,
  packSealed,
  RATES_PART,
  sealBytes,
  sealedObjectKey,
  sealPart,
  type SealedSubmission,
  type TechnicalManifest,
} from '../market/sealed-cover';

// The opening of one cover, with the key service and the bucket stood in for: a cover whose content
// does not meet its schema opens under its own key and identity, yet it is flagged as a cover that
// does not open, and none of it is recorded; each failed check is named; a passing fault of the key
// service is tried again and never flags the bid (the real key server's faults: test/api/opening-faults).

const stored = new Map<string, Uint8Array>();
let dataKey: Buffer;

const keyService = vi.hoisted(() => ({ faults: [] as Error[] }));
vi.mock('../../platform/opener-kms-client', () => ({
  CiphertextRefusedError: class CiphertextRefusedError extends Error {},
  openCoverKey: vi.fn(async () => {
    const fault = keyService.faults.shift();
    if (fault) throw fault;
    return Buffer.from(dataKey);
  }),
}));
vi.mock('../../platform/storage', () => ({
  readObject: vi.fn(async (key: string) => {
    const bytes = stored.get(key);
    return bytes ? { bytes, copy: { key, version_id: null }, contentType: undefined } : undefined;
  }),
  putObject: vi.fn(async () => undefined),
}));
vi.mock('../../platform/logger', () => ({ logger: { warn: vi.fn(), info: vi.fn(), error: vi.fn() } }));

const { OpeningInterrupted, openFinancialCover, openTechnicalCover } = await import('./open-cover');
const { CiphertextRefusedError } = await import('../../platform/opener-kms-client');

/** A connection the key service dropped, as the SDK throws it. */
const reset = () => Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });

const submission: SealedSubmission = {
  tenderId: 31,
  contractorId: 501,
  bidReference: 'BID-31-501',
  submissionUid: 'a3f1c2de-0000-4000-8000-000000000001',
};
const now = new Date('2026-12-07T10:00:00Z');
const manifest: TechnicalManifest = {
  profile_rows: [{ list: 'completed_works', id: 1 }],
  emd_exempt: false,
  documents: [],
  financial_digest: 'f'.repeat(64),
};
const digest = combinedDigest(
  technicalDigest({ tenderId: submission.tenderId, documents: [], profileRows: manifest.profile_rows }),
  manifest.financial_digest,
);

/**
 * A bid whose one technical part and one financial part hold exactly these bytes, sealed as sealing
 * does (padded), or as it did before padding.
 */
function sealedBid(technical: Uint8Array, financial: Uint8Array, format: 'padded' | 'unpadded' = 'padded'): BidRecord {
  const seal = (cover: 'technical' | 'financial', part: string, bytes: Uint8Array) => {
    const key = sealedObjectKey(submission, cover, part);
    const identity = coverIdentity(submission, cover, part);
    stored.set(
      key,
      format === 'padded' ? sealPart(dataKey, identity, bytes) : packSealed(sealBytes(dataKey, identity, bytes)),
    );
    return { wrapped_key: 'd3JhcHBlZA==', objects: [{ key, version_id: null }] };
  };
  return {
    tender_id: submission.tenderId,
    contractor_id: submission.contractorId,
    bid_reference: submission.bidReference,
    state: 'submitted',
    submission: 1,
    started_at: now.toISOString(),
    submitted_at: now.toISOString(),
    withdrawn_at: null,
    updated_at: now.toISOString(),
    receipt: {
      bid_reference: submission.bidReference,
      tender_id: submission.tenderId,
      submitted_at: now.toISOString(),
      digest,
      signature: 'c2lnbmVk',
    },
    sealed: {
      key_arn: 'sealing-key',
      submission_uid: submission.submissionUid,
      technical: seal('technical', MANIFEST_PART, technical),
      financial: seal('financial', RATES_PART, financial),
    },
  };
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

beforeEach(() => {
  stored.clear();
  keyService.faults = [];
  dataKey = randomBytes(32);
});

describe('opening a technical cover', () => {
  it('records a manifest that meets its schema', async () => {
    const opened = await openTechnicalCover(sealedBid(json(manifest), json({})), [digest], now);
    expect(opened).toMatchObject({ digest_match: true, flag: null, manifest });
  });

  it('opens a cover sealed before padding existed', async () => {
    const opened = await openTechnicalCover(sealedBid(json(manifest), json({}), 'unpadded'), [digest], now);
    expect(opened).toMatchObject({ digest_match: true, flag: null, failed_check: null, manifest });
  });

  it('flags a manifest that does not meet its schema as an unreadable cover, and records none of it', async () => {
    for (const bytes of [json({ ...manifest, documents: 'none' }), json({ ...manifest, emd_exempt: 1 }), json([])]) {
      const opened = await openTechnicalCover(sealedBid(bytes, json({})), [digest], now);
      expect(opened).toEqual({
        opened_at: now.toISOString(),
        digest_match: false,
        flag: 'cover_unreadable',
        failed_check: 'manifest',
        manifest: null,
        document_keys: [],
      });
    }
  });

  it('opens the cover after a passing fault of the key service, unflagged', async () => {
    keyService.faults = [reset(), reset()];
    const opened = await openTechnicalCover(sealedBid(json(manifest), json({})), [digest], now);
    expect(opened).toMatchObject({ digest_match: true, flag: null, failed_check: null, manifest });
    expect(keyService.faults).toEqual([]);
  });

  it('leaves the cover unopened, not flagged, when the fault outlasts the retries', async () => {
    keyService.faults = [reset(), reset(), reset()];
    await expect(openTechnicalCover(sealedBid(json(manifest), json({})), [digest], now)).rejects.toBeInstanceOf(
      OpeningInterrupted,
    );
  });

  it('names the check a cover failed: its wrapped key refused, a part missing or tampered, the register', async () => {
    keyService.faults = [new CiphertextRefusedError('refused')];
    expect(await openTechnicalCover(sealedBid(json(manifest), json({})), [digest], now)).toMatchObject({
      flag: 'cover_unreadable',
      failed_check: 'data_key',
    });
    const tampered = sealedBid(json(manifest), json({}));
    const [part] = tampered.sealed!.technical.objects;
    stored.set(
      part!.key,
      Uint8Array.from(stored.get(part!.key)!, (byte, index) => (index === 40 ? byte ^ 1 : byte)),
    );
    expect(await openTechnicalCover(tampered, [digest], now)).toMatchObject({ failed_check: 'part_decrypt' });
    const gone = sealedBid(json(manifest), json({}));
    stored.clear();
    expect(await openTechnicalCover(gone, [digest], now)).toMatchObject({ failed_check: 'part_missing' });
    expect(await openTechnicalCover(sealedBid(json(manifest), json({})), [], now)).toMatchObject({
      digest_match: true,
      flag: 'not_in_register',
      failed_check: 'register',
    });
  });
});

describe('opening a financial cover', () => {
  it('flags rates that do not meet their schema as an unreadable cover, and records none of them', async () => {
    const rates = json({ salt: 's', total_paise: 100, rates: [{ work_item_id: 1, rate_paise: '100' }] });
    const opened = await openFinancialCover(sealedBid(json(manifest), rates), { tender_material_works: [] }, now);
    expect(opened).toEqual({
      opened_at: now.toISOString(),
      digest_match: false,
      flag: 'cover_unreadable',
      failed_check: 'rates',
      total_paise: null,
      rates: null,
    });
  });
});
