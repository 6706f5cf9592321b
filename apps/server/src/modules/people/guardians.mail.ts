/**
 * The mail with a guardian's code, in the language of the person who named them. It carries no word
 * the person typed (not even their name): the address is theirs to type, and the mail must not be
 * a way to send a stranger a text of one's choosing.
 */
import { OTP_TTL_MINUTES } from '@sahaya/contract/constants';
import type { Language } from '@sahaya/contract/i18n/languages';
import { say } from '../../lib/i18n.ts';
import { escapeHtml, mailLayout, mailSignature } from '../../lib/mail-layout.ts';

export function guardianMail(language: Language, code: string) {
  const lead = say(language, /*i18n*/ {
    id: 'mail.guardian.lead',
    message: 'Someone has named you as their parent or guardian when joining Sahaya, a help service run by an NGO. They can use it only if you agree.',
  });
  const agree = say(language, /*i18n*/ {
    id: 'mail.guardian.agree',
    message: 'If you know about this and agree, give them this code, or enter it yourself on their screen:',
  });
  const ignore = say(language, /*i18n*/ {
    id: 'mail.guardian.ignore',
    message: 'The code is valid for {minutes} minutes. If you do not know about this, ignore this mail: the account stays closed.',
    values: { minutes: OTP_TTL_MINUTES },
  });
  return {
    subject: say(language, /*i18n*/ { id: 'mail.guardian.subject', message: 'Do you agree? A code from Sahaya' }),
    text: [lead, '', agree, code, '', ignore, '', mailSignature(language)].join('\n'),
    html: mailLayout(
      language,
      `<p>${escapeHtml(lead)}</p><p>${escapeHtml(agree)}</p>` +
        `<p style="font-size:32px;font-weight:bold;letter-spacing:6px">${code}</p><p>${escapeHtml(ignore)}</p>`,
    ),
    logLine: `Guardian code ${code}`,
  };
}
