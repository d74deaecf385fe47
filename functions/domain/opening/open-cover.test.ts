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
  type SealedSubmission,
  type TechnicalManifest,
} from '../market/sealed-cover';

// The opening of a cover whose content does not meet its schema, with the key service and the
// bucket stood in for: the cover opens under its own key and identity, yet it is flagged as a
// cover that does not open, and none of it is recorded.

const stored = new Map<string, Uint8Array>();
let dataKey: Buffer;

vi.mock('../../platform/opener-kms-client', () => ({ openCoverKey: vi.fn(async () => Buffer.from(dataKey)) }));
vi.mock('../../platform/storage', () => ({
  readObject: vi.fn(async (key: string) => {
    const bytes = stored.get(key);
    return bytes ? { bytes, copy: { key, version_id: null }, contentType: undefined } : undefined;
  }),
  putObject: vi.fn(async () => undefined),
}));
vi.mock('../../platform/logger', () => ({ logger: { warn: vi.fn(), info: vi.fn(), error: vi.fn() } }));

const { openFinancialCover, openTechnicalCover } = await import('./open-cover');

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

/** A bid whose one technical part and one financial part hold exactly these bytes, sealed as sealing does. */
function sealedBid(technical: Uint8Array, financial: Uint8Array): BidRecord {
  const seal = (cover: 'technical' | 'financial', part: string, bytes: Uint8Array) => {
    const key = sealedObjectKey(submission, cover, part);
    stored.set(key, packSealed(sealBytes(dataKey, coverIdentity(submission, cover, part), bytes)));
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
  dataKey = randomBytes(32);
});

describe('opening a technical cover', () => {
  it('records a manifest that meets its schema', async () => {
    const opened = await openTechnicalCover(sealedBid(json(manifest), json({})), [digest], now);
    expect(opened).toMatchObject({ digest_match: true, flag: null, manifest });
  });

  it('flags a manifest that does not meet its schema as an unreadable cover, and records none of it', async () => {
    for (const bytes of [json({ ...manifest, documents: 'none' }), json({ ...manifest, emd_exempt: 1 }), json([])]) {
      const opened = await openTechnicalCover(sealedBid(bytes, json({})), [digest], now);
      expect(opened).toEqual({
        opened_at: now.toISOString(),
        digest_match: false,
        flag: 'cover_unreadable',
        manifest: null,
        document_keys: [],
      });
    }
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
      total_paise: null,
      rates: null,
    });
  });
});
