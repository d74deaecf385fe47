import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from './web-build';

describe('buildSite', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  // A fresh clone builds the site inside `npm test` before vitest starts; a leaked
  // NODE_ENV=production made every React component test fail there.
  function makeSite() {
    dir = mkdtempSync(path.join(os.tmpdir(), 'site-build-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><title>t</title><script type="module" src="/main.js"></script>',
    );
    writeFileSync(path.join(dir, 'main.js'), 'document.title = process.env.NODE_ENV;');
  }

  function builtScript(): string {
    const assets = path.join(dir, 'dist', 'assets');
    return readdirSync(assets)
      .map((file) => readFileSync(path.join(assets, file), 'utf8'))
      .join('\n');
  }

  // Inside vitest NODE_ENV is 'test'; a build made there shipped React's development build.
  it('always makes a production bundle', async () => {
    makeSite();
    await buildSite(dir, false);
    expect(builtScript()).toMatch(/document.title ?= ?[`'"]production[`'"]/);
    expect(process.env.NODE_ENV).toBe('test');
  });

  it('builds and leaves an unset NODE_ENV unset', async () => {
    makeSite();
    // `npm test` runs with NODE_ENV unset, and Vite only fills it in when unset.
    const vitestEnv = process.env.NODE_ENV;
    delete process.env.NODE_ENV;
    try {
      await buildSite(dir, false);
      expect(existsSync(path.join(dir, 'dist', 'index.html'))).toBe(true);
      expect(process.env.NODE_ENV).toBeUndefined();
    } finally {
      process.env.NODE_ENV = vitestEnv;
    }
  });
});
