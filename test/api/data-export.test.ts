import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountDataMessages } from '@tender/shared/account-data-messages';
import { PRIVACY_POLICY_VERSION } from '@tender/shared/privacy-policy';
import { privacyConsentField } from '@tender/shared/registration-fields';
import type { DataExportAnswer, DataExportState } from '@tender/shared/schemas/account-data';
import { prepareDataExports } from '../../functions/domain/account-data/prepare-exports';
import { dynamo, tableName } from '../../functions/platform/dynamo-client';
import { readObject } from '../../functions/platform/storage';
import { call, newViewer, type ErrorBody } from '../support/api-call';
import { createAccount, latestMail, linkIn, loginToken, uniqueEmail } from '../support/accounts';
import { apiPath, registerContractor, type RegisteredAccount } from '../support/registered-account';
import { builderBody } from '../support/registration-samples';

// (DPDP Act 2023) consent recorded at registration and sign-up, and "Download my data":
// a contractor with a full profile and eight uploads asks, the data-export job runs (its handler,
// as the scheduler would), and the mailed link downloads a ZIP whose JSON holds every stored,
// non-secret attribute of the account's raw table items, and whose files are the bucket's bytes.

type ExportBody = DataExportAnswer & ErrorBody;
type RawItem = Record<string, unknown>;

const KEY_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'expiresAt'];
const SECRETS = ['password_hash', 'google2fa_secret', 'google2fa_pending_secret'];

const runJob = async () => {
  const { handler } = await import('../../functions/handlers/jobs/prepare-data-exports');
  return handler();
};

async function rawPartition(pk: string): Promise<RawItem[]> {
  const { Items } = await dynamo.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ConsistentRead: true,
    }),
  );
  return Items ?? [];
}

const withoutKeyAttributes = (item: RawItem) =>
  Object.fromEntries(Object.entries(item).filter(([name]) => !KEY_ATTRIBUTES.includes(name)));

/** Every stored file (an object with a files/ key) inside a value. */
function storedFiles(value: unknown, found: { key: string }[] = []): { key: string }[] {
  if (Array.isArray(value)) value.forEach((inner) => storedFiles(inner, found));
  else if (value && typeof value === 'object') {
    const key = (value as { key?: unknown }).key;
    if (typeof key === 'string' && key.startsWith('files/')) found.push({ key });
    else Object.values(value).forEach((inner) => storedFiles(inner, found));
  }
  return found;
}

const exportState = async (token: string) => {
  const answer = await call<ExportBody>('GET', '/account/data_export', { token });
  expect(answer.status).toBe(200);
  return answer.body.data;
};

/** Follows a download link (under /api/v1) to the bucket and answers the bytes. */
async function download(link: string): Promise<Uint8Array> {
  const redirect = await call('GET', apiPath(link));
  expect(redirect.status).toBe(302);
  const file = await fetch(redirect.headers.get('location')!);
  expect(file.status).toBe(200);
  return new Uint8Array(await file.arrayBuffer());
}

describe('consent to the privacy policy', () => {
  it('refuses a sign-up or a registration without it, with the field message', async () => {
    const signUp = {
      name: 'Meera Joshi',
      username: 'meera.joshi',
      email: uniqueEmail('consent'),
      password: 'Quiet-Harbour-19',
      confirmPassword: 'Quiet-Harbour-19',
    };
    for (const consent of [{}, { privacy_consent: false }, { privacy_consent: 'yes' }]) {
      const refused = await call<ErrorBody>('POST', '/sign_up', { body: { ...signUp, ...consent } });
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.privacy_consent).toEqual([privacyConsentField.required]);
    }
    const { privacy_consent: _consent, ...builder } = builderBody();
    const registration = await call<ErrorBody>('POST', '/builders/register', { body: builder });
    expect(registration.status).toBe(400);
    expect(registration.body.errors).toEqual({ privacy_consent: [privacyConsentField.required] });
  });

  it('records the version, the server time, the address and the browser of a sign-up', async () => {
    const viewer = newViewer();
    const before = new Date().toISOString();
    const email = uniqueEmail('consent');
    const created = await call<{ data: { id: number } }>('POST', '/sign_up', {
      viewer,
      body: {
        name: 'Meera Joshi',
        username: 'meera.joshi',
        email,
        password: 'Quiet-Harbour-19',
        confirmPassword: 'Quiet-Harbour-19',
        privacy_consent: true,
      },
    });
    expect(created.status).toBe(201);
    const consents = (await rawPartition(`USER#${created.body.data.id}`)).filter((item) =>
      String(item.sk).startsWith('CONSENT#'),
    );
    expect(consents).toHaveLength(1);
    const [consent] = consents;
    expect(consent).toMatchObject({
      account_id: created.body.data.id,
      policy_version: PRIVACY_POLICY_VERSION,
      agreed_to: 'sign_up',
      ip: viewer,
    });
    expect(String(consent!.agreed_at) >= before && String(consent!.agreed_at) <= new Date().toISOString()).toBe(true);
    expect(String(consent!.user_agent)).not.toBe('');
  });
});

describe('Download my data', () => {
  let owner: RegisteredAccount;
  let ready: DataExportState;

  beforeAll(async () => {
    owner = await registerContractor('data-export');
  }, 120_000);

  it('records the registration consent in the same write as the account', async () => {
    const consents = (await rawPartition(`USER#${owner.id}`)).filter((item) => String(item.sk).startsWith('CONSENT#'));
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({
      account_id: owner.id,
      policy_version: PRIVACY_POLICY_VERSION,
      agreed_to: 'registration:contractor',
    });
    expect(String(consents[0]!.ip)).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
  });

  it('is asked for once, answered at once, prepared by the job, mailed, and audited', async () => {
    expect((await exportState(owner.token)).status).toBe('none');
    const asked = await call<ExportBody>('POST', '/account/data_export', { token: owner.token });
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({
      message: accountDataMessages.requested,
      data: { status: 'queued', progress: 0 },
    });
    // A second request while it waits answers the same export.
    const again = await call<ExportBody>('POST', '/account/data_export', { token: owner.token });
    expect(again.body.data).toEqual(asked.body.data);

    const audit = (await rawPartition(`AUDIT#registrant#${owner.id}`)).filter(
      (item) => item.action === 'registrant.data_export',
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: owner.id, entity_id: String(owner.id) });

    const run = await runJob();
    expect(run.prepared).toBeGreaterThanOrEqual(1);
    ready = await exportState(owner.token);
    expect(ready).toMatchObject({ status: 'ready', progress: 100 });
    expect(ready.download_url).toMatch(/^\/api\/v1\/account\/data_export\/download\?token=/);
    const days = (Date.parse(ready.expires_at!) - Date.parse(ready.ready_at!)) / 86_400_000;
    expect(days).toBe(7);

    const mail = await latestMail(owner.email, accountDataMessages.mailSubject);
    expect(mail.body.text).toContain('works for 7 days');
    const link = linkIn(mail, '/api/v1/account/data_export/download');
    expect(`${link.pathname}${link.search}`).toBe(ready.download_url);
  });

  it('downloads a ZIP holding every stored non-secret attribute of the account and its files', async () => {
    const zip = unzipSync(await download(ready.download_url!));
    const json = (name: string) => JSON.parse(strFromU8(zip[name]!)) as unknown;
    const text = Object.values(zip)
      .map((bytes) => Buffer.from(bytes).toString('latin1'))
      .join('\n');

    const userItems = await rawPartition(`USER#${owner.id}`);
    const user = userItems.find((item) => item.sk === 'META')!;
    const expectedAccount = withoutKeyAttributes(user);
    for (const secret of SECRETS) delete expectedAccount[secret];
    expect(json('account.json')).toEqual(expectedAccount);
    expect(String(user.password_hash)).toMatch(/^\$argon2id/);
    expect(text).not.toContain(String(user.password_hash));

    const consents = userItems.filter((item) => String(item.sk).startsWith('CONSENT#')).map(withoutKeyAttributes);
    expect(json('consents.json')).toEqual(consents);

    const accountItems = await rawPartition(`ACCOUNT#${owner.id}`);
    const profile = accountItems.find((item) => item.sk === 'PROFILE')!;
    expect(json('profile.json')).toEqual(withoutKeyAttributes(profile));
    const lists = accountItems.filter((item) => String(item.sk).startsWith('LIST#'));
    expect(lists.length).toBeGreaterThanOrEqual(7);
    expect(json('profile-lists.json')).toEqual(
      Object.fromEntries(lists.map((list) => [String(list.list), withoutKeyAttributes(list)])),
    );
    // Every item of the account's partitions is exported somewhere (none but the plumbing left out).
    const exported = new Set(
      [...userItems, ...accountItems]
        .map((item) => String(item.sk))
        .filter((sk) => !/^(SESSION#|TOTP#|DATA_EXPORT)/.test(sk)),
    );
    const covered = ['META', 'PROFILE', ...consents.map(() => ''), ...lists.map((list) => String(list.sk))];
    const others = (json('other-records.json') as { sk: string }[]).map((item) => item.sk);
    for (const sk of exported) {
      if (sk.startsWith('CONSENT#')) continue;
      expect(covered.includes(sk) || others.includes(sk), sk).toBe(true);
    }

    const payment = profile.payment as { order_id: string };
    expect((json('payments.json') as { order_id: string }[]).map((order) => order.order_id)).toContain(
      payment.order_id,
    );
    expect(Array.isArray(json('tax-invoices.json'))).toBe(true);

    const files = json('files.json') as { zip_path: string; stored_key: string }[];
    const referenced = new Set(storedFiles([profile, ...lists]).map((file) => file.key));
    expect(new Set(files.map((file) => file.stored_key))).toEqual(referenced);
    expect(referenced.size).toBe(8);
    for (const file of files) {
      const stored = await readObject(file.stored_key);
      expect(Buffer.from(zip[file.zip_path]!).equals(Buffer.from(stored!.bytes)), file.zip_path).toBe(true);
    }
  });

  it('is no one else’s: another account sees its own, a changed link opens nothing, an Admin is refused', async () => {
    const other = await createAccount();
    const otherToken = await loginToken(other);
    expect((await exportState(otherToken)).status).toBe('none');

    const token = new URL(ready.download_url!, 'http://x').searchParams.get('token')!;
    const forged = token.replace(/^\d+-/, `${other.id}-`);
    const refused = await call<ErrorBody>('GET', `/account/data_export/download?token=${forged}`);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ token: [accountDataMessages.linkInvalid] });
    const tampered = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect((await call('GET', `/account/data_export/download?token=${tampered}`)).status).toBe(400);

    const admin = await createAccount({ role: 'Admin' });
    const adminToken = await loginToken(admin);
    const adminAsks = await call<ErrorBody>('POST', '/account/data_export', { token: adminToken });
    expect(adminAsks.status).toBe(403);
    expect(adminAsks.body.message).toBe(accountDataMessages.adminRefused);
    expect((await call('POST', '/account/data_export')).status).toBe(401);
  });

  it('a new copy replaces the last (its file and link gone); an expired one is removed by the job', async () => {
    const previousKey = `exports/${owner.id}/${
      new URL(ready.download_url!, 'http://x').searchParams.get('token')!.split('-')[1]!
    }.zip`;
    expect(await readObject(previousKey)).toBeDefined();
    const asked = await call<ExportBody>('POST', '/account/data_export', { token: owner.token });
    expect(asked.body.data.status).toBe('queued');
    await runJob();
    const renewed = await exportState(owner.token);
    expect(renewed.status).toBe('ready');
    expect(renewed.download_url).not.toBe(ready.download_url);
    expect(await readObject(previousKey)).toBeUndefined();
    expect((await call('GET', apiPath(ready.download_url!))).status).toBe(400);

    const newKey = `exports/${owner.id}/${
      new URL(renewed.download_url!, 'http://x').searchParams.get('token')!.split('-')[1]!
    }.zip`;
    const eightDaysOn = new Date(Date.now() + 8 * 86_400_000);
    expect((await prepareDataExports(eightDaysOn)).expired).toBeGreaterThanOrEqual(1);
    expect(await readObject(newKey)).toBeUndefined();
    expect((await exportState(owner.token)).status).toBe('expired');
    expect((await call('GET', apiPath(renewed.download_url!))).status).toBe(400);
  });
});
