import { beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@tender/shared/account-messages';
import { profileMessages as m } from '@tender/shared/profile-fields';
import { contactPersonsList } from '@tender/shared/registration-fields';
import type { ContractorProfileData } from '@tender/shared/schemas/profile';
import { call } from '../support/api-call';
import { latestMail, linkIn, loginToken, storedUser } from '../support/accounts';
import {
  basicBody,
  profileOf,
  registerContractor,
  rowsBody,
  type RegisteredAccount,
} from '../support/registered-account';
import { contractorProfileSaves } from './profile-contractor-support';

// The contractor's profile: the Contacts tab, and the login email and mobile on the Basic tab;
// shared setup in profile-contractor-support.ts.

let account: RegisteredAccount;
let loaded: ContractorProfileData;

const { save, expectRefused } = contractorProfileSaves(() => account);

beforeAll(async () => {
  account = await registerContractor('profile-tabs');
  loaded = await profileOf(account.token);
}, 60_000);

describe('Contacts tab', () => {
  it('refuses with SPEC messages, then adds and removes contacts', async () => {
    await expectRefused(
      {
        form: 'contact_person',
        contact_persons: [
          { name: '', mobile_no: 'call me' },
          { name: 'Z', mobile_no: '98220' },
        ],
      },
      {
        'contact_persons.0.name': 'Please enter name of contact.',
        'contact_persons.0.mobile_no': 'Please enter proper mobile number.',
        'contact_persons.1.mobile_no': 'Mobile no. must be of 10 digits',
      },
    );
    await expectRefused(
      { form: 'contact_person', contact_persons: [{}] },
      {
        'contact_persons.0.name': 'Please enter name of contact.',
        'contact_persons.0.mobile_no': 'Please enter proper mobile number.',
      },
    );
    const added = await save({
      form: 'contact_person',
      contact_persons: [
        ...rowsBody(loaded.contact_persons, contactPersonsList),
        { name: 'Nikhil Kulkarni', mobile_no: '9890098900' },
      ],
    });
    expect(added.status).toBe(200);
    const removed = await save({
      form: 'contact_person',
      contact_persons: [{ id: 2, name: 'Nikhil Kulkarni', mobile_no: '9890098901' }],
      contact_persons_removed: [1],
    });
    expect(removed.status).toBe(200);
    loaded = await profileOf(account.token);
    expect(loaded.contact_persons).toEqual([{ id: 2, name: 'Nikhil Kulkarni', mobile_no: '9890098901' }]);
  });
});

describe('Basic tab: the login email and mobile', () => {
  it('asks the current password, refuses a taken address, then moves the login and asks to verify the new address', async () => {
    const other = await registerContractor('profile-taken');
    const body = basicBody(await profileOf(account.token));
    const newEmail = `moved.${account.id}.${Date.now()}@example.com`;

    const noPassword = await save({ ...body, email: newEmail });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.errors).toEqual({ current_password: [m.currentPasswordForLogin] });
    const wrong = await save({ ...body, email: newEmail, current_password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ current_password: [accountMessages.currentPasswordWrong] });
    const taken = await save({ ...body, email: other.email.toUpperCase(), current_password: account.password });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ message: m.emailTaken, errors: { email: [m.emailTaken] } });
    const takenMobile = await save({ ...body, mobile_no: other.mobile, current_password: account.password });
    expect(takenMobile.status).toBe(409);
    expect(takenMobile.body.errors).toEqual({ mobile_no: [m.mobileTaken] });
    expect(await storedUser(account.id)).toMatchObject({ email: account.email, mobile: account.mobile });

    const moved = await save({ ...body, email: newEmail, current_password: account.password });
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe(m.emailChanged);
    expect(moved.body.data.user.email).toBe(newEmail);
    expect(await storedUser(account.id)).toMatchObject({ email: newEmail, email_verified_at: null });
    // The new address logs in, the old one no longer does; the old one is free again.
    expect((await call('POST', '/login', { body: { email: account.email, password: account.password } })).status).toBe(
      401,
    );
    const token = await loginToken({ email: newEmail, password: account.password });
    const checked = await call<{ data: { exists: boolean } }>('GET', `/users/check_email_exists/${account.email}/null`);
    expect(checked.body.data.exists).toBe(false);
    // Unverified until the mailed link is opened; then the profile shows the new address.
    expect((await call('GET', '/profile', { token })).status).toBe(403);
    const mail = await latestMail(newEmail, 'Verify your account');
    const verifyUrl = decodeURIComponent(linkIn(mail, '/email/verify/').pathname.slice('/email/verify/'.length));
    expect((await call('GET', `/email/verify?token=${encodeURIComponent(verifyUrl)}`, { token })).status).toBe(202);
    const reloaded = await profileOf(token);
    expect(reloaded.basic.email).toBe(newEmail);
    expect(reloaded.user.email).toBe(newEmail);
  }, 60_000);
});
