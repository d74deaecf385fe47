import { UPLOAD_MAX_BYTES } from '@tender/shared/upload-rules';

/** The browser's side of S3 in jsdom: an XHR that reports progress and answers 204. */
export class FakeUpload {
  static sent: { url: string; body: FormData }[] = [];
  upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
  status = 0;
  responseText = '';
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  send(body: FormData) {
    FakeUpload.sent.push({ url: this.url, body });
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.status = 204;
      this.onload?.();
    }, 0);
  }
  abort() {
    this.onabort?.();
  }
}

/** POST /uploads' answer: a ticket for `key`, posted to the local S3 server. */
export function uploadTicket(key: string, contentType: string) {
  return {
    data: {
      key,
      url: 'http://127.0.0.1:4569/tender-uploads-local',
      fields: { key, 'Content-Type': contentType, Policy: 'p' },
      expires_at: '2031-01-01T00:10:00.000Z',
      max_bytes: UPLOAD_MAX_BYTES,
    },
  };
}
