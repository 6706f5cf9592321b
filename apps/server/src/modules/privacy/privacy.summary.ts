/**
 * summary.html, the copy of a person's data as a page they can read (issue 36), beside data.json,
 * which stays as it is for a computer: the same sections, each under its heading, every field
 * labelled in the person's language, times on India's clock and days as people write them, the
 * files they uploaded linked from where they belong. One self-contained page: its style is inline,
 * it runs no script (its Content-Security-Policy allows none) and loads nothing from anywhere.
 */
import { isCalendarDay } from '@sahaya/contract/calendar-days';
import { isLanguage, languageNames, localeOf, type Language } from '@sahaya/contract/i18n/languages';
import { escapeHtml, mailDateTime } from '../../lib/mail-layout.ts';
import { summaryWords, type SummaryWords } from './privacy.summary-words.ts';

/** Ids and codes that mean something to Sahaya's database, not to a reader; data.json keeps them. */
const NOT_FOR_READERS = new Set(['id', 'requestId', 'code', 'params']);
/** The parts of data.json that describe the file rather than hold data. */
const ABOUT_THE_FILE = new Set(['about', 'exportedAt']);

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The fields whose value is one of a few words Sahaya stores (summaryWords' `values`), not something a person typed. */
const WORDED = new Set(['role', 'gender', 'type', 'volunteerType', 'priority', 'status', 'direction', 'textSize', 'campaign', 'skills']);

/** "createdAt" as "Created at": a field no label was written for yet. */
const fieldName = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase()).replace(/ [A-Z]/g, (c) => c.toLowerCase());

interface Render {
  words: SummaryWords;
  language: Language;
  day: Intl.DateTimeFormat;
  number: Intl.NumberFormat;
}

function value(r: Render, key: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return `<span class="none">${escapeHtml(r.words.none)}</span>`;
  if (typeof v === 'boolean') return escapeHtml(v ? r.words.yes : r.words.no);
  if (typeof v === 'number') return escapeHtml(r.number.format(v));
  if (v instanceof Date) return escapeHtml(mailDateTime(v, r.language));
  if (typeof v === 'string') {
    // A file of the copy, linked where it lies beside this page once the zip is opened.
    if (key === 'file' && v.startsWith('files/')) return `<a href="${escapeHtml(v)}">${escapeHtml(v.slice('files/'.length))}</a>`;
    if (isCalendarDay(v)) return escapeHtml(r.day.format(new Date(`${v}T00:00:00Z`)));
    if (WORDED.has(key) && r.words.values[v]) return escapeHtml(r.words.values[v]);
    // A topic is one of the sections' subjects, labelled as its field is.
    if (key === 'topic' && r.words.fields[v]) return escapeHtml(r.words.fields[v]);
    if (key === 'language' && isLanguage(v)) return escapeHtml(languageNames[v]);
    if (TIMESTAMP.test(v) && !Number.isNaN(Date.parse(v))) return escapeHtml(mailDateTime(new Date(v), r.language));
    return `<span class="text">${escapeHtml(v)}</span>`;
  }
  if (Array.isArray(v)) {
    if (v.length === 0) return `<span class="none">${escapeHtml(r.words.none)}</span>`;
    if (v.every((item) => item === null || typeof item !== 'object' || item instanceof Date)) return v.map((item) => value(r, key, item)).join(', ');
    return rows(r, v);
  }
  if (typeof v === 'object') return record(r, v as Record<string, unknown>);
  return escapeHtml(String(v));
}

function record(r: Render, row: Record<string, unknown>): string {
  const items = Object.entries(row)
    .filter(([key, v]) => !NOT_FOR_READERS.has(key) && v !== undefined)
    .map(([key, v]) => `<div><dt>${escapeHtml(r.words.fields[key] ?? fieldName(key))}</dt><dd>${value(r, key, v)}</dd></div>`);
  return `<dl>${items.join('')}</dl>`;
}

function rows(r: Render, list: readonly unknown[]): string {
  return `<ol class="rows">${list.map((item) => `<li>${item !== null && typeof item === 'object' && !Array.isArray(item) ? record(r, item as Record<string, unknown>) : value(r, '', item)}</li>`).join('')}</ol>`;
}

function section(r: Render, name: string, content: unknown): string {
  const heading = escapeHtml(r.words.sections[name] ?? fieldName(name));
  const empty = content === null || content === undefined || (Array.isArray(content) && content.length === 0);
  const body = empty ? `<p class="none">${escapeHtml(r.words.nothing)}</p>` : Array.isArray(content) ? rows(r, content) : record(r, content as Record<string, unknown>);
  return `<section id="${escapeHtml(name)}" aria-labelledby="${escapeHtml(name)}-heading"><h2 id="${escapeHtml(name)}-heading">${heading}</h2>${body}</section>`;
}

/**
 * Larger text and generous lines for older readers; Devanagari's marks need more room between
 * lines than Latin letters. No fonts are fetched: the system's fonts for each script are named.
 */
const STYLE = `
body{font-family:system-ui,Arial,'Noto Sans','Noto Sans Devanagari','Nirmala UI',Mangal,sans-serif;font-size:18px;line-height:1.6;color:#1c1917;background:#fff;margin:0}
main{max-width:52rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{font-size:1.9rem;margin:0 0 .75rem}h2{font-size:1.45rem;margin:2.25rem 0 .75rem;padding-bottom:.25rem;border-bottom:2px solid #d6d3d1}
nav ul{padding-left:1.25rem}a{color:#1d4ed8}
ol.rows{list-style:none;padding:0;margin:0}ol.rows>li{border:1px solid #d6d3d1;border-radius:.5rem;padding:.5rem 1rem;margin:0 0 .75rem}
dl{margin:0}dl>div{display:grid;grid-template-columns:minmax(8rem,14rem) 1fr;gap:.25rem 1rem;padding:.3rem 0;border-bottom:1px solid #f5f5f4}
dl>div:last-child{border-bottom:0}dt{font-weight:600;color:#44403c}dd{margin:0;overflow-wrap:anywhere}dd dl{margin-top:.25rem}
.none{color:#57534e}.text{white-space:pre-wrap}
@media (max-width:36rem){dl>div{grid-template-columns:1fr}}
`.trim();

/** The page of `data` (as data.json holds it) in `language`, made at `madeAt`. */
export function summaryHtml(data: Record<string, unknown>, language: Language, madeAt: Date): string {
  const words = summaryWords(language);
  const r: Render = {
    words,
    language,
    day: new Intl.DateTimeFormat(localeOf[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    number: new Intl.NumberFormat(localeOf[language]),
  };
  const names = Object.keys(data).filter((name) => !ABOUT_THE_FILE.has(name));
  const contents = names.map((name) => `<li><a href="#${escapeHtml(name)}">${escapeHtml(words.sections[name] ?? fieldName(name))}</a></li>`).join('');
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src 'self'">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(words.title)}</title><style>${STYLE}</style></head>`,
    '<body><main>',
    `<h1>${escapeHtml(words.title)}</h1>`,
    `<p>${escapeHtml(words.about(mailDateTime(madeAt, language)))}</p>`,
    `<p>${escapeHtml(words.files)}</p>`,
    `<nav aria-labelledby="contents-heading"><h2 id="contents-heading">${escapeHtml(words.contents)}</h2><ul>${contents}</ul></nav>`,
    ...names.map((name) => section(r, name, data[name])),
    '</main></body></html>',
  ].join('\n');
}
