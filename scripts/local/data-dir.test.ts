import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localDataDir } from './data-dir';
import { repoRoot } from './web-build';

describe('the data folder of npm start and npm run reset', () => {
  it('resolves a relative DATA_DIR against the folder the command runs in', () => {
    expect(localDataDir({ DATA_DIR: 'my-data' }, '/home/dev/work')).toBe('/home/dev/work/my-data');
    expect(localDataDir({ DATA_DIR: '../shared/.local' }, '/home/dev/work')).toBe('/home/dev/shared/.local');
  });

  it('keeps an absolute DATA_DIR, and defaults to .local in the repository', () => {
    expect(localDataDir({ DATA_DIR: '/var/tmp/tender' }, '/home/dev/work')).toBe('/var/tmp/tender');
    expect(localDataDir({}, '/home/dev/work')).toBe(path.join(repoRoot, '.local'));
    expect(localDataDir({ DATA_DIR: '  ' }, '/home/dev/work')).toBe(path.join(repoRoot, '.local'));
  });
});
