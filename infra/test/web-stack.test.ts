import path from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES } from '@tender/shared/site-pages';
import { SPA_ROUTING_CODE } from '../lib/constructs/spa-routing-code';
import { WebStack } from '../lib/web-stack';
import { fixturesDir, testApp } from './helpers/synth';

type ViewerRequest = { request: { uri: string } };
const spaRouting = new Function(`${SPA_ROUTING_CODE}; return handler;`)() as (event: ViewerRequest) => { uri: string };
const route = (uri: string) => spaRouting({ request: { uri } }).uri;

describe('SPA routing function (default behaviour, viewer request)', () => {
  it('serves the app shell for client-side routes', () => {
    expect(route('/tenders/active')).toBe('/index.html');
    expect(route('/contractor/profile/')).toBe('/index.html');
    expect(route('/login')).toBe('/index.html');
    expect(route('/tender/abc')).toBe('/index.html');
    expect(route('/about/')).toBe('/index.html');
  });

  it('serves the prerendered page of each public route (shared/site-pages.ts)', () => {
    expect(route('/')).toBe('/pages/home.html');
    expect(route('/active-tenders')).toBe('/pages/active-tenders.html');
    expect(route('/tender/42')).toBe('/pages/tender.html');
    expect(route('/refund-policy')).toBe('/pages/refund-policy.html');
    for (const page of PRERENDERED_PAGES) expect(route(page.renderPath)).toBe(`/${page.file}`);
  });

  it('fits the CloudFront Functions size limit (10 KB)', () => {
    expect(Buffer.byteLength(SPA_ROUTING_CODE)).toBeLessThan(10 * 1024);
  });

  it('leaves files alone', () => {
    expect(route('/assets/index-3f2a1c.js')).toBe('/assets/index-3f2a1c.js');
    expect(route('/robots.txt')).toBe('/robots.txt');
    expect(route('/favicon.ico')).toBe('/favicon.ico');
  });
});

describe('WebStack without a web build', () => {
  const { app, cleanup } = testApp();
  afterAll(cleanup);
  const stack = new WebStack(app, 'web-no-dist', {
    site: {},
    webDistDir: path.join(fixturesDir, 'no-such-dist'),
    routes: [],
    retainData: false,
    edgeLogs: false,
  });

  it('synthesises, skips the deployment and says so', () => {
    Template.fromStack(stack).resourceCountIs('Custom::CDKBucketDeployment', 0);
    Annotations.fromStack(stack).hasWarning('*', Match.stringLikeRegexp('the SPA is not deployed by this synth'));
    expect(Stack.of(stack).resolve(stack.siteUrl)).toEqual({
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [expect.stringMatching(/^Distribution/), 'DomainName'] }]],
    });
  });
});

describe('WebStack with a custom domain', () => {
  const { app, cleanup } = testApp();
  afterAll(cleanup);
  const stack = new WebStack(app, 'web-domain', {
    site: {
      domain: 'tenders.example.in',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f7c3a2e-1111-2222-3333-444455556666',
    },
    webDistDir: path.join(fixturesDir, 'no-such-dist'),
    routes: [],
    retainData: true,
    edgeLogs: true,
  });

  it('uses the alias and certificate with TLS 1.2', () => {
    Template.fromStack(stack).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['tenders.example.in'],
        ViewerCertificate: Match.objectLike({ MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' }),
      }),
    });
    expect(stack.siteUrl).toBe('https://tenders.example.in');
  });
});
