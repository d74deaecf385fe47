import { CreateAliasCommand, CreateKeyCommand, DescribeKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { LOCAL_API_PRINCIPAL, LOCAL_RECEIPT_KEY } from './local-principals';

/**
 * Makes the receipt signing key on first start (CDK makes it in AWS): an ECC P-256 key that signs
 * and never leaves the key server; later starts find it by its alias.
 */
export async function ensureReceiptKey(endpoint: string, region: string): Promise<void> {
  const kms = new KMSClient({
    endpoint,
    region,
    credentials: { accessKeyId: LOCAL_API_PRINCIPAL.accessKeyId, secretAccessKey: LOCAL_API_PRINCIPAL.secretAccessKey },
  });
  try {
    await kms.send(new DescribeKeyCommand({ KeyId: LOCAL_RECEIPT_KEY }));
    return;
  } catch (error) {
    if ((error as { name?: string }).name !== 'NotFoundException') throw error;
  }
  const { KeyMetadata } = await kms.send(
    new CreateKeyCommand({ KeySpec: 'ECC_NIST_P256', KeyUsage: 'SIGN_VERIFY', Description: 'Bid receipts' }),
  );
  await kms.send(new CreateAliasCommand({ AliasName: LOCAL_RECEIPT_KEY, TargetKeyId: KeyMetadata!.KeyId }));
}
