import { createContact } from '../../contracts/contacts';
import { submitContact } from '../../domain/contacts/submit-contact';
import { httpHandler } from '../public-pipeline';
import { json } from '../../platform/http/answers';

export const handler = httpHandler(createContact, async ({ body }) => json(await submitContact(body, new Date()), 201));
