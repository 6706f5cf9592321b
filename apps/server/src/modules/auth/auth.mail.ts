/** The two mails of sign-in: the verification code and the password reset link. */
import { OTP_TTL_MINUTES, RESET_TOKEN_TTL_MINUTES } from '@sahaya/contract/constants';

export interface AuthMail {
  subject: string;
  text: string;
  html: string;
  /** The line the file mailer logs in development so the code or link can be used without SMTP. */
  logLine: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A short, plain layout: large text and one clear action read well on small and magnified screens. */
const layout = (body: string) =>
  `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:18px;line-height:1.5;color:#1f2937">${body}<p style="color:#4b5563;font-size:15px">— The Sahaya team</p></body></html>`;

export function otpMail(name: string, code: string): AuthMail {
  const greeting = `Hello ${name},`;
  const lines = [
    greeting,
    '',
    `Your Sahaya verification code is ${code}.`,
    `It is valid for ${OTP_TTL_MINUTES} minutes. If you did not create a Sahaya account, you can ignore this mail.`,
    '',
    '— The Sahaya team',
  ];
  return {
    subject: 'Your Sahaya verification code',
    text: lines.join('\n'),
    html: layout(
      `<p>${escapeHtml(greeting)}</p><p>Your Sahaya verification code is</p>` +
        `<p style="font-size:32px;font-weight:bold;letter-spacing:6px">${code}</p>` +
        `<p>It is valid for ${OTP_TTL_MINUTES} minutes. If you did not create a Sahaya account, you can ignore this mail.</p>`,
    ),
    logLine: `OTP ${code}`,
  };
}

export function resetMail(name: string, link: string): AuthMail {
  const greeting = `Hello ${name},`;
  const validity = `The link works once and is valid for ${RESET_TOKEN_TTL_MINUTES / 60} hour. If you did not ask for it, you can ignore this mail; your password stays as it is.`;
  const lines = [greeting, '', 'To choose a new Sahaya password, open this link:', link, '', validity, '', '— The Sahaya team'];
  return {
    subject: 'Reset your Sahaya password',
    text: lines.join('\n'),
    html: layout(
      `<p>${escapeHtml(greeting)}</p><p>To choose a new Sahaya password, open this link:</p>` +
        `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px">Reset password</a></p>` +
        `<p style="word-break:break-all">${escapeHtml(link)}</p><p>${validity}</p>`,
    ),
    logLine: `Reset link ${link}`,
  };
}
