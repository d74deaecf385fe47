import { rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './local/web-build';

const dataDir = process.env.DATA_DIR ?? path.join(repoRoot, '.local');
rmSync(dataDir, { recursive: true, force: true });
console.log(
  `Removed ${path.relative(process.cwd(), dataDir) || dataDir}: the next npm start begins with fresh demo data.`,
);
