/**
 * Start-up work against the local stand-ins. On a loaded machine DynamoDB Local can answer slower
 * than the 1.5 s the handlers' SDK clients wait for one request (the limit that turns a hung service
 * into a fast 503), and the stack then failed to start. Start-up steps are idempotent (create the
 * table if missing, put reference data, claim demo users), so a step that timed out runs again.
 */
export async function retrySlowStart<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      if (!timedOut || attempt >= attempts) throw error;
    }
  }
}
