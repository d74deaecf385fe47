import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUser, findUserIdByEmail, getUser } from '../../functions/data/users-repository';
import { listLookup } from '../../functions/data/lookups-repository';
import { resetPassword } from '../../functions/domain/accounts/password-reset';
import { hashPassword } from '../../functions/platform/passwords';
import { latestMail, linkIn, mailsTo, uniqueEmail } from '../../test/support/accounts';
import { initStage } from './init-stage';

const resetSubject = 'Reset your password';

describe('stage:init', () => {
  it('writes the lookups and a first Admin who sets a password by the mailed link, once', async () => {
    const adminEmail = uniqueEmail('first-admin');
    const first = await initStage({ adminEmail, adminName: 'First Admin', now: new Date() });
    expect(first).toEqual({ adminCreated: true, resetMailSent: true });
    expect((await listLookup('tender_category')).length).toBeGreaterThan(0);
    const id = await findUserIdByEmail(adminEmail);
    const admin = await getUser(id!);
    expect(admin).toMatchObject({ role: 'Admin', name: 'First Admin' });
    expect(admin?.email_verified_at).not.toBeNull();
    const link = linkIn(await latestMail(adminEmail, resetSubject), '/reset-password');
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The Admin sets a password: a run after that leaves the account alone and mails nothing.
    const token = link.searchParams.get('token')!;
    await resetPassword(
      { email: adminEmail, password: 'Quartz-Meadow-58', token },
      { viewer: 'stage-init-test', now: new Date() },
    );
    const again = await initStage({ adminEmail, adminName: 'First Admin', now: new Date() });
    expect(again).toEqual({ adminCreated: false, resetMailSent: false });
    expect(await findUserIdByEmail(adminEmail)).toBe(id);
    expect((await mailsTo(adminEmail)).length).toBe(1);
  });

  it('resumes a run that created the Admin but could not mail it: the next run mails the link', async () => {
    const adminEmail = uniqueEmail('unmailed-admin');
    // What a run whose mail failed left behind: the Admin with a password nobody knows, no mail.
    await createUser({
      name: 'First Admin',
      email: adminEmail,
      role: 'Admin',
      password_hash: await hashPassword(randomBytes(32).toString('base64url')),
      email_verified_at: new Date().toISOString(),
      created_at: new Date().toISOString(),
    });
    expect(await mailsTo(adminEmail)).toEqual([]);

    const rerun = await initStage({ adminEmail, adminName: 'First Admin', now: new Date() });
    expect(rerun).toEqual({ adminCreated: false, resetMailSent: true });
    const link = linkIn(await latestMail(adminEmail, resetSubject), '/reset-password');
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('leaves an account of that address that is no Admin alone', async () => {
    const email = uniqueEmail('not-an-admin');
    await createUser({
      name: 'Someone',
      email,
      role: 'Contractor',
      password_hash: await hashPassword(randomBytes(32).toString('base64url')),
      email_verified_at: null,
      created_at: new Date().toISOString(),
    });
    expect(await initStage({ adminEmail: email, adminName: 'First Admin', now: new Date() })).toEqual({
      adminCreated: false,
      resetMailSent: false,
    });
    expect(await mailsTo(email)).toEqual([]);
  });
});
