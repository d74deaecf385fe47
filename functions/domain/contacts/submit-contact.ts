import { contactMessages } from '@tender/shared/messages';
import type { ContactBody, ContactCreated } from '@tender/shared/schemas/contacts';
import { createContact } from '../../data/contacts-repository';

export async function submitContact(body: ContactBody, now: Date): Promise<ContactCreated> {
  const stored = await createContact(body, now);
  return { error: false, message: contactMessages.success, data: { id: stored.id } };
}
