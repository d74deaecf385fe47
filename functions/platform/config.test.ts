import { describe, expect, it } from 'vitest';

// parseConfig is a pure function, but importing config.ts also parses process.env: give it what it needs.
process.env.TABLE_NAME ??= 'table';
process.env.UPLOADS_BUCKET ??= 'bucket';
const { parseConfig } = await import('./config');

const base = { TABLE_NAME: 'table', UPLOADS_BUCKET: 'bucket' };
const arn = (name: string) => `arn:aws:secretsmanager:ap-south-1:123456789012:secret:${name}-AbCdEf`;

describe('parseConfig: where the secrets come from', () => {
  it('has no setting that carries a secret value', () => {
    const config = parseConfig({
      ...base,
      JWT_SECRET: 'x'.repeat(40),
      RAZORPAY_KEY_ID: 'rzp_test_x',
      RAZORPAY_KEY_SECRET: 'secret',
    });
    for (const name of ['JWT_SECRET', 'RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'])
      expect(config).not.toHaveProperty(name);
    expect(JSON.stringify(config)).not.toMatch(/rzp_test_x|xxxxxxxx/);
  });

  it('accepts SECRETS_FILE alone, or the three secret ARNs together', () => {
    expect(parseConfig({ ...base, SECRETS_FILE: '/tmp/secrets.json' }).SECRETS_FILE).toBe('/tmp/secrets.json');
    const cloud = parseConfig({
      ...base,
      JWT_SECRET_ARN: arn('Jwt'),
      RAZORPAY_SECRET_ARN: arn('Razorpay'),
      RAZORPAY_WEBHOOK_SECRET_ARN: arn('Webhook'),
    });
    expect(cloud.RAZORPAY_WEBHOOK_SECRET_ARN).toBe(arn('Webhook'));
  });

  it('accepts any subset of the secret ARNs: each function is told only those its route is granted', () => {
    const jwtOnly = parseConfig({ ...base, JWT_SECRET_ARN: arn('Jwt') });
    expect(jwtOnly.JWT_SECRET_ARN).toBe(arn('Jwt'));
    expect(jwtOnly.RAZORPAY_SECRET_ARN).toBeUndefined();
  });

  it('refuses a secret ARN that is not a Secrets Manager ARN', () => {
    expect(() =>
      parseConfig({
        ...base,
        JWT_SECRET_ARN: 'my-secret',
        RAZORPAY_SECRET_ARN: arn('Razorpay'),
        RAZORPAY_WEBHOOK_SECRET_ARN: arn('Webhook'),
      }),
    ).toThrow(/JWT_SECRET_ARN: must be a Secrets Manager secret ARN/);
  });
});

describe("parseConfig: the opener's key pair (local stack only)", () => {
  it('leaves it unset by default (in AWS the opening function runs as the opener role)', () => {
    const config = parseConfig(base);
    expect(config.BID_OPENER_ACCESS_KEY_ID).toBeUndefined();
    expect(config.BID_OPENER_SECRET_ACCESS_KEY).toBeUndefined();
  });

  it('reads the pair when both halves are set', () => {
    const config = parseConfig({ ...base, BID_OPENER_ACCESS_KEY_ID: 'OPENER', BID_OPENER_SECRET_ACCESS_KEY: 's' });
    expect([config.BID_OPENER_ACCESS_KEY_ID, config.BID_OPENER_SECRET_ACCESS_KEY]).toEqual(['OPENER', 's']);
  });

  it('refuses half a pair', () => {
    expect(() => parseConfig({ ...base, BID_OPENER_ACCESS_KEY_ID: 'OPENER' })).toThrow(
      /BID_OPENER_ACCESS_KEY_ID: set together with BID_OPENER_SECRET_ACCESS_KEY, or neither/,
    );
  });
});
