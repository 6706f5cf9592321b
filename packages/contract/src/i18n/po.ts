/**
 * Reading and writing the gettext `.po` files translators work in (Poedit, Weblate, Crowdin), for the
 * contract's catalogues: the server reads them when it starts, the web app's build compiles them,
 * and the catalogue script keeps them in step with the English. Only what those files use is read:
 * comments, `msgid`, `msgstr`, the `fuzzy` flag and quoted strings over several lines.
 */

export interface PoEntry {
  id: string;
  translation: string;
  /** `#.` lines: what the translator is told (here, the English text). */
  notes: string[];
  /** `#,` flags; `fuzzy` marks a translation whose English has changed since. */
  flags: string[];
}

const unquote = (quoted: string): string =>
  JSON.parse(quoted) as string;

/** The entries of a `.po` file; the header (the entry with an empty id) is left out. */
export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: PoEntry = { id: '', translation: '', notes: [], flags: [] };
  let field: 'id' | 'translation' | null = null;
  const finish = () => {
    if (current.id) entries.push(current);
    current = { id: '', translation: '', notes: [], flags: [] };
    field = null;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') {
      if (field) finish();
    } else if (line.startsWith('#.')) {
      if (field) finish();
      current.notes.push(line.slice(2).trim());
    } else if (line.startsWith('#,')) {
      if (field) finish();
      current.flags.push(...line.slice(2).split(',').map((flag) => flag.trim()).filter(Boolean));
    } else if (line.startsWith('#')) {
      if (field) finish();
    } else if (line.startsWith('msgid ')) {
      if (field) finish();
      field = 'id';
      current.id = unquote(line.slice(6));
    } else if (line.startsWith('msgstr ')) {
      field = 'translation';
      current.translation = unquote(line.slice(7));
    } else if (line.startsWith('"') && field) {
      current[field] += unquote(line);
    }
  }
  finish();
  return entries;
}

const quote = (text: string): string => JSON.stringify(text);

/** A `.po` file of `entries`, with a header naming its language. */
export function writePo(language: string, entries: readonly PoEntry[]): string {
  const header = [
    'msgid ""',
    'msgstr ""',
    '"MIME-Version: 1.0\\n"',
    '"Content-Type: text/plain; charset=utf-8\\n"',
    '"Content-Transfer-Encoding: 8bit\\n"',
    `"Language: ${language}\\n"`,
  ].join('\n');
  const blocks = entries.map((entry) =>
    [
      ...entry.notes.map((note) => `#. ${note}`),
      ...(entry.flags.length ? [`#, ${entry.flags.join(', ')}`] : []),
      `msgid ${quote(entry.id)}`,
      `msgstr ${quote(entry.translation)}`,
    ].join('\n'),
  );
  return `${[header, ...blocks].join('\n\n')}\n`;
}

/** A catalogue as `id → translation`, leaving out untranslated and fuzzy entries. */
export function translationsOf(entries: readonly PoEntry[]): Record<string, string> {
  const translations: Record<string, string> = {};
  for (const entry of entries) {
    if (entry.translation && !entry.flags.includes('fuzzy')) translations[entry.id] = entry.translation;
  }
  return translations;
}
