import { beforeAll, describe, expect, it } from 'vitest';
import {
  registrationReviewMessages as m,
  registrationReviewSubjects as subjects,
} from '@tender/shared/registration-review-messages';
import type { AuditListAnswer } from '@tender/shared/schemas/audit';
import type { DashboardAnswer } from '@tender/shared/schemas/dashboard';
import type { OrganizationProfileData } from '@tender/shared/schemas/profile';
import type { RegistrantAnswer } from '@tender/shared/schemas/registrants';
import type { ReviewRequestedAnswer } from '@tender/shared/schemas/registration-review';
import { latestMail, linkIn, mailsTo } from '../support/accounts';
import { call, type ErrorBody } from '../support/api-call';
import {
  basicBody,
  profileOf,
  registerContractor,
  registerOrganization,
  type RegisteredAccount,
} from '../support/registered-account';
import { tokenOf } from './admin-support';

// The consultancy's approval is told and means something. Approve and reject
// mail the registrant with the remark (read back from the local SES server); GET /profile and
// GET /dashboard show the state; a rejected registrant corrects its profile and asks for a new
// review (POST /profile/review_request), which only a rejected registration may, for itself.

type Requested = ReviewRequestedAnswer & ErrorBody;

let admin: string;
let contractor: RegisteredAccount;
let buyer: RegisteredAccount;

const review = (id: number, decision: 'approve' | 'reject', remark: string) =>
  call<ErrorBody>('POST', `/admin/registrants/${id}/review`, { token: admin, body: { decision, remark } });
const dashboardOf = async (token: string) => (await call<DashboardAnswer>('GET', '/dashboard', { token })).body;
const requestReview = (token: string) => call<Requested>('POST', '/profile/review_request', { token });
const adminStatusOf = async (id: number) =>
  (await call<RegistrantAnswer>('GET', `/admin/registrants/${id}`, { token: admin })).body.data;

const NO_DECISION = { remark: null, reviewed_at: null, previous_remark: null, review_requested_at: null };

beforeAll(async () => {
  [admin, contractor, buyer] = await Promise.all([
    tokenOf('Admin'),
    registerContractor('review-contractor'),
    registerOrganization('review-buyer'),
  ]);
}, 90_000);

describe('a registration under review', () => {
  it('shows pending on the profile and the dashboard', async () => {
    const profile = await profileOf(contractor.token);
    expect(profile.review).toEqual({ status: 'pending', ...NO_DECISION });
    expect((await dashboardOf(contractor.token)).review).toEqual({ status: 'pending', ...NO_DECISION });
  });

  it('cannot be sent for review again (409), and nothing changes', async () => {
    const { status, body } = await requestReview(contractor.token);
    expect(status).toBe(409);
    expect(body.message).toBe(m.notRejected);
    expect((await profileOf(contractor.token)).review.status).toBe('pending');
  });
});

describe('approval', () => {
  it('mails the registrant the remark and a link to the dashboard, which shows it approved', async () => {
    const remark = 'Documents verified.\nWelcome aboard.';
    expect((await review(contractor.id, 'approve', remark)).status).toBe(200);
    const mail = await latestMail(contractor.email, subjects.approved);
    expect(mail.body.text).toContain(remark);
    expect(mail.body.text).toContain('You can now bid on the active tenders.');
    expect(linkIn(mail, '/dashboard').pathname).toBe('/dashboard');
    expect(mail.body.html).toContain('Documents verified.<br>Welcome aboard.');

    const shown = (await profileOf(contractor.token)).review;
    expect(shown).toMatchObject({ status: 'approved', remark, previous_remark: null });
    expect(Date.parse(shown.reviewed_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await dashboardOf(contractor.token)).review).toEqual(shown);
  });

  it('an approved registrant cannot ask for review (409)', async () => {
    const { status, body } = await requestReview(contractor.token);
    expect(status).toBe(409);
    expect(body.message).toBe(m.notRejected);
    expect((await adminStatusOf(contractor.id)).status).toBe('approved');
  });
});

describe('rejection, correction and a new review', () => {
  const remark = 'The GSTIN certificate is missing. Please add your billing name.';

  it('mails the rejection with the remark and what to do; the profile and dashboard show it', async () => {
    expect((await review(buyer.id, 'reject', remark)).status).toBe(200);
    const mail = await latestMail(buyer.email, subjects.rejected);
    expect(mail.body.text).toContain(remark);
    expect(mail.body.text).toContain('ask for a new review from your dashboard');
    expect(linkIn(mail, '/dashboard').pathname).toBe('/dashboard');
    expect((await mailsTo(buyer.email)).filter((sent) => sent.subject === subjects.approved)).toEqual([]);

    const profile = await profileOf<OrganizationProfileData>(buyer.token);
    expect(profile.status).toBe('rejected');
    expect(profile.review).toMatchObject({ status: 'rejected', remark, previous_remark: null });
    expect((await dashboardOf(buyer.token)).review).toEqual(profile.review);
  });

  it('nobody else can send it back: another registrant, a Subscriber and an Admin are refused', async () => {
    expect((await requestReview(contractor.token)).status).toBe(409);
    const subscriber = await requestReview(await tokenOf('Subscriber'));
    expect(subscriber.status).toBe(403);
    expect(subscriber.body.message).toBe(m.registrantsOnly);
    expect((await requestReview(admin)).status).toBe(403);
    expect((await call('POST', '/profile/review_request')).status).toBe(401);
    expect((await adminStatusOf(buyer.id)).status).toBe('rejected');
  });

  it('the registrant corrects its profile, asks for a new review and is pending again; a second ask is 409', async () => {
    const loaded = await profileOf<OrganizationProfileData>(buyer.token);
    const corrected = await call('PUT', `/organizations/${buyer.id}`, {
      token: buyer.token,
      body: { ...basicBody(loaded), billing_name: 'Pune Metro Housing Society Ltd' },
    });
    expect(corrected.status).toBe(200);

    const asked = await requestReview(buyer.token);
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(m.reviewRequested);
    expect(asked.body.data).toMatchObject({
      status: 'pending',
      remark: null,
      reviewed_at: null,
      previous_remark: remark,
    });
    const profile = await profileOf<OrganizationProfileData>(buyer.token);
    expect(profile.basic.billing_name).toBe('Pune Metro Housing Society Ltd');
    expect(profile.status).toBe('pending');
    expect(profile.review).toEqual(asked.body.data);
    expect((await dashboardOf(buyer.token)).review).toEqual(asked.body.data);
    expect(await adminStatusOf(buyer.id)).toMatchObject({ status: 'pending', remark: null });

    const again = await requestReview(buyer.token);
    expect(again.status).toBe(409);

    const audit = await call<AuditListAnswer>('GET', `/admin/audit?entity=registrant&id=${buyer.id}`, {
      token: admin,
    });
    expect(audit.body.data.map((entry) => entry.action)).toEqual(['registrant.review_requested', 'registrant.reject']);
    expect(audit.body.data[0]).toMatchObject({
      actor_id: buyer.id,
      before: { status: 'rejected', remark },
      after: { status: 'pending', previous_remark: remark },
    });
  });

  it('is then approved, mailed, and shown approved', async () => {
    expect((await review(buyer.id, 'approve', 'Thank you for the corrections.')).status).toBe(200);
    const mail = await latestMail(buyer.email, subjects.approved);
    expect(mail.body.text).toContain('Thank you for the corrections.');
    expect(mail.body.text).not.toContain('You can now bid');
    const profile = await profileOf<OrganizationProfileData>(buyer.token);
    expect(profile.review).toMatchObject({
      status: 'approved',
      remark: 'Thank you for the corrections.',
      previous_remark: remark,
    });
  });
});
