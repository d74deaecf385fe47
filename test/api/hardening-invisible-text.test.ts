import { describe, expect, it } from 'vitest';
import { unsafeTextMessage } from '@tender/shared/rules';
import { call } from '../support/api-call';
import { createAccount, loginToken } from '../support/accounts';
import { builderBody } from '../support/registration-samples';

// Invisible characters (RLM, LRM, ZWSP, a stray ZWJ/ZWNJ, BOM, soft hyphen,
// tags: Unicode's format characters) are refused in names and other typed text with the field's
// message, while Indic words that need a joiner after a virama stay accepted.

const INVISIBLE = {
  'zero-width space': 'Ac\u200Bme',
  'right-to-left mark': 'Acme\u200F',
  'left-to-right mark': '\u200EAcme',
  'zero-width joiner between Latin letters': 'Ac\u200Dme',
  'zero-width non-joiner at the end': 'Acme\u200C',
  // At either end trim() takes it away (JavaScript counts it white space); inside it stays and is refused.
  'byte order mark': 'Ac\uFEFFme',
  'soft hyphen': 'Ac\u00ADme',
  'tag character': 'Acme\u{E0041}',
};

describe('invisible characters', () => {
  it.each(Object.entries(INVISIBLE))('are refused in a name: %s', async (_, name) => {
    const account = await createAccount();
    const token = await loginToken(account);
    const saved = await call<{ errors?: Record<string, string[]> }>('PUT', `/profile/${account.id}`, {
      token,
      body: { name, email: account.email, mobile: account.mobile, google2fa_enabled: false },
    });
    expect(saved.status).toBe(400);
    expect(saved.body.errors?.name).toEqual([unsafeTextMessage('Name')]);
  });

  it('are refused in the contact form and in a registration, naming the field', async () => {
    const contact = await call<{ errors?: Record<string, string[]> }>('POST', '/contacts', {
      body: { name: 'Asha\u200F', email: 'asha@example.com', subject: 'Tender', phone: '9822012345', message: 'Hi' },
    });
    expect(contact.status).toBe(400);
    expect(contact.body.errors?.name).toEqual([unsafeTextMessage('Name')]);

    const registration = await call<{ errors?: Record<string, string[]> }>('POST', '/builders/register', {
      body: { ...builderBody(), company_name: 'Sahyadri\u200B Builders' },
    });
    expect(registration.status).toBe(400);
    expect(registration.body.errors?.company_name?.[0]).toMatch(/contains characters that are not allowed\.$/);
  });

  it.each([
    ['line separator', 'Asha\u2028Rao'],
    ['paragraph separator', 'Asha\u2029Rao'],
    ['Hangul filler', 'Asha\u3164'],
    ['Hangul choseong filler', '\u115FAsha'],
    ['halfwidth Hangul filler', 'As\uFFA0ha'],
    ['combining grapheme joiner', 'As\u034Fha'],
  ])('are refused in the contact form’s name: %s', async (_, name) => {
    const email = `sep-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const contact = await call<{ errors?: Record<string, string[]> }>('POST', '/contacts', {
      body: { name, email, subject: 'Tender', phone: '9822012345', message: 'Hi' },
    });
    expect(contact.status).toBe(400);
    expect(contact.body.errors).toEqual({ name: [unsafeTextMessage('Name')] });
  });

  it('leaves a Marathi name that needs a joiner after a virama, and plain names, as they are', async () => {
    const account = await createAccount();
    const token = await loginToken(account);
    for (const name of ['आचार्\u200Dय', 'पुणे प्रकल्प', "D'Souza-Patil"]) {
      const saved = await call<{ data?: { name: string } }>('PUT', `/profile/${account.id}`, {
        token,
        body: { name, email: account.email, mobile: account.mobile, google2fa_enabled: false },
      });
      expect(saved.status, name).toBe(200);
      expect(saved.body.data?.name).toBe(name);
    }
  });
});
