/**
 * What every mail shares: the greeting, the signature and a short, plain page around the body,
 * marked with the reader's language so a screen reader reads it in the right voice and a mail
 * program picks a font that has its script.
 */
import type { Language } from '@sahaya/contract/i18n/languages';
import { say } from './i18n.ts';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** "Hello Asha," — the name as the person typed it. */
export const mailGreeting = (language: Language, name: string) =>
  say(language, /*i18n*/ { id: 'mail.greeting', message: 'Hello {name},', values: { name } });

export const mailSignature = (language: Language) => say(language, /*i18n*/ { id: 'mail.signature', message: '— The Sahaya team' });

/**
 * A short, plain layout: large text and one clear action read well on small and magnified screens.
 * Devanagari's marks above and below the line need more room between lines than Latin letters.
 */
export const mailLayout = (language: Language, body: string) =>
  `<!doctype html><html lang="${language}"><body style="font-family:Arial,Helvetica,'Noto Sans Devanagari','Nirmala UI',Mangal,sans-serif;font-size:18px;line-height:${language === 'en' ? '1.5' : '1.7'};color:#1f2937">${body}<p style="color:#4b5563;font-size:15px">${escapeHtml(mailSignature(language))}</p></body></html>`;
