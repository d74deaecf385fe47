// The npm registry's Chromium (@sparticuz/chromium) unpacks itself into os.tmpdir() with owner-only
// permissions and, once there, returns that copy to every caller. In the shared /tmp a second user
// would be handed the first user's binary and fail with `spawn /tmp/chromium EACCES`, so each user
// unpacks into a folder of their own, and unpacks again elsewhere when what is found cannot be run.
import { accessSync, constants, mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

export type UnpackDeps = {
  /** The temp folder the user's own folder goes in. */
  tmp: string;
  /** Who runs: a uid on POSIX, the user name elsewhere. */
  user: number | string;
  /** The owner's uid of an existing path, undefined when the path does not exist. */
  ownerOf: (folder: string) => number | undefined;
  canExecute: (file: string) => boolean;
  /** Unpacks (or finds unpacked) Chromium in `folder`; resolves to the binary's path. */
  unpackInto: (folder: string) => Promise<string>;
  /** A new, empty folder no one else has used. */
  freshFolder: () => string;
};

export const ownFolder = (tmp: string, user: number | string) => path.join(tmp, `sparticuz-chromium-${user}`);

/** The user's own folder unless another user already holds that name. */
function usableOwnFolder({ tmp, user, ownerOf }: UnpackDeps): string | undefined {
  const folder = ownFolder(tmp, user);
  const owner = ownerOf(folder);
  const heldByAnother = owner !== undefined && typeof user === 'number' && owner !== user;
  return heldByAnother ? undefined : folder;
}

export async function unpackNpmChromium(deps: UnpackDeps): Promise<string> {
  const folder = usableOwnFolder(deps);
  if (folder) {
    const executablePath = await deps.unpackInto(folder);
    if (deps.canExecute(executablePath)) return executablePath;
  }
  return deps.unpackInto(deps.freshFolder());
}

/** The package reads os.tmpdir() (TMPDIR) on every call: it is pointed at `folder` while it unpacks. */
async function unpackWithTmpdir(folder: string): Promise<string> {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const { default: npmChromium } = await import('@sparticuz/chromium');
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = folder;
  try {
    return await npmChromium.executablePath();
  } finally {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
  }
}

function ownerOf(folder: string): number | undefined {
  try {
    return statSync(folder).uid;
  } catch {
    return undefined;
  }
}

function canExecute(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The npm registry's Chromium, unpacked where this user can run it. */
export function npmChromiumPath(): Promise<string> {
  const tmp = tmpdir();
  return unpackNpmChromium({
    tmp,
    user: process.getuid?.() ?? userInfo().username,
    ownerOf,
    canExecute,
    unpackInto: unpackWithTmpdir,
    freshFolder: () => mkdtempSync(path.join(tmp, 'sparticuz-chromium-')),
  });
}
