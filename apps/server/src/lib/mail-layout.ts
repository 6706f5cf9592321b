/**
 * What every mail shares: the greeting, the signature and a short, plain page around the body,
 * marked with the reader's language so a screen reader reads it in the right voice and a mail
 * program picks a font that has its script.
 */
import { directionOf, localeOf, type Language } from '@sahaya/contract/i18n/languages';
import { say } from './i18n.ts';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** "Hello Asha," — the name as the person typed it. */
export const mailGreeting = (language: Language, name: string) =>
  say(language, /*i18n*/ { id: 'mail.greeting', message: 'Hello {name},', values: { name } });

export const mailSignature = (language: Language) => say(language, /*i18n*/ { id: 'mail.signature', message: '— The Sahaya team' });

/** The fonts phones and Windows carry for each script, Latin first. */
const MAIL_FONTS = [
  'Arial',
  'Helvetica',
  "'Noto Sans Devanagari'",
  "'Noto Sans Bengali'",
  "'Noto Sans Telugu'",
  "'Noto Sans Tamil'",
  "'Noto Sans Gujarati'",
  "'Noto Sans Kannada'",
  "'Noto Sans Malayalam'",
  "'Noto Nastaliq Urdu'",
  "'Nirmala UI'",
  'Mangal',
  'sans-serif',
].join(',');

/**
 * A short, plain layout: large text and one clear action read well on small and magnified screens.
 * India's scripts reach above and below the line and need more room between lines than Latin
 * letters; Urdu runs right to left (`dir`), in a Nastaliq where the mail program has one. The fonts
 * named are the ones phones and Windows carry for each script.
 */
export const mailLayout = (language: Language, body: string) =>
  `<!doctype html><html lang="${language}"${directionOf(language) === 'rtl' ? ' dir="rtl"' : ''}><body style="font-family:${MAIL_FONTS};font-size:18px;line-height:${language === 'en' ? '1.5' : language === 'ur' ? '2' : '1.7'};color:#1f2937">${body}<p style="color:#4b5563;font-size:15px">${escapeHtml(mailSignature(language))}</p></body></html>`;

/** The mail's one clear action: a large button, and its address printed below for a mail program that shows no buttons. */
export const mailButton = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>` +
  `<p style="word-break:break-all;font-size:15px">${escapeHtml(href)}</p>`;

const dateTimeFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * When something takes place (a meeting), on the clock in India: in English as the notices write it
 * ("26 Nov 2026, 5:30 pm IST"); in another language with the time of day in its own words
 * ("26 नवंबर 2026 को शाम 5:30 बजे"), since its locale would write am, pm and IST in Latin letters.
 * Each language's formatter is made when first asked for (making one is slow).
 */
export function mailDateTime(date: Date, language: Language): string {
  let format = dateTimeFormats.get(language);
  if (!format) {
    const english = language === 'en';
    format = new Intl.DateTimeFormat(localeOf[language], {
      day: 'numeric',
      month: english ? 'short' : 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
      ...(english ? { timeZoneName: 'short' } : { hourCycle: 'h12', dayPeriod: 'short' }),
    });
    dateTimeFormats.set(language, format);
  }
  return format.format(date);
}
