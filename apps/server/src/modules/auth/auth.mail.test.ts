import { describe, expect, it } from 'vitest';
import { otpMail, resetMail } from './auth.mail.ts';

const devanagari = /[\u0900-\u097F]/;
const latinWords = (text: string) => text.match(/[A-Za-z]{2,}/g) ?? [];

describe('auth mails', () => {
  it('puts the code in the text and the page of the verification mail', () => {
    const mail = otpMail('en', 'Asha Verma', '042817');
    expect(mail.subject).toBe('Your Sahaya verification code');
    expect(mail.text).toBe(
      'Hello Asha Verma,\n\nYour Sahaya verification code is 042817.\n' +
        'It is valid for 10 minutes. If you did not create a Sahaya account, you can ignore this mail.\n\n— The Sahaya team',
    );
    expect(mail.html).toContain('042817');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('puts the link on a line of its own and escapes names in the page', () => {
    const link = 'http://localhost:3000/user/resetPassword?token=abc_-123';
    const mail = resetMail('en', '<b>Kiran</b>', link);
    expect(mail.subject).toBe('Reset your Sahaya password');
    expect(mail.text.split('\n')).toContain(link);
    expect(mail.text).toContain('The link works once and is valid for 1 hour.');
    expect(mail.html).toContain('&lt;b&gt;Kiran&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Kiran</b>');
    expect(mail.html).toContain('>Reset password</a>');
  });

  it('writes the verification mail in Hindi for a person who reads Hindi, the name as typed', () => {
    const mail = otpMail('hi', 'Asha Verma', '042817');
    expect(mail.subject).toMatch(devanagari);
    expect(latinWords(mail.subject)).toEqual([]);
    expect(mail.text).toContain('नमस्ते Asha Verma,');
    expect(mail.text).toContain('042817');
    expect(mail.text).toContain('10 मिनट');
    // Nothing English is left but the name the person typed.
    expect(latinWords(mail.text)).toEqual(['Asha', 'Verma']);
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.html).toContain('042817');
    expect(latinWords(mail.html.replace(/<[^>]*>/g, ' '))).toEqual(['Asha', 'Verma']);
  });

  it('writes the reset mail in Hindi, with the link as it is', () => {
    const link = 'http://localhost:3000/user/resetPassword?token=abc_-123';
    const mail = resetMail('hi', 'Kiran', link);
    expect(mail.subject).toMatch(devanagari);
    expect(latinWords(mail.subject)).toEqual([]);
    expect(mail.text.split('\n')).toContain(link);
    expect(mail.text).toContain('1 घंटे');
    expect(latinWords(mail.text.replace(link, ''))).toEqual(['Kiran']);
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.html).toContain(`href="${link}"`);
  });
});
