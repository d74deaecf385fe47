// The local seed (npm start, and the test stack) gives the demo Contractor, Organization and Builder
// logins a whole company profile, so the profile and dashboard screens have something to show at once.
import { describe, expect, it } from 'vitest';
import { call } from '../support/api-call';
import { loginToken } from '../support/accounts';

const DEMO_PASSWORD = 'Tender@2026';

type ProfileAnswer = { data: { role: string; basic?: Record<string, unknown> } & Record<string, unknown> };

async function demoProfile(email: string) {
  const token = await loginToken({ email, password: DEMO_PASSWORD });
  const { status, body } = await call<ProfileAnswer>('GET', '/profile', { token });
  expect(status).toBe(200);
  return { token, data: body.data };
}

describe('demo company profiles', () => {
  it('gives the demo contractor its company, lists and readable files', async () => {
    const { token, data } = await demoProfile('contractor@example.com');
    expect(data.role).toBe('Contractor');
    expect(data.basic).toMatchObject({ company_name: 'Patil Constructions', email: 'contractor@example.com' });
    for (const list of ['director_proprietor', 'technical_staff', 'equipments', 'completed_works', 'ongoing_works']) {
      expect((data[list] as unknown[]).length, list).toBeGreaterThan(0);
    }
    const avatar = data.basic?.director_avatar as { key: string };
    const [, accountId, fileName] = avatar.key.split('/');
    const file = await call<{ data: { url: string } }>('GET', `/files/${accountId}/${fileName}`, { token });
    expect(file.status).toBe(200);
    expect((await fetch(file.body.data.url)).status).toBe(200);
  });

  it('gives the demo organisation its company, directors and works', async () => {
    const { data } = await demoProfile('buyer@example.com');
    expect(data.role).toBe('Organization');
    expect(data.basic).toMatchObject({ company_name: 'PMHS Ltd', email: 'buyer@example.com' });
    expect((data.organization_directors as unknown[]).length).toBeGreaterThan(0);
    expect((data.organization_works as unknown[]).length).toBeGreaterThan(0);
  });

  it('gives the demo builder the builder form’s company, director and bank details', async () => {
    const { data } = await demoProfile('builder@example.com');
    expect(data).toMatchObject({ role: 'Builder', kind: 'builder', review: { status: 'approved' } });
    expect(data.basic).toMatchObject({ company_name: 'Sahyadri Builders', company_email: 'builder@example.com' });
    expect(data.bank_details).toMatchObject({ ifsc_code: 'SBIN0001234' });
  });
});

describe('the demo buyer’s tenders', () => {
  it('owns some published tenders under its company name, one draft and one in review', async () => {
    const token = await loginToken({ email: 'buyer@example.com', password: DEMO_PASSWORD });
    const { status, body } = await call<{ data: { status: string; organization_name: string }[] }>(
      'GET',
      '/my/tenders?limit=100',
      { token },
    );
    expect(status).toBe(200);
    const count = (state: string) => body.data.filter((tender) => tender.status === state).length;
    expect(body.data.length).toBe(7);
    expect([count('draft'), count('in_review'), count('active'), count('closed'), count('cancelled')]).toEqual([
      1, 1, 3, 1, 1,
    ]);
    expect(new Set(body.data.map((tender) => tender.organization_name))).toEqual(new Set(['PMHS Ltd']));
  });
});
