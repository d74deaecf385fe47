/** The running local stack of this test run (see test/setup/global-stack.ts). */
export function stackUrl(pathname = ''): string {
  const base = process.env.STACK_URL;
  if (!base) throw new Error('STACK_URL is not set: run through vitest with the stack setup (npm test).');
  return `${base}${pathname}`;
}

export async function getJson<T = unknown>(pathname: string): Promise<{ status: number; body: T }> {
  const response = await fetch(stackUrl(pathname));
  return { status: response.status, body: (await response.json()) as T };
}

export async function postJson<T = unknown>(pathname: string, payload: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(stackUrl(pathname), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as T };
}
