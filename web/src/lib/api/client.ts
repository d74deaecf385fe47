// The one fetch wrapper (DESIGN.md §5). JSON in and out; failures reject with ApiError;
// the bearer token is added when one is stored; a 401 clears TOKEN and USER and sends the visitor to
// /login, which brings them back to the page they were on (SPEC.md §8).
// 404s are left to each call site (the tender page shows Not Found, others show a message).
import { apiMessages } from '@tender/shared/messages';
import { loginPath, paths } from '../../config/paths';
import { clearSession, getToken } from '../session';
import { ApiError, type FieldErrors, NETWORK_ERROR_MESSAGE, NETWORK_ERROR_STATUS } from './api-error';
import { API_BASE } from './base';
import { takeEarlyFetch } from './early-fetch';

export { API_BASE };

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined | null>;
  signal?: AbortSignal;
};

const fallbackMessages: Record<number, string> = {
  400: apiMessages.validation,
  401: apiMessages.unauthorized,
  403: apiMessages.forbidden,
  404: apiMessages.notFound,
  409: apiMessages.conflict,
  429: apiMessages.tooManyRequests,
  503: apiMessages.unavailable,
};

/** Where a 401 sends the visitor; replaceable in tests. */
let onUnauthorized: () => void = () => {
  if (typeof window !== 'undefined' && window.location.pathname !== paths.login) {
    window.location.assign(loginPath(window.location.pathname + window.location.search));
  }
};

export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export function buildApiUrl(path: string, query?: ApiRequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function readErrorBody(body: unknown): { message?: string; errors?: FieldErrors } {
  if (!body || typeof body !== 'object') return {};
  const record = body as Record<string, unknown>;
  const message = typeof record.message === 'string' && record.message.trim() ? record.message : undefined;
  const errors =
    record.errors && typeof record.errors === 'object' && !Array.isArray(record.errors)
      ? Object.fromEntries(
          Object.entries(record.errors as Record<string, unknown>).map(([field, value]) => [
            field,
            Array.isArray(value) ? value.map(String) : [String(value)],
          ]),
        )
      : undefined;
  return { message, errors };
}

export async function apiFetch<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const url = buildApiUrl(path, query);
  const send = () =>
    fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
  // The entry may have asked already (early-fetch.ts), with the same session.
  const early = method === 'GET' ? takeEarlyFetch(url, token) : undefined;
  let response: Response;
  try {
    response = await (early ? early.catch(send) : send());
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(NETWORK_ERROR_STATUS, NETWORK_ERROR_MESSAGE, {}, { cause });
  }

  const text = await response.text().catch(() => '');
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }

  if (!response.ok) {
    const { message, errors } = readErrorBody(parsed);
    if (response.status === 401) {
      clearSession();
      onUnauthorized();
    }
    throw new ApiError(response.status, message ?? fallbackMessages[response.status] ?? apiMessages.internal, errors, {
      serverMessage: message,
    });
  }
  if (parsed === undefined && text) {
    throw new ApiError(response.status, 'The server sent an answer this page cannot read. Please try again.');
  }
  return parsed as T;
}

/** The SWR fetcher for GET keys that are already full API paths (see each feature's api/ file). */
export function getJson<T>(path: string): Promise<T> {
  return apiFetch<T>(path);
}
