import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { viewerAddress } from './viewer-address';

const event = (header: string | undefined, sourceIp = '130.176.0.1') =>
  ({
    headers: header === undefined ? {} : { 'cloudfront-viewer-address': header },
    requestContext: { http: { sourceIp } },
  }) as unknown as APIGatewayProxyEventV2;

describe('viewerAddress', () => {
  it("reads the viewer's address from CloudFront's header, not the edge's sourceIp", () => {
    expect(viewerAddress(event('203.0.113.7:51234'))).toBe('203.0.113.7');
    expect(viewerAddress(event('2001:DB8::1:443'))).toBe('2001:db8::1');
    expect(viewerAddress(event('[2001:db8::2]:443'))).toBe('2001:db8::2');
  });

  it('treats a forged or broken header as one unknown viewer', () => {
    for (const header of ['', 'nonsense', '999.1.1.1:80', '\u0000:1', '1.2.3.4']) {
      expect(viewerAddress(event(header))).toBe('unknown');
    }
  });

  it('falls back to the source address when no header came (direct local calls)', () => {
    expect(viewerAddress(event(undefined, '127.0.0.1'))).toBe('127.0.0.1');
  });
});
