// The x-origin-verify value, read where the API's authorizer reads it (the OriginVerifySecret in
// Secrets Manager), never from an environment: through the AWS Parameters and Secrets Lambda
// Extension (a layer, infra/lib/constructs/data-pages.ts), which serves GetSecretValue on
// localhost with its own cache, so the renderer needs no AWS SDK (its bundle stays a few KB).

/** The extension's port: its own setting (PARAMETERS_SECRETS_EXTENSION_HTTP_PORT), 2773 by default. */
const DEFAULT_PORT = 2773;
/** How long a read value is used before it is asked for again (as the functions' secrets.ts). */
export const ORIGIN_VERIFY_TTL_MS = 5 * 60 * 1000;
const READ_TIMEOUT_MS = 3000;

export type SecretReaderOptions = {
  secretArn: string;
  /** The function's environment (the port and the session token the extension checks). */
  env?: NodeJS.ProcessEnv;
  now?: () => number;
};

/** Says what failed, never what was read: it is logged. */
class SecretReadError extends Error {
  override name = 'SecretReadError';
}

async function readOnce(secretArn: string, env: NodeJS.ProcessEnv): Promise<string> {
  const port = Number(env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT ?? DEFAULT_PORT);
  const url = `http://localhost:${port}/secretsmanager/get?secretId=${encodeURIComponent(secretArn)}`;
  const response = await fetch(url, {
    // The extension answers only a caller holding this function's session token.
    headers: { 'X-Aws-Parameters-Secrets-Token': env.AWS_SESSION_TOKEN ?? '' },
    signal: AbortSignal.timeout(READ_TIMEOUT_MS),
  });
  if (!response.ok) throw new SecretReadError(`the secrets extension answered ${response.status}`);
  const { SecretString } = (await response.json()) as { SecretString?: unknown };
  if (typeof SecretString !== 'string' || SecretString === '') {
    throw new SecretReadError('the origin-verify secret has no string value');
  }
  return SecretString;
}

/**
 * The header to send with every API request, read on first use (not at cold start: the extension
 * serves only once the function is initialised) and again once ORIGIN_VERIFY_TTL_MS old. A failed
 * read again keeps the value read before; a failed first read throws (that page is served as its
 * build shell, not kept, and logged) and the next request reads again.
 */
export function originVerifyHeaders(options: SecretReaderOptions): () => Promise<Record<string, string>> {
  const env = options.env ?? process.env;
  const now = options.now ?? Date.now;
  let cached: { reading: Promise<string>; readAt: number } | undefined;
  let last: string | undefined;
  const value = (): Promise<string> => {
    if (cached && now() - cached.readAt < ORIGIN_VERIFY_TTL_MS) return cached.reading;
    const entry = { readAt: now(), reading: readOnce(options.secretArn, env) };
    entry.reading = entry.reading.then(
      (read) => (last = read),
      (error: unknown) => {
        if (last !== undefined) return last;
        if (cached === entry) cached = undefined;
        throw error;
      },
    );
    cached = entry;
    return entry.reading;
  };
  return async () => ({ 'x-origin-verify': await value() });
}
