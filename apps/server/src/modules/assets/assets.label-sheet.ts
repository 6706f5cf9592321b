/**
 * The sheet of labels an admin prints and cuts to stick on the equipment: A4, three columns of
 * eight, each label with its QR code on the left and beside it the asset's name, its short code
 * in large type (for whoever types it on the Scan page without a camera) and the organisation's
 * name. Dashed lines between the labels show where to cut. The QR code is drawn as vector
 * squares, so it prints sharp at any printer's resolution.
 */
import type { Language } from '@sahaya/contract/i18n/languages';
import { appName, say } from '../../lib/i18n.ts';
import { fontOf, pdfDocument, write } from '../../lib/pdf-text.ts';

/** PDF points in a millimetre. */
const MM = 72 / 25.4;
const PAGE = { width: 595.28, height: 841.89 };
const COLUMNS = 3;
const ROWS = 8;
/** Kept clear at the sheet's edges, where most printers cannot print. */
const MARGIN = { x: 8 * MM, y: 10 * MM };
/**
 * The QR code's side, its dark and light squares only. 26 mm is read by a phone from arm's length
 * and leaves, on a label 35 mm tall, the quiet zone of four squares the code needs around it.
 */
const QR_SIDE = 26 * MM;
/** Between the QR code and the text beside it: more than the four squares of its quiet zone. */
const QR_GAP = 4 * MM;
const NAME_SIZE = 10;
const CODE_SIZE = 16;
const FOOTER_SIZE = 7;

export const LABELS_PER_PAGE = COLUMNS * ROWS;

/** What one label shows. */
export interface Label {
  name: string;
  shortCode: string;
  /** The text of its QR code (contract assets/qr-text.ts). */
  qrText: string;
}

/** A label's place on its page, in points from the page's top left corner. */
export interface LabelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const cellWidth = (PAGE.width - 2 * MARGIN.x) / COLUMNS;
const cellHeight = (PAGE.height - 2 * MARGIN.y) / ROWS;

/** Where the `index`th label of a page goes: across the rows, then down. */
export function labelBox(index: number): LabelBox {
  const column = index % COLUMNS;
  const row = Math.floor(index / COLUMNS);
  return { x: MARGIN.x + column * cellWidth, y: MARGIN.y + row * cellHeight, width: cellWidth, height: cellHeight };
}

/** Where the QR code of a label in `box` goes: its top left corner, centred on the label's height. */
function qrCorner(box: LabelBox): { x: number; y: number } {
  const inset = (box.height - QR_SIDE) / 2;
  return { x: box.x + inset, y: box.y + inset };
}

/**
 * Draws the QR code of `text` with its top left corner at `x`, `y`, at the error correction the
 * Generate QR dialog uses, so both print the same code. Each row's run of dark squares is one
 * rectangle, and all of them one path filled once: a reader sees no seams between the squares.
 */
async function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number) {
  const { default: QRCode } = await import('qrcode');
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const unit = QR_SIDE / modules.size;
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      doc.rect(x + start * unit, y + row * unit, (column - start) * unit, unit);
    }
  }
  doc.fill('#000000');
}

/** The largest size up to CODE_SIZE at which `code` fits `width`: a longer number (WC-12345) is set a little smaller. */
function codeSize(doc: PDFKit.PDFDocument, code: string, width: number): number {
  doc.font(fontOf(code, 'bold'));
  let size = CODE_SIZE;
  while (size > 9 && doc.fontSize(size).widthOfString(code) > width) size -= 0.5;
  return size;
}

/**
 * One label: its QR code, and beside it, from the bottom up, the organisation's name, the code
 * (on the same line on every label of a row) and above them the name in what room is left, cut
 * with an ellipsis when it is longer.
 */
async function drawLabel(doc: PDFKit.PDFDocument, label: Label, box: LabelBox, footer: string) {
  const qr = qrCorner(box);
  await drawQrCode(doc, label.qrText, qr.x, qr.y);
  const x = qr.x + QR_SIDE + QR_GAP;
  // The text keeps the same distance from the label's right edge as the code from its left.
  const width = box.x + box.width - x - (qr.x - box.x);
  const bottom = qr.y + QR_SIDE;

  doc.fontSize(FOOTER_SIZE).font(fontOf(footer, 'body'));
  const footerTop = bottom - doc.currentLineHeight(true);
  doc.fillColor('#475569');
  write(doc, footer, 'body', { width, lineBreak: false }, [x, footerTop]);

  doc.fontSize(codeSize(doc, label.shortCode, width));
  const codeTop = footerTop - doc.currentLineHeight(true);
  doc.fillColor('#0f172a');
  write(doc, label.shortCode, 'bold', { width, lineBreak: false }, [x, codeTop]);

  doc.fontSize(NAME_SIZE).font(fontOf(label.name, 'bold'));
  const top = qr.y - 2;
  const room = codeTop - top;
  const height = Math.min(doc.heightOfString(label.name, { width }), room);
  write(doc, label.name, 'bold', { width, height, ellipsis: true }, [x, top]);
}

/**
 * Dashed lines where the labels of a page are cut apart: around the `count` labels on it, the
 * rows they fill drawn whole, so the last row's blank labels come off clean too.
 */
function drawCutLines(doc: PDFKit.PDFDocument, count: number) {
  const rows = Math.ceil(count / COLUMNS);
  const bottom = MARGIN.y + rows * cellHeight;
  const right = MARGIN.x + COLUMNS * cellWidth;
  doc.save().lineWidth(0.5).strokeColor('#94a3b8').dash(3, { space: 3 });
  for (let row = 0; row <= rows; row++) doc.moveTo(MARGIN.x, MARGIN.y + row * cellHeight).lineTo(right, MARGIN.y + row * cellHeight);
  for (let column = 0; column <= COLUMNS; column++) doc.moveTo(MARGIN.x + column * cellWidth, MARGIN.y).lineTo(MARGIN.x + column * cellWidth, bottom);
  doc.stroke().undash().restore();
}

/** The sheet of `labels`, LABELS_PER_PAGE a page, in `language`, as a stream the caller sends. */
export async function labelSheetPdf(labels: readonly Label[], language: Language): Promise<PDFKit.PDFDocument> {
  const sahaya = appName(language);
  const title = say(language, /*i18n*/ { id: 'pdf.labels.title', message: 'Asset labels' });
  const doc = await pdfDocument({ size: 'A4', margin: 0, autoFirstPage: false, lang: language, info: { Title: title, Author: sahaya } });
  for (let first = 0; first < labels.length; first += LABELS_PER_PAGE) {
    const page = labels.slice(first, first + LABELS_PER_PAGE);
    doc.addPage();
    drawCutLines(doc, page.length);
    for (const [index, label] of page.entries()) await drawLabel(doc, label, labelBox(index), sahaya);
  }
  doc.end();
  return doc;
}
