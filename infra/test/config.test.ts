import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_FROM, StageConfigError, buildStageConfig, mailAddress } from '../lib/config';
import { STAGES, accountVariable } from '../lib/stages';
import { PROD_ACCOUNT, PROD_NAMES, PROD_REQUIRED, prodWith } from './helpers/prod-input';
import { stagesWith } from './helpers/stage-table';

const webDistDir = '/nowhere/web/dist';
const CERTIFICATE_ID = '0f7c3a2e-1111-2222-3333-444455556666';

describe('buildStageConfig', () => {
  it("defaults to the dev stage (lib/stages.ts), the functions' sender and no upload origin", () => {
    expect(buildStageConfig({ webDistDir })).toEqual({
      stage: 'dev',
      env: { region: 'ap-south-1' },
      retainData: false,
      waf: { enabled: false, rateLimit: 2000, authRateLimit: 200 },
      monthlyBudgetUsd: 25,
      edgeLogs: true,
      mail: { from: DEFAULT_MAIL_FROM },
      site: {},
      uploadOrigins: [],
      webDistDir,
    });
  });

  it('pins prod to the account the operator gives and its region, keeps its data, turns WAF on and takes its names from the stage table', () => {
    const prod = buildStageConfig({ ...PROD_REQUIRED, defaultAccount: '999999999999', webDistDir });
    expect(prod.env).toEqual({ account: PROD_ACCOUNT, region: 'ap-south-1' });
    expect(prod).toMatchObject({ retainData: true, waf: { enabled: true }, alarmEmail: 'ops@example.in' });
    expect(prod.apiOrigin).toEqual({ domain: 'api-origin.example.in', certificateArn: PROD_NAMES.apiCertificateArn });
    expect(prod.site).toEqual({ domain: 'tenders.example.in', certificateArn: PROD_NAMES.siteCertificateArn });
    expect(prod.mail).toEqual({
      from: 'Pune Project Consultants <no-reply@example.in>',
      identityDomain: 'example.in',
    });
  });

  it("commits prod's known names and leaves the unknown ones empty, so that a prod synth names each", () => {
    expect(STAGES.prod!.names.mailDomain).toBe('puneprojectconsultants.in');
    expect(mailAddress(STAGES.prod!.names.mailFrom!)).toBe('no-reply@puneprojectconsultants.in');
    const attempt = () => buildStageConfig({ stage: 'prod', account: PROD_ACCOUNT, webDistDir });
    for (const name of ['siteDomain', 'siteCertificateArn', 'apiDomain', 'apiCertificateArn', 'alarmEmail']) {
      expect(attempt).toThrow(`stage 'prod' needs names.${name} in infra/lib/stages.ts`);
    }
  });

  it('refuses prod with any name it needs missing or empty, each named', () => {
    for (const name of Object.keys(PROD_NAMES) as (keyof typeof PROD_NAMES)[]) {
      for (const value of ['', '   ', undefined]) {
        const names = { ...PROD_NAMES, [name]: value };
        const attempt = () => buildStageConfig({ ...PROD_REQUIRED, stages: stagesWith('prod', { names }), webDistDir });
        expect(attempt).toThrow(StageConfigError);
        expect(attempt).toThrow(`stage 'prod' needs names.${name} in infra/lib/stages.ts`);
      }
    }
  });

  it("fails on any name left '' in a stage's settings, even one the stage does not require", () => {
    const stages = stagesWith('dev', { names: { razorpaySecretArn: '' } });
    expect(() => buildStageConfig({ stage: 'dev', stages, webDistDir })).toThrow(
      "stage 'dev' needs names.razorpaySecretArn in infra/lib/stages.ts",
    );
  });

  it('refuses the environment variables that used to carry stage settings, saying where each went', () => {
    const attempt = () => buildStageConfig({ ...PROD_REQUIRED, retiredVariables: ['SITE_DOMAIN', 'WAF'], webDistDir });
    expect(attempt).toThrow(
      'SITE_DOMAIN is set in the environment, but stage settings are read from infra/lib/stages.ts only: ' +
        "put it into the stage's names.siteDomain there, commit, and unset SITE_DOMAIN",
    );
    expect(attempt).toThrow("put it into the stage's waf there, commit, and unset WAF");
  });

  it('refuses a stage name it does not know, naming the known ones, unless asked for on purpose (then dev settings)', () => {
    const message =
      "unknown stage 'production': the stages are dev, prod (infra/lib/stages.ts). Add it there, or synthesize " +
      "a developer's own stage on purpose with -c allowUnknownStage=true (it then gets dev's settings)";
    expect(() => buildStageConfig({ stage: 'production', webDistDir })).toThrow(new StageConfigError([message]));
    const alice = buildStageConfig({ stage: 'alice', allowUnknownStage: true, webDistDir });
    expect(alice).toMatchObject({ stage: 'alice', retainData: false, waf: { enabled: false }, monthlyBudgetUsd: 25 });
  });

  it("refuses prod without its account, naming PROD_ACCOUNT_ID, even with the CLI's credentials at hand", () => {
    const { account: _account, ...withoutAccount } = PROD_REQUIRED;
    const attempt = () => buildStageConfig({ ...withoutAccount, defaultAccount: '999999999999', webDistDir });
    expect(attempt).toThrow(
      new StageConfigError([
        "stage 'prod' needs PROD_ACCOUNT_ID: the 12-digit id of the AWS account it is deployed to " +
          '(every stack is pinned to it, so a deploy with other credentials stops)',
      ]),
    );
    expect(() => buildStageConfig({ ...PROD_REQUIRED, account: '12345', webDistDir })).toThrow(
      "PROD_ACCOUNT_ID '12345' must be the 12-digit id of the AWS account of stage 'prod'",
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
    const withWaf = stagesWith('dev', { settings: { waf: true } });
    expect(() => buildStageConfig({ stage: 'dev', stages: withWaf, webDistDir })).toThrow(/WAF needs/);
    expect(
      buildStageConfig({ stage: 'dev', stages: withWaf, defaultAccount: '999999999999', webDistDir }).waf.enabled,
    ).toBe(true);
  });

  it('takes an API origin domain with a certificate in the stage region only', () => {
    const withApi = (apiCertificateArn: string) =>
      stagesWith('dev', { names: { apiDomain: 'api-origin.example.in', apiCertificateArn } });
    const config = buildStageConfig({
      stages: withApi(`arn:aws:acm:ap-south-1:123456789012:certificate/${CERTIFICATE_ID}`),
      webDistDir,
    });
    expect(config.apiOrigin?.domain).toBe('api-origin.example.in');
    expect(() =>
      buildStageConfig({
        stages: withApi(`arn:aws:acm:us-east-1:123456789012:certificate/${CERTIFICATE_ID}`),
        webDistDir,
      }),
    ).toThrow("apiCertificateArn must be an ACM certificate in the stage's region ap-south-1");
  });

  it('uses the custom domain for uploads and derives the sender from the mail domain', () => {
    const config = buildStageConfig({
      ...prodWith({
        mailDomain: 'Tenders.Example.in',
        uploadOrigins: ['https://www.example.in/', ' http://localhost:3000'],
      }),
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
    const stages = stagesWith('dev', {
      names: {
        mailFrom: 'someone@other.in',
        mailDomain: 'example.in',
        siteDomain: 'example.in',
        siteCertificateArn: 'arn:aws:acm:ap-south-1:123456789012:certificate/abc',
        uploadOrigins: ['not an origin'],
        razorpaySecretArn: 'razorpay',
      },
    });
    // A developer's stage with a bad name gets dev's (here bad) settings: every problem in one error.
    const attempt = () => buildStageConfig({ stage: 'Prod!', allowUnknownStage: true, stages, webDistDir });
    expect(attempt).toThrow(StageConfigError);
    for (const problem of ['STAGE', 'mailFrom', 'siteCertificateArn', 'uploadOrigins', 'razorpaySecretArn']) {
      expect(attempt).toThrow(problem);
    }
  });

  it('needs a certificate with a custom domain', () => {
    expect(() =>
      buildStageConfig({ stages: stagesWith('dev', { names: { siteDomain: 'example.in' } }), webDistDir }),
    ).toThrow(/siteCertificateArn/);
  });

  it('reads the address out of a From header', () => {
    expect(mailAddress('Pune Project Consultants <no-reply@example.in>')).toBe('no-reply@example.in');
    expect(mailAddress('no-reply@example.in')).toBe('no-reply@example.in');
    expect(mailAddress('Pune Project Consultants')).toBeUndefined();
  });
});
