/// <reference lib="dom" />
// "Erase my account" in Chromium against the local stack: a registered contractor
// asks from My Info (with a reason, after a question) and sees its request pending; the Admin
// finds it on the Erasure requests page and carries it out from its row; the contractor is told by
// mail and can no longer log in.
import { describe, expect, it } from 'vitest';
import { erasureMailSubject, erasureMessages as m } from '@tender/shared/erasure-messages';
import { latestMail } from '../support/accounts';
import { call } from '../support/api-call';
import { openPage, useBrowser } from '../support/browser';
import { registerContractor } from '../support/registered-account';
import { stackUrl } from '../support/stack-url';
import { ADMIN, heading, logIn } from './admin-support';
import { labelled, unexpected } from './page-support';

const browser = useBrowser();

describe('erase my account', () => {
  it('is asked from My Info and carried out by the Admin from the list', async () => {
    const contractor = await registerContractor('erasure-e2e');

    const registrant = await openPage(browser(), '/login');
    await logIn(registrant.page, { email: contractor.email, password: contractor.password });
    await registrant.page.goto(stackUrl('/my-info'));
    await heading(registrant.page, 'My Info');
    const section = registrant.page.getByRole('region', { name: m.heading });
    await section.getByText(m.explanation).waitFor();
    await section.getByRole('button', { name: m.ask }).click();
    const question = registrant.page.getByRole('alertdialog', { name: m.confirmTitle });
    await question.getByText(m.confirmText).waitFor();
    await labelled(question, m.reasonLabel).fill('We are closing the firm.');
    await question.getByRole('button', { name: m.ask }).click();
    await question.waitFor({ state: 'hidden' });
    await section.getByText(/You asked for your account to be erased on/).waitFor();
    expect(await section.getByRole('button', { name: m.ask }).count()).toBe(0);
    expect(unexpected(registrant.consoleErrors)).toEqual([]);
    await registrant.page.context().close();

    const admin = await openPage(browser(), '/login');
    await logIn(admin.page, ADMIN);
    await admin.page.goto(stackUrl('/admin'));
    await admin.page.getByRole('link', { name: 'Erasures', exact: true }).click();
    await heading(admin.page, m.adminTitle);
    await labelled(admin.page, 'Status').selectOption('pending');
    const row = admin.page.getByRole('row').filter({ hasText: contractor.email });
    await row.getByText('We are closing the firm.').waitFor();
    await row.getByRole('button', { name: /^Carry out/ }).click();
    const confirm = admin.page.getByRole('alertdialog');
    await confirm.getByText(m.carryOutText).waitFor();
    await confirm.getByRole('button', { name: m.carryOut }).click();
    await admin.page.getByText(m.carriedOut).waitFor();
    await labelled(admin.page, 'Status').selectOption('done');
    const done = admin.page.getByRole('row').filter({ hasText: `#${contractor.id} (Contractor)` });
    await done.getByText(/files and \d+ records removed; kept: payment/).waitFor();
    expect(await done.getByText(contractor.email).count()).toBe(0);
    expect(unexpected(admin.consoleErrors)).toEqual([]);
    await admin.page.context().close();

    await latestMail(contractor.email, erasureMailSubject);
    const login = await call('POST', '/login', { body: { email: contractor.email, password: contractor.password } });
    expect(login.status).toBe(401);
  });
});
