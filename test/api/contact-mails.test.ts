import { beforeAll, describe, expect, it } from 'vitest';
import { SITE } from '@tender/shared/constants';
import { contactMessages } from '@tender/shared/messages';
import type { AdminContactAnswer } from '@tender/shared/schemas/contacts-admin';
import type { ContactCreated } from '@tender/shared/schemas/contacts';
import { enquiryAcknowledgementSubject, officeEnquirySubject } from '../../functions/domain/contacts/enquiry-mails';
import { latestMail, linkIn, mailsTo, uniqueEmail } from '../support/accounts';
import { call } from '../support/api-call';
import { tokenOf } from './admin-support';

// An enquiry mails the office (the site's address: the settings hold none) with a
// link to it in the admin area, and acknowledges the visitor with the reference the answer gave.
// The mail server failing is covered in functions/domain/contacts/submit-contact.int.test.ts
// (SES's endpoint refused): the shared stack's mail server cannot be made to fail from here.

let admin: string;

beforeAll(async () => {
  admin = await tokenOf('Admin');
});

const enquiry = (email: string) => ({
  name: 'Asha Patil',
  email,
  subject: `Registration fee ${Math.random().toString(36).slice(2, 8)}`,
  phone: '9876543210',
  message: 'Is the fee refundable?\nI registered last week.',
});

async function send(body: ReturnType<typeof enquiry>) {
  const answer = await call<ContactCreated>('POST', '/contacts', { body });
  expect(answer.status).toBe(201);
  return answer.body;
}

describe('contact enquiry mails', () => {
  it('acknowledges the visitor with the reference the answer gave', async () => {
    const body = enquiry(uniqueEmail('enquirer'));
    const created = await send(body);
    expect(created.message).toBe(contactMessages.success);
    expect(created.data.reference).toBe(`ENQ-${String(created.data.id).padStart(6, '0')}`);

    const acknowledgement = await latestMail(body.email, enquiryAcknowledgementSubject(created.data.reference));
    expect(acknowledgement.body.text).toContain(`Your reference number: ${created.data.reference}`);
    expect(acknowledgement.body.text).not.toContain(body.message.split('\n')[0]);
    expect(await mailsTo(body.email)).toHaveLength(1);
  });

  it('mails the office the enquiry with a link that leads to it in the admin area', async () => {
    const body = enquiry(uniqueEmail('enquirer'));
    const created = await send(body);

    const office = await latestMail(SITE.email, officeEnquirySubject({ ...body, reference: created.data.reference }));
    for (const line of [`Name: ${body.name}`, `Email: ${body.email}`, `Phone: ${body.phone}`, body.message]) {
      expect(office.body.text).toContain(line);
    }
    const link = linkIn(office, '/admin/enquiries/');
    expect(link.pathname).toBe(`/admin/enquiries/${created.data.id}`);
    expect(link.origin).toBe(new URL(process.env.STACK_URL!).origin);

    const shown = await call<AdminContactAnswer>('GET', `/admin/contacts/${created.data.id}`, { token: admin });
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ id: created.data.id, ...body });
  });

  it('acknowledges one email address 3 times an hour, from any viewer; the office still gets every enquiry', async () => {
    const email = uniqueEmail('flooded');
    const sent = [];
    for (let n = 0; n < 4; n += 1) {
      const body = enquiry(email);
      sent.push({ body, created: await send(body) });
    }
    // Each call comes from a fresh viewer: the per-viewer limit (5 in 10 minutes) never applies here.
    for (const { body, created } of sent) {
      await latestMail(SITE.email, officeEnquirySubject({ ...body, reference: created.data.reference }));
    }
    const acknowledged = (await mailsTo(email)).map((mail) => mail.subject);
    expect(acknowledged).toEqual(
      sent.slice(0, 3).map(({ created }) => enquiryAcknowledgementSubject(created.data.reference)),
    );
  });

  it('sends nothing for refused input', async () => {
    const email = uniqueEmail('refused');
    const refused = await call('POST', '/contacts', { body: { ...enquiry(email), phone: '12' } });
    expect(refused.status).toBe(400);
    expect(await mailsTo(email)).toHaveLength(0);
  });
});
