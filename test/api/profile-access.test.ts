import { beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@tender/shared/account-messages';
import { apiMessages } from '@tender/shared/messages';
import {
  contactPersonsList,
  directorProprietorList,
  equipmentList,
  ongoingWorksList,
  organizationDirectorsList,
  organizationWorksList,
  qualityCertificatesList,
  technicalStaffList,
  turnoversList,
} from '@tender/shared/registration-fields';
import { profileCompletedWorksList } from '@tender/shared/profile-fields';
import type { ContractorProfileData, OrganizationProfileData } from '@tender/shared/schemas/profile';
import { uploadMessages } from '@tender/shared/upload-rules';
import { getAccountProfile } from '../../functions/data/profiles-repository';
import { getUser } from '../../functions/data/users-repository';
import { call, type ErrorBody } from '../support/api-call';
import { createAccount, loginToken } from '../support/accounts';
import {
  apiPath,
  basicBody,
  documentsBody,
  keep,
  profileOf,
  registerContractor,
  registerOrganization,
  rowsBody,
  type RegisteredAccount,
} from '../support/registered-account';
import { samplePdf, uploadFile } from '../support/uploads';

// Who may read and change a profile by its id (DESIGN.md §8): its owner or an Admin. Every other
// caller gets 403 before anything is read, on every id route, with every tab's valid body, and
// the profile, the user and the claims stay exactly as they were. Fields no tab owns are ignored.

let contractorA: RegisteredAccount;
let contractorB: RegisteredAccount;
let organization: RegisteredAccount;
let adminToken: string;
let subscriberToken: string;

/** Every tab's valid body for a contractor, as its owner's profile screen would send it. */
function contractorBodies(data: ContractorProfileData): Record<string, unknown>[] {
  return [
    basicBody(data),
    {
      form: 'directorTechnicalStaff',
      director_proprietor: rowsBody(data.director_proprietor, directorProprietorList),
      technical_staff: rowsBody(data.technical_staff, technicalStaffList),
    },
    {
      form: 'works',
      completed_works: rowsBody(data.completed_works, profileCompletedWorksList).map((row) => ({
        ...row,
        architects_name: 'A',
        architects_address: 'B',
        architects_tel_no: '9822098220',
        other_consultants_name: 'C',
        other_consultants_address: 'D',
        other_consultants_tel_no: '9822098221',
      })),
      ongoing_works: rowsBody(data.ongoing_works, ongoingWorksList),
    },
    { form: 'equipment', equipments: rowsBody(data.equipments, equipmentList) },
    {
      form: 'document_certificate',
      ...documentsBody(data.contractor_documents),
      turnovers: rowsBody(data.turnovers, turnoversList),
      quality_certificates: rowsBody(data.quality_certificates, qualityCertificatesList),
    },
    { form: 'contact_person', contact_persons: rowsBody(data.contact_persons, contactPersonsList) },
  ];
}

function organizationBodies(data: OrganizationProfileData): Record<string, unknown>[] {
  return [
    { ...basicBody(data), billing_name: 'Billing' },
    { form: 'documents', ...documentsBody(data.documents), document_4: { value: 'Proof', storage: null } },
    { form: 'partners', organization_directors: rowsBody(data.organization_directors, organizationDirectorsList) },
    { form: 'works', organization_works: rowsBody(data.organization_works, organizationWorksList) },
  ];
}

/** Everything stored about an account: its profile items and its user. */
const snapshot = async (id: number) => ({ profile: await getAccountProfile(id), user: await getUser(id) });

/** Every id route of an account on one kind's paths, with every valid body of that kind's tabs. */
function idRoutes(kind: 'contractors' | 'organizations', id: number, bodies: Record<string, unknown>[]) {
  return [
    { method: 'GET' as const, path: `/${kind}/${id}/edit`, body: undefined },
    ...bodies.flatMap((body) => [
      { method: 'POST' as const, path: `/${kind}/${id}`, body },
      { method: 'PUT' as const, path: `/${kind}/${id}`, body },
    ]),
  ];
}

beforeAll(async () => {
  [contractorA, contractorB, organization] = await Promise.all([
    registerContractor('access-a'),
    registerContractor('access-b'),
    registerOrganization('access-org'),
  ]);
  const [admin, subscriber] = await Promise.all([
    createAccount({ role: 'Admin' }),
    createAccount({ role: 'Subscriber', mobile: null }),
  ]);
  [adminToken, subscriberToken] = await Promise.all([loginToken(admin), loginToken(subscriber)]);
}, 90_000);

describe('the cross-account matrix', () => {
  it('refuses contractor A on every id route of contractor B and of an organisation (403), and changes nothing', async () => {
    const contractorTabs = contractorBodies(await profileOf(contractorB.token));
    const organizationTabs = organizationBodies(await profileOf<OrganizationProfileData>(organization.token));
    for (const target of [contractorB, organization]) {
      const before = await snapshot(target.id);
      // Both kinds' paths with the target's id: ownership is checked before the kind.
      const routes = [
        ...idRoutes('contractors', target.id, contractorTabs),
        ...idRoutes('organizations', target.id, organizationTabs),
      ];
      for (const route of routes) {
        const { status, body } = await call<ErrorBody>(route.method, route.path, {
          token: contractorA.token,
          body: route.body,
        });
        expect([route.method, route.path, route.body?.form, status]).toEqual([
          route.method,
          route.path,
          route.body?.form,
          403,
        ]);
        expect(body.message).toBe(apiMessages.forbidden);
      }
      expect(await snapshot(target.id)).toEqual(before);
    }
  }, 60_000);

  it('refuses the organisation and a Subscriber on every id route of contractor A, and changes nothing', async () => {
    const before = await snapshot(contractorA.id);
    const routes = [
      ...idRoutes('contractors', contractorA.id, contractorBodies(await profileOf(contractorA.token))),
      ...idRoutes(
        'organizations',
        contractorA.id,
        organizationBodies(await profileOf<OrganizationProfileData>(organization.token)),
      ),
    ];
    for (const token of [organization.token, subscriberToken]) {
      for (const route of routes) {
        const { status } = await call(route.method, route.path, { token, body: route.body });
        expect([route.method, route.path, status]).toEqual([route.method, route.path, 403]);
      }
    }
    // Ids of nobody get the same 403 (a caller learns nothing about which ids exist).
    expect((await call('GET', '/contractors/99999999/edit', { token: contractorA.token })).status).toBe(403);
    expect(await snapshot(contractorA.id)).toEqual(before);
  }, 60_000);

  it('lets an Admin read and save any profile; 404 for an account that is not of the route’s kind', async () => {
    const edit = await call<{ data: ContractorProfileData }>('GET', `/contractors/${contractorB.id}/edit`, {
      token: adminToken,
    });
    expect(edit.status).toBe(200);
    expect(edit.body.data).toEqual(await profileOf(contractorB.token));
    const saved = await call<{ data: ContractorProfileData }>('PUT', `/contractors/${contractorB.id}`, {
      token: adminToken,
      body: { form: 'contact_person', contact_persons: [{ name: 'Set by Admin', mobile_no: '9822055555' }] },
    });
    expect(saved.status).toBe(200);
    expect((await profileOf(contractorB.token)).contact_persons.map((row) => row.name)).toEqual([
      'Meera Shah',
      'Set by Admin',
    ]);
    expect((await call('GET', `/organizations/${contractorB.id}/edit`, { token: adminToken })).status).toBe(404);
    expect((await call('GET', '/contractors/99999999/edit', { token: adminToken })).status).toBe(404);
    // The owner on the other kind's route: 404, nothing written.
    const before = await snapshot(contractorA.id);
    const wrongKind = await call('PUT', `/organizations/${contractorA.id}`, {
      token: contractorA.token,
      body: { form: 'partners', organization_directors: [{ name: 'X', qualification: 'Y', experience: 1 }] },
    });
    expect(wrongKind.status).toBe(404);
    expect(await snapshot(contractorA.id)).toEqual(before);
  });
});

describe('fields no tab owns', () => {
  it('are ignored on every save: role, grade, status, payment, verification, kind, account id', async () => {
    const before = await snapshot(contractorA.id);
    const other = await snapshot(contractorB.id);
    const data = await profileOf(contractorA.token);
    const extra = {
      role: 'Admin',
      grade: 'A',
      status: 'approved',
      payment: { order_id: 'order_FAKE', payment_id: 'pay_FAKE' },
      email_verified_at: null,
      kind: 'organization',
      account_id: contractorB.id,
      id: contractorB.id,
      must_change_password: true,
      created_at: '2001-01-01T00:00:00.000Z',
    };
    for (const body of [
      basicBody(data),
      { form: 'contact_person', contact_persons: [{ name: 'Z', mobile_no: '9822012345' }] },
    ]) {
      const { status, body: answer } = await call<{ data: ContractorProfileData }>(
        'PUT',
        `/contractors/${contractorA.id}`,
        {
          token: contractorA.token,
          body: { ...body, ...extra },
        },
      );
      expect(status).toBe(200);
      expect(answer.data).toMatchObject({ role: 'Contractor', grade: 'C', status: 'pending', kind: 'contractor' });
    }
    const after = await snapshot(contractorA.id);
    expect(after.user).toEqual(before.user);
    expect(after.profile?.profile).toMatchObject({
      account_id: contractorA.id,
      kind: 'contractor',
      grade: 'C',
      status: 'pending',
      payment: before.profile?.profile.payment,
      created_at: before.profile?.profile.created_at,
    });
    expect(await snapshot(contractorB.id)).toEqual(other);
  });
});

describe('files of a profile', () => {
  it('are readable by their owner and Admins only', async () => {
    const data = await profileOf(contractorA.token);
    const links = [
      data.basic.director_avatar_url,
      data.contractor_documents[0]?.storage_url,
      data.turnovers[0]?.storage_url,
    ];
    for (const link of links) {
      expect((await call('GET', apiPath(link), { token: contractorA.token })).status).toBe(200);
      expect((await call('GET', apiPath(link), { token: adminToken })).status).toBe(200);
      expect((await call('GET', apiPath(link), { token: contractorB.token })).status).toBe(403);
      expect((await call('GET', apiPath(link), { token: organization.token })).status).toBe(403);
      expect((await call('GET', apiPath(link))).status).toBe(401);
    }
  });

  it('cannot be taken from another account: its stored files or its uploads are refused, nothing stored', async () => {
    const mine = await profileOf(contractorA.token);
    const theirs = await profileOf(contractorB.token);
    const before = await snapshot(contractorA.id);
    const certificates = (storage: unknown) => ({
      form: 'document_certificate',
      ...documentsBody(mine.contractor_documents),
      turnovers: rowsBody(mine.turnovers, turnoversList),
      quality_certificates: [{ name: 'Borrowed', storage }],
    });
    const stolen = await call<ErrorBody>('PUT', `/contractors/${contractorA.id}`, {
      token: contractorA.token,
      body: certificates(keep(theirs.quality_certificates[0]?.storage)),
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.errors).toEqual({ 'quality_certificates.0.storage': [uploadMessages.unavailable] });

    // An upload made with B's session is B's to claim.
    const ticket = await call<{ data: { key: string } }>('POST', '/uploads', {
      token: contractorB.token,
      body: { purpose: 'certificate', file_name: 'b.pdf', content_type: 'application/pdf', size: 100 },
    });
    expect(ticket.status).toBe(201);
    const uploadedByB = await call<ErrorBody>('PUT', `/contractors/${contractorA.id}`, {
      token: contractorA.token,
      body: certificates({ key: ticket.body.data.key, file_name: 'b.pdf' }),
    });
    expect(uploadedByB.status).toBe(400);
    expect(uploadedByB.body.errors).toEqual({ 'quality_certificates.0.storage': [uploadMessages.unavailable] });
    // A real upload of the wrong purpose is refused for it too.
    const document = await uploadFile('document', await samplePdf(), 'doc.pdf', 'application/pdf');
    const wrongPurpose = await call<ErrorBody>('PUT', `/contractors/${contractorA.id}`, {
      token: contractorA.token,
      body: certificates(document),
    });
    expect(wrongPurpose.status).toBe(400);
    expect(wrongPurpose.body.errors).toEqual({ 'quality_certificates.0.storage': [uploadMessages.wrongPurpose] });
    expect(await snapshot(contractorA.id)).toEqual(before);
  });
});

describe('GET /profile for every role', () => {
  it('gives roles without a profile their role and user only; an unverified account 403; no token 401', async () => {
    const admin = await call<{ data: Record<string, unknown> }>('GET', '/profile', { token: adminToken });
    expect(admin.status).toBe(200);
    expect(admin.body.data).toEqual({ role: 'Admin', user: expect.objectContaining({ id: expect.any(Number) }) });
    expect(Object.keys(admin.body.data).sort()).toEqual(['role', 'user']);
    const subscriber = await call<{ data: Record<string, unknown> }>('GET', '/profile', { token: subscriberToken });
    expect(subscriber.body.data.role).toBe('Subscriber');
    expect(Object.keys(subscriber.body.data).sort()).toEqual(['role', 'user']);

    const unverified = await createAccount({ verified: false });
    const token = await loginToken(unverified);
    for (const path of ['/profile', `/contractors/${unverified.id}/edit`, '/dashboard', '/projects']) {
      const answer = await call<ErrorBody>('GET', path, { token });
      expect([path, answer.status, answer.body.message]).toEqual([path, 403, accountMessages.notVerified]);
    }
    expect((await call('GET', '/profile')).status).toBe(401);
  });
});
