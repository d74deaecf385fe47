import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccount, mailsTo, uniqueEmail } from '../../../test/support/accounts';
import { updateUser } from '../../data/users-repository';
import { mailAccount } from './mail-account';

// Against the shared stack's DynamoDB Local and local SES server: the mail goes to the account as
// it is stored now; a missing account gets nothing, and a failure is logged, not thrown.

const mailOf = (subject: string) => (to: string, name: string) => ({
  to,
  subject,
  text: `Hello ${name}`,
  html: `<p>Hello ${name}</p>`,
});

const warnings = vi.spyOn(console, 'error');
afterEach(() => warnings.mockClear());

const warned = (label: string) =>
  warnings.mock.calls
    .map(([line]) => String(line))
    .filter((line) => line.includes(label))
    .map((line) => JSON.parse(line) as { userId?: number });

describe('mailAccount', () => {
  it("mails the account's current address, with its name", async () => {
    const account = await createAccount();
    const moved = await updateUser(account, { email: uniqueEmail('moved'), name: 'Meera Joshi' });
    await mailAccount('test mail not sent', account.id, mailOf('Mail an account'));

    const [mail] = await mailsTo(moved.email);
    expect(mail?.subject).toBe('Mail an account');
    expect(mail?.body.text).toContain('Hello Meera Joshi');
    expect(await mailsTo(account.email)).toEqual([]);
  });

  it('sends nothing to an account that is not stored', async () => {
    const build = vi.fn(mailOf('Nobody'));
    await mailAccount('test mail not sent', 999_999_999_999, build);
    expect(build).not.toHaveBeenCalled();
  });

  it('logs a mail that fails with its label and the account, and does not throw', async () => {
    const account = await createAccount();
    await expect(
      mailAccount('test mail failed', account.id, () => {
        throw new Error('no mail today');
      }),
    ).resolves.toBeUndefined();
    expect(warned('test mail failed')).toEqual([expect.objectContaining({ userId: account.id })]);
  });
});
