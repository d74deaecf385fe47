import path from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, SESSION_HEADER } from '@tender/shared/session-cookie';
import { PRERENDERED_PAGES } from '@tender/shared/site-pages';
import { DATA_PAGES_ORIGIN_ID, dataPagePattern } from '../lib/constructs/data-pages';
import { FORM_POST_ORIGIN_ID, FORM_POST_PATHS, SITE_HOST_HEADER } from '../lib/constructs/data-page-behaviours';
import { spaRoutingCode } from '../lib/constructs/spa-routing-code';
import { WebStack } from '../lib/web-stack';
import { fixturesDir, testApp } from './helpers/synth';

type ViewerRequest = { request: { uri: string } };
type Routing = (event: ViewerRequest) => { uri: string };

/**
 * The function as CloudFront runs it, with its `import cf from 'cloudfront'` line answered by a stand-in
 * that records the origins it selects.
 */
function routingFunction(code: string): { handler: Routing; selected: string[] } {
  const selected: string[] = [];
  const cf = { selectRequestOriginById: (id: string) => selected.push(id) };
  const body = code.replace("import cf from 'cloudfront';\n", '');
  const handler = new Function('cf', `${body}; return handler;`)(cf) as Routing;
  return { handler, selected };
}

/** A signed-in visitor's pages (shared/site-pages.ts), as CloudFront path patterns. */
const SIGNED_IN_PATTERNS = ['/dashboard', '/profile', '/my-info', '/my-bids', '/tenders/*/bid'];
/** CloudFront's managed CachingDisabled policy. */
const CACHING_DISABLED_ID = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';

const SPA_ROUTING_CODE = spaRoutingCode();
const spaRouting = routingFunction(SPA_ROUTING_CODE).handler;
const route = (uri: string) => spaRouting({ request: { uri } }).uri;

describe('SPA routing function (default behaviour, viewer request)', () => {
  it('serves the app shell for client-side routes', () => {
    expect(route('/tenders/active')).toBe('/index.html');
    expect(route('/contractor/profile/')).toBe('/index.html');
    expect(route('/change-password')).toBe('/index.html');
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

  it('has no origin selection without the data-page renderer', () => {
    expect(SPA_ROUTING_CODE).not.toContain('cloudfront');
    expect(route('/')).toBe('/pages/home.html');
  });

  it('leaves files alone', () => {
    expect(route('/assets/index-3f2a1c.js')).toBe('/assets/index-3f2a1c.js');
    expect(route('/robots.txt')).toBe('/robots.txt');
    expect(route('/favicon.ico')).toBe('/favicon.ico');
  });
});

describe('SPA routing function with the data-page renderer', () => {
  const code = spaRoutingCode({ dataPagesOriginId: DATA_PAGES_ORIGIN_ID });
  const routeWith = (uri: string) => {
    const { handler, selected } = routingFunction(code);
    return { uri: handler({ request: { uri } }).uri, selected };
  };

  it('sends / to the renderer origin with its address unchanged (no path pattern matches the root alone)', () => {
    expect(code.startsWith("import cf from 'cloudfront';\n")).toBe(true);
    expect(routeWith('/')).toEqual({ uri: '/', selected: [DATA_PAGES_ORIGIN_ID] });
  });

  it('sends a page complete but for the settings to the renderer too, and everything else to the bucket', () => {
    expect(routeWith('/about')).toEqual({ uri: '/about', selected: [DATA_PAGES_ORIGIN_ID] });
    expect(routeWith('/change-password')).toEqual({ uri: '/index.html', selected: [] });
    expect(routeWith('/assets/index-3f2a1c.js')).toEqual({ uri: '/assets/index-3f2a1c.js', selected: [] });
    expect(Buffer.byteLength(code)).toBeLessThan(10 * 1024);
  });

  it('gives each other data page that reads its query string a path pattern of its own', () => {
    const dataPages = PRERENDERED_PAGES.filter((page) => page.rendersWithData);
    // Complete as built, or a signed-in visitor's frame (the same HTML for any query string).
    const queryBlind = dataPages.filter((page) => page.startsApp === 'interaction' || page.signedIn);
    expect(queryBlind.length).toBeGreaterThan(0);
    expect(queryBlind.map(dataPagePattern).every((pattern) => pattern === undefined)).toBe(true);
    const patterns = dataPages.filter((page) => !queryBlind.includes(page)).map(dataPagePattern);
    expect(patterns).toEqual([
      undefined,
      '/active-tenders',
      '/closed-tenders',
      '/cancelled-tenders',
      '/retendered-tenders',
      '/awarded-tenders',
      '/tender/*',
    ]);
  });
});

describe('WebStack with the data-page renderer', () => {
  const { app, cleanup } = testApp();
  afterAll(cleanup);
  const stack = new WebStack(app, 'web-data-pages', {
    site: {},
    webDistDir: path.join(fixturesDir, 'web-dist'),
    webServerDir: path.join(fixturesDir, 'dist-server'),
    routes: [],
    retainData: false,
    edgeLogs: false,
  });
  const template = Template.fromStack(stack);

  it('renders with a Lambda told where the origin-verify value is (not the value), behind an IAM-only Function URL', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Handler: 'index.handler',
      MemorySize: 1024,
      Environment: {
        Variables: {
          API_ORIGIN: Match.anyValue(),
          ORIGIN_VERIFY_SECRET_ARN: Match.anyValue(),
        },
      },
    });
    template.hasResourceProperties('AWS::Lambda::Url', { AuthType: 'AWS_IAM' });
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 'lambda' }),
    });
  });

  it('routes the data pages to it, cached by path and query string for the answer s-maxage', () => {
    const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0] as {
      Properties: { DistributionConfig: { Origins: { Id: string }[]; CacheBehaviors: Record<string, unknown>[] } };
    };
    const config = distribution.Properties.DistributionConfig;
    expect(config.Origins.map((origin) => origin.Id)).toContain(DATA_PAGES_ORIGIN_ID);
    const toRenderer = config.CacheBehaviors.filter((behaviour) => behaviour.TargetOriginId === DATA_PAGES_ORIGIN_ID);
    const cached = toRenderer.filter((behaviour) => !SIGNED_IN_PATTERNS.includes(behaviour.PathPattern as string));
    expect(cached.map((behaviour) => behaviour.PathPattern)).toEqual([
      '/active-tenders',
      '/closed-tenders',
      '/cancelled-tenders',
      '/retendered-tenders',
      '/awarded-tenders',
      '/tender/*',
    ]);
    template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({
        MaxTTL: 60,
        ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({
          QueryStringsConfig: { QueryStringBehavior: 'all' },
          HeadersConfig: { HeaderBehavior: 'none' },
          CookiesConfig: { CookieBehavior: 'none' },
        }),
      }),
    });
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: Match.stringLikeRegexp(`selectRequestOriginById\\("${DATA_PAGES_ORIGIN_ID}"\\)`),
    });
  });

  it("sends a signed-in visitor's pages to it with the session cookie and header alone, and keeps none of them", () => {
    const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0] as {
      Properties: { DistributionConfig: { CacheBehaviors: Record<string, unknown>[] } };
    };
    const behaviours = distribution.Properties.DistributionConfig.CacheBehaviors;
    const signedIn = behaviours.filter((behaviour) => SIGNED_IN_PATTERNS.includes(behaviour.PathPattern as string));
    expect(signedIn.map((behaviour) => behaviour.PathPattern)).toEqual(SIGNED_IN_PATTERNS);
    for (const behaviour of signedIn) {
      expect(behaviour).toMatchObject({ TargetOriginId: DATA_PAGES_ORIGIN_ID, CachePolicyId: CACHING_DISABLED_ID });
    }
    template.hasResourceProperties('AWS::CloudFront::OriginRequestPolicy', {
      OriginRequestPolicyConfig: Match.objectLike({
        CookiesConfig: { CookieBehavior: 'whitelist', Cookies: [SESSION_COOKIE] },
        HeadersConfig: { HeaderBehavior: 'whitelist', Headers: [SESSION_HEADER] },
      }),
    });
    // CloudFront's quota of behaviours per distribution.
    expect(behaviours.length).toBeLessThanOrEqual(25);
  });

  it('sends POST /contact-us (and only it) to the renderer, with the headers its checks read', () => {
    const config = (
      Object.values(template.findResources('AWS::CloudFront::Distribution'))[0] as {
        Properties: {
          DistributionConfig: {
            Origins: { Id: string; OriginCustomHeaders?: { HeaderName: string }[] }[];
            CacheBehaviors: { PathPattern: string; TargetOriginId: string; AllowedMethods: string[] }[];
            DefaultCacheBehavior: { AllowedMethods: string[] };
          };
        };
      }
    ).Properties.DistributionConfig;
    const posting = config.CacheBehaviors.filter((behaviour) => behaviour.AllowedMethods.includes('POST'));
    const pagesPosting = posting.filter((behaviour) => !behaviour.PathPattern.startsWith('/api/'));
    expect(pagesPosting.map((behaviour) => behaviour.PathPattern)).toEqual(FORM_POST_PATHS);
    const contact = config.CacheBehaviors.find((behaviour) => behaviour.PathPattern === '/contact-us')!;
    expect(contact.TargetOriginId).toBe(FORM_POST_ORIGIN_ID);
    expect(config.DefaultCacheBehavior.AllowedMethods).toEqual(['GET', 'HEAD']);
    for (const behaviour of config.CacheBehaviors.filter((b) => b.TargetOriginId === DATA_PAGES_ORIGIN_ID)) {
      expect(behaviour.AllowedMethods, behaviour.PathPattern).toEqual(['GET', 'HEAD']);
    }
    // Through CloudFront only: its x-origin-verify value on a Function URL the renderer checks it on.
    const origin = config.Origins.find((each) => each.Id === FORM_POST_ORIGIN_ID)!;
    expect(origin.OriginCustomHeaders?.map((header) => header.HeaderName)).toEqual(['x-origin-verify']);
    template.hasResourceProperties('AWS::Lambda::Url', { AuthType: 'NONE', Qualifier: 'form-post' });
    template.hasResourceProperties('AWS::CloudFront::OriginRequestPolicy', {
      OriginRequestPolicyConfig: Match.objectLike({
        HeadersConfig: {
          HeaderBehavior: 'whitelist',
          Headers: Match.arrayWith(['origin', 'content-type', SITE_HOST_HEADER, 'cloudfront-viewer-address']),
        },
      }),
    });
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: Match.stringLikeRegexp(
        `request.headers\\['${SITE_HOST_HEADER}'\\] = \\{ value: request.headers.host.value \\}`,
      ),
    });
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
    Template.fromStack(stack).resourceCountIs('AWS::Lambda::Url', 0);
    Annotations.fromStack(stack).hasWarning('*', Match.stringLikeRegexp('the data pages are served as the build'));
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
