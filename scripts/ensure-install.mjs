// Installs dependencies when node_modules is missing or older than the manifests, so a fresh clone
// needs only `npm start` or `npm test`. Plain JS: it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'node_modules', '.package-lock.json');
const manifests = ['package.json', 'package-lock.json', 'shared', 'functions', 'web', 'infra'].map((entry) =>
  entry.endsWith('.json') ? path.join(root, entry) : path.join(root, entry, 'package.json'),
);

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const stale = !existsSync(stamp) || manifests.some((file) => mtime(file) > mtime(stamp));

if (stale) {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Node.js 20.19 or newer is needed (this is ${process.version}).`);
    process.exit(1);
  }
  console.log('Installing dependencies (npm install)...');
  const ci = existsSync(path.join(root, 'package-lock.json')) && !existsSync(path.join(root, 'node_modules'));
  const result = spawnSync('npm', [ci ? 'ci' : 'install', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('npm install failed: see the messages above.');
    process.exit(result.status ?? 1);
  }
}
