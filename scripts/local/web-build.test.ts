import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from './web-build';

describe('buildSite', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  // A fresh clone builds the site inside `npm test` before vitest starts; a leaked
  // NODE_ENV=production made every React component test fail there.
  it('builds and leaves NODE_ENV as it was', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'site-build-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>t</title><p>hi</p>');
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
