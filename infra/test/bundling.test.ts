import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routes } from '@tender/functions/routes';
import {
  BUNDLE_BUDGET_BYTES,
  BUNDLE_CEILING_BYTES,
  MissingHandlerModuleError,
  RAZORPAY_BUNDLE_BUDGET_BYTES,
  bundleHandlers,
  type HandlerBundle,
} from '../lib/bundling/bundle-handlers';
import { bundlesDir, handlersDir } from '../lib/paths';
import { appHandlers } from '../lib/tender-app';
import { fixturesDir } from './helpers/synth';

const fixtureHandlers = path.join(fixturesDir, 'handlers');
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tender-bundles-test-'));
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

describe('bundleHandlers (one esbuild pass for every handler)', () => {
  it('writes <handler>/index.mjs with a linked source map, ESM with a require shim', () => {
    const { bundles } = bundleHandlers({ handlers: ['greetings/say-hello'], handlersDir: fixtureHandlers, outDir });
    const bundle = bundles.get('greetings/say-hello')!;
    expect(fs.readdirSync(bundle.dir).sort()).toEqual(['index.mjs', 'index.mjs.map']);
    const code = fs.readFileSync(path.join(bundle.dir, 'index.mjs'), 'utf8');
    expect(code.startsWith("import { createRequire as __tenderCreateRequire } from 'node:module';")).toBe(true);
    expect(code).toMatch(/export\s*\{[^}]*handler/);
    expect(code.trimEnd().endsWith('//# sourceMappingURL=index.mjs.map')).toBe(true);
    expect(bundle.bytes).toBe(fs.statSync(path.join(bundle.dir, 'index.mjs')).size);
    expect(bundle.budgetBytes).toBe(BUNDLE_BUDGET_BYTES);
  });

  it('produces a handler Lambda can call', async () => {
    const { bundles } = bundleHandlers({ handlers: ['greetings/say-hello'], handlersDir: fixtureHandlers, outDir });
    const module = (await import(path.join(bundles.get('greetings/say-hello')!.dir, 'index.mjs'))) as {
      handler: (event: { name?: string }) => Promise<{ statusCode: number; body: string }>;
    };
    await expect(module.handler({ name: 'tender' })).resolves.toMatchObject({
      statusCode: 200,
      body: /^hello tender /,
    });
  });

  it('names every missing handler module before running esbuild', () => {
    const attempt = () =>
      bundleHandlers({
        handlers: ['greetings/say-hello', 'tenders/not-written-yet', 'auth/also-missing'],
        handlersDir: fixtureHandlers,
        outDir,
      });
    expect(attempt).toThrow(MissingHandlerModuleError);
    expect(attempt).toThrow(/2 module\(s\) named in functions\/routes\.ts do not exist/);
    expect(attempt).toThrow(path.join(fixtureHandlers, 'tenders/not-written-yet.ts'));
    expect(attempt).toThrow(path.join(fixtureHandlers, 'auth/also-missing.ts'));
  });

  it('rejects handler names that could leave the handlers folder', () => {
    expect(() => bundleHandlers({ handlers: ['../secrets'], handlersDir: fixtureHandlers, outDir })).toThrow(
      /Invalid handler name/,
    );
  });

  it('is content-addressed: the same sources give the same folder', () => {
    const first = bundleHandlers({ handlers: ['greetings/say-hello'], handlersDir: fixtureHandlers, outDir });
    expect(path.dirname(first.root)).toBe(outDir);
    expect(path.basename(first.root)).toMatch(/^[0-9a-f]{16}$/);
    expect(fs.readdirSync(outDir).filter((entry) => entry.includes('.tmp-'))).toEqual([]);
  });
});

/** The razorpay SDK adds about 333 KB minified. */
const RAZORPAY_EXTRA_BYTES = 400 * 1024;

/** Every route's bundle, as the stacks build them (in the same pass as the app's other functions). */
const routeBundles = () => {
  const routeHandlers = new Set(routes.map((route) => route.handler));
  const { bundles } = bundleHandlers({ handlers: appHandlers(), handlersDir, outDir: bundlesDir });
  return new Map([...bundles].filter(([handler]) => routeHandlers.has(handler)));
};

/** The source files a bundle holds, from its source map. */
const sourcesOf = (bundle: HandlerBundle): string[] =>
  (JSON.parse(fs.readFileSync(path.join(bundle.dir, 'index.mjs.map'), 'utf8')) as { sources: string[] }).sources;

/**
 * A bundle's code: the OpenAPI route also carries the document, generated at build time into
 * infra/cdk.out, which is data that grows with every rule the document states, not code creeping in.
 */
const codeBytes = (bundle: HandlerBundle) =>
  bundle.bytes - (bundle.contributors.find((contributor) => contributor.name === 'infra/cdk.out')?.bytes ?? 0);

describe('bundle size (DESIGN §7; measured figures are in the README)', () => {
  it('keeps every route bundle under the regression ceiling', () => {
    const bundles = routeBundles();
    expect(bundles.size).toBe(new Set(routes.map((route) => route.handler)).size);
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    const overBudget = [...bundles.values()]
      .filter(
        (bundle) => codeBytes(bundle) > BUNDLE_CEILING_BYTES + (bundle.includesRazorpay ? RAZORPAY_EXTRA_BYTES : 0),
      )
      .map(
        (bundle) =>
          `${bundle.handler}: ${kib(bundle.bytes)} ` +
          `(largest: ${bundle.contributors
            .slice(0, 5)
            .map((c) => `${c.name} ${kib(c.bytes)}`)
            .join(', ')})`,
      );
    expect(overBudget).toEqual([]);
    for (const bundle of bundles.values()) {
      expect([BUNDLE_BUDGET_BYTES, RAZORPAY_BUNDLE_BUDGET_BYTES]).toContain(bundle.budgetBytes);
    }
  });
});

describe('what a public read carries (bundles near the SDK floor)', () => {
  const publicReads = routes.filter(
    (route) => route.method === 'GET' && route.auth === 'public' && /^(tenders|lookups|settings)\//.test(route.handler),
  );

  it('has neither the token code nor classic zod nor the route table in any public read', () => {
    const bundles = routeBundles();
    expect(publicReads.length).toBeGreaterThanOrEqual(10);
    const carried = publicReads.flatMap((route) => {
      return sourcesOf(bundles.get(route.handler)!)
        .filter((source) =>
          /node_modules\/(jsonwebtoken|semver|zod\/v4\/classic)\/|functions\/routes\.ts$|functions\/platform\/tokens\.ts$/.test(
            source,
          ),
        )
        .map((source) => `${route.handler}: ${source.replace(/^.*node_modules\//, '')}`);
    });
    expect(carried).toEqual([]);
  });
});

describe('zod in the bundles', () => {
  it('gives no route classic zod: every schema a function parses with is zod/mini (shared/schemas/mini.ts)', () => {
    const bundles = routeBundles();
    const classic = [...bundles.values()]
      .filter((bundle) => sourcesOf(bundle).some((source) => /node_modules\/zod\/v4\/classic\//.test(source)))
      .map((bundle) => bundle.handler);
    expect(classic).toEqual([]);
  });
});

describe('semver in the bundles (runtime-semver.ts stands in for it)', () => {
  it('leaves semver out of every bundle, and only jsonwebtoken asks for it', () => {
    const bundles = routeBundles();
    const signedIn = bundles.get('accounts/get-account')!;
    expect(sourcesOf(signedIn).some((source) => source.endsWith('bundling/runtime-semver.ts'))).toBe(true);
    const carryingSemver = [...bundles.values()].filter((bundle) =>
      sourcesOf(bundle).some((source) => /node_modules\/semver\//.test(source)),
    );
    expect(carryingSemver.map((bundle) => bundle.handler)).toEqual([]);
    const askers = [...bundles.values()].filter((bundle) =>
      sourcesOf(bundle).some((source) => source.endsWith('bundling/runtime-semver.ts')),
    );
    for (const bundle of askers) {
      expect(
        sourcesOf(bundle).some((source) => /node_modules\/jsonwebtoken\//.test(source)),
        bundle.handler,
      ).toBe(true);
    }
  });

  it('gives jsonwebtoken a working signature check in a bundle', async () => {
    const { bundles } = bundleHandlers({ handlers: ['tokens/sign-and-verify'], handlersDir: fixtureHandlers, outDir });
    const module = (await import(path.join(bundles.get('tokens/sign-and-verify')!.dir, 'index.mjs'))) as {
      handler: () => Promise<{ verified: unknown; psSupported: boolean }>;
    };
    await expect(module.handler()).resolves.toEqual({ verified: { sub: 'one' }, psSupported: true });
  });
});
