import { describe, expect, it } from 'vitest';
import { isOriginSecret } from './origin-verify';

describe('isOriginSecret', () => {
  it('needs the exact value (the cloud: CloudFront adds it, the authorizer compares)', () => {
    expect(isOriginSecret('v'.repeat(48), 'v'.repeat(48))).toBe(true);
    expect(isOriginSecret(undefined, 'v'.repeat(48))).toBe(false);
    expect(isOriginSecret('', 'v'.repeat(48))).toBe(false);
    expect(isOriginSecret('v'.repeat(47), 'v'.repeat(48))).toBe(false);
    expect(isOriginSecret('w'.repeat(48), 'v'.repeat(48))).toBe(false);
  });

  it('never matches an empty secret (a misread value must not open the door)', () => {
    expect(isOriginSecret('', '')).toBe(false);
  });
});
