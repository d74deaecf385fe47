/// <reference lib="dom" />
// (DPDP Act 2023) Chromium against the local stack: the privacy consent on sign-up
// (its link to the policy, its message, the record it leaves), and My Info's "Download my data"
// showing its progress, then the link (the job run here by its handler, as the scheduler would).
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { accountDataMessages as m } from '@tender/shared/account-data-messages';
import { accountMessages } from '@tender/shared/account-messages';
import { PRIVACY_POLICY_VERSION } from '@tender/shared/privacy-policy';
import { privacyConsentField } from '@tender/shared/registration-fields';
import { claimExport, getDataExport, setExportProgress } from '../../functions/data/data-export-repository';
import { findUserIdByEmail } from '../../functions/data/users-repository';
import { dynamo, tableName } from '../../functions/platform/dynamo-client';
import { call } from '../support/api-call';
import { createAccount, uniqueEmail } from '../support/accounts';
import { openPage, useBrowser } from '../support/browser';
import { apiPath } from '../support/registered-account';
import { stackUrl } from '../support/stack-url';
import { heading, logIn, tick } from './accounts-support';
import { labelled, unexpected } from './page-support';

const browser = useBrowser();

async function consentsOf(accountId: number) {
  const { Items } = await dynamo.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :consent)',
      ExpressionAttributeValues: { ':pk': `USER#${accountId}`, ':consent': 'CONSENT#' },
      ConsistentRead: true,
    }),
  );
  return Items ?? [];
}

describe('privacy consent and Download my data', () => {
  it('sign-up asks for the consent, links the policy and records what was agreed', async () => {
    const email = uniqueEmail('consent-e2e');
    const password = 'Quiet-Harbour-19';
    const { page, consoleErrors } = await openPage(browser(), '/sign-up');
    await heading(page, 'Sign up');
    const form = page.getByRole('form', { name: 'Sign up' });
    const policy = form.getByRole('link', { name: 'Privacy Policy', exact: true });
    expect(await policy.getAttribute('href')).toBe('/privacy-policy');

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Meera Joshi');
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill(`meera.${Date.now()}`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await labelled(page, 'Password').fill(password);
    await labelled(page, 'Repeat password').fill(password);
    await tick(page, /I agree to the/);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText(privacyConsentField.required, { exact: true }).waitFor();

    await tick(page, privacyConsentField.label);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText(accountMessages.signUpDone).waitFor();
    const accountId = await findUserIdByEmail(email);
    expect(accountId).toBeDefined();
    const consents = await consentsOf(accountId!);
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({ policy_version: PRIVACY_POLICY_VERSION, agreed_to: 'sign_up' });
    expect(String(consents[0]!.user_agent)).toContain('Chrome');
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });

  it('My Info: Download my data shows its progress, then the link to the ZIP', async () => {
    const account = await createAccount();
    const { page, consoleErrors } = await openPage(browser(), '/login');
    await logIn(page, account.email, account.password);
    await page.goto(stackUrl('/my-info'));
    await heading(page, 'My Info');
    const section = page.getByRole('region', { name: m.title });
    await section.getByRole('button', { name: m.ask }).click();
    await section.getByText(m.queued).waitFor();
    expect(await section.getByRole('button', { name: m.ask }).count()).toBe(0);

    // The job has taken it and is part-way (as a run preparing many files would be).
    const queued = (await getDataExport(account.id))!;
    expect(queued.status).toBe('queued');
    const now = new Date();
    // A lease already over, so the job's own run below takes it over as it would a stopped run.
    expect(await claimExport(account.id, queued.export_id, now, new Date(now.getTime() - 1000))).toBe(true);
    expect(await setExportProgress(account.id, queued.export_id, 40)).toBe(true);
    await section.getByText(m.preparing(40)).waitFor({ timeout: 15_000 });
    expect(await section.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');

    const { handler } = await import('../../functions/handlers/jobs/prepare-data-exports');
    await handler();
    const link = section.getByRole('link', { name: new RegExp(m.download) });
    await link.waitFor({ timeout: 15_000 });
    await section.getByText(/Your data is ready\. The link works until/).waitFor();
    await section.getByRole('button', { name: m.askAgain }).waitFor();

    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/api\/v1\/account\/data_export\/download\?token=/);
    const redirect = await call('GET', apiPath(href));
    expect(redirect.status).toBe(302);
    const zip = unzipSync(new Uint8Array(await (await fetch(redirect.headers.get('location')!)).arrayBuffer()));
    expect(Object.keys(zip)).toEqual(expect.arrayContaining(['README.txt', 'account.json', 'consents.json']));
    expect(unexpected(consoleErrors)).toEqual([]);
    await page.context().close();
  });
});
