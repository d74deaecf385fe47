import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_FROM, StageConfigError, buildStageConfig, mailAddress } from '../lib/config';
import { STAGES } from '../lib/stages';

const webDistDir = '/nowhere/web/dist';

describe('buildStageConfig', () => {
  it("defaults to the dev stage (lib/stages.ts), the functions' sender and no upload origin", () => {
    expect(buildStageConfig({ webDistDir })).toEqual({
      stage: 'dev',
      env: { region: 'ap-south-1' },
      retainData: false,
      waf: { enabled: false, rateLimit: 2000 },
      monthlyBudgetUsd: 25,
      edgeLogs: true,
      mail: { from: DEFAULT_MAIL_FROM },
      site: {},
      uploadOrigins: [],
      webDistDir,
    });
  });

  it('pins prod to its account and region, keeps its data and turns WAF on', () => {
    const prod = buildStageConfig({ stage: 'prod', defaultAccount: '999999999999', webDistDir });
    expect(prod.env).toEqual({ account: STAGES.prod!.account, region: 'ap-south-1' });
    expect(prod).toMatchObject({ retainData: true, waf: { enabled: true } });
    expect(buildStageConfig({ stage: 'prod', waf: 'off', webDistDir }).waf.enabled).toBe(false);
  });

  it('takes the CLI account for a stage that pins none, and needs one for WAF', () => {
    expect(buildStageConfig({ stage: 'dev', defaultAccount: '999999999999', webDistDir }).env.account).toBe(
      '999999999999',
    );
    expect(() => buildStageConfig({ stage: 'dev', waf: 'on', webDistDir })).toThrow(/WAF needs/);
  });

  it('takes an API origin domain with a certificate in the stage region only', () => {
    const config = buildStageConfig({
      apiOriginDomain: 'api-origin.example.in',
      apiOriginCertificateArn: 'arn:aws:acm:ap-south-1:123456789012:certificate/0f7c3a2e-1111-2222-3333-444455556666',
      webDistDir,
    });
    expect(config.apiOrigin?.domain).toBe('api-origin.example.in');
    expect(() =>
      buildStageConfig({
        apiOriginDomain: 'api-origin.example.in',
        apiOriginCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f7c3a2e-1111-2222-3333-444455556666',
        webDistDir,
      }),
    ).toThrow(/API_CERTIFICATE_ARN/);
  });

  it('uses the custom domain for uploads and derives the sender from the mail domain', () => {
    const config = buildStageConfig({
      stage: 'prod',
      mailDomain: 'Tenders.Example.in',
      siteDomain: 'tenders.example.in',
      siteCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f7c3a2e-1111-2222-3333-444455556666',
      uploadOrigins: 'https://www.example.in/, http://localhost:3000',
      webDistDir,
    });
    expect(config.mail).toEqual({
      from: 'Pune Project Consultants <no-reply@tenders.example.in>',
      identityDomain: 'tenders.example.in',
    });
    expect(config.uploadOrigins).toEqual([
      'https://tenders.example.in',
      'https://www.example.in',
      'http://localhost:3000',
    ]);
    expect(config.site.domain).toBe('tenders.example.in');
  });

  it('reports every problem at once', () => {
    const attempt = () =>
      buildStageConfig({
        stage: 'Prod!',
        mailFrom: 'someone@other.in',
        mailDomain: 'example.in',
        siteDomain: 'example.in',
        siteCertificateArn: 'arn:aws:acm:ap-south-1:123456789012:certificate/abc',
        uploadOrigins: 'not an origin',
        razorpaySecretArn: 'razorpay',
        webDistDir,
      });
    expect(attempt).toThrow(StageConfigError);
    for (const problem of ['STAGE', 'MAIL_FROM', 'SITE_CERTIFICATE_ARN', 'UPLOAD_ORIGINS', 'RAZORPAY_SECRET_ARN']) {
      expect(attempt).toThrow(problem);
    }
  });

  it('needs a certificate with a custom domain', () => {
    expect(() => buildStageConfig({ siteDomain: 'example.in', webDistDir })).toThrow(/SITE_CERTIFICATE_ARN/);
  });

  it('reads the address out of a From header', () => {
    expect(mailAddress('Pune Project Consultants <no-reply@example.in>')).toBe('no-reply@example.in');
    expect(mailAddress('no-reply@example.in')).toBe('no-reply@example.in');
    expect(mailAddress('Pune Project Consultants')).toBeUndefined();
  });
});
