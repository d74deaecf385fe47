import { describe, expect, it } from 'vitest';
import { listLookup } from '../../functions/data/lookups-repository';
import { findUserIdByEmail, getUser } from '../../functions/data/users-repository';
import { latestMail, linkIn, mailsTo, uniqueEmail } from '../../test/support/accounts';
import { initStage } from './init-stage';

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
    const link = linkIn(await latestMail(adminEmail, 'Reset your password'), '/reset-password');
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const again = await initStage({ adminEmail, adminName: 'First Admin', now: new Date() });
    expect(again).toEqual({ adminCreated: false, resetMailSent: false });
    expect(await findUserIdByEmail(adminEmail)).toBe(id);
    expect((await mailsTo(adminEmail)).length).toBe(1);
  });
});
