import { describe, expect, it } from 'vitest';
import { otpMail, resetMail } from './auth.mail.ts';

describe('auth mails', () => {
  it('puts the code in the text and the page of the verification mail', () => {
    const mail = otpMail('Asha Verma', '042817');
    expect(mail.subject).toBe('Your Sahaya verification code');
    expect(mail.text).toContain('042817');
    expect(mail.html).toContain('042817');
    expect(mail.text).toContain('10 minutes');
  });

  it('puts the link on a line of its own and escapes names in the page', () => {
    const link = 'http://localhost:3000/user/resetPassword?token=abc_-123';
    const mail = resetMail('<b>Kiran</b>', link);
    expect(mail.subject).toBe('Reset your Sahaya password');
    expect(mail.text.split('\n')).toContain(link);
    expect(mail.html).toContain('&lt;b&gt;Kiran&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Kiran</b>');
  });
});
