import { randomUUID } from 'node:crypto';
import type { BuilderProfileData } from '@tender/shared/schemas/profile';
import { call } from './api-call';
import { activateAccount } from './registered-account';
import { builderBody, uniqueContact } from './registration-samples';

// A Builder made the way people make one: the builder form (POST /builders/register),
// the mailed link opened, the mailed one-time password replaced. For the builder profile's API and
// browser tests.

export type RegisteredBuilder = {
  id: number;
  email: string;
  mobile: string;
  password: string;
  token: string;
  body: ReturnType<typeof builderBody>;
};

export async function registerBuilder(prefix = 'profile-builder'): Promise<RegisteredBuilder> {
  const contact = uniqueContact(prefix);
  const body = builderBody(contact);
  const { status, body: answer } = await call<{ data: { id: number; email: string } }>('POST', '/builders/register', {
    body: { ...body, request_id: randomUUID() },
  });
  if (status !== 201) throw new Error(`POST /builders/register answered ${status}: ${JSON.stringify(answer)}`);
  const { id, email } = answer.data;
  const session = await activateAccount(id, email);
  return { id, email, mobile: body.company_mobile_no, ...session, body };
}

/** GET /profile's data of a builder (fails the test on any other answer). */
export async function builderProfileOf(token: string): Promise<BuilderProfileData> {
  const { status, body } = await call<{ data: BuilderProfileData }>('GET', '/profile', { token });
  if (status !== 200 || body.data.kind !== 'builder') throw new Error(`GET /profile answered ${status}`);
  return body.data;
}
