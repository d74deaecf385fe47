import { lookupMessages as m } from '@tender/shared/admin-messages';
import { isSafeText } from '@tender/shared/rules';
import { object, string } from 'yup';

export const LOOKUP_NAME_MAX = 120;

/** The client's own check of an entry name (add and rename), with the server's messages. */
export const lookupNameSchema = object({
  name: string()
    .trim()
    .required(m.name)
    .max(LOOKUP_NAME_MAX, m.nameTooLong)
    .test('safe-text', m.nameUnsafe, (value) => value === undefined || isSafeText(value)),
});

export type LookupNameValues = { name: string };
