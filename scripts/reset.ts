import { rmSync } from 'node:fs';
import path from 'node:path';
import { localDataDir } from './local/data-dir';

const dataDir = localDataDir();
rmSync(dataDir, { recursive: true, force: true });
console.log(
  `Removed ${path.relative(process.cwd(), dataDir) || dataDir}: the next npm start begins with fresh demo data.`,
);
