import type { ContactBody, ContactCreated } from '@tender/shared/schemas/contacts';
import { apiFetch } from '../../../lib/api/client';
import { CONTACTS_PATH } from '../contact-post-state';

/** POST /contacts: 201 { error: false, message, data: { id, reference } }, or an ApiError (400 carries field errors). */
export function createContact(body: ContactBody): Promise<ContactCreated> {
  return apiFetch<ContactCreated>(CONTACTS_PATH, { method: 'POST', body });
}
