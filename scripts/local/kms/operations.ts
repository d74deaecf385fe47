import { createCipheriv, createDecipheriv, createPrivateKey, createPublicKey, randomBytes, sign } from 'node:crypto';
import { evaluatePolicy, MalformedPolicyError, parsePolicy, type KeyPolicy } from './key-policy';
import type { KeySpec, KeyStore, StoredKey } from './key-store';

// The subset of the KMS API the product calls, with KMS's own names, shapes and error types (AWS
// JSON 1.1: blobs as base64, dates as epoch seconds). Every operation on a key is checked against
// that key's policy at the server's time.

export class KmsError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

export type Call = { principal: string; input: Record<string, unknown>; now: Date };
export type Operation = (store: KeyStore, call: Call) => Record<string, unknown>;

const BLOB_VERSION = 1;
const KEY_ID_BYTES = 36;

const text = (input: Record<string, unknown>, name: string, required = true): string | undefined => {
  const value = input[name];
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'string' || value === '') throw new KmsError('ValidationException', `${name} is required.`);
  return value;
};

const blob = (input: Record<string, unknown>, name: string): Buffer => Buffer.from(text(input, name)!, 'base64');

function contextOf(input: Record<string, unknown>): Record<string, string> {
  const context = (input.EncryptionContext ?? {}) as Record<string, unknown>;
  if (typeof context !== 'object' || Object.values(context).some((value) => typeof value !== 'string')) {
    throw new KmsError('ValidationException', 'EncryptionContext must map strings to strings.');
  }
  return context as Record<string, string>;
}

/** The encryption context binds a ciphertext: order-free, so it is sorted before use. */
const contextBytes = (context: Record<string, string>) =>
  Buffer.from(JSON.stringify(Object.entries(context).sort(([a], [b]) => (a < b ? -1 : 1))));

function keyFor(store: KeyStore, call: Call, action: string, reference = text(call.input, 'KeyId')!): StoredKey {
  const key = store.find(reference);
  if (!key) throw new KmsError('NotFoundException', `Key '${reference}' does not exist`);
  authorize(key, call, action);
  return key;
}

function authorize(key: StoredKey, call: Call, action: string): void {
  const decision = evaluatePolicy(key.policy, {
    principal: call.principal,
    action,
    now: call.now,
    encryptionContext: contextOf(call.input),
  });
  if (decision === 'allow') return;
  const why =
    decision === 'explicit-deny'
      ? 'with an explicit deny in a resource-based policy'
      : `because no resource-based policy allows the ${action} action`;
  throw new KmsError(
    'AccessDeniedException',
    `User: ${call.principal} is not authorized to perform: ${action} on resource: ${key.arn} ${why}`,
  );
}

function usable(key: StoredKey, usage: StoredKey['keyUsage']): StoredKey {
  if (key.state !== 'Enabled') throw new KmsError('KMSInvalidStateException', `${key.arn} is pending deletion.`);
  if (key.keyUsage !== usage) {
    throw new KmsError('InvalidKeyUsageException', `${key.arn} has key usage ${key.keyUsage}.`);
  }
  return key;
}

function metadata(key: StoredKey) {
  return {
    AWSAccountId: key.arn.split(':')[4],
    KeyId: key.keyId,
    Arn: key.arn,
    CreationDate: key.createdAt,
    Description: key.description,
    Enabled: key.state === 'Enabled',
    KeyState: key.state,
    KeyUsage: key.keyUsage,
    KeySpec: key.keySpec,
    CustomerMasterKeySpec: key.keySpec,
    KeyManager: 'CUSTOMER',
    Origin: 'AWS_KMS',
    ...(key.deletionAt ? { DeletionDate: key.deletionAt } : {}),
    ...(key.keyUsage === 'SIGN_VERIFY'
      ? { SigningAlgorithms: ['ECDSA_SHA_256'] }
      : { EncryptionAlgorithms: ['SYMMETRIC_DEFAULT'] }),
  };
}

const defaultPolicy = (account: string): KeyPolicy => ({
  Version: '2012-10-17',
  Statement: [{ Effect: 'Allow', Principal: { AWS: `arn:aws:iam::${account}:root` }, Action: 'kms:*', Resource: '*' }],
});

const createKey: Operation = (store, call) => {
  const spec = (text(call.input, 'KeySpec', false) ?? 'SYMMETRIC_DEFAULT') as KeySpec;
  if (spec !== 'SYMMETRIC_DEFAULT' && spec !== 'ECC_NIST_P256') {
    throw new KmsError('UnsupportedOperationException', `The local key server makes ${spec} keys only in AWS.`);
  }
  const account = call.principal.split(':')[4] ?? '000000000000';
  let policy: KeyPolicy;
  try {
    const document = text(call.input, 'Policy', false);
    policy = document ? parsePolicy(document) : defaultPolicy(account);
  } catch (error) {
    if (error instanceof MalformedPolicyError) throw new KmsError('MalformedPolicyDocumentException', error.message);
    throw error;
  }
  // KMS's lockout safety check: a policy the caller could never change again must be asked for.
  const canUpdate = evaluatePolicy(policy, { principal: call.principal, action: 'kms:PutKeyPolicy', now: call.now });
  if (canUpdate !== 'allow' && call.input.BypassPolicyLockoutSafetyCheck !== true) {
    throw new KmsError(
      'MalformedPolicyDocumentException',
      'The new key policy will not allow you to update the key policy in the future.',
    );
  }
  const description = text(call.input, 'Description', false) ?? '';
  return { KeyMetadata: metadata(store.create({ description, keySpec: spec, policy })) };
};

const describeKey: Operation = (store, call) => ({ KeyMetadata: metadata(keyFor(store, call, 'kms:DescribeKey')) });

const createAlias: Operation = (store, call) => {
  const alias = text(call.input, 'AliasName')!;
  if (!/^alias\/[a-zA-Z0-9/_-]+$/.test(alias) || alias.startsWith('alias/aws/')) {
    throw new KmsError('ValidationException', `${alias} is not a valid alias name.`);
  }
  if (store.find(alias))
    throw new KmsError('AlreadyExistsException', `An alias with the name ${store.aliasArn(alias)} already exists`);
  const key = keyFor(store, call, 'kms:CreateAlias', text(call.input, 'TargetKeyId')!);
  store.update({ ...key, aliases: [...key.aliases, alias] });
  return {};
};

function seal(key: StoredKey, plaintext: Buffer, context: Record<string, string>): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key.material, 'base64'), iv);
  cipher.setAAD(contextBytes(context));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([Buffer.from([BLOB_VERSION]), Buffer.from(key.keyId), iv, cipher.getAuthTag(), body]);
}

const generateDataKey: Operation = (store, call) => {
  const key = usable(keyFor(store, call, 'kms:GenerateDataKey'), 'ENCRYPT_DECRYPT');
  const spec = call.input.KeySpec ?? (call.input.NumberOfBytes === undefined ? 'AES_256' : undefined);
  const bytes = spec === 'AES_256' ? 32 : spec === 'AES_128' ? 16 : Number(call.input.NumberOfBytes);
  if (!Number.isInteger(bytes) || bytes < 1 || bytes > 1024) {
    throw new KmsError('ValidationException', 'Give KeySpec AES_256 or AES_128, or NumberOfBytes from 1 to 1024.');
  }
  const plaintext = randomBytes(bytes);
  return {
    KeyId: key.arn,
    Plaintext: plaintext.toString('base64'),
    CiphertextBlob: seal(key, plaintext, contextOf(call.input)).toString('base64'),
  };
};

const encrypt: Operation = (store, call) => {
  const key = usable(keyFor(store, call, 'kms:Encrypt'), 'ENCRYPT_DECRYPT');
  const plaintext = blob(call.input, 'Plaintext');
  if (plaintext.length > 4096) throw new KmsError('ValidationException', 'Plaintext is at most 4096 bytes.');
  const ciphertext = seal(key, plaintext, contextOf(call.input));
  return { KeyId: key.arn, CiphertextBlob: ciphertext.toString('base64'), EncryptionAlgorithm: 'SYMMETRIC_DEFAULT' };
};

const invalidCiphertext = () => new KmsError('InvalidCiphertextException', 'The ciphertext is invalid.');

const decrypt: Operation = (store, call) => {
  const ciphertext = blob(call.input, 'CiphertextBlob');
  if (ciphertext.length < 1 + KEY_ID_BYTES + 28 || ciphertext[0] !== BLOB_VERSION) throw invalidCiphertext();
  const keyId = ciphertext.subarray(1, 1 + KEY_ID_BYTES).toString();
  const key = store.find(keyId);
  if (!key) throw invalidCiphertext();
  const named = text(call.input, 'KeyId', false);
  if (named && store.find(named)?.keyId !== key.keyId) {
    throw new KmsError(
      'IncorrectKeyException',
      'The key ID in the request does not identify the key that encrypted the ciphertext.',
    );
  }
  authorize(key, call, 'kms:Decrypt');
  usable(key, 'ENCRYPT_DECRYPT');
  const at = 1 + KEY_ID_BYTES;
  const decipher = createDecipheriv(
    'aes-256-gcm',
    Buffer.from(key.material, 'base64'),
    ciphertext.subarray(at, at + 12),
  );
  decipher.setAAD(contextBytes(contextOf(call.input)));
  decipher.setAuthTag(ciphertext.subarray(at + 12, at + 28));
  try {
    const plaintext = Buffer.concat([decipher.update(ciphertext.subarray(at + 28)), decipher.final()]);
    return { KeyId: key.arn, Plaintext: plaintext.toString('base64'), EncryptionAlgorithm: 'SYMMETRIC_DEFAULT' };
  } catch {
    throw invalidCiphertext();
  }
};

function checkSigningAlgorithm(input: Record<string, unknown>): void {
  if (input.SigningAlgorithm !== 'ECDSA_SHA_256') {
    throw new KmsError('UnsupportedOperationException', 'The local key server signs with ECDSA_SHA_256 only.');
  }
}

const signMessage: Operation = (store, call) => {
  const key = usable(keyFor(store, call, 'kms:Sign'), 'SIGN_VERIFY');
  checkSigningAlgorithm(call.input);
  const message = blob(call.input, 'Message');
  const type = call.input.MessageType ?? 'RAW';
  if (type !== 'RAW')
    throw new KmsError('UnsupportedOperationException', 'The local key server signs RAW messages only.');
  if (message.length > 4096) throw new KmsError('ValidationException', 'Message is at most 4096 bytes.');
  const signature = sign('sha256', message, createPrivateKey(key.material));
  return { KeyId: key.arn, Signature: signature.toString('base64'), SigningAlgorithm: 'ECDSA_SHA_256' };
};

const getPublicKey: Operation = (store, call) => {
  const key = usable(keyFor(store, call, 'kms:GetPublicKey'), 'SIGN_VERIFY');
  const publicKey = createPublicKey(createPrivateKey(key.material)).export({ type: 'spki', format: 'der' });
  return {
    KeyId: key.arn,
    PublicKey: publicKey.toString('base64'),
    KeySpec: key.keySpec,
    CustomerMasterKeySpec: key.keySpec,
    KeyUsage: key.keyUsage,
    SigningAlgorithms: ['ECDSA_SHA_256'],
  };
};

const scheduleKeyDeletion: Operation = (store, call) => {
  const key = keyFor(store, call, 'kms:ScheduleKeyDeletion');
  const days = call.input.PendingWindowInDays === undefined ? 30 : Number(call.input.PendingWindowInDays);
  if (!Number.isInteger(days) || days < 7 || days > 30) {
    throw new KmsError('ValidationException', 'PendingWindowInDays is from 7 to 30.');
  }
  const deletionAt = Math.floor(call.now.getTime() / 1000) + days * 86_400;
  store.update({ ...key, state: 'PendingDeletion', deletionAt });
  return { KeyId: key.arn, DeletionDate: deletionAt, KeyState: 'PendingDeletion', PendingWindowInDays: days };
};

export const OPERATIONS: Record<string, Operation> = {
  CreateKey: createKey,
  DescribeKey: describeKey,
  CreateAlias: createAlias,
  GenerateDataKey: generateDataKey,
  Encrypt: encrypt,
  Decrypt: decrypt,
  Sign: signMessage,
  GetPublicKey: getPublicKey,
  ScheduleKeyDeletion: scheduleKeyDeletion,
};
