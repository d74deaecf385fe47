// POST /contact-us: the contact form sent by the browser itself, before the app is live.
// Checked (same-site Origin, the page's token, its size), then sent to the same API route the app
// calls, and answered with the page: a sent enquiry redirects to /contact-us?sent=<reference>
// (Post/Redirect/Get); a refused one is the page again with the API's messages and what was typed.
// The same code runs in the cloud (lambda.ts) and in the local gateway.
import { contactMessages } from '@tender/shared/messages';
import type { ContactBody } from '@tender/shared/schemas/contacts';
import {
  CONTACT_FORM_STATE_KEY,
  CONTACT_PAGE_PATH,
  CONTACT_SENT_PARAM,
  CONTACT_TOKEN_FIELD,
  CONTACTS_PATH,
  isEnquiryReference,
  type ContactFormState,
} from '../src/features/contacts/contact-post-state';
import { API_BASE } from '../src/lib/api/base';
import type { DataPages, PageAnswer } from './data-pages';
import { checkFormToken, isSameSitePost, issueFormToken, type RequestHeaders } from './form-guard';

/** A contact form's fields are a few KB at most (shared/rules.ts CONTACT_LIMITS). */
export const FORM_BODY_LIMIT_BYTES = 16 * 1024;
const API_TIMEOUT_MS = 10_000;
const FORM_NAME = 'contact';
const FIELDS = ['name', 'email', 'subject', 'phone', 'message'] as const satisfies readonly (keyof ContactBody)[];

export type FormPost = {
  /** Lower-case names, as node and Lambda give them. */
  headers: RequestHeaders;
  body: string;
};

export type ContactPostOptions = {
  pages: DataPages;
  /** The key of the page tokens (the origin-verify value: web/server/origin-verify-secret.ts). */
  secret: () => Promise<string>;
  /** The origin the visitor's browser used for this site, for this request. */
  siteOrigin: (headers: RequestHeaders) => string | undefined;
  /** Where the API answers, and the headers to send it (in the cloud the x-origin-verify value). */
  apiOrigin: string;
  apiHeaders?: () => Promise<Record<string, string>>;
};

const plain = (status: number, text: string): PageAnswer => ({
  status,
  headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  body: text,
});

/** The page token the contact form is rendered with (the data pages' own answer for its state key). */
export function contactFormAnswers(secret: () => Promise<string>) {
  return (key: string): Promise<ContactFormState> | undefined =>
    key === CONTACT_FORM_STATE_KEY
      ? secret().then(
          (value) => ({ token: issueFormToken(value, FORM_NAME, Date.now()) }),
          // Without the key the page is still shown; a post from it is asked to be sent again.
          () => ({}),
        )
      : undefined;
}

const typedValues = (form: URLSearchParams): ContactBody =>
  Object.fromEntries(FIELDS.map((field) => [field, form.get(field) ?? ''])) as ContactBody;

type ApiAnswer = { status: number; body: { message?: unknown; errors?: unknown; data?: { reference?: unknown } } };

async function sendToApi(
  values: ContactBody,
  headers: RequestHeaders,
  options: ContactPostOptions,
): Promise<ApiAnswer> {
  const viewer = headers['cloudfront-viewer-address'];
  const response = await fetch(`${options.apiOrigin}${API_BASE}${CONTACTS_PATH}`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      ...(await options.apiHeaders?.()),
      // The API limits enquiries per visitor's address: this one's, not the web server's.
      ...(viewer ? { 'cloudfront-viewer-address': viewer } : {}),
    },
    body: JSON.stringify(values),
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => ({}))) as ApiAnswer['body'];
  return { status: response.status, body: body && typeof body === 'object' ? body : {} };
}

/** The first message of each form field the API named (the shape the form shows). */
function fieldErrors(errors: unknown): ContactFormState['errors'] {
  if (!errors || typeof errors !== 'object') return {};
  const byField = errors as Record<string, unknown>;
  const pairs = FIELDS.flatMap((field) => {
    const messages = byField[field];
    const first = Array.isArray(messages) ? messages[0] : messages;
    return typeof first === 'string' ? [[field, first] as const] : [];
  });
  return Object.fromEntries(pairs);
}

const seeOther = (reference: string): PageAnswer => ({
  status: 303,
  headers: {
    location: `${CONTACT_PAGE_PATH}?${CONTACT_SENT_PARAM}=${encodeURIComponent(reference)}`,
    'cache-control': 'no-store',
  },
  body: '',
});

export async function answerContactPost(post: FormPost, options: ContactPostOptions): Promise<PageAnswer> {
  if (Buffer.byteLength(post.body) > FORM_BODY_LIMIT_BYTES) return plain(413, 'Payload Too Large');
  if (!isSameSitePost(post.headers, options.siteOrigin(post.headers))) return plain(403, 'Forbidden');
  const type = (post.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return plain(415, 'Unsupported Media Type');

  const form = new URLSearchParams(post.body);
  const values = typedValues(form);
  const secret = await options.secret().catch(() => undefined);
  const fresh = secret ? { token: issueFormToken(secret, FORM_NAME, Date.now()) } : {};
  const page = async (state: ContactFormState, status: number) =>
    (await options.pages.answerWith(CONTACT_PAGE_PATH, { [CONTACT_FORM_STATE_KEY]: { ...fresh, ...state } }, status)) ??
    plain(status, state.outcome?.message ?? contactMessages.failure);

  const token = secret ? checkFormToken(secret, FORM_NAME, form.get(CONTACT_TOKEN_FIELD), Date.now()) : 'missing';
  if (token !== 'valid') return page({ values, outcome: { status: 'error', message: contactMessages.sendAgain } }, 400);

  let answer: ApiAnswer;
  try {
    answer = await sendToApi(values, post.headers, options);
  } catch {
    return page({ values, outcome: { status: 'error', message: contactMessages.failure } }, 502);
  }
  const reference = answer.body.data?.reference;
  if (answer.status === 201 && typeof reference === 'string' && isEnquiryReference(reference))
    return seeOther(reference);
  // SPEC.md §8, as the app shows it: the server's message when there is one, else the failure text.
  const message = typeof answer.body.message === 'string' ? answer.body.message : contactMessages.failure;
  const status = answer.status >= 400 && answer.status < 500 ? answer.status : 502;
  return page({ values, errors: fieldErrors(answer.body.errors), outcome: { status: 'error', message } }, status);
}
