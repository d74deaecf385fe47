// The opening's people and window in the Admin's tender form: the same first message as the server
// (shared/schemas/tenders-admin.ts AdminTenderFields) for the same input, the body with null for
// the defaults, the candidates as choices, and the server's errors on their fields.
import { openingMessages as m } from '@tender/shared/opening-messages';
import { AdminTenderFields } from '@tender/shared/schemas/tenders-admin';
import { describe, expect, it } from 'vitest';
import { object as zodObject, safeParse } from 'zod/mini';
import { yupDottedMessages } from '../../../testing/schema-parity';
import {
  emptyOpeningRoles,
  evaluatorsProblem,
  openersProblem,
  openingRolesBody,
  openingRolesOf,
  representationDaysProblem,
  roleChoices,
  type OpeningRoleValues,
} from './opening-roles';
import { tenderFormSchema } from './tender-form-schema';
import { emptyTenderValues } from './tender-form-values';
import { formPathOf } from './tender-server-errors';

const RoleFields = zodObject({
  openers: AdminTenderFields.shape.openers,
  evaluators: AdminTenderFields.shape.evaluators,
  representation_days: AdminTenderFields.shape.representation_days,
});

/** The server's first message per top-level field (a list's item errors shown on the list). */
function serverMessages(values: OpeningRoleValues): Record<string, string> {
  const result = safeParse(RoleFields, openingRolesBody(values));
  const messages: Record<string, string> = {};
  if (result.success) return messages;
  for (const issue of result.error.issues) messages[String(issue.path[0])] ??= issue.message;
  return messages;
}

function formMessages(values: OpeningRoleValues): Record<string, string> {
  const messages: Record<string, string> = {};
  const problems = {
    openers: openersProblem(values.openers),
    evaluators: evaluatorsProblem(values.evaluators),
    representation_days: representationDaysProblem(values.representation_days),
  };
  for (const [field, message] of Object.entries(problems)) if (message) messages[field] = message;
  return messages;
}

const GOOD: OpeningRoleValues = { openers: ['1', '7'], evaluators: ['7'], representation_days: '5' };

describe('opening roles: same messages as the server', () => {
  const cases: [string, Partial<OpeningRoleValues>][] = [
    ['all defaults', emptyOpeningRoles()],
    ['the good sample', {}],
    ['one opener', { openers: ['1'] }],
    ['the same opener twice', { openers: ['1', '1'] }],
    ['21 openers', { openers: Array.from({ length: 21 }, (_, i) => String(i + 1)) }],
    ['20 openers', { openers: Array.from({ length: 20 }, (_, i) => String(i + 1)) }],
    ['an evaluator twice', { evaluators: ['3', '3'] }],
    ['one evaluator', { evaluators: ['3'] }],
    ['0 days', { representation_days: '0' }],
    ['31 days', { representation_days: '31' }],
    ['1.5 days', { representation_days: '1.5' }],
    ['text days', { representation_days: 'three' }],
    ['30 days', { representation_days: '30' }],
    ['1 day', { representation_days: ' 1 ' }],
    ['empty days', { representation_days: '   ' }],
  ];
  for (const [label, change] of cases) {
    it(label, () => {
      const values = { ...GOOD, ...change };
      expect(formMessages(values)).toEqual(serverMessages(values));
    });
  }

  it('names the field with the shared message', async () => {
    const values = { ...emptyTenderValues(), openers: ['4'], representation_days: '45' };
    const messages = await yupDottedMessages(tenderFormSchema(), values);
    expect(messages.openers).toBe(m.openers);
    expect(messages.representation_days).toBe(m.representationDays);
    expect(messages.evaluators).toBeUndefined();
  });

  it("leaves an organisation's own form (nothing ticked or typed) valid", async () => {
    const messages = await yupDottedMessages(tenderFormSchema(), emptyTenderValues());
    expect(Object.keys(messages).filter((path) => /openers|evaluators|representation/.test(path))).toEqual([]);
  });
});

describe('opening roles: values and body', () => {
  it('sends null for what is left to the defaults', () => {
    expect(openingRolesBody(emptyOpeningRoles())).toEqual({
      openers: null,
      evaluators: null,
      representation_days: null,
    });
  });

  it('sends the ticked accounts as numbers and the days typed', () => {
    expect(openingRolesBody(GOOD)).toEqual({ openers: [1, 7], evaluators: [7], representation_days: 5 });
  });

  it('reads a stored tender back (null and absent as the defaults)', () => {
    expect(openingRolesOf({ openers: [1, 7], evaluators: null, representation_days: 4 })).toEqual({
      openers: ['1', '7'],
      evaluators: [],
      representation_days: '4',
    });
    expect(openingRolesOf({})).toEqual(emptyOpeningRoles());
  });
});

describe('opening roles: choices and server errors', () => {
  it('shows each candidate with its role, and keeps a ticked account that is no longer one', () => {
    const choices = roleChoices(
      [
        { account_id: 1, name: 'Ravi Admin', role: 'Admin' },
        { account_id: 7, name: 'Pune Works Ltd', role: 'Organization' },
      ],
      ['7', '9'],
    );
    expect(choices).toEqual([
      { value: '1', label: 'Ravi Admin (Admin)' },
      { value: '7', label: 'Pune Works Ltd (Organisation)' },
      { value: '9', label: 'Account 9 (not a candidate for this organisation)' },
    ]);
  });

  it("puts the server's errors on the lists and the days", () => {
    const values = emptyTenderValues();
    expect(formPathOf('openers', values)).toBe('openers');
    expect(formPathOf('openers.1', values)).toBe('openers');
    expect(formPathOf('evaluators.0', values)).toBe('evaluators');
    expect(formPathOf('representation_days', values)).toBe('representation_days');
    expect(formPathOf('changes.openers.0', values)).toBe('openers');
  });
});
