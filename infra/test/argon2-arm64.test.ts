import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, routes } from '@tender/functions/routes';
import { bundleHandlers } from '../lib/bundling/bundle-handlers';
import { bundlesDir, handlersDir } from '../lib/paths';
import { appHandlers } from '../lib/tender-app';
import { areaTemplates, routeFunction } from './helpers/api-templates';
import { fixturesDir, synthTenderApp } from './helpers/synth';

// The functions run on arm64 (Graviton). The routes that hash or verify passwords carry
// @node-rs/argon2 outside the esbuild bundle with its linux-arm64-gnu binary beside it
// (infra/lib/bundling/native-packages.ts). These tests read the synthesized Lambda assets, and
// run the same packaging built for this machine's platform to show the layout really loads.

/** ELF header fields: 64-bit, little-endian, e_machine 183 = EM_AARCH64. */
function elfFacts(file: string) {
  const header = fs.readFileSync(file).subarray(0, 20);
  return {
    magic: header.subarray(0, 4).toString('latin1'),
    is64Bit: header[4] === 2,
    littleEndian: header[5] === 1,
    machine: header.readUInt16LE(18),
  };
}
const EM_AARCH64 = 183;
const EM_X86_64 = 62;

const PASSWORD_ROUTES = [
  'auth/login',
  'auth/reset-password',
  'auth/sign-up',
  'accounts/update-account',
  // Registrations hash the mailed one-time password.
  'registration/register-contractor',
  'registration/register-organization',
  'registration/register-builder',
  // A profile save that moves the login email or mobile checks the owner's current password.
  'profile/save-contractor',
  'profile/save-organization',
  'profile/save-builder',
  'profile/update-contractor',
  'profile/update-organization',
  'profile/update-builder',
];
/** A route that never hashes: its asset must stay plain JavaScript. */
const PLAIN_ROUTE = 'tenders/get-tender-info';

let assetDirs: Map<string, string>;
let cleanup: () => void;

beforeAll(() => {
  const synth = synthTenderApp();
  cleanup = synth.cleanup;
  // The functions are in the ApiStack's nested stacks, one per area.
  const areas = areaTemplates(synth.stacks.api);
  assetDirs = new Map();
  for (const route of routes.filter((candidate) => [...PASSWORD_ROUTES, PLAIN_ROUTE].includes(candidate.handler))) {
    const description = `${route.method} ${API_BASE_PATH}${route.path} (${route.handler})`;
    const { fn } = routeFunction(areas, route);
    expect(fn.Properties.Description).toBe(description);
    expect(fn.Properties.Architectures).toEqual(['arm64']);
    // The asset's S3 key is its hash; the assembly stages it as the folder asset.<hash>.
    const hash = (fn.Properties.Code as { S3Key: string }).S3Key.replace(/\.zip$/, '');
    assetDirs.set(route.handler, path.join(synth.assembly.directory, `asset.${hash}`));
  }
}, 180_000);
afterAll(() => cleanup?.());

describe('argon2 in the synthesized Lambda assets (arm64)', () => {
  it.each(PASSWORD_ROUTES)('%s carries @node-rs/argon2 with a linux-arm64-gnu binary', (handler) => {
    const dir = assetDirs.get(handler)!;
    const code = fs.readFileSync(path.join(dir, 'index.mjs'), 'utf8');
    // Imported at run time, not inlined.
    expect(code).toMatch(/from\s*"@node-rs\/argon2"/);
    const loader = path.join(dir, 'node_modules', '@node-rs', 'argon2');
    const binding = path.join(dir, 'node_modules', '@node-rs', 'argon2-linux-arm64-gnu');
    expect(fs.existsSync(path.join(loader, 'index.js'))).toBe(true);

    const binary = path.join(binding, 'argon2.linux-arm64-gnu.node');
    expect(elfFacts(binary)).toEqual({ magic: '\x7fELF', is64Bit: true, littleEndian: true, machine: EM_AARCH64 });
    // What the loader does on linux-arm64-gnu: require('@node-rs/argon2-linux-arm64-gnu') from its
    // own folder, which must resolve to this binary inside the asset, at the loader's version.
    const require = createRequire(path.join(loader, 'index.js'));
    expect(require.resolve('@node-rs/argon2-linux-arm64-gnu')).toBe(binary);
    const version = (file: string) => (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
    expect(version(path.join(binding, 'package.json'))).toBe(version(path.join(loader, 'package.json')));
    expect(fs.readFileSync(path.join(loader, 'index.js'), 'utf8')).toContain(
      "require('@node-rs/argon2-linux-arm64-gnu')",
    );
  });

  it('keeps native binaries out of the functions that do not hash passwords', () => {
    const dir = assetDirs.get(PLAIN_ROUTE)!;
    expect(fs.readdirSync(dir).sort()).toEqual(['index.mjs', 'index.mjs.map']);
    const { bundles } = bundleHandlers({ handlers: appHandlers(), handlersDir, outDir: bundlesDir });
    const withArgon2 = [...bundles.values()].filter((bundle) => bundle.nativePackages.length > 0);
    expect(withArgon2.map((bundle) => bundle.handler).sort()).toEqual([...PASSWORD_ROUTES].sort());
  });
});

describe('the same packaging, built for this machine, loads and hashes', () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tender-native-test-'));
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it.runIf(process.platform === 'linux' && (process.arch === 'x64' || process.arch === 'arm64'))(
    'a bundle importing the password module works from its own folder',
    async () => {
      const { bundles } = bundleHandlers({
        handlers: ['passwords/hash-and-verify'],
        handlersDir: path.join(fixturesDir, 'handlers'),
        outDir,
        nativeTarget: { platform: 'linux', arch: process.arch as 'x64' | 'arm64', libc: 'gnu' },
      });
      const bundle = bundles.get('passwords/hash-and-verify')!;
      expect(bundle.nativePackages).toEqual(['@node-rs/argon2']);
      const suffix = `linux-${process.arch}-gnu`;
      const binary = path.join(bundle.dir, 'node_modules', '@node-rs', `argon2-${suffix}`, `argon2.${suffix}.node`);
      expect(elfFacts(binary).machine).toBe(process.arch === 'x64' ? EM_X86_64 : EM_AARCH64);
      const module = (await import(path.join(bundle.dir, 'index.mjs'))) as {
        handler: (event: { password: string }) => Promise<{ stored: string; right: boolean; wrong: boolean }>;
      };
      const result = await module.handler({ password: 'Correct-Horse-42' });
      expect(result.stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(result).toMatchObject({ right: true, wrong: false });
    },
  );
});
