import { ContactBody, ContactCreated } from '@tender/shared/schemas/contacts';
import { CONTACT_ADDRESS_LIMIT } from '@tender/shared/constants';
import { defineRoute } from './route-contract';

export const createContact = defineRoute({
  method: 'POST',
  path: '/contacts',
  handler: 'contacts/create-contact',
  auth: 'public',
  tag: 'Contact',
  summary: 'Sends an enquiry from the contact form',
  body: ContactBody,
  answers: { 201: ContactCreated },
  addressLimit: CONTACT_ADDRESS_LIMIT,
  // Stores the enquiry, then mails the office and acknowledges the visitor (domain/contacts/submit-contact.ts).
  access: { table: 'write', writes: ['CONTACT', 'SEQ', 'THROTTLE'], mail: true },
});

export const contactRoutes = [createContact] as const;
