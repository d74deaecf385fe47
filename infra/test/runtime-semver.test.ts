import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { satisfies } from '../lib/bundling/runtime-semver';

// The Lambda bundles answer jsonwebtoken's semver questions with runtime-semver.ts; these hold that
// it answers them exactly as the semver jsonwebtoken depends on would, for the ranges it asks today.
const requireFromFunctions = createRequire(path.resolve('functions/package.json'));
const jsonwebtokenLib = path.join(path.dirname(requireFromFunctions.resolve('jsonwebtoken')), 'lib');
const realSemver = createRequire(requireFromFunctions.resolve('jsonwebtoken'))('semver') as {
  satisfies: (version: string, range: string) => boolean;
};

/** Each file of jsonwebtoken that requires semver, with the ranges it passes to satisfies(). */
function semverQuestions(): { file: string; uses: string[]; ranges: string[] }[] {
  return fs
    .readdirSync(jsonwebtokenLib)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, source: fs.readFileSync(path.join(jsonwebtokenLib, file), 'utf8') }))
    .filter(({ source }) => /require\(['"]semver['"]\)/.test(source))
    .map(({ file, source }) => ({
      file,
      uses: [...source.matchAll(/semver\.(\w+)\(([^,]+),/g)].map((use) => `${use[1]}(${use[2]})`),
      ranges: [...source.matchAll(/semver\.satisfies\(process\.version,\s*'([^']+)'\)/g)].map((use) => use[1]!),
    }));
}

describe('runtime-semver (what the bundles get for semver)', () => {
  const questions = semverQuestions();

  it('finds the questions jsonwebtoken asks: satisfies(process.version, <range>) and nothing else', () => {
    expect(questions.length).toBeGreaterThanOrEqual(3);
    for (const question of questions) {
      expect(question.uses.length, question.file).toBeGreaterThan(0);
      expect(
        question.uses.every((use) => use === 'satisfies(process.version)'),
        question.file,
      ).toBe(true);
      expect(question.ranges.length, question.file).toBe(question.uses.length);
    }
  });

  it('answers each of them as semver does, on the Node versions Lambda runs and around each bound', () => {
    const versions = [
      'v6.11.9',
      'v6.12.0',
      'v7.0.0',
      'v8.0.0',
      'v15.6.9',
      'v15.7.0',
      'v16.8.0',
      'v16.9.0',
      'v18.20.8',
      'v20.19.5',
      'v22.0.0',
      'v22.21.1',
      'v24.11.1',
    ];
    for (const range of questions.flatMap((question) => question.ranges)) {
      for (const version of versions) {
        expect(satisfies(version, range), `${version} ${range}`).toBe(realSemver.satisfies(version, range));
      }
    }
  });

  it('refuses a range form it does not know instead of guessing', () => {
    expect(() => satisfies('v22.0.0', '<18.0.0')).toThrow(/'<18.0.0' is not supported/);
    expect(() => satisfies('v22.0.0', '>=8.0.0 || ~22.1.0')).toThrow(/'~22.1.0' is not supported/);
    expect(() => satisfies('v22.0.0', '^0.4.0')).toThrow(/not supported/);
  });
});
