import { describe, expect, it } from 'vitest';
import { KEY_ATTRIBUTES, withoutKeys } from './keys';

describe('withoutKeys', () => {
  it("leaves every attribute but the table's keys, in order, and does not touch the item", () => {
    const item = {
      pk: 'TENDER#7',
      sk: 'TENDER',
      gsi1pk: 'STATUS#active',
      gsi1sk: '2026-12-01#7',
      gsi2pk: 'ORG#3',
      gsi2sk: '7',
      expiresAt: 1_900_000_000,
      id: 7,
      project_name: 'Ring road',
      documents: [{ name: 'BOQ.pdf' }],
    };
    const stored = structuredClone(item);
    const answer = withoutKeys(item);
    expect(answer).toEqual({ id: 7, project_name: 'Ring road', documents: [{ name: 'BOQ.pdf' }] });
    expect(Object.keys(answer)).toEqual(['id', 'project_name', 'documents']);
    for (const key of KEY_ATTRIBUTES) expect(key in answer).toBe(false);
    expect(item).toEqual(stored);
  });
});
