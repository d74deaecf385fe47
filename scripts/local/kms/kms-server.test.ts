import { createPublicKey, verify } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CreateAliasCommand,
  CreateKeyCommand,
  DecryptCommand,
  GenerateDataKeyCommand,
  GetPublicKeyCommand,
  KMSClient,
  SignCommand,
} from '@aws-sdk/client-kms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../ports';
import { startKms, type KmsPrincipal, type RunningKms } from './kms-server';

const ACCOUNT = '000000000000';
const principal = (name: string): KmsPrincipal => ({
  accessKeyId: `LOCAL${name.toUpperCase()}`,
  secretAccessKey: `${name}-secret-${name}`,
  arn: `arn:aws:iam::${ACCOUNT}:role/${name}`,
});
const admin = principal('admin');
const bids = principal('bids');
const opening = principal('opening');

/** The sealing key's policy: nobody decrypts before `opensAt`, and then only the opening role. */
function sealingPolicy(opensAt: Date) {
  return JSON.stringify({
    Version: '2012-10-17',
    Statement: [
      {
        Sid: 'AccountManagesButNeverDecrypts',
        Effect: 'Allow',
        Principal: { AWS: `arn:aws:iam::${ACCOUNT}:root` },
        NotAction: ['kms:Decrypt', 'kms:PutKeyPolicy'],
        Resource: '*',
      },
      { Effect: 'Allow', Principal: { AWS: opening.arn }, Action: 'kms:Decrypt', Resource: '*' },
      {
        Effect: 'Deny',
        Principal: '*',
        Action: 'kms:Decrypt',
        Resource: '*',
        Condition: { DateLessThan: { 'aws:CurrentTime': opensAt.toISOString() } },
      },
    ],
  });
}

let dataDir: string;
let port: number;
let server: RunningKms;
const clientFor = (who: KmsPrincipal) =>
  new KMSClient({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'ap-south-1',
    credentials: { accessKeyId: who.accessKeyId, secretAccessKey: who.secretAccessKey },
  });
const start = () => startKms({ port, dataDir, region: 'ap-south-1', principals: [admin, bids, opening] });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'kms-test-'));
  port = await freePort();
  server = await start();
});

afterAll(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the local key server', () => {
  it('seals: a data key is made by the bid taker, and decrypted only by the opener, only after the opening time', async () => {
    const opensAt = new Date(Date.now() + 1500);
    const { KeyMetadata } = await clientFor(admin).send(
      new CreateKeyCommand({ Policy: sealingPolicy(opensAt), BypassPolicyLockoutSafetyCheck: true }),
    );
    const context = { tender: '42' };
    const made = await clientFor(bids).send(
      new GenerateDataKeyCommand({ KeyId: KeyMetadata!.Arn, KeySpec: 'AES_256', EncryptionContext: context }),
    );
    expect(made.Plaintext).toHaveLength(32);
    const decrypt = (who: KmsPrincipal, encryptionContext = context) =>
      clientFor(who).send(
        new DecryptCommand({ CiphertextBlob: made.CiphertextBlob, EncryptionContext: encryptionContext }),
      );

    await expect(decrypt(opening)).rejects.toMatchObject({ name: 'AccessDeniedException' });
    await expect(decrypt(bids)).rejects.toMatchObject({ name: 'AccessDeniedException' });
    await expect(decrypt(admin)).rejects.toMatchObject({ name: 'AccessDeniedException' });

    await new Promise((resolve) => setTimeout(resolve, opensAt.getTime() - Date.now() + 50));
    const opened = await decrypt(opening);
    expect(Buffer.from(opened.Plaintext!)).toEqual(Buffer.from(made.Plaintext!));
    await expect(decrypt(bids)).rejects.toMatchObject({ name: 'AccessDeniedException' });
    await expect(decrypt(opening, { tender: '43' })).rejects.toMatchObject({ name: 'InvalidCiphertextException' });

    const decrypts = server.log().filter((entry) => entry.operation === 'Decrypt');
    expect(decrypts.map((entry) => [entry.principal, entry.outcome])).toEqual([
      [opening.arn, 'AccessDeniedException'],
      [bids.arn, 'AccessDeniedException'],
      [admin.arn, 'AccessDeniedException'],
      [opening.arn, 'ok'],
      [bids.arn, 'AccessDeniedException'],
      [opening.arn, 'InvalidCiphertextException'],
    ]);
  });

  it('refuses a request signed with a wrong secret', async () => {
    const forged = { ...opening, secretAccessKey: 'guessed' };
    await expect(clientFor(forged).send(new CreateKeyCommand({}))).rejects.toMatchObject({
      name: 'UnrecognizedClientException',
    });
  });

  it('drops the connections of an operation a test laid a fault on, until the faults are cleared', async () => {
    const faults = (method: 'PUT' | 'DELETE', body?: unknown) =>
      fetch(`http://127.0.0.1:${port}/faults`, { method, body: body === undefined ? undefined : JSON.stringify(body) });
    const client = new KMSClient({
      endpoint: `http://127.0.0.1:${port}`,
      region: 'ap-south-1',
      credentials: { accessKeyId: admin.accessKeyId, secretAccessKey: admin.secretAccessKey },
      maxAttempts: 1,
    });
    const { KeyMetadata } = await client.send(new CreateKeyCommand({}));
    const { KeyMetadata: other } = await client.send(new CreateKeyCommand({}));
    expect((await faults('PUT', [{ operation: 'GenerateDataKey', fault: 'slow' }])).status).toBe(400);
    const onKey = { operation: 'GenerateDataKey', fault: 'reset', keyId: KeyMetadata!.KeyId };
    expect((await faults('PUT', [onKey])).status).toBe(200);
    const asked = () => client.send(new GenerateDataKeyCommand({ KeyId: KeyMetadata!.KeyId, KeySpec: 'AES_256' }));
    await expect(asked()).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(server.log().at(-1)).toMatchObject({ operation: 'GenerateDataKey', outcome: 'connection reset' });
    // The same operation on another key answers meanwhile.
    const elsewhere = await client.send(new GenerateDataKeyCommand({ KeyId: other!.KeyId, KeySpec: 'AES_256' }));
    expect(elsewhere.Plaintext).toHaveLength(32);
    expect((await faults('DELETE')).status).toBe(200);
    expect((await asked()).Plaintext).toHaveLength(32);
  });

  it('refuses a policy it could not enforce, and one that locks the caller out unless asked', async () => {
    const unknownCondition = JSON.stringify({
      Statement: [
        {
          Effect: 'Allow',
          Principal: '*',
          Action: 'kms:*',
          Resource: '*',
          Condition: { IpAddress: { 'aws:SourceIp': '10.0.0.0/8' } },
        },
      ],
    });
    await expect(clientFor(admin).send(new CreateKeyCommand({ Policy: unknownCondition }))).rejects.toMatchObject({
      name: 'MalformedPolicyDocumentException',
    });
    await expect(
      clientFor(admin).send(new CreateKeyCommand({ Policy: sealingPolicy(new Date()) })),
    ).rejects.toMatchObject({ name: 'MalformedPolicyDocumentException' });
  });

  it('signs with an ECC key whose public half verifies the signature, and finds keys by alias', async () => {
    const { KeyMetadata } = await clientFor(admin).send(
      new CreateKeyCommand({ KeySpec: 'ECC_NIST_P256', KeyUsage: 'SIGN_VERIFY' }),
    );
    await clientFor(admin).send(
      new CreateAliasCommand({ AliasName: 'alias/receipts', TargetKeyId: KeyMetadata!.KeyId }),
    );
    const message = Buffer.from('receipt digest');
    const signed = await clientFor(bids).send(
      new SignCommand({
        KeyId: 'alias/receipts',
        Message: message,
        MessageType: 'RAW',
        SigningAlgorithm: 'ECDSA_SHA_256',
      }),
    );
    const { PublicKey } = await clientFor(bids).send(new GetPublicKeyCommand({ KeyId: 'alias/receipts' }));
    const publicKey = createPublicKey({ key: Buffer.from(PublicKey!), format: 'der', type: 'spki' });
    expect(verify('sha256', message, publicKey, Buffer.from(signed.Signature!))).toBe(true);
    expect(verify('sha256', Buffer.from('receipt digesT'), publicKey, Buffer.from(signed.Signature!))).toBe(false);
  });

  it('keeps its keys across a restart, so a bid sealed before it still opens after it', async () => {
    const { KeyMetadata } = await clientFor(admin).send(new CreateKeyCommand({}));
    const made = await clientFor(admin).send(
      new GenerateDataKeyCommand({ KeyId: KeyMetadata!.KeyId, KeySpec: 'AES_256' }),
    );
    await server.stop();
    server = await start();
    const opened = await clientFor(admin).send(new DecryptCommand({ CiphertextBlob: made.CiphertextBlob }));
    expect(Buffer.from(opened.Plaintext!)).toEqual(Buffer.from(made.Plaintext!));
  });
});
