import { describe, expect, it } from 'vitest';
import { ContactBody } from './contacts';

const valid = {
  name: 'Asha Patil',
  email: 'asha@example.com',
  subject: 'Registration',
  phone: '9876543210',
  message: 'Hi',
};

function messagesFor(input: Record<string, unknown>): Record<string, string[]> {
  const result = ContactBody.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[String(issue.path[0])] ??= []).push(issue.message);
  return out;
}

describe('ContactBody', () => {
  it('accepts a complete enquiry and trims it', () => {
    expect(ContactBody.parse({ ...valid, name: '  Asha Patil ' }).name).toBe('Asha Patil');
  });

  it('names every missing field with the SPEC message', () => {
    expect(messagesFor({})).toEqual({
      name: ['Please enter your name.'],
      email: ['Please enter your email.'],
      subject: ['Please enter the subject.'],
      phone: ['Please enter your phone.'],
      message: ['Please enter your message here.'],
    });
  });

  it('checks email and a 10 digit phone', () => {
    expect(messagesFor({ ...valid, email: 'asha@' }).email).toEqual(['Please enter your valid email.']);
    expect(messagesFor({ ...valid, phone: '98765' }).phone).toEqual(['Mobile no. cannot be less than 10 digits']);
    expect(messagesFor({ ...valid, phone: '98765432101' }).phone).toEqual([
      'Mobile no. cannot be greater than 10 digits',
    ]);
    expect(messagesFor({ ...valid, phone: '98765abcde' }).phone).toContain('Value must be numeric');
  });
});
