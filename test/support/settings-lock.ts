import { mkdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { stackUrl } from './stack-url';

// The site's settings are one item every test of the stack shares, and API and browser test files
// run at the same time: a browser test waiting for the phone it saved must not see an API test's
// save in between. The files that change settings hold this lock (a directory, made atomically)
// while they do; a lock left by a crashed run is taken over after STALE_MS.

const STALE_MS = 180_000;

const lockPath = () => path.join(os.tmpdir(), `tender-settings-lock-${new URL(stackUrl()).port || 'default'}`);

async function takeOverIfStale(dir: string): Promise<void> {
  const made = await stat(dir).then(
    (info) => info.mtimeMs,
    () => undefined,
  );
  if (made !== undefined && Date.now() - made > STALE_MS) await rm(dir, { recursive: true, force: true });
}

export async function lockSettings(): Promise<() => Promise<void>> {
  const dir = lockPath();
  for (;;) {
    try {
      await mkdir(dir);
      return () => rm(dir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await takeOverIfStale(dir);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
