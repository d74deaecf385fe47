import { randomUUID } from 'node:crypto';
import type { UploadRequest, UploadTicket } from '@tender/shared/schemas/uploads';
import { uploadMaxBytes, UPLOAD_RECORD_SECONDS, UPLOAD_TICKET_SECONDS } from '@tender/shared/upload-rules';
import { putUpload } from '../../data/uploads-repository';
import type { Caller } from '../market/caller';
import { presignUpload } from '../../platform/storage';
import { tmpUploadKey } from './upload-keys';

/**
 * POST /uploads: a presigned POST for a new object tmp/<uuid> (the declared type exactly, 1 byte
 * to 5 MB, 20 MB for a bid document, 10 minutes), and the ticket that lets one record claim it within a day. A caller with
 * a valid token owns the ticket: only they can claim it; without one anyone holding the key can.
 */
export async function createUpload(request: UploadRequest, caller: Caller | null, now: Date): Promise<UploadTicket> {
  const id = randomUUID();
  const key = tmpUploadKey(id);
  const post = await presignUpload({
    key,
    contentType: request.content_type,
    maxBytes: uploadMaxBytes(request.purpose),
    expiresSeconds: UPLOAD_TICKET_SECONDS,
  });
  await putUpload({
    id,
    key,
    purpose: request.purpose,
    content_type: request.content_type,
    // A bid document's name and size are sealed with its cover; the table never holds them.
    ...(request.purpose === 'bid_document' ? {} : { size: request.size, file_name: request.file_name }),
    owner_id: caller?.userId ?? null,
    status: 'issued',
    created_at: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + UPLOAD_RECORD_SECONDS,
  });
  return {
    data: {
      key,
      url: post.url,
      fields: post.fields,
      expires_at: post.expiresAt.toISOString(),
      max_bytes: uploadMaxBytes(request.purpose),
    },
  };
}
