import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { npmChromiumPath } from './npm-chromium';

/** Debian's Chromium, where the machine has it: the full browser, which the bench measures with. */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's headless shell (package chromium-headless-shell, CI installs it): the same engine without
 * the full browser's windowing and compositing, which cost the browser tests four times the CPU
 * (test/e2e/prerender.e2e.ts: 264 s of Chromium CPU with the full browser, 70 s with npm's shell).
 */
export const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * `CHROMIUM_PATH` names a Chromium or Chrome binary; `CHROMIUM_PATH=npm` asks for the build that
 * comes from the npm registry even where a system Chromium exists.
 */
const requested = process.env.CHROMIUM_PATH;

export type ChromiumBinary = {
  executablePath: string;
  /** Where it came from, for the line `npm test` prints. */
  source: string;
};

/** Where a Chromium is taken from, first found first: the machine's own binaries, then the npm registry's. */
export type ChromiumChoice = { kind: 'requested' | 'system'; executablePath: string } | { kind: 'npm' };

/** CHROMIUM_PATH when it names a binary that exists, else the first of `system` that exists, else npm's. */
export function chooseChromium(
  requestedPath: string | undefined,
  system: readonly string[],
  exists: (file: string) => boolean,
): ChromiumChoice {
  if (requestedPath && requestedPath !== 'npm' && exists(requestedPath))
    return { kind: 'requested', executablePath: requestedPath };
  const found = requestedPath === 'npm' ? undefined : system.find(exists);
  return found ? { kind: 'system', executablePath: found } : { kind: 'npm' };
}

async function resolveFrom(system: readonly string[]): Promise<ChromiumBinary> {
  const choice = chooseChromium(requested, system, existsSync);
  if (choice.kind === 'requested')
    return { executablePath: choice.executablePath, source: `CHROMIUM_PATH (${choice.executablePath})` };
  if (choice.kind === 'system')
    return { executablePath: choice.executablePath, source: `the system's ${choice.executablePath}` };
  const executablePath = await npmChromiumPath();
  return { executablePath, source: `@sparticuz/chromium from the npm registry (${executablePath})` };
}

export const TEST_SYSTEM_CHROMIUMS: readonly string[] = [SYSTEM_HEADLESS_SHELL];
export const BENCH_SYSTEM_CHROMIUMS: readonly string[] = [SYSTEM_CHROMIUM];

/**
 * The Chromium the browser tests drive: CHROMIUM_PATH, else Debian's headless shell, else the headless
 * build of @sparticuz/chromium (a dev dependency, unpacked once per user to the temp folder), so
 * `npm test` runs on a fresh machine by any user, with no apt-get and no browser download. Not the full
 * browser unless CHROMIUM_PATH names it: both choices are the same engine without its windowing.
 */
export const resolveTestChromium = (): Promise<ChromiumBinary> => resolveFrom(TEST_SYSTEM_CHROMIUMS);

/**
 * The Chromium the bench measures with (Lighthouse, the first taps): CHROMIUM_PATH, else the system's
 * full browser, as a visitor runs it, else the npm registry's build.
 */
export const resolveBenchChromium = (): Promise<ChromiumBinary> => resolveFrom(BENCH_SYSTEM_CHROMIUMS);

/** Without the background-networking flags Chromium keeps dialling out on a closed network. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

export async function launchChromium(): Promise<Browser> {
  const { executablePath } = await resolveTestChromium();
  return chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
}
