import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bidDigest, canonicalBid, registerRoot, type BidContent } from './bid-digest';
import { openBytes, packSealed, sealBytes, unpackSealed, type CoverIdentity } from './sealed-cover';

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
    expect(canonicalBid(content).split('\n').slice(3, 5)).toEqual(['rate 1 123450', 'rate 2 500']);
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
