// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { apiFetch, setUnauthorizedHandler } from './client';

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('apiFetch', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const onUnauthorized = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setUnauthorizedHandler(onUnauthorized);
    sessionStorage.clear();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    onUnauthorized.mockReset();
  });

  it('calls /api/v1 with JSON and the bearer token when one is stored', async () => {
    sessionStorage.setItem('TOKEN', 'abc');
    fetchMock.mockResolvedValue(jsonResponse(201, { error: false, message: 'ok', data: { id: 1 } }));
    const answer = await apiFetch('/contacts', { method: 'POST', body: { name: 'A' } });
    expect(answer).toEqual({ error: false, message: 'ok', data: { id: 1 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/contacts');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"A"}');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: [] }));
    await apiFetch('/tenders/active_tenders', { query: { limit: 500, category: undefined, tender_id: '' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/tenders/active_tenders?limit=500');
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('turns an error answer into an ApiError with status, message and field errors', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: true,
        message: 'Please correct the highlighted fields.',
        errors: { phone: ['Too short'] },
      }),
    );
    const error = await apiFetch('/contacts', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Please correct the highlighted fields.',
      serverMessage: 'Please correct the highlighted fields.',
      fieldErrors: { phone: ['Too short'] },
    });
  });

  it('keeps the 503 message and marks it transient', async () => {
    fetchMock.mockResolvedValue(jsonResponse(503, { error: true, message: 'Database unreachable.' }));
    const error = (await apiFetch('/get_tender_list').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(503);
    expect(error.message).toBe('Database unreachable.');
    expect(error.isTransient).toBe(true);
  });

  it('on 401 removes TOKEN and USER and sends the visitor to login', async () => {
    sessionStorage.setItem('TOKEN', 'expired');
    sessionStorage.setItem('USER', JSON.stringify({ id: 1, name: 'Rahul' }));
    localStorage.setItem('TOKEN', 'remembered');
    fetchMock.mockResolvedValue(jsonResponse(401, { error: true, message: 'Please log in to continue.' }));
    const error = (await apiFetch('/profile').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(sessionStorage.getItem('TOKEN')).toBeNull();
    expect(sessionStorage.getItem('USER')).toBeNull();
    expect(localStorage.getItem('TOKEN')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('reports a network failure as status 0 with a clear message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await apiFetch('/get_tender_list').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
    expect(error.message).toMatch(/could not reach the server/);
    expect(error.serverMessage).toBeUndefined();
  });
});
