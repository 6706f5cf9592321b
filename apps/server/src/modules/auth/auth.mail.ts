/**
 * The two mails of sign-in: the verification code and the password reset link, in the language
 * the person reads Sahaya in (English when they have not chosen one).
 */
import { OTP_TTL_MINUTES, RESET_TOKEN_TTL_MINUTES } from '@sahaya/contract/constants';
import type { Language } from '@sahaya/contract/i18n/languages';
import { say } from '../../lib/i18n.ts';
import { escapeHtml, mailGreeting, mailLayout, mailSignature } from '../../lib/mail-layout.ts';

export interface AuthMail {
  subject: string;
  text: string;
  html: string;
  /** The line the file mailer logs in development so the code or link can be used without SMTP. */
  logLine: string;
}

export function otpMail(language: Language, name: string, code: string): AuthMail {
  const greeting = mailGreeting(language, name);
  const validity = say(language, /*i18n*/ {
    id: 'mail.otp.validity',
    message: 'It is valid for {minutes} minutes. If you did not create a Sahaya account, you can ignore this mail.',
    values: { minutes: OTP_TTL_MINUTES },
  });
  const lines = [
    greeting,
    '',
    say(language, /*i18n*/ { id: 'mail.otp.code', message: 'Your Sahaya verification code is {code}.', values: { code } }),
    validity,
    '',
    mailSignature(language),
  ];
  return {
    subject: say(language, /*i18n*/ { id: 'mail.otp.subject', message: 'Your Sahaya verification code' }),
    text: lines.join('\n'),
    html: mailLayout(
      language,
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(say(language, /*i18n*/ { id: 'mail.otp.codeAbove', message: 'Your Sahaya verification code is' }))}</p>` +
        `<p style="font-size:32px;font-weight:bold;letter-spacing:6px">${code}</p>` +
        `<p>${escapeHtml(validity)}</p>`,
    ),
    logLine: `OTP ${code}`,
  };
}

export function resetMail(language: Language, name: string, link: string): AuthMail {
  const greeting = mailGreeting(language, name);
  const validity = say(language, /*i18n*/ {
    id: 'mail.reset.validity',
    message:
      'The link works once and is valid for {hours} hour. If you did not ask for it, you can ignore this mail; your password stays as it is.',
    values: { hours: RESET_TOKEN_TTL_MINUTES / 60 },
  });
  const lead = say(language, /*i18n*/ { id: 'mail.reset.lead', message: 'To choose a new Sahaya password, open this link:' });
  const lines = [greeting, '', lead, link, '', validity, '', mailSignature(language)];
  return {
    subject: say(language, /*i18n*/ { id: 'mail.reset.subject', message: 'Reset your Sahaya password' }),
    text: lines.join('\n'),
    html: mailLayout(
      language,
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(lead)}</p>` +
        `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(say(language, /*i18n*/ { id: 'mail.reset.button', message: 'Reset password' }))}</a></p>` +
        `<p style="word-break:break-all">${escapeHtml(link)}</p><p>${escapeHtml(validity)}</p>`,
    ),
    logLine: `Reset link ${link}`,
  };
}
