// What the Lambda bundles get for `require('semver')`. Its only user there is jsonwebtoken, which
// asks one question at load time: does the running Node satisfy a minimum version (lib/psSupported.js,
// asymmetricKeyDetailsSupported.js, rsaPssKeyDetailsSupported.js)? The whole of semver is 28 KiB of
// every signed-in bundle (bundles near the SDK's own size), and those ranges are plain
// '>=a.b.c' and '^a.b.c' joined by '||'. This answers exactly those and throws on any other form;
// infra/test/runtime-semver.test.ts checks every range jsonwebtoken asks against the real semver,
// and infra/test/bundling.test.ts that nothing else in a bundle imports semver.

type Version = readonly [number, number, number];

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)/;
const AT_LEAST = /^>=\s*(\d+\.\d+\.\d+)$/;
const CARET = /^\^([1-9]\d*\.\d+\.\d+)$/;

function parse(text: string): Version {
  const match = VERSION.exec(text.trim());
  if (!match) throw new TypeError(`runtime-semver: '${text}' is not a version`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

function satisfiesComparator(version: Version, comparator: string): boolean {
  const atLeast = AT_LEAST.exec(comparator);
  if (atLeast) return compare(version, parse(atLeast[1]!)) >= 0;
  const caret = CARET.exec(comparator);
  if (caret) {
    const floor = parse(caret[1]!);
    return version[0] === floor[0] && compare(version, floor) >= 0;
  }
  throw new RangeError(`runtime-semver: the range '${comparator}' is not supported (only '>=a.b.c' and '^a.b.c')`);
}

/** semver.satisfies for ranges of '>=a.b.c' and '^a.b.c' (major >= 1) joined by '||'. */
export function satisfies(version: string, range: string): boolean {
  const parsed = parse(version);
  // Every comparator is read, so a form this does not know throws even after one that matched.
  return range
    .split('||')
    .map((comparator) => satisfiesComparator(parsed, comparator.trim()))
    .some(Boolean);
}
