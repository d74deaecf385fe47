import { beforeAll, describe, expect, it } from 'vitest';
import { accountExtraMessages, accountMessages } from '@tender/shared/account-messages';
import { profileMessages as m } from '@tender/shared/profile-fields';
import type { AuditListAnswer } from '@tender/shared/schemas/audit';
import type { OrganizationProfileData } from '@tender/shared/schemas/profile';
import { call } from '../support/api-call';
import { createAccount, latestMail, loginToken, mailsTo, storedUser, uniqueMobile } from '../support/accounts';
import { basicBody, registerOrganization, type RegisteredAccount } from '../support/registered-account';

// An Admin changing a registrant's login email or mobile on the Basic tab is
// audited with before and after, mailed to the old and the new address, leaves the new address
// unverified (and unusable for a password reset) until its owner confirms it, and restoring the
// old, verified address leaves the owner verified.

const NOTICE = 'Your login details were changed';

let owner: RegisteredAccount;
let adminToken: string;

beforeAll(async () => {
  const admin = await createAccount({ role: 'Admin' });
  [owner, adminToken] = await Promise.all([registerOrganization('admin-login-change'), loginToken(admin)]);
}, 90_000);

type Saved = { message: string; data: OrganizationProfileData };

async function adminSavesLogin(email: string, mobile: string) {
  // Read as the Admin: the owner's own GET /profile needs a verified address, which a move takes away.
  const loaded = await call<{ data: OrganizationProfileData }>('GET', `/organizations/${owner.id}/edit`, {
    token: adminToken,
  });
  const basic = basicBody(loaded.body.data);
  // billing_name is the profile's own (registration has none): required on the Basic tab.
  const body = { ...basic, billing_name: basic.billing_name || 'Admin Test Billing', email, mobile_no: mobile };
  return call<Saved>('PUT', `/organizations/${owner.id}`, { token: adminToken, body });
}

describe('an Admin moving a registrant’s login', () => {
  it('is audited, mailed to both addresses, unverified until confirmed; restoring the old address keeps it verified', async () => {
    const newEmail = `moved-by-admin.${owner.id}.${Date.now()}@example.com`;
    const newMobile = uniqueMobile();

    const moved = await adminSavesLogin(newEmail, newMobile);
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe(m.emailChanged);
    expect(await storedUser(owner.id)).toMatchObject({
      email: newEmail,
      mobile: newMobile,
      email_verified_at: null,
      email_set_by_admin: true,
      verified_emails: [owner.email],
    });

    const audit = await call<AuditListAnswer>('GET', `/admin/audit?entity=registrant&id=${owner.id}`, {
      token: adminToken,
    });
    expect(audit.body.data[0]).toMatchObject({
      action: 'registrant.login_change',
      before: { email: owner.email, email_verified: true, mobile: owner.mobile },
      after: { email: newEmail, email_verified: false, mobile: newMobile },
    });

    for (const address of [owner.email, newEmail]) {
      const notice = await latestMail(address, NOTICE);
      expect(notice.body.text).toContain(`Login email address: ${owner.email} -> ${newEmail}`);
      expect(notice.body.text).toContain(`Login mobile number: ${owner.mobile} -> ${newMobile}`);
    }
    await latestMail(newEmail, 'Verify your account');

    // The address the Admin chose gets no reset link: that would hand the account over.
    const reset = await call<{ errors?: Record<string, string[]> }>('POST', '/forgot_password', {
      body: { email: newEmail },
    });
    expect(reset.status).toBe(400);
    expect(reset.body.errors).toEqual({ email: [accountExtraMessages.forgotUnconfirmed] });
    expect((await mailsTo(newEmail)).filter((mail) => mail.subject === 'Reset your password')).toEqual([]);

    // Restored: the old address was verified, so the owner is verified again (no new link needed).
    const restored = await adminSavesLogin(owner.email, owner.mobile);
    expect(restored.status).toBe(200);
    expect(restored.body.message).toBe(m.saved);
    const back = await storedUser(owner.id);
    expect(back).toMatchObject({ email: owner.email, mobile: owner.mobile });
    expect(back.email_verified_at).not.toBeNull();
    expect(back.email_set_by_admin).toBeFalsy();
    const token = await loginToken({ email: owner.email, password: owner.password });
    expect((await call('GET', '/profile', { token })).status).toBe(200);
    const forgot = await call<{ message: string }>('POST', '/forgot_password', { body: { email: owner.email } });
    expect(forgot).toMatchObject({ status: 200, body: { message: accountMessages.forgotSent } });
    const entries = await call<AuditListAnswer>('GET', `/admin/audit?entity=registrant&id=${owner.id}`, {
      token: adminToken,
    });
    expect(entries.body.data.filter((entry) => entry.action === 'registrant.login_change')).toHaveLength(2);
  }, 60_000);

  it('an owner confirming an address the Admin set may reset the password to it again', async () => {
    const newEmail = `confirmed-by-owner.${owner.id}.${Date.now()}@example.com`;
    expect((await adminSavesLogin(newEmail, owner.mobile)).status).toBe(200);
    const token = await loginToken({ email: newEmail, password: owner.password });
    const mail = await latestMail(newEmail, 'Verify your account');
    const link = /\/email\/verify\/(\S+)/.exec(mail.body.text ?? '')?.[1];
    expect(link).toBeDefined();
    const verified = await call('GET', `/email/verify?token=${link}`, { token });
    expect(verified.status).toBe(202);
    expect((await storedUser(owner.id)).email_set_by_admin).toBeFalsy();
    expect((await call('POST', '/forgot_password', { body: { email: newEmail } })).status).toBe(200);
    // Back to the registered address for good measure (verified before: stays verified).
    expect((await adminSavesLogin(owner.email, owner.mobile)).body.message).toBe(m.saved);
  }, 60_000);
});
