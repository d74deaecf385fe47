// The register of sealed bids checked in the browser: the root is recomputed from the
// published digests with SubtleCrypto, the same chain as the server's registerRoot
// (functions/domain/market/bid-digest.ts), so nobody has to trust the page's word for it.

const REGISTER_SEED = 'tender-register/v1';

async function sha256Hex(text: string): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(hash)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** sha256 hex of (chain + digest) over the digests in order, starting from sha256('tender-register/v1'). */
export async function registerRootOf(digests: readonly string[]): Promise<string> {
  let chain = await sha256Hex(REGISTER_SEED);
  for (const digest of digests) chain = await sha256Hex(`${chain}${digest}`);
  return chain;
}

/** A pasted digest as a receipt prints it: spaces and capitals forgiven. */
export const cleanDigest = (text: string) => text.replace(/\s+/g, '').toLowerCase();

export const isDigestInRegister = (digests: readonly string[], pasted: string) => digests.includes(cleanDigest(pasted));
