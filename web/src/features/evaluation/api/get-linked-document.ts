// The document-link routes (GET /bids/{id}/documents/{index}/link, GET /representations/{id}/document/link)
// answer with a redirect to a short-lived link of the stored file. A plain link cannot carry the
// session's bearer token, so the page asks with it and follows the redirect itself (the bucket
// allows the site's origin to GET); a JSON answer's url is taken too.
import { apiMessages } from '@tender/shared/messages';
import { ApiError, NETWORK_ERROR_MESSAGE, NETWORK_ERROR_STATUS } from '../../../lib/api/api-error';
import { buildApiUrl } from '../../../lib/api/client';
import { getToken } from '../../../lib/session';

export type DocumentTarget = { kind: 'file'; file: Blob } | { kind: 'link'; url: string };

async function refusal(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : apiMessages.internal;
  return new ApiError(response.status, message, {}, { serverMessage: message });
}

function linkOf(body: unknown): string | null {
  if (!body || typeof body !== 'object' || !('data' in body)) return null;
  const data = body.data;
  return data && typeof data === 'object' && 'url' in data && typeof data.url === 'string' ? data.url : null;
}

/** The file behind a document-link route's API path (evaluation-keys.ts). */
export async function getLinkedDocument(linkPath: string): Promise<DocumentTarget> {
  const token = getToken();
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  let response: Response;
  try {
    response = await fetch(buildApiUrl(linkPath), { headers, credentials: 'same-origin' });
  } catch (cause) {
    throw new ApiError(NETWORK_ERROR_STATUS, NETWORK_ERROR_MESSAGE, {}, { cause });
  }
  if (!response.ok) throw await refusal(response);
  if (!response.redirected && response.headers.get('content-type')?.includes('application/json')) {
    const url = linkOf(await response.json().catch(() => null));
    if (url) return { kind: 'link', url };
  }
  return { kind: 'file', file: await response.blob() };
}
