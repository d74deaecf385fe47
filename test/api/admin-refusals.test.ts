import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '@tender/shared/constants';
import { apiMessages } from '@tender/shared/messages';
import type { AdminTenderAnswer, AdminTenderChanged } from '@tender/shared/schemas/tenders-admin';
import type { AdminContactAnswer } from '@tender/shared/schemas/contacts-admin';
import type { AuditListAnswer } from '@tender/shared/schemas/audit';
import type { ContactCreated } from '@tender/shared/schemas/contacts';
import { routes, type Route } from '../../functions/routes';
import { createAccount, loginToken } from '../support/accounts';
import { call, type ErrorBody, type Method } from '../support/api-call';
import { tenderForm, tokenOf } from './admin-support';

// Every admin call is refused for every other role (403) and for anonymous callers (401),
// over the route table itself, so a new admin route is covered the day it is added. Refused calls
// aim at real records (a draft tender, an enquiry) and must leave them, and the audit trail, as
// they were.

/** SPEC §7's admin calls that keep their own paths. */
const SPEC_ADMIN_ROUTES = [
  'GET /contractors',
  'DELETE /contractors/{id}',
  'GET /organizations',
  'DELETE /organizations/{id}',
];
const OTHER_ROLES: UserRole[] = ['Contractor', 'Organization', 'Builder', 'Subscriber'];

const adminRoutes = routes.filter(
  (route) => route.path.startsWith('/admin/') || SPEC_ADMIN_ROUTES.includes(`${route.method} ${route.path}`),
);

let admin: string;
let tenderId: number;
let contactId: number;
const tokens: Partial<Record<UserRole, string>> = {};
const refusedUserIds: number[] = [];

beforeAll(async () => {
  admin = await tokenOf('Admin');
  const tender = await call<AdminTenderChanged>('POST', '/admin/tenders', { token: admin, body: tenderForm() });
  tenderId = tender.body.data.id;
  const contact = await call<ContactCreated>('POST', '/contacts', {
    body: {
      name: 'Refusal check',
      email: 'refusal@example.com',
      subject: 'Keep me',
      phone: '9876543210',
      message: 'Hi',
    },
  });
  contactId = contact.body.data.id;
  for (const role of OTHER_ROLES) {
    const account = await createAccount({ role });
    refusedUserIds.push(account.id);
    tokens[role] = await loginToken(account);
  }
});

/** A request for the route aimed at the test's records, with a JSON body where it takes one. */
function requestFor(route: Route): { method: Method; path: string; body?: unknown } {
  const values: Record<string, string> = {
    id: route.path.startsWith('/admin/contacts') ? String(contactId) : String(tenderId),
    documentId: '1',
    kind: 'tender_category',
  };
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '1');
  return { method: route.method, path, body: route.body ? { reason: 'x', name: 'x', version: 1 } : undefined };
}

describe('admin routes refuse everyone but an Admin', () => {
  it("covers the admin area and SPEC's four admin paths", () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(25);
    const covered = adminRoutes.map((route) => `${route.method} ${route.path}`);
    expect(covered).toEqual(expect.arrayContaining(SPEC_ADMIN_ROUTES));
    expect(adminRoutes.every((route) => route.auth === 'admin')).toBe(true);
  });

  it.each(adminRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: 401 without a token, 403 for Contractor, Organization, Builder and Subscriber',
    async (_, route) => {
      const request = requestFor(route);
      const anonymous = await call<ErrorBody>(request.method, request.path, { body: request.body });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ error: true, message: apiMessages.unauthorized });
      for (const role of OTHER_ROLES) {
        const answer = await call<ErrorBody>(request.method, request.path, { token: tokens[role], body: request.body });
        expect(answer.status, role).toBe(403);
        expect(answer.body).toEqual({ error: true, message: apiMessages.forbidden });
      }
    },
  );

  it('changed nothing: the draft, the enquiry and the audit trail are as they were', async () => {
    const tender = await call<AdminTenderAnswer>('GET', `/admin/tenders/${tenderId}`, { token: admin });
    expect(tender.body.data).toMatchObject({ status: 'draft', version: 1 });
    const contact = await call<AdminContactAnswer>('GET', `/admin/contacts/${contactId}`, { token: admin });
    expect(contact.body.data).toMatchObject({ subject: 'Keep me', updated_at: null });
    const trail = await call<AuditListAnswer>('GET', `/admin/audit?entity=tender&id=${tenderId}`, { token: admin });
    expect(trail.body.data.map((entry) => entry.action)).toEqual(['tender.create']);
    const feed = await call<AuditListAnswer>('GET', '/admin/audit?limit=100', { token: admin });
    expect(feed.body.data.filter((entry) => refusedUserIds.includes(entry.actor_id))).toEqual([]);
  });
});
