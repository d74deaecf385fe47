import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { npmChromiumPath } from './npm-chromium';

/** Debian's Chromium, where the machine has it (CI installs it with apt-get). */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

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

/**
 * The Chromium the browser tests and Lighthouse drive: CHROMIUM_PATH, else the system's, else
 * the headless build of @sparticuz/chromium (a dev dependency, unpacked once per user to the temp folder),
 * so `npm test` runs on a fresh machine by any user, with no apt-get and no browser download.
 */
export async function resolveChromium(): Promise<ChromiumBinary> {
  if (requested && requested !== 'npm' && existsSync(requested)) {
    return { executablePath: requested, source: `CHROMIUM_PATH (${requested})` };
  }
  if (requested !== 'npm' && existsSync(SYSTEM_CHROMIUM)) {
    return { executablePath: SYSTEM_CHROMIUM, source: `the system's Chromium (${SYSTEM_CHROMIUM})` };
  }
  const executablePath = await npmChromiumPath();
  return { executablePath, source: `@sparticuz/chromium from the npm registry (${executablePath})` };
}

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
  const { executablePath } = await resolveChromium();
  return chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
}
