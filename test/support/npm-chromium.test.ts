import { describe, expect, it } from 'vitest';
import { ownFolder, unpackNpmChromium, type UnpackDeps } from './npm-chromium';

const tmp = '/tmp';
const fresh = '/tmp/sparticuz-chromium-a1b2c3';

/** A temp folder where `owners` says who owns what and `runnable` which binaries this user may run. */
function machine(owners: Record<string, number>, runnable: (file: string) => boolean) {
  const unpackedIn: string[] = [];
  const deps: UnpackDeps = {
    tmp,
    user: 1001,
    ownerOf: (folder) => owners[folder],
    canExecute: runnable,
    unpackInto: (folder) => {
      unpackedIn.push(folder);
      return Promise.resolve(`${folder}/chromium`);
    },
    freshFolder: () => fresh,
  };
  return { deps, unpackedIn };
}

describe("the npm registry's Chromium", () => {
  it("is unpacked in a folder named for the user, not the shared temp folder's root", async () => {
    const { deps, unpackedIn } = machine({ '/tmp/sparticuz-chromium-0': 0 }, () => true);
    await expect(unpackNpmChromium(deps)).resolves.toBe('/tmp/sparticuz-chromium-1001/chromium');
    expect(unpackedIn).toEqual([ownFolder(tmp, 1001)]);
  });

  it("is used again from the user's own folder on the next run", async () => {
    const { deps, unpackedIn } = machine({ '/tmp/sparticuz-chromium-1001': 1001 }, () => true);
    await expect(unpackNpmChromium(deps)).resolves.toBe('/tmp/sparticuz-chromium-1001/chromium');
    expect(unpackedIn).toEqual(['/tmp/sparticuz-chromium-1001']);
  });

  it('is unpacked in a fresh folder when another user holds the folder of that name', async () => {
    const { deps, unpackedIn } = machine({ '/tmp/sparticuz-chromium-1001': 0 }, () => true);
    await expect(unpackNpmChromium(deps)).resolves.toBe(`${fresh}/chromium`);
    expect(unpackedIn).toEqual([fresh]);
  });

  it('is unpacked again in a fresh folder when the binary found cannot be run by this user', async () => {
    const { deps, unpackedIn } = machine(
      { '/tmp/sparticuz-chromium-1001': 1001 },
      (file) => !file.startsWith('/tmp/sparticuz-chromium-1001/'),
    );
    await expect(unpackNpmChromium(deps)).resolves.toBe(`${fresh}/chromium`);
    expect(unpackedIn).toEqual(['/tmp/sparticuz-chromium-1001', fresh]);
  });
});
