import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  bidDigest,
  canonicalFinancial,
  canonicalTechnical,
  combinedDigest,
  financialDigest,
  registerRoot,
  technicalDigest,
  type BidContent,
} from '../market/bid-digest';
import { openBytes, packSealed, sealBytes, unpackSealed, type CoverIdentity } from '../market/sealed-cover';

const identity: CoverIdentity = { tenderId: 7, bidId: 'b-1', cover: 'financial', part: 'rates' };

describe('a sealed cover', () => {
  it('opens with its key and identity, and holds nothing of the plain text', () => {
    const key = randomBytes(32);
    const plain = Buffer.from('{"rates":[{"work_item_id":1,"rate":"1234.50"}]}');
    const packed = packSealed(sealBytes(key, identity, plain));
    expect(packed.includes(Buffer.from('1234.50'))).toBe(false);
    expect(openBytes(key, identity, unpackSealed(packed))).toEqual(plain);
  });

  it('does not open with another key, for another bid or cover, or after one byte changed', () => {
    const key = randomBytes(32);
    const packed = packSealed(sealBytes(key, identity, Buffer.from('rates')));
    expect(() => openBytes(randomBytes(32), identity, unpackSealed(packed))).toThrow();
    expect(() => openBytes(key, { ...identity, bidId: 'b-2' }, unpackSealed(packed))).toThrow();
    expect(() => openBytes(key, { ...identity, cover: 'technical' }, unpackSealed(packed))).toThrow();
    const altered = Buffer.from(packed);
    altered[altered.length - 1]! ^= 1;
    expect(() => openBytes(key, identity, unpackSealed(altered))).toThrow();
  });
});

describe('the bid digest', () => {
  const content: BidContent = {
    tenderId: 7,
    salt: '5a'.repeat(32),
    rates: [
      { workItemId: 2, ratePaise: 500 },
      { workItemId: 1, ratePaise: 123450 },
    ],
    documents: [{ slot: 'experience', sha256: 'ab'.repeat(32) }],
    profileRows: [{ list: 'completed_works', id: 3 }],
  };

  it('does not depend on the order the parts were sent in', () => {
    const reordered = { ...content, rates: [...content.rates].reverse() };
    expect(bidDigest(reordered)).toBe(bidDigest(content));
    expect(canonicalFinancial(content).split('\n').slice(3, 5)).toEqual(['rate 1 123450', 'rate 2 500']);
  });

  it('is written out as the v2 texts: a technical part, a salted financial part, and their combination', () => {
    expect(canonicalTechnical(content).split('\n')).toEqual([
      'tender-bid-technical/v2',
      'tender 7',
      `document experience ${'ab'.repeat(32)}`,
      'profile completed_works 3',
    ]);
    expect(canonicalFinancial(content).split('\n')).toEqual([
      'tender-bid-financial/v2',
      'tender 7',
      `salt ${'5a'.repeat(32)}`,
      'rate 1 123450',
      'rate 2 500',
    ]);
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    const technical = technicalDigest(content);
    const financial = financialDigest(content);
    expect([technical, financial]).toEqual([sha256(canonicalTechnical(content)), sha256(canonicalFinancial(content))]);
    expect(combinedDigest(technical, financial)).toBe(
      sha256(`tender-bid/v2\ntechnical ${technical}\nfinancial ${financial}`),
    );
    expect(bidDigest(content)).toBe(combinedDigest(technical, financial));
  });

  it('lets each cover be checked alone: rates touch only the financial part, documents and rows only the technical', () => {
    const otherRates = { ...content, rates: [{ workItemId: 1, ratePaise: 1 }] };
    expect(technicalDigest(otherRates)).toBe(technicalDigest(content));
    expect(financialDigest(otherRates)).not.toBe(financialDigest(content));
    const otherRows = { ...content, profileRows: [] };
    expect(financialDigest(otherRows)).toBe(financialDigest(content));
    expect(technicalDigest(otherRows)).not.toBe(technicalDigest(content));
  });

  it('changes with any rate, document, row or salt', () => {
    const digests = new Set([
      bidDigest(content),
      bidDigest({ ...content, rates: [{ workItemId: 1, ratePaise: 123451 }, content.rates[0]!] }),
      bidDigest({ ...content, documents: [{ slot: 'experience', sha256: 'ac'.repeat(32) }] }),
      bidDigest({ ...content, profileRows: [] }),
      bidDigest({ ...content, salt: '5b'.repeat(32) }),
    ]);
    expect(digests.size).toBe(5);
  });

  it('chains the register so that leaving out or reordering a receipt changes the root', () => {
    const [a, b, c] = ['a', 'b', 'c'].map((letter) => letter.repeat(64)) as [string, string, string];
    expect(registerRoot([a, b, c])).toMatch(/^[0-9a-f]{64}$/);
    expect(registerRoot([a, b, c])).not.toBe(registerRoot([a, c, b]));
    expect(registerRoot([a, b, c])).not.toBe(registerRoot([a, b]));
  });
});
