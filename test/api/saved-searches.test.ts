import { beforeAll, describe, expect, it } from 'vitest';
import { SAVED_SEARCH_LIMIT, savedSearchMessages as m } from '@tender/shared/saved-search-messages';
import type { SavedSearchAnswer, SavedSearchListAnswer } from '@tender/shared/schemas/saved-searches';
import { call, type ErrorBody } from '../support/api-call';
import { createAccount, loginToken } from '../support/accounts';

// Saved searches: any signed-in account keeps up to 20 of its own; another
// account's search answers 404 as a missing one; bad input answers 400 naming the field.

type SearchBody = SavedSearchAnswer & ErrorBody;

const search = (changes: Record<string, unknown> = {}) => ({
  name: 'Civil works in Pune',
  work_type: 2,
  category: 1,
  location: 'Pune',
  pin_code_prefix: '411',
  value_min_crore: 1,
  value_max_crore: 20,
  closing_within_days: 30,
  keywords: 'hostel',
  instant: true,
  digest: false,
  digest_hour: 8,
  ...changes,
});

let contractor: string;
let subscriber: string;

beforeAll(async () => {
  [contractor, subscriber] = await Promise.all([
    createAccount().then(loginToken),
    createAccount({ role: 'Subscriber' }).then(loginToken),
  ]);
});

const list = async (token: string) => {
  const answer = await call<SavedSearchListAnswer>('GET', '/my/saved_searches', { token });
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('saved searches', () => {
  it('needs a session', async () => {
    expect((await call('GET', '/my/saved_searches')).status).toBe(401);
    expect((await call('POST', '/my/saved_searches', { body: search() })).status).toBe(401);
  });

  it('creates, lists, replaces and deletes a search of its own', async () => {
    const created = await call<SearchBody>('POST', '/my/saved_searches', { token: subscriber, body: search() });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(m.created);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ ...search(), id });

    expect(await list(subscriber)).toMatchObject({
      limit: SAVED_SEARCH_LIMIT,
      data: [{ id, name: 'Civil works in Pune' }],
    });

    const changed = search({
      name: 'Only keywords',
      work_type: null,
      category: null,
      location: '',
      pin_code_prefix: '',
    });
    const replaced = await call<SearchBody>('PUT', `/my/saved_searches/${id}`, { token: subscriber, body: changed });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({ id, name: 'Only keywords', work_type: null, keywords: 'hostel' });
    expect(replaced.body.data.location).toBeUndefined();

    const deleted = await call<ErrorBody>('DELETE', `/my/saved_searches/${id}`, { token: subscriber });
    expect(deleted).toMatchObject({ status: 200, body: { message: m.deleted } });
    expect((await list(subscriber)).data).toEqual([]);
    expect((await call('DELETE', `/my/saved_searches/${id}`, { token: subscriber })).status).toBe(404);
  });

  it('answers another account’s search as not found, and leaves it as it was', async () => {
    const owner = await loginToken(await createAccount());
    const created = await call<SearchBody>('POST', '/my/saved_searches', { token: owner, body: search() });
    const id = created.body.data.id;
    const put = await call<ErrorBody>('PUT', `/my/saved_searches/${id}`, {
      token: contractor,
      body: search({ name: 'Mine' }),
    });
    expect(put).toMatchObject({ status: 404, body: { message: m.notFound } });
    expect((await call('DELETE', `/my/saved_searches/${id}`, { token: contractor })).status).toBe(404);
    expect((await list(owner)).data).toMatchObject([{ id, name: 'Civil works in Pune' }]);
  });

  it('refuses bad input with 400 naming each field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', m.name],
      [{ name: 'x'.repeat(61) }, 'name', m.nameTooLong],
      [{ work_type: 0 }, 'work_type', m.workType],
      [{ category: 1.5 }, 'category', m.category],
      [{ pin_code_prefix: '41a' }, 'pin_code_prefix', m.pinCodePrefix],
      [{ value_min_crore: -1 }, 'value_min_crore', m.valueCrore],
      // Found by the route fuzzer: a number the table cannot store (8e-323) answered 500.
      [{ value_min_crore: 0, value_max_crore: 8e-323 }, 'value_max_crore', m.valueCrore],
      [{ value_min_crore: 1.005 }, 'value_min_crore', m.valueCrore],
      [{ value_min_crore: 5, value_max_crore: 2 }, 'value_max_crore', m.valueOrder],
      [{ closing_within_days: 0 }, 'closing_within_days', m.closingWithinDays],
      [{ keywords: 'k'.repeat(101) }, 'keywords', m.keywordsTooLong],
      [{ instant: 'yes' }, 'instant', m.alertChoice],
      [{ digest_hour: 24 }, 'digest_hour', m.digestHour],
      [
        {
          work_type: null,
          category: null,
          location: '',
          pin_code_prefix: '',
          value_min_crore: null,
          value_max_crore: null,
          closing_within_days: null,
          keywords: ' ',
        },
        'work_type',
        m.oneFilter,
      ],
    ];
    for (const [changes, field, message] of cases) {
      const refused = await call<ErrorBody>('POST', '/my/saved_searches', { token: contractor, body: search(changes) });
      expect(refused.status, field).toBe(400);
      expect(refused.body.errors?.[field], field).toEqual([message]);
    }
    expect((await list(contractor)).data).toEqual([]);
  });

  it(`keeps at most ${SAVED_SEARCH_LIMIT} searches per account`, async () => {
    const token = await loginToken(await createAccount());
    for (let index = 0; index < SAVED_SEARCH_LIMIT; index += 1) {
      const created = await call('POST', '/my/saved_searches', {
        token,
        body: search({ name: `Search ${index + 1}` }),
      });
      expect(created.status).toBe(201);
    }
    const refused = await call<ErrorBody>('POST', '/my/saved_searches', {
      token,
      body: search({ name: 'One too many' }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.name).toEqual([m.limitReached]);
    expect((await list(token)).data).toHaveLength(SAVED_SEARCH_LIMIT);
  });
});
