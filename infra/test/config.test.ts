import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_FROM, StageConfigError, buildStageConfig, mailAddress } from '../lib/config';
import { STAGES, accountVariable } from '../lib/stages';
import { PROD_ACCOUNT, PROD_REQUIRED } from './helpers/prod-input';

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

  it('pins prod to the account the operator gives and its region, keeps its data and turns WAF on', () => {
    const prod = buildStageConfig({ ...PROD_REQUIRED, defaultAccount: '999999999999', webDistDir });
    expect(prod.env).toEqual({ account: PROD_ACCOUNT, region: 'ap-south-1' });
    expect(prod).toMatchObject({ retainData: true, waf: { enabled: true } });
    expect(prod.apiOrigin).toEqual({
      domain: 'api-origin.example.in',
      certificateArn: PROD_REQUIRED.apiOriginCertificateArn,
    });
    expect(buildStageConfig({ ...PROD_REQUIRED, waf: 'off', webDistDir }).waf.enabled).toBe(false);
  });

  it("refuses prod without its account, naming PROD_ACCOUNT_ID, even with the CLI's credentials at hand", () => {
    const { account: _account, ...withoutAccount } = PROD_REQUIRED;
    const attempt = () => buildStageConfig({ ...withoutAccount, defaultAccount: '999999999999', webDistDir });
    expect(attempt).toThrow(StageConfigError);
    expect(attempt).toThrow(
      "stage 'prod' needs PROD_ACCOUNT_ID: the 12-digit id of the AWS account it is deployed to " +
        '(every stack is pinned to it, so a deploy with other credentials stops)',
    );
    expect(() => buildStageConfig({ ...PROD_REQUIRED, account: '12345', webDistDir })).toThrow(
      "PROD_ACCOUNT_ID '12345' must be the 12-digit id of the AWS account of stage 'prod'",
    );
  });

  it('refuses prod without an API origin domain and its certificate: no execute-api side door', () => {
    const message =
      "stage 'prod' needs API_DOMAIN and API_CERTIFICATE_ARN, so that its API has no execute-api side door: " +
      "API_DOMAIN is the API's own origin domain that only CloudFront uses (a name like api-origin.example.in, " +
      'a CNAME to the ApiOriginDnsTarget output), API_CERTIFICATE_ARN a regional ACM certificate for that name ' +
      "in the stage's region ap-south-1";
    const { apiOriginDomain, apiOriginCertificateArn, ...withoutApiOrigin } = PROD_REQUIRED;
    const bare = () => buildStageConfig({ ...withoutApiOrigin, webDistDir });
    expect(bare).toThrow(new StageConfigError([message]));
    expect(() => buildStageConfig({ ...withoutApiOrigin, apiOriginDomain, webDistDir })).toThrow(
      new StageConfigError([message]),
    );
    expect(() => buildStageConfig({ ...withoutApiOrigin, apiOriginCertificateArn, webDistDir })).toThrow(
      new StageConfigError([message]),
    );
  });

  it("takes a stage's own account variable where it is optional (dev), else the CLI's account", () => {
    expect(
      buildStageConfig({ stage: 'dev', account: '111122223333', defaultAccount: '999999999999', webDistDir }).env,
    ).toEqual({ account: '111122223333', region: 'ap-south-1' });
    expect(() => buildStageConfig({ stage: 'dev', account: 'dev-account', webDistDir })).toThrow(/DEV_ACCOUNT_ID/);
    expect(accountVariable('prod')).toBe('PROD_ACCOUNT_ID');
    expect(accountVariable('my-dev')).toBe('MY_DEV_ACCOUNT_ID');
  });

  it('has no account id written into the stage settings', () => {
    for (const settings of Object.values(STAGES)) expect(JSON.stringify(settings)).not.toMatch(/\d{12}/);
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
      ...PROD_REQUIRED,
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
