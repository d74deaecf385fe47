import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { domainTree, FEATURE_DIRECTIONS, KERNEL, refusal } from './domain-tree.js';

const domain = path.resolve(import.meta.dirname, '..', 'domain');

/** The rule's messages for one source text as if it were the file at `domain/<file>`. */
function lint(file: string, code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser as Linter.Parser },
        plugins: { 'domain-tree': domainTree },
        rules: { 'domain-tree/no-cross-feature-imports': 'error' },
      },
    ],
    path.join(domain, file),
  );
  return messages.map((message) => message.message);
}

describe('the domain tree', () => {
  it('refuses an import from one feature into another', () => {
    const [message] = lint('tenders/x.ts', "import { submitBid } from '../bids/submit-bid';");
    expect(message).toContain('domain/tenders imports domain/bids: features never import each other');
  });

  it('catches every spelling of the same import', () => {
    for (const [file, code] of [
      ['tenders/x.ts', "export { submitBid } from '../bids/submit-bid';"],
      ['tenders/x.ts', "const module = await import('../bids/submit-bid');"],
      ['tenders/x.ts', "import { submitBid } from '@tender/functions/domain/bids/submit-bid';"],
      ['tenders/admin/x.ts', "import { submitBid } from '../../bids/submit-bid';"],
      ['tenders/admin/x.ts', "import { submitBid } from '../../../domain/bids/submit-bid';"],
    ]) {
      expect(lint(file!, code!), code).toHaveLength(1);
    }
  });

  it('lets a feature import the kernel, itself, and another feature in a named direction', () => {
    expect(lint('tenders/x.ts', "import type { Caller } from '../market/caller';")).toEqual([]);
    expect(lint('tenders/x.ts', "import { sendMail } from '../mail/send-mail';")).toEqual([]);
    expect(lint('tenders/x.ts', "import { formOf } from './tender-form';")).toEqual([]);
    expect(lint('corrigenda/x.ts', "import { formOf } from '../tenders/tender-form';")).toEqual([]);
    expect(lint('tenders/x.ts', "import { getTenderById } from '../../data/tenders-repository';")).toEqual([]);
  });

  it('keeps the kernel free of features', () => {
    const [message] = lint('market/x.ts', "import { submitBid } from '../bids/submit-bid';");
    expect(message).toContain('domain/market is the kernel and imports no feature (domain/bids)');
    expect(lint('mail/x.ts', "import type { Caller } from '../market/caller';")).toHaveLength(1);
  });

  it('names only directions that form no loop', () => {
    const edges = new Map<string, string[]>(
      [...Object.entries(KERNEL), ...Object.entries(FEATURE_DIRECTIONS)].map(([from, to]) => [from, [...to]]),
    );
    const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
      (edges.get(from) ?? []).some(
        (next) => next === to || (!seen.has(next) && (seen.add(next), reaches(next, to, seen))),
      );
    for (const [from, targets] of edges) {
      for (const to of targets) {
        expect(reaches(to, from), `${from} -> ${to} closes a loop`).toBe(false);
        expect(refusal(from, to)).toBeNull();
      }
    }
  });
});
