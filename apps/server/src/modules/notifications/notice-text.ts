/**
 * A notice's text kept by its contract key and arguments rather than as made words, so a person
 * reads it in the language they read now (a list in the request's language, a push in the language
 * saved on their account), however long ago it was made. The English is made once, when the
 * notice is stored, and kept as `content`: the spec's text, for old rows and other clients.
 */
import { contractKeyOf, contractMessages, type ContractMessage } from '@sahaya/contract/i18n/contract-messages';
import { defaultLanguage, localeOf, wordsIn, type InLanguages, type Language } from '@sahaya/contract/i18n/languages';
import type { NoticeArg } from '../../db/schema/notifications.ts';
import { contractText } from '../../lib/i18n.ts';

/** A moment, written out in the reader's language when the notice is read (a meeting's time). */
export type NoticeDate = Extract<NoticeArg, { dateTime: string }>;

/** A calendar day, with no time of day, written out in the reader's language when the notice is read (a loan's return day). */
export type NoticeDay = Extract<NoticeArg, { day: string }>;

/** Words an admin wrote in several languages (an asset's name), read in the reader's language, else in English. */
export type NoticeWords = Extract<NoticeArg, { words: InLanguages }>;

/** What a notice's text is made from: words people typed (kept as typed), counts, moments. */
export type { NoticeArg };

/** A notice's text: the contract key of its message and the arguments, in order. */
export interface NoticeText {
  key: string;
  args: NoticeArg[];
}

type ArgsOf<M> = M extends (...args: infer A) => string ? { [K in keyof A]: A[K] extends string ? string | NoticeDate | NoticeDay | NoticeWords : A[K] } : [];

/** A notice's text from a contract message (or the function that makes one) and its arguments. */
export function noticeText<M extends ContractMessage>(message: M, ...args: ArgsOf<M>): NoticeText {
  const key = contractKeyOf(message);
  if (!key) throw new Error('A notice is made from a text of the contract');
  return { key, args: [...(args as NoticeArg[])] };
}

/** A moment as a notice's argument. */
export const noticeDate = (date: Date): NoticeDate => ({ dateTime: date.toISOString() });

/** Words in several languages as a notice's argument. */
export const noticeWords = (words: InLanguages): NoticeWords => ({ words });

/** A day in India (`yyyy-MM-dd`) as a notice's argument. */
export const noticeDay = (day: string): NoticeDay => ({ day });

/**
 * How a notice writes a moment: the date and time in India, in English as the meeting's
 * invitation always did ("5 Nov 2026, 4:30 pm IST", meetings.service.ts `whenText`), in another
 * language with its words for the month and the part of the day ("5 नवंबर 2026 को शाम 4:30 बजे"),
 * never with English's am, pm and IST.
 */
const whenOptions = (language: Language): Intl.DateTimeFormatOptions => ({
  day: 'numeric',
  month: language === defaultLanguage ? 'short' : 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  ...(language === defaultLanguage ? { timeZoneName: 'short' } : { dayPeriod: 'short' }),
  timeZone: 'Asia/Kolkata',
});

/** How a notice writes a calendar day: "28 Nov 2026" in English, "28 नवंबर 2026" in Hindi, as `whenOptions` writes its date. */
const dayOptions = (language: Language): Intl.DateTimeFormatOptions => ({
  day: 'numeric',
  month: language === defaultLanguage ? 'short' : 'long',
  year: 'numeric',
  // The day is a date on India's calendar already; read at UTC midnight it stays that date.
  timeZone: 'UTC',
});

const isDate = (arg: NoticeArg): arg is NoticeDate => typeof arg === 'object' && arg !== null && 'dateTime' in arg;
const isDay = (arg: NoticeArg): arg is NoticeDay => typeof arg === 'object' && arg !== null && 'day' in arg;
const isWords = (arg: NoticeArg): arg is NoticeWords => typeof arg === 'object' && arg !== null && 'words' in arg;

const argIn = (language: Language, arg: NoticeArg): string | number | null => {
  if (isDate(arg)) return new Intl.DateTimeFormat(localeOf[language], whenOptions(language)).format(new Date(arg.dateTime));
  if (isDay(arg)) return new Intl.DateTimeFormat(localeOf[language], dayOptions(language)).format(new Date(`${arg.day}T00:00:00Z`));
  if (isWords(arg)) return wordsIn(language, arg.words);
  return arg;
};

/** The text in `language`, or undefined when its key is no longer the contract's. */
export function noticeIn(language: Language, text: NoticeText): string | undefined {
  const message = contractMessages.get(text.key);
  if (message === undefined) return undefined;
  return contractText(language, message, ...text.args.map((arg) => argIn(language, arg)));
}

/** The English text that is stored as `content`. */
export const englishOf = (text: NoticeText): string => noticeIn(defaultLanguage, text) ?? text.key;

/**
 * A stored notice in `language`: made from its key and arguments. Notices stored before they kept
 * their key were given one by the migration that read their English once (0026); one it could not
 * read, or whose key the contract no longer has, is shown as it was stored.
 */
export function storedNoticeIn(
  language: Language,
  row: { content: string; messageKey: string | null; messageArgs: NoticeArg[] | null },
): string {
  if (language === defaultLanguage) return row.content;
  const made = row.messageKey ? noticeIn(language, { key: row.messageKey, args: row.messageArgs ?? [] }) : undefined;
  return made ?? row.content;
}
