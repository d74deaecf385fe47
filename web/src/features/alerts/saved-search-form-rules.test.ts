// @vitest-environment jsdom
// The saved search form (yup) and the API (zod, shared/schemas/saved-searches.ts) refuse the same
// input with the same message: the zod side is given the body the form would send.
import { SavedSearchBody } from '@tender/shared/schemas/saved-searches';
import { describe, expect, it } from 'vitest';
import { yupMessages, zodMessages } from '../../testing/schema-parity';
import { bodyOf, emptySavedSearch, savedSearchSchema, type SavedSearchValues } from './saved-search-form-rules';

const valid: SavedSearchValues = { ...emptySavedSearch(), name: 'Pune hostels', keywords: 'hostel', location: 'Pune' };

const cases: [string, Partial<SavedSearchValues>][] = [
  ['no name', { name: '  ' }],
  ['name too long', { name: 'n'.repeat(61) }],
  ['no filter at all', { keywords: ' ', location: '' }],
  ['pin code prefix with a letter', { pin_code_prefix: '41a' }],
  ['pin code prefix too long', { pin_code_prefix: '4110011' }],
  ['negative value', { value_min_crore: '-1' }],
  ['value above the top', { value_max_crore: '10001' }],
  ['value finer than a lakh', { value_min_crore: '1.005' }],
  ['value too small to store', { value_max_crore: '8e-323' }],
  ['values in the wrong order', { value_min_crore: '5', value_max_crore: '2' }],
  ['closing within 0 days', { closing_within_days: '0' }],
  ['closing within half a day', { closing_within_days: '1.5' }],
  ['keywords too long', { keywords: 'k'.repeat(101) }],
  ['bidi override in the location', { location: 'Pune \u202E' }],
  [
    'every filter',
    {
      work_type: '2',
      category: '1',
      pin_code_prefix: '411',
      value_min_crore: '1',
      value_max_crore: '2.5',
      closing_within_days: '7',
    },
  ],
  ['digest at 23:00', { digest: true, digest_hour: '23' }],
  ['valid', {}],
];

describe('saved search form schema parity (yup in the browser, zod on the server)', () => {
  it.each(cases)('%s: same messages', async (_label, change) => {
    const values = { ...valid, ...change };
    expect(await yupMessages(savedSearchSchema, values)).toEqual(zodMessages(SavedSearchBody, bodyOf(values)));
  });
});
