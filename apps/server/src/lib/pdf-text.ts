/**
 * Text in the PDFs the server makes (receipts, statements, label sheets), each run in the font of
 * its script. Latin text is set in Noto Sans (a TrueType font with the rupee sign: PDF's standard
 * fonts have no ₹ and would print a blank or a wrong glyph), Devanagari in Noto Sans Devanagari,
 * so a Hindi name on an English page prints too. pdfkit embeds only the glyphs used, with their
 * Unicode map, so the text can be searched and copied; fontkit shapes Devanagari with the font's
 * own rules (conjuncts such as क्ष and श्र, the vowel sign ि before its consonant, the reph of र्).
 *
 * A shaped Devanagari line draws its glyphs in visual order (ि before क), which a reader that maps
 * glyphs back to letters would give as "िक": each such line carries its text as typed in an
 * ActualText span, which is what poppler, Acrobat and screen readers read instead.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export type Weight = 'body' | 'bold';
let fonts: Record<`${Weight}` | `${Weight}-devanagari`, Buffer> | undefined;

/** Read once, when the first PDF is made. */
function noto() {
  fonts ??= {
    body: readFileSync(require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf')),
    bold: readFileSync(require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf')),
    'body-devanagari': readFileSync(require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf')),
    'bold-devanagari': readFileSync(require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf')),
  };
  return fonts;
}

const DEVANAGARI = /\p{Script=Devanagari}/u;

/** The name of the font `text` is set in at `weight`, as `useScriptFonts` registers it. */
export const fontOf = (text: string, weight: Weight) => (DEVANAGARI.test(text) ? `${weight}-devanagari` : weight);

/**
 * Registers the Noto fonts on `doc` under the names `fontOf` gives, and marks its Devanagari lines
 * with their text as typed: call it once, before anything is written.
 */
function useScriptFonts(doc: PDFKit.PDFDocument) {
  for (const [name, font] of Object.entries(noto())) doc.registerFont(name, font);
  markDevanagariLines(doc);
}

/** Writes `text` in the font of its script and `weight`. */
export function write(doc: PDFKit.PDFDocument, text: string, weight: Weight, options: PDFKit.Mixins.TextOptions = {}, at?: [number, number]) {
  doc.font(fontOf(text, weight));
  if (at) doc.text(text, at[0], at[1], options);
  else doc.text(text, options);
}

/** How far above its baseline `font` reaches at the current size (pdfkit sets a line's baseline that far below its top). */
export function ascent(doc: PDFKit.PDFDocument, font: string): number {
  doc.font(font);
  const { _font, _fontSize } = doc as unknown as { _font: { ascender: number }; _fontSize: number };
  return (_font.ascender / 1000) * _fontSize;
}

/** A PDF text string in UTF-16, as hex: <FEFF…>. */
const utf16Hex = (text: string) =>
  `<FEFF${Array.from({ length: text.length }, (_, i) => text.charCodeAt(i).toString(16).padStart(4, '0')).join('').toUpperCase()}>`;

/**
 * Marks each line of Devanagari that `doc` draws with its text as typed (an ActualText span), so
 * a reader that maps the shaped glyphs back to letters reads "कि", not "िक". The span is put
 * inside the line's own text object (pdfkit draws each line as BT … ET, in coordinates of its own):
 * put around it, a reader would place the text where the page's outer coordinates say, out of
 * its line. pdfkit has no option for this, so the document's line drawing is wrapped.
 */
function markDevanagariLines(doc: PDFKit.PDFDocument) {
  const internals = doc as unknown as {
    _fragment(text: string, x: number, y: number, options: object): void;
    addContent(data: string): PDFKit.PDFDocument;
  };
  const fragment = internals._fragment.bind(doc);
  const addContent = internals.addContent.bind(doc);
  let line: string | null = null;
  internals._fragment = (text, x, y, options) => {
    line = DEVANAGARI.test(text) ? text : null;
    try {
      fragment(text, x, y, options);
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
  const { default: PDFKitDocument } = await import('pdfkit');
  const doc = new PDFKitDocument(options);
  useScriptFonts(doc);
  return doc;
}
