// The statement's spreadsheet and PDF (GET .../comparative_statement?format=xlsx|pdf). A plain
// link cannot carry the session's bearer token, so the page asks with it (as the opened bid
// documents are fetched) and saves what comes back: the file itself, the file behind a redirect
// the browser followed, or the short-lived link of a JSON answer's `data.url`.
import { apiMessages } from '@tender/shared/messages';
import { ApiError, NETWORK_ERROR_MESSAGE, NETWORK_ERROR_STATUS } from '../../../lib/api/api-error';
import { buildApiUrl } from '../../../lib/api/client';
import { getToken } from '../../../lib/session';
import { statementDownloadPath } from './award-keys';

export type StatementFile = { kind: 'file'; file: Blob; name: string | null } | { kind: 'link'; url: string };

function messageOf(body: unknown): string | null {
  return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
    ? body.message
    : null;
}

function linkOf(body: unknown): string | null {
  if (!body || typeof body !== 'object' || !('data' in body)) return null;
  const data = body.data;
  return data && typeof data === 'object' && 'url' in data && typeof data.url === 'string' ? data.url : null;
}

/** The file name a Content-Disposition header gives, if any. */
export function dispositionName(header: string | null): string | null {
  const match = header ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header) : null;
  return match ? decodeURIComponent(match[1]!) : null;
}

export async function downloadStatement(tenderId: number, format: 'xlsx' | 'pdf'): Promise<StatementFile> {
  const token = getToken();
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  let response: Response;
  try {
    response = await fetch(buildApiUrl(statementDownloadPath(tenderId, format)), {
      headers,
      credentials: 'same-origin',
    });
  } catch (cause) {
    throw new ApiError(NETWORK_ERROR_STATUS, NETWORK_ERROR_MESSAGE, {}, { cause });
  }
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  if (!response.ok) {
    const message = messageOf(isJson ? await response.json().catch(() => null) : null) ?? apiMessages.internal;
    throw new ApiError(response.status, message, {}, { serverMessage: message });
  }
  if (isJson) {
    const url = linkOf(await response.json().catch(() => null));
    if (!url) throw new ApiError(response.status, apiMessages.internal);
    return { kind: 'link', url };
  }
  return {
    kind: 'file',
    file: await response.blob(),
    name: dispositionName(response.headers.get('content-disposition')),
  };
}
