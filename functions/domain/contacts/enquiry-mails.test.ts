import { enquiryReference } from '@tender/shared/schemas/contacts';
import { describe, expect, it } from 'vitest';
import {
  enquiryAcknowledgementMail,
  enquiryAcknowledgementSubject,
  officeEnquiryMail,
  officeEnquirySubject,
} from './enquiry-mails';

const enquiry = {
  name: 'Asha <b>Patil</b>',
  email: 'asha@example.com',
  subject: 'Registration\nfee',
  phone: '9876543210',
  message: 'Is the fee\nrefundable?',
  reference: 'ENQ-000042',
  created_at: '2026-12-05T12:00:00.000Z',
};

describe('enquiry mails', () => {
  it('numbers enquiries ENQ- and six digits at least', () => {
    expect(enquiryReference(42)).toBe('ENQ-000042');
    expect(enquiryReference(1234567)).toBe('ENQ-1234567');
  });

  it('mails the office the enquiry as typed, escaped in HTML, with the link to it in the admin area', () => {
    const adminLink = 'https://tenders.example.com/admin/enquiries/42';
    const mail = officeEnquiryMail({ to: 'office@example.com', enquiry, adminLink });
    expect(mail.subject).toBe('New enquiry ENQ-000042: Registration fee');
    expect(mail.subject).toBe(officeEnquirySubject(enquiry));
    for (const line of ['Name: Asha <b>Patil</b>', 'Email: asha@example.com', 'Phone: 9876543210', adminLink]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toContain('Message:\nIs the fee\nrefundable?');
    expect(mail.text).toContain('05 Dec 2026, 05:30 pm IST');
    expect(mail.html).toContain('Asha &#60;b&#62;Patil&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>Patil</b>');
    expect(mail.html).toContain(`href="${adminLink}"`);
  });

  it('acknowledges the visitor with the reference and none of the text typed into the form', () => {
    const mail = enquiryAcknowledgementMail({
      to: enquiry.email,
      reference: enquiry.reference,
      contactLink: 'https://tenders.example.com/contact-us',
    });
    expect(mail.to).toBe('asha@example.com');
    expect(mail.subject).toBe(enquiryAcknowledgementSubject('ENQ-000042'));
    expect(mail.text).toContain('Your reference number: ENQ-000042');
    for (const typed of ['Asha', 'Registration', 'refundable', '9876543210']) {
      expect(mail.text).not.toContain(typed);
      expect(mail.html).not.toContain(typed);
    }
  });
});
