// A browser upload (DESIGN.md §4): ask POST /uploads for a presigned POST, send the file straight
// to the bucket with progress, answer the UploadRef the form puts in its body. The server checks
// the stored object itself before any record takes the key.
import type { UploadRef, UploadRequest, UploadTicket } from '@tender/shared/schemas/uploads';
import {
  cleanFileName,
  pickedFileProblem,
  pickedFileType,
  uploadMessages,
  type UploadPurpose,
} from '@tender/shared/upload-rules';
import { isApiError } from '../api/api-error';
import { apiFetch } from '../api/client';

export type UploadProgress = { loaded: number; total: number; percent: number };

export type UploadOptions = {
  purpose: UploadPurpose;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/** An upload that failed, with the message to show under the field. */
export class UploadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UploadError';
  }
}

const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');

/** S3's XML error codes that have a message of our own; otherwise S3's own <Message>. */
const S3_ERRORS: Record<string, string> = {
  EntityTooLarge: uploadMessages.tooLarge,
  EntityTooSmall: uploadMessages.empty,
};

function storageMessage(responseText: string): string {
  const code = /<Code>([^<]*)<\/Code>/.exec(responseText)?.[1];
  if (code && S3_ERRORS[code]) return S3_ERRORS[code];
  const message = /<Message>([^<]*)<\/Message>/.exec(responseText)?.[1]?.trim();
  return message ? `${uploadMessages.failed} (${message})` : uploadMessages.failed;
}

/** Sends the file as a multipart form POST: the ticket's fields, then the file (S3 wants it last). */
function postFile(
  ticket: UploadTicket['data'],
  file: Blob,
  fileName: string,
  { onProgress, signal }: Pick<UploadOptions, 'onProgress' | 'signal'>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
    form.append('file', file, fileName);
    const request = new XMLHttpRequest();
    const handleAbort = () => request.abort();
    signal?.addEventListener('abort', handleAbort, { once: true });
    const settle = (error?: Error) => {
      signal?.removeEventListener('abort', handleAbort);
      if (error) reject(error);
      else resolve();
    };
    request.upload.onprogress = (event) => {
      if (!event.lengthComputable) return;
      onProgress?.({
        loaded: event.loaded,
        total: event.total,
        percent: Math.round((event.loaded / event.total) * 100),
      });
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) settle();
      else settle(new UploadError(storageMessage(request.responseText ?? '')));
    };
    request.onerror = () => settle(new UploadError(uploadMessages.failed));
    request.onabort = () => settle(abortError());
    request.open('POST', ticket.url);
    request.send(form);
  });
}

/**
 * This page load's upload session: the server limits anonymous upload tickets per session, so
 * visitors behind one shared address (an office, a mobile carrier) do not use up each other's.
 */
const uploadSession = crypto.randomUUID();

/**
 * Uploads one picked file for `purpose`. Rejects with an UploadError carrying the message to show
 * (the shared type and size rules first, then the server's or the storage's), or an AbortError.
 */
export async function uploadFile(file: File, options: UploadOptions): Promise<UploadRef> {
  const problem = pickedFileProblem(file, options.purpose);
  const contentType = pickedFileType(file);
  if (problem || !contentType) throw new UploadError(problem ?? uploadMessages.wrongType);
  const fileName = cleanFileName(file.name);
  const body: UploadRequest = {
    purpose: options.purpose,
    file_name: fileName,
    content_type: contentType,
    size: file.size,
    upload_session: uploadSession,
  };
  let ticket: UploadTicket;
  try {
    ticket = await apiFetch<UploadTicket>('/uploads', { method: 'POST', body, signal: options.signal });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const fieldMessage = Object.values(error.fieldErrors).flat()[0];
    throw new UploadError(fieldMessage ?? error.message, { cause: error });
  }
  // The type the server signed for, whatever (or nothing) the browser reported.
  await postFile(ticket.data, new Blob([file], { type: contentType }), fileName, options);
  options.onProgress?.({ loaded: file.size, total: file.size, percent: 100 });
  return { key: ticket.data.key, file_name: fileName };
}
