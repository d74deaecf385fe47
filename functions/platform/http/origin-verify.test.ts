import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { cameThroughOrigin, ORIGIN_VERIFY_HEADER } from './origin-verify';

const event = (headers: Record<string, string>) => ({ headers }) as unknown as APIGatewayProxyEventV2;

describe('cameThroughOrigin', () => {
  it('lets everything through when no value is configured (the local gateway)', () => {
    expect(cameThroughOrigin(event({}), undefined)).toBe(true);
  });

  it('needs the exact configured value when one is set (the cloud: CloudFront adds it)', () => {
    expect(cameThroughOrigin(event({ [ORIGIN_VERIFY_HEADER]: 'v'.repeat(48) }), 'v'.repeat(48))).toBe(true);
    expect(cameThroughOrigin(event({}), 'v'.repeat(48))).toBe(false);
    expect(cameThroughOrigin(event({ [ORIGIN_VERIFY_HEADER]: 'v'.repeat(47) }), 'v'.repeat(48))).toBe(false);
    expect(cameThroughOrigin(event({ [ORIGIN_VERIFY_HEADER]: 'w'.repeat(48) }), 'v'.repeat(48))).toBe(false);
  });
});
