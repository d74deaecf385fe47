import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

// Packages with a native binary cannot go through esbuild: they stay external, and each bundle
// that imports one gets the package's JavaScript plus the binary for the Lambda's platform under
// <handler>/node_modules, where Node's resolution from index.mjs finds them.
//
// The functions run on arm64 (Graviton) while development machines and CI are usually x64, and
// npm installs only the binary package of the machine it runs on (two cannot sit side by side in
// one node_modules). The binary package for the target is pinned anyway: package-lock.json lists
// every platform's binary package of @node-rs/argon2 with its integrity. When it is not installed,
// it is fetched by npm itself (`npm pack`, served from npm's cache once fetched), its tarball's
// sha512 checked against that lockfile entry, and unpacked under node_modules/.cache.

/** The platform the bundles are for. */
export type NativeTarget = { platform: 'linux'; arch: 'arm64' | 'x64'; libc: 'gnu' };

/** Lambda's: Node on Amazon Linux 2023 (glibc), arm64 (infra/lib/constructs/api-function.ts). */
export const LAMBDA_TARGET: NativeTarget = { platform: 'linux', arch: 'arm64', libc: 'gnu' };

type NativePackage = {
  /** The package handlers import. */
  name: string;
  /** Its files the bundle needs (the loader that picks the binary package). */
  files: readonly string[];
  /** The binary package for a target, and the binary's file name inside it. */
  binding: (target: NativeTarget) => { name: string; file: string };
};

const NATIVE_PACKAGES: readonly NativePackage[] = [
  {
    name: '@node-rs/argon2',
    files: ['package.json', 'index.js'],
    binding: (target) => {
      const suffix = `${target.platform}-${target.arch}-${target.libc}`;
      return { name: `@node-rs/argon2-${suffix}`, file: `argon2.${suffix}.node` };
    },
  },
];

/** Marked external for esbuild. */
export const NATIVE_EXTERNALS: readonly string[] = NATIVE_PACKAGES.map((native) => native.name);

export type NativeFile = { relative: string; contents: Uint8Array };

type LockEntry = { version: string; integrity?: string };

function lockEntry(repoRoot: string, name: string): LockEntry {
  const lock = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const entry = lock.packages[`node_modules/${name}`];
  if (!entry) throw new Error(`package-lock.json has no entry for ${name}: run npm install`);
  return entry;
}

function installedDir(repoRoot: string, name: string): string | undefined {
  try {
    const require = createRequire(path.join(repoRoot, 'package.json'));
    return path.dirname(require.resolve(`${name}/package.json`));
  } catch {
    return undefined;
  }
}

/** npm pack + integrity check + unpack, once per version (kept under node_modules/.cache). */
function fetchedDir(repoRoot: string, name: string, entry: LockEntry): string {
  const cacheDir = path.join(repoRoot, 'node_modules', '.cache', 'lambda-native');
  const target = path.join(cacheDir, `${name.replace('/', '+')}@${entry.version}`);
  if (fs.existsSync(path.join(target, 'package.json'))) return target;
  if (!entry.integrity?.startsWith('sha512-')) throw new Error(`package-lock.json has no sha512 integrity for ${name}`);

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lambda-native-'));
  try {
    const packed = spawnSync(
      'npm',
      [
        'pack',
        `${name}@${entry.version}`,
        '--pack-destination',
        work,
        '--prefer-offline',
        '--ignore-scripts',
        '--silent',
      ],
      { cwd: work, encoding: 'utf8', timeout: 120_000 },
    );
    const tarball = fs.readdirSync(work).find((file) => file.endsWith('.tgz'));
    if (packed.status !== 0 || !tarball) {
      throw new Error(
        `Cannot fetch ${name}@${entry.version}, the Lambda platform's binary of a native package: ` +
          `npm pack failed (${(packed.stderr || packed.error?.message || '').trim().slice(0, 300)}). ` +
          "It is fetched once with network access; npm's cache serves it offline afterwards.",
      );
    }
    const bytes = fs.readFileSync(path.join(work, tarball));
    const integrity = `sha512-${createHash('sha512').update(bytes).digest('base64')}`;
    if (integrity !== entry.integrity) {
      throw new Error(
        `${name}@${entry.version}: tarball integrity ${integrity} is not the lockfile's ${entry.integrity}`,
      );
    }
    const unpacked = path.join(work, 'unpacked');
    fs.mkdirSync(unpacked);
    const untar = spawnSync('tar', ['-xzf', path.join(work, tarball), '-C', unpacked], { encoding: 'utf8' });
    if (untar.status !== 0) throw new Error(`Cannot unpack ${tarball}: ${untar.stderr}`);
    fs.mkdirSync(cacheDir, { recursive: true });
    const temporary = `${target}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
    fs.renameSync(path.join(unpacked, 'package'), temporary);
    try {
      fs.renameSync(temporary, target);
    } catch (error) {
      fs.rmSync(temporary, { recursive: true, force: true });
      if (!fs.existsSync(path.join(target, 'package.json'))) throw error; // else: a concurrent synth won
    }
    return target;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** The folder holding the binary package for the target, at the version the lockfile pins. */
function bindingDir(repoRoot: string, name: string): string {
  const entry = lockEntry(repoRoot, name);
  const installed = installedDir(repoRoot, name);
  if (installed) {
    const { version } = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8')) as LockEntry;
    if (version === entry.version) return installed;
  }
  return fetchedDir(repoRoot, name, entry);
}

/**
 * The files to put beside a bundle's index.mjs for the native packages it imports (as esbuild's
 * metafile lists them among the output's external imports): `node_modules/<package>/...`.
 */
export function nativeFilesFor(
  externalImports: readonly string[],
  options: { repoRoot: string; target: NativeTarget },
): NativeFile[] {
  const files: NativeFile[] = [];
  for (const native of NATIVE_PACKAGES.filter((candidate) => externalImports.includes(candidate.name))) {
    const packageDir = installedDir(options.repoRoot, native.name);
    if (!packageDir) throw new Error(`${native.name} is not installed: run npm install`);
    const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as LockEntry;
    for (const file of native.files) {
      files.push({
        relative: path.posix.join('node_modules', native.name, file),
        contents: fs.readFileSync(path.join(packageDir, file)),
      });
    }
    const binding = native.binding(options.target);
    const dir = bindingDir(options.repoRoot, binding.name);
    const bindingVersion = (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as LockEntry).version;
    if (bindingVersion !== version) {
      throw new Error(`${binding.name} is ${bindingVersion} but ${native.name} is ${version}: they must match`);
    }
    for (const file of ['package.json', binding.file]) {
      files.push({
        relative: path.posix.join('node_modules', binding.name, file),
        contents: fs.readFileSync(path.join(dir, file)),
      });
    }
  }
  return files;
}
