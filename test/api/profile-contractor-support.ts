// Shared by the profile-contractor-*.test.ts files: a contractor maintains the profile tab by tab
// through POST|PUT /contractors/{id}, as the /profile screen does; each file registers one account
// through the real vendor wizard and its tests run in order on it.
import { expect } from 'vitest';
import type { ContractorProfileData } from '@tender/shared/schemas/profile';
import { getAccountProfile } from '../../functions/data/profiles-repository';
import { call, type ErrorBody } from '../support/api-call';
import type { RegisteredAccount } from '../support/registered-account';

export type Saved = { message: string; data: ContractorProfileData } & Partial<ErrorBody>;

/** `save` and `expectRefused` on the account the calling file registered (read when they run). */
export function contractorProfileSaves(accountOf: () => RegisteredAccount) {
  const save = (body: Record<string, unknown>, method: 'POST' | 'PUT' = 'PUT', token = accountOf().token) =>
    call<Saved>(method, `/contractors/${accountOf().id}`, { token, body });

  /** Refused with 400 and these first messages by field; the stored profile did not change. */
  async function expectRefused(body: Record<string, unknown>, errors: Record<string, string>) {
    const before = await getAccountProfile(accountOf().id);
    const { status, body: answer } = await save(body);
    expect(status).toBe(400);
    const first = Object.fromEntries(Object.entries(answer.errors ?? {}).map(([field, list]) => [field, list[0]]));
    expect(first).toEqual(errors);
    expect(await getAccountProfile(accountOf().id)).toEqual(before);
  }

  return { save, expectRefused };
}
