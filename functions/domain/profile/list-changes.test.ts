import { describe, expect, it } from 'vitest';
import { fieldMessages } from '@tender/shared/field-spec';
import { profileMessages as m, type ProfileFormList } from '@tender/shared/profile-fields';
import { directorProprietorList, qualityCertificatesList, turnoversList } from '@tender/shared/registration-fields';
import type { StoredFile } from '@tender/shared/schemas/uploads';
import type { FieldErrors } from '../../platform/errors';
import { listClaims, mergeList, type ListInput } from './list-changes';

const directors: ProfileFormList = { list: directorProprietorList, removed: 'director_removed' };
const director = (name: string, id?: number) => ({
  ...(id === undefined ? {} : { id }),
  name,
  qualification: 'B.E.',
  experience: '5 years',
});
const stored = [
  { id: 1, name: 'Asha', qualification: 'B.E.', experience: '5 years' },
  { id: 3, name: 'Ravi', qualification: 'B.E.', experience: '5 years' },
];

function merge(input: Partial<ListInput> & Pick<ListInput, 'sent'>, fileOf = () => null) {
  const errors: FieldErrors = {};
  const result = mergeList({ entry: directors, stored, nextRowId: 4, removed: [], ...input }, fileOf, errors);
  return { ...result, errors };
}

describe('mergeList', () => {
  it('changes rows sent with their id, adds rows without one, keeps the others', () => {
    const { rows, nextRowId, errors } = merge({ sent: [director('Asha Patil', 1), director('Meera')] });
    expect(errors).toEqual({});
    expect(rows).toEqual([
      { id: 1, name: 'Asha Patil', qualification: 'B.E.', experience: '5 years' },
      stored[1],
      { id: 4, name: 'Meera', qualification: 'B.E.', experience: '5 years' },
    ]);
    expect(nextRowId).toBe(5);
  });

  it('deletes removed rows and never reuses an id', () => {
    const { rows, nextRowId, errors } = merge({ sent: [director('New')], removed: [1, 3], nextRowId: 2 });
    expect(errors).toEqual({});
    // The stored next id (2) is behind the rows: new ids start after the highest one.
    expect(rows).toEqual([{ id: 4, name: 'New', qualification: 'B.E.', experience: '5 years' }]);
    expect(nextRowId).toBe(5);
  });

  it('refuses unknown, repeated, and saved-and-removed ids, naming each', () => {
    expect(merge({ sent: [director('X', 9)] }).errors).toEqual({
      'director_proprietor.0.id': [m.unknownRow(directorProprietorList.title, 9)],
    });
    expect(merge({ sent: [director('X', 1), director('Y', 1)] }).errors).toEqual({
      'director_proprietor.1.id': [m.rowTwice(directorProprietorList.title, 1)],
    });
    expect(merge({ sent: [director('X', 1)], removed: [1] }).errors).toEqual({
      'director_proprietor.0.id': [m.savedAndRemoved(directorProprietorList.title, 1)],
    });
    expect(merge({ sent: [director('X', 1)], removed: [7] }).errors).toEqual({
      director_removed: [m.unknownRemoved(directorProprietorList.title, 7)],
    });
  });

  it('refuses a list over its maximum once stored and new rows are counted (the 6th director)', () => {
    const sent = ['A', 'B', 'C', 'D'].map((name) => director(name));
    expect(merge({ sent }).errors).toEqual({
      director_proprietor: [fieldMessages.tooManyRows(directorProprietorList.title, 5)],
    });
    expect(merge({ sent: sent.slice(0, 3) }).errors).toEqual({});
  });

  it('keeps a required list from becoming empty; an optional one may be', () => {
    expect(merge({ sent: [], removed: [1, 3] }).errors).toEqual({
      director_proprietor: [fieldMessages.atLeastOneRow(directorProprietorList.title)],
    });
    const certificates: ProfileFormList = { list: qualityCertificatesList, removed: 'certificates_removed' };
    const errors: FieldErrors = {};
    const result = mergeList(
      { entry: certificates, stored: [{ id: 1, name: 'ISO', storage: null }], nextRowId: 2, sent: [], removed: [1] },
      () => null,
      errors,
    );
    expect(errors).toEqual({});
    expect(result.rows).toEqual([]);
  });

  it('stores a whole list as sent (turnovers): rows not sent drop out, ids kept or new', () => {
    const file: StoredFile = { key: 'files/4/x.pdf', file_name: 'a.pdf', content_type: 'application/pdf', size: 9 };
    const turnovers: ProfileFormList = { list: turnoversList, wholeList: true };
    const errors: FieldErrors = {};
    const sent = [
      { id: 2, year: 2025, amount: 10, certificate_storage: { key: 'files/4/x.pdf', file_name: 'a.pdf' } },
      { year: 2024, amount: 20, certificate_storage: { key: 'tmp/abc', file_name: 'b.pdf' } },
    ];
    expect(listClaims({ entry: turnovers, sent }).map((claim) => [claim.field, claim.purpose])).toEqual([
      ['turnovers.0.certificate_storage', 'turnover_certificate'],
      ['turnovers.1.certificate_storage', 'turnover_certificate'],
    ]);
    const result = mergeList(
      {
        entry: turnovers,
        stored: [
          { id: 1, year: 2022, amount: 5, certificate_storage: null },
          { id: 2, year: 2025, amount: 7, certificate_storage: null },
        ],
        nextRowId: 3,
        sent,
        removed: [],
      },
      (path) => (path === 'turnovers.0.certificate_storage' ? file : null),
      errors,
    );
    expect(errors).toEqual({});
    expect(result.rows).toEqual([
      { id: 2, year: 2025, amount: 10, certificate_storage: file },
      { id: 3, year: 2024, amount: 20, certificate_storage: null },
    ]);
  });
});
