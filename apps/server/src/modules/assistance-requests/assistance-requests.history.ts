/**
 * A request's history: each entry is kept as its code (a key of `assistanceMessages.history`) and
 * the names in it, never as made words, and written in the language of whoever reads it, however
 * long ago it happened.
 */
import { assistanceMessages as m } from '@sahaya/contract/assistance-requests/messages';
import type { HistoryCode } from '@sahaya/contract/assistance-requests/schemas';
import type { Language } from '@sahaya/contract/i18n/languages';
import type { Db } from '../../db/client.ts';
import { assistanceRequestEvents } from '../../db/schema/assistance-requests.ts';
import { contractText } from '../../lib/i18n.ts';

type ParamsOf<C extends HistoryCode> = (typeof m.history)[C] extends (...params: infer P extends string[]) => string ? P : [];

/** What an entry says: its code and, in order, the names its words need. */
export interface HistoryLine {
  code: HistoryCode;
  params: string[];
}

export const historyLine = <C extends HistoryCode>(code: C, ...params: ParamsOf<C>): HistoryLine => ({ code, params: [...params] });

/** Writes a line of the request's history, inside the change it records. */
export const recordEvent = (tx: Db, requestId: string, actorId: string, action: string, line: HistoryLine) =>
  tx.insert(assistanceRequestEvents).values({ requestId, actorId, action, code: line.code, params: line.params });

/** An entry's words in `language`. */
export const historyText = (language: Language, line: HistoryLine): string => contractText(language, m.history[line.code], ...line.params);
