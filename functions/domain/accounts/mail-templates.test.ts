import { describe, expect, it } from 'vitest';
import { passwordResetMail, verificationMail } from './mail-templates';

describe('accounts mails', () => {
  it('carry the link in both bodies and escape what people typed in the HTML', () => {
    const link = 'http://localhost:3000/reset-password?token=abc_DEF-123';
    const mail = passwordResetMail({ to: 'a@example.com', name: '<script>alert(1)</script> & Co', link, minutes: 60 });
    expect(mail).toMatchObject({ to: 'a@example.com', subject: 'Reset your password' });
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('expires in 60 minutes');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; Co');
  });

  it('say how long a verification link lasts', () => {
    const mail = verificationMail({
      to: 'a@example.com',
      name: 'Asha',
      link: 'http://x/email/verify/1-2-abc',
      days: 7,
    });
    expect(mail.subject).toBe('Verify your account');
    expect(mail.text).toContain('http://x/email/verify/1-2-abc');
    expect(mail.text).toContain('7 days');
  });
});
