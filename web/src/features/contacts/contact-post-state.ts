// What the web server's form endpoint (web/server/contact-post.ts) tells the contact form it
// renders: the page token the form posts back, and after a post without the app the typed values,
// the field errors and the outcome. It travels in the page data under a key of its own (never an API
// path), so the app's first render reads the same state as the server's and hydration matches.
import type { ContactBody } from '@tender/shared/schemas/contacts';
import type { Outcome } from '../../components/form/form-outcome';

/** The API route the form sends to, from the browser and from the web server alike. */
export const CONTACTS_PATH = '/contacts';
/** The page-data (SWR fallback) key of the form's state: the data pages answer it, never the API. */
export const CONTACT_FORM_STATE_KEY = 'page-state:contact-form';
/** The address the form posts to without the app, and the page it answers with. */
export const CONTACT_PAGE_PATH = '/contact-us';
/** The hidden field that carries the page token. */
export const CONTACT_TOKEN_FIELD = 'formToken';
/** The query parameter of the page a sent enquiry redirects to (Post/Redirect/Get): its reference. */
export const CONTACT_SENT_PARAM = 'sent';

export type ContactFormState = {
  /** The page token the server put in the page (absent in the build's shells and the app's own renders). */
  token?: string;
  /** What the visitor typed, kept when a post without the app was refused. */
  values?: ContactBody;
  errors?: Partial<Record<keyof ContactBody, string>>;
  outcome?: NonNullable<Outcome>;
};

/** An enquiry reference as the API gives it (functions/domain/contacts): anything else is not shown. */
export const isEnquiryReference = (value: string | null): value is string =>
  value !== null && /^ENQ-\d{6,10}$/.test(value);
