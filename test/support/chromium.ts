import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium: the browser tests never download a browser of their own. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function chromiumMissingMessage(): string {
  return (
    `The browser tests need Chromium at ${CHROMIUM_PATH}, and it is not there.\n` +
    'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
    '(or set CHROMIUM_PATH to a Chromium or Chrome binary), then run npm test again.'
  );
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

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}
