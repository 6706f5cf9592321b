/**
 * Text in the PDFs the server makes (receipts, statements, label sheets), each run in the font of
 * its script. Latin text is set in Noto Sans (a TrueType font with the rupee sign: PDF's standard
 * fonts have no ₹ and would print a blank or a wrong glyph), each of India's scripts in its Noto
 * font, so a Tamil name on an English page prints too. pdfkit embeds only the glyphs used, with
 * their Unicode map, so the text can be searched and copied; fontkit shapes each script with the
 * font's own rules (Devanagari's क्ष and the vowel sign ि before its consonant, Bengali's conjuncts,
 * Tamil's ligatures, Malayalam's chillus, Urdu's joined letters).
 *
 * A shaped line draws its glyphs in visual order (ि before क), which a reader that maps glyphs back
 * to letters would give as "िक": each such line carries its text as typed in an ActualText span,
 * which is what poppler, Acrobat and screen readers read instead.
 *
 * Urdu is set in Noto Naskh Arabic, whose joining fontkit shapes right; the Nastaliq the web app
 * shows needs a shaper of its own that pdfkit has not. An Urdu document stands against the right
 * margin, and its lines are ordered to read from the right (`forRightToLeft`).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { directionOf, isLanguage } from '@sahaya/contract/i18n/languages';

const require = createRequire(import.meta.url);
export type Weight = 'body' | 'bold';

/** Each script's Noto font, by the name fontkit's Unicode script property gives it, and its test. */
const scripts = {
  devanagari: { pattern: /\p{Script=Devanagari}/u, font: 'noto-sans-devanagari/{w}/NotoSansDevanagari_{w}.ttf' },
  bengali: { pattern: /\p{Script=Bengali}/u, font: 'noto-sans-bengali/{w}/NotoSansBengali_{w}.ttf' },
  telugu: { pattern: /\p{Script=Telugu}/u, font: 'noto-sans-telugu/{w}/NotoSansTelugu_{w}.ttf' },
  tamil: { pattern: /\p{Script=Tamil}/u, font: 'noto-sans-tamil/{w}/NotoSansTamil_{w}.ttf' },
  gujarati: { pattern: /\p{Script=Gujarati}/u, font: 'noto-sans-gujarati/{w}/NotoSansGujarati_{w}.ttf' },
  kannada: { pattern: /\p{Script=Kannada}/u, font: 'noto-sans-kannada/{w}/NotoSansKannada_{w}.ttf' },
  malayalam: { pattern: /\p{Script=Malayalam}/u, font: 'noto-sans-malayalam/{w}/NotoSansMalayalam_{w}.ttf' },
  arabic: { pattern: /\p{Script=Arabic}/u, font: 'noto-naskh-arabic/{w}/NotoNaskhArabic_{w}.ttf' },
} as const;
type Script = keyof typeof scripts;
const scriptNames = Object.keys(scripts) as Script[];

const weightFiles: Record<Weight, string> = { body: '400Regular', bold: '700Bold' };

let fonts: Record<string, Buffer> | undefined;
let anchorsMended = false;

/**
 * fontkit stops at a mark-positioning anchor that a font leaves empty, which the OpenType spec
 * allows and Noto Sans Telugu and Malayalam do on many vowel signs (fontkit issue 367): such an
 * anchor is skipped, as HarfBuzz skips it, rather than failing the whole document. The processor is
 * one class for every font, reached through a font's layout engine since fontkit exports it not.
 */
function skipEmptyAnchors(create: (buffer: Buffer) => unknown, font: Buffer) {
  const probe = create(font) as { layout(text: string): unknown; _layoutEngine: { engine: { GPOSProcessor: object } } };
  probe.layout('ക');
  const processor = Object.getPrototypeOf(probe._layoutEngine.engine.GPOSProcessor) as {
    applyAnchor(markRecord: { markAnchor: unknown }, baseAnchor: unknown, baseGlyphIndex: number): void;
  };
  const applyAnchor = processor.applyAnchor;
  processor.applyAnchor = function (markRecord, baseAnchor, baseGlyphIndex) {
    if (baseAnchor && markRecord.markAnchor) applyAnchor.call(this, markRecord, baseAnchor, baseGlyphIndex);
  };
}

/** Read once, when the first PDF is made. */
function noto() {
  if (fonts) return fonts;
  const read = (path: string) => readFileSync(require.resolve(`@expo-google-fonts/${path}`));
  fonts = {};
  for (const weight of ['body', 'bold'] as const) {
    const file = weightFiles[weight];
    fonts[weight] = read(`noto-sans/${file}/NotoSans_${file}.ttf`);
    for (const script of scriptNames) fonts[`${weight}-${script}`] = read(scripts[script].font.replaceAll('{w}', file));
  }
  return fonts;
}

/** The script `text` is written in beside Latin, if any: the first of India's it holds. */
const scriptOf = (text: string): Script | undefined => scriptNames.find((script) => scripts[script].pattern.test(text));

/** The name of the font `text` is set in at `weight`, as `useScriptFonts` registers it. */
export const fontOf = (text: string, weight: Weight) => {
  const script = scriptOf(text);
  return script ? `${weight}-${script}` : weight;
};

/**
 * Registers the Noto fonts on `doc` under the names `fontOf` gives, and marks its shaped lines
 * with their text as typed: call it once, before anything is written.
 */
function useScriptFonts(doc: PDFKit.PDFDocument) {
  for (const [name, font] of Object.entries(noto())) doc.registerFont(name, font);
  markShapedLines(doc);
}

/** The documents written right to left (Urdu's): their text stands against the right margin. */
const rightToLeftDocuments = new WeakSet<PDFKit.PDFDocument>();

export const isRightToLeftDocument = (doc: PDFKit.PDFDocument) => rightToLeftDocuments.has(doc);

/**
 * Writes `text` in the font of its script and `weight`. In a right-to-left document, text that
 * would stand against the left (flowing text, or a box given its width) stands against the right.
 */
export function write(doc: PDFKit.PDFDocument, text: string, weight: Weight, options: PDFKit.Mixins.TextOptions = {}, at?: [number, number]) {
  doc.font(fontOf(text, weight));
  const toTheRight = isRightToLeftDocument(doc) && (options.align ?? 'left') === 'left' && (!at || options.width !== undefined);
  const aligned = toTheRight ? { ...options, align: 'right' as const } : options;
  if (at) doc.text(text, at[0], at[1], aligned);
  else doc.text(text, aligned);
}

/** How far above its baseline `font` reaches at the current size (pdfkit sets a line's baseline that far below its top). */
export function ascent(doc: PDFKit.PDFDocument, font: string): number {
  doc.font(font);
  const { _font, _fontSize } = doc as unknown as { _font: { ascender: number }; _fontSize: number };
  return (_font.ascender / 1000) * _fontSize;
}

/** Text with letters of a script written right to left (Urdu's), as opposed to numbers and Latin words. */
const isRightToLeft = (text: string) => scripts.arabic.pattern.test(text);

/**
 * A run of left-to-right text inside a right-to-left line: digits, Latin words and what joins them
 * ("AY 2022-23", "₹1,500", "SAH/2026-27/000123", "80G(5)").
 */
const LEFT_TO_RIGHT_RUN = /[\p{Script=Latin}\p{Nd}₹][\p{Script=Latin}\p{Nd}₹.,:/@+\-_ ()]*[\p{Script=Latin}\p{Nd})]|[\p{Script=Latin}\p{Nd}]/gu;

/**
 * The Arabic letter mark: no glyph of its own, but a letter of Arabic script, so fontkit, which takes
 * a line's script from its first letter, shapes a line that starts with a number or a Latin word
 * ("80G رجسٹریشن" in Urdu) as Urdu.
 */
const ARABIC_LETTER_MARK = '\u061C';

/**
 * A line of Urdu as fontkit is to be handed it, whole (`markShapedLines`): fontkit lays a line of
 * Arabic script out right to left by reversing all of it, numbers and Latin words too, so each run
 * of left-to-right text is reversed beforehand and the line's reversal puts it back as it reads;
 * a bracket outside them is swapped for its mirror, as right-to-left text draws it.
 */
export const forRightToLeft = (line: string) =>
  line.replace(RUN_OR_BRACKET, (found) => MIRRORED[found] ?? [...found].reverse().join(''));

/** A bracket in right-to-left text is drawn mirrored, which fontkit does not do itself. */
const MIRRORED: Record<string, string> = { '(': ')', ')': '(' };
const RUN_OR_BRACKET = new RegExp(`${LEFT_TO_RIGHT_RUN.source}|[()]`, 'gu');

/** A PDF text string in UTF-16, as hex: <FEFF…>. */
const utf16Hex = (text: string) =>
  `<FEFF${Array.from({ length: text.length }, (_, i) => text.charCodeAt(i).toString(16).padStart(4, '0')).join('').toUpperCase()}>`;

/**
 * Marks each shaped line that `doc` draws (any of India's scripts) with its text as typed (an
 * ActualText span), so a reader that maps the shaped glyphs back to letters reads "कि", not "िक".
 * The span is put inside the line's own text object (pdfkit draws each line as BT … ET, in
 * coordinates of its own): put around it, a reader would place the text where the page's outer
 * coordinates say, out of its line. A line of Urdu is handed on ordered for fontkit
 * (`forRightToLeft`). pdfkit has no option for either, so the document's line drawing is wrapped.
 */
function markShapedLines(doc: PDFKit.PDFDocument) {
  const internals = doc as unknown as {
    _fragment(text: string, x: number, y: number, options: object): void;
    addContent(data: string): PDFKit.PDFDocument;
  };
  const fragment = internals._fragment.bind(doc);
  const addContent = internals.addContent.bind(doc);
  let line: string | null = null;
  internals._fragment = (text, x, y, options) => {
    const rightToLeft = isRightToLeft(text);
    const ordered = rightToLeft ? forRightToLeft(text) : text;
    const drawn = rightToLeft ? `${ARABIC_LETTER_MARK}${ordered}` : text;
    // A line of Urdu is given its letters in the order its glyphs stand on the page, as readers
    // expect of any right-to-left PDF and put back in reading order themselves.
    line = rightToLeft ? [...ordered].reverse().join('') : scriptOf(text) ? text : null;
    try {
      // Features named make pdfkit lay the line out whole, not word by word: fontkit then orders all of it.
      fragment(drawn, x, y, rightToLeft ? { ...options, features: (options as { features?: string[] }).features ?? [] } : options);
    } finally {
      line = null;
    }
  };
  internals.addContent = (data) => {
    if (line !== null && data === 'ET') addContent('EMC');
    const added = addContent(data);
    if (line !== null && data === 'BT') addContent(`/Span <</ActualText ${utf16Hex(line)}>> BDC`);
    return added;
  };
}

/**
 * pdfkit is loaded when the first PDF is made rather than at start, which it would slow for every
 * node whether or not anybody asks for one; later calls get the module Node already holds.
 */
export async function pdfDocument(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  // The fontkit pdfkit imports (its ES module), which the first PDF mends.
  const [{ default: PDFKitDocument }, { create }] = await Promise.all([import('pdfkit'), import('fontkit')]);
  if (!anchorsMended) {
    skipEmptyAnchors(create, noto()['body-malayalam']!);
    anchorsMended = true;
  }
  const doc = new PDFKitDocument(options);
  useScriptFonts(doc);
  if (isLanguage(options.lang) && directionOf(options.lang) === 'rtl') rightToLeftDocuments.add(doc);
  return doc;
}
