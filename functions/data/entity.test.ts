import * as z from '@tender/shared/schemas/mini';
import { describe, expect, it } from 'vitest';
import { defineEntity, passedArray, passedObject, StoredItemError } from './entity';

const Note = defineEntity({
  name: 'note',
  schema: z.object({
    id: z.number(),
    text: z.nullable(z.string()),
    author: z.object({ id: z.number(), name: z.string() }),
    tags: z.optional(z.array(z.string())),
    rates: passedArray<{ rate: number }>((first) => typeof (first as { rate?: unknown })?.rate === 'number'),
    form: passedObject<{ title: string }>(),
  }),
});

const stored = {
  pk: 'NOTE#1',
  sk: 'META',
  gsi2pk: 'NOTES',
  gsi2sk: '2026-12-07#1',
  expiresAt: 1_800_000_000,
  id: 1,
  text: null,
  author: { id: 7, name: 'Asha' },
  rates: [{ rate: 5 }, { rate: 6 }],
  form: { title: 'a' },
};

function refusal(item: Record<string, unknown>): StoredItemError {
  try {
    Note.read(item);
  } catch (error) {
    if (error instanceof StoredItemError) return error;
    throw error;
  }
  throw new Error('the item was read');
}

describe('defineEntity', () => {
  it('reads a stored item as its record, without the table keys', () => {
    const note = Note.read(stored);
    expect(note).toEqual({
      id: 1,
      text: null,
      author: { id: 7, name: 'Asha' },
      rates: [{ rate: 5 }, { rate: 6 }],
      form: { title: 'a' },
    });
    expect(Object.keys(note)).not.toContain('pk');
  });

  it('drops attributes the entity does not declare, at every level', () => {
    const note = Note.read({ ...stored, legacy: 'x', author: { id: 7, name: 'Asha', mobile: '9' } });
    expect(note).not.toHaveProperty('legacy');
    expect(note.author).toEqual({ id: 7, name: 'Asha' });
  });

  it('refuses an item missing an attribute, naming the entity and the attribute', () => {
    const { id: _id, ...withoutId } = stored;
    const error = refusal(withoutId);
    expect(error.entity).toBe('note');
    expect(error.attribute).toBe('id');
    expect(error.message).toMatch(/^A stored note item does not match its entity: id: /);
  });

  it('refuses a nested attribute of the wrong type by its path', () => {
    const error = refusal({ ...stored, author: { id: '7', name: 'Asha' } });
    expect(error.attribute).toBe('author.id');
    expect(error.problem).toMatch(/expected number/);
  });

  it('refuses an array entry of the wrong type by its index', () => {
    expect(refusal({ ...stored, tags: ['a', 2] }).attribute).toBe('tags.1');
  });

  it('passes a large array through on its first entry, and refuses one whose first entry is wrong', () => {
    const rates = Array.from({ length: 1000 }, (_, index) => ({ rate: index }));
    expect(Note.read({ ...stored, rates }).rates).toBe(rates);
    expect(Note.read({ ...stored, rates: [] }).rates).toEqual([]);
    expect(refusal({ ...stored, rates: [{ rate: '5' }] }).attribute).toBe('rates');
    expect(refusal({ ...stored, rates: { rate: 5 } }).attribute).toBe('rates');
  });

  it('passes an object through as an object only', () => {
    expect(refusal({ ...stored, form: 'a' }).attribute).toBe('form');
    expect(refusal({ ...stored, form: null }).attribute).toBe('form');
    expect(refusal({ ...stored, form: [] }).attribute).toBe('form');
  });
});
