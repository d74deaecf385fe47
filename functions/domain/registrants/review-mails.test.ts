import { describe, expect, it } from 'vitest';
import { reviewDecisionMail } from './review-mails';

const link = 'http://localhost:3000/dashboard';

describe('registration review mails', () => {
  it('tell an approval with its remark and, to a contractor, that it may bid', () => {
    const mail = reviewDecisionMail({
      to: 'a@example.com',
      name: 'Asha',
      decision: 'approved',
      remark: 'Documents in order.',
      bidder: true,
      link,
    });
    expect(mail).toMatchObject({ to: 'a@example.com', subject: 'Your registration is approved' });
    expect(mail.text).toContain('Documents in order.');
    expect(mail.text).toContain('You can now bid on the active tenders.');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('tell a rejection with its remark, escaped, and what to do next', () => {
    const mail = reviewDecisionMail({
      to: 'b@example.com',
      name: 'Build & Co',
      decision: 'rejected',
      remark: 'GSTIN <missing>\nPlease upload it.',
      bidder: false,
      link,
    });
    expect(mail.subject).toBe('Your registration was not approved');
    expect(mail.text).toContain('GSTIN <missing>\nPlease upload it.');
    expect(mail.text).toContain('ask for a new review from your dashboard');
    expect(mail.html).not.toContain('<missing>');
    expect(mail.html).toContain('GSTIN &#60;missing&#62;<br>Please upload it.');
  });
});
