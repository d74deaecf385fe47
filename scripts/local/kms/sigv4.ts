import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

// Checks an AWS Signature Version 4 as AWS checks it, so the key server knows who is calling by
// the access key that signed the request, not by a name the caller writes.

export type SignedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: Buffer };

export type SignatureCheck =
  { ok: true; accessKeyId: string } | { ok: false; reason: 'missing' | 'unknown-key' | 'mismatch' };

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

function headerValue(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ');
}

export function checkSignature(
  request: SignedRequest,
  secretOf: (accessKeyId: string) => string | undefined,
): SignatureCheck {
  const match = AUTHORIZATION.exec(headerValue(request.headers, 'authorization'));
  const amzDate = headerValue(request.headers, 'x-amz-date');
  if (!match || !amzDate) return { ok: false, reason: 'missing' };
  const [accessKeyId = '', day = '', region = '', service = '', signedHeaders = '', signature = ''] = match.slice(1);
  const secret = secretOf(accessKeyId);
  if (secret === undefined) return { ok: false, reason: 'unknown-key' };

  const names = signedHeaders.split(';');
  const canonicalRequest = [
    request.method,
    request.path,
    '',
    ...names.map((name) => `${name}:${headerValue(request.headers, name)}`),
    '',
    signedHeaders,
    sha256(request.body),
  ].join('\n');
  const scope = `${day}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = [day, region, service, 'aws4_request'].reduce<Buffer | string>(
    (key, part) => hmac(key, part),
    `AWS4${secret}`,
  );
  const expected = Buffer.from(hmac(signingKey, stringToSign).toString('hex'));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? { ok: true, accessKeyId }
    : { ok: false, reason: 'mismatch' };
}
