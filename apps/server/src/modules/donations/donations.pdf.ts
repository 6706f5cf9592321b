/**
 * The receipt and the statement as PDF. Both embed Noto Sans (a TrueType font with the rupee
 * sign): PDF's standard fonts have no ₹ and would print a blank or a wrong glyph. pdfkit embeds
 * only the glyphs used, with their Unicode map, so the text can be searched and copied.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { donationMessages as m } from '@sahaya/contract/donations/messages';
import { formatRupees } from '@sahaya/contract/format';
import { rupeesInWords } from './amount-in-words.ts';

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** Read once, when the first PDF is made. */
function noto() {
  fonts ??= {
    regular: readFileSync(require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf')),
    bold: readFileSync(require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf')),
  };
  return fonts;
}

/** Dates as people in India read them, on their calendar. */
const longDate = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const isoDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Asia/Kolkata' });

/** yyyy-MM-dd in India. */
export const indiaDay = (date: Date) => isoDay.format(date);
export const campaignName = (campaign: string) => campaign.charAt(0).toUpperCase() + campaign.slice(1);

/**
 * pdfkit is loaded when the first PDF is made rather than at start, which it would slow for every
 * node whether or not anybody asks for a receipt; later calls get the module Node already holds.
 */
async function newDocument(title: string, demo = false): Promise<PDFKit.PDFDocument> {
  const { default: PDFKitDocument } = await import('pdfkit');
  const { regular, bold } = noto();
  const doc = new PDFKitDocument({ size: 'A4', margin: 56, info: { Title: title, Author: 'Sahaya' } });
  doc.registerFont('body', regular);
  doc.registerFont('bold', bold);
  if (demo) watermark(doc, m.demoReceipt);
  doc.font('bold').fontSize(22).fillColor('#0f766e').text('Sahaya', { continued: false });
  doc.font('body').fontSize(10).fillColor('#475569').text('Community help, together');
  doc.moveDown(1.5);
  doc.font('bold').fontSize(16).fillColor('#0f172a').text(title);
  doc.moveDown(0.8);
  return doc;
}

function field(doc: PDFKit.PDFDocument, label: string, value: string) {
  doc.font('bold').fontSize(11).fillColor('#334155').text(`${label}: `, { continued: true });
  doc.font('body').fillColor('#0f172a').text(value);
  doc.moveDown(0.3);
}

/**
 * Writes `text` large, faint and diagonally across the middle of this page and of every page
 * added after it, under what is drawn later: a demo donation's PDF must not pass for a receipt,
 * even as one page printed or cropped out of it.
 */
function watermark(doc: PDFKit.PDFDocument, text: string) {
  const draw = () => {
    const { width, height } = doc.page;
    // The cursor is where the page's own text goes next; the watermark must not move it.
    const { x, y } = doc;
    doc.save();
    doc.rotate(-45, { origin: [width / 2, height / 2] });
    doc.font('bold').fontSize(54).fillColor('#b91c1c').fillOpacity(0.18);
    doc.text(text, -width / 4, height / 2 - 30, { width: width * 1.5, align: 'center', lineBreak: false });
    doc.restore();
    doc.fillOpacity(1);
    doc.x = x;
    doc.y = y;
  };
  draw();
  doc.on('pageAdded', draw);
}

export interface ReceiptData {
  id: string;
  amount: number;
  campaign: string;
  donor: string;
  paymentId: string | null;
  date: Date;
  message: string | null;
  /** Made on the demo checkout: no money was paid, and the PDF says it is not a receipt. */
  isDemo: boolean;
}

/** A receipt as a stream; the caller sends it. A demo donation's says it is none, in its title and across each page. */
export async function receiptPdf(data: ReceiptData): Promise<PDFKit.PDFDocument> {
  const doc = await newDocument(data.isDemo ? m.demoReceipt : 'Donation Receipt', data.isDemo);
  field(doc, 'Receipt number', data.id);
  field(doc, 'Date', longDate.format(data.date));
  field(doc, 'Donor', data.donor);
  field(doc, 'Campaign', campaignName(data.campaign));
  field(doc, 'Amount', formatRupees(data.amount));
  field(doc, 'Amount in words', rupeesInWords(data.amount));
  field(doc, 'Payment ID', data.isDemo ? m.demoBadge : (data.paymentId ?? '-'));
  if (data.message) field(doc, 'Message', data.message);
  doc.moveDown(1);
  doc
    .font('body')
    .fontSize(11)
    .fillColor('#0f172a')
    .text(
      data.isDemo
        ? 'This donation was made on the demo checkout of a test installation of Sahaya. No money was paid, and this document is not a receipt.'
        : 'Thank you for your generosity. Your donation helps people in our community get the help they need.',
    );
  doc.end();
  return doc;
}

export interface StatementRow {
  date: Date;
  campaign: string;
  amount: number;
  paymentId: string | null;
  isDemo: boolean;
}

/**
 * A statement as a stream: the rows are written as they are read, batch by batch, and the total
 * follows them.
 */
export async function statementPdf(
  header: { donor: string; email: string | null; from: string | null; to: string },
  batches: AsyncIterable<StatementRow[]>,
): Promise<PDFKit.PDFDocument> {
  const doc = await newDocument('Donation Statement');
  field(doc, 'Donor', header.donor);
  if (header.email) field(doc, 'Email', header.email);
  field(doc, 'Period', `${header.from ? longDate.format(new Date(`${header.from}T12:00:00Z`)) : 'First donation'} to ${longDate.format(new Date(`${header.to}T12:00:00Z`))}`);
  doc.moveDown(0.8);
  const columns = [56, 160, 250, 440];
  const line = (cells: string[], font: 'body' | 'bold') => {
    if (doc.y > doc.page.height - 90) doc.addPage();
    const y = doc.y;
    doc.font(font).fontSize(10).fillColor('#0f172a');
    cells.forEach((cell, i) => doc.text(cell, columns[i], y, { width: (columns[i + 1] ?? 540) - (columns[i] ?? 0) - 8, lineBreak: false }));
    doc.x = 56;
    doc.y = y + 18;
  };
  line(['Date', 'Campaign', 'Payment ID', 'Amount'], 'bold');
  void (async () => {
    let total = 0;
    let count = 0;
    try {
      for await (const batch of batches) {
        for (const row of batch) {
          // A demo donation says in its row that nothing was paid, where its payment id would be.
          line([longDate.format(row.date), campaignName(row.campaign), row.isDemo ? m.demoBadge : (row.paymentId ?? '-'), formatRupees(row.amount)], 'body');
          total = Math.round((total + row.amount) * 100) / 100;
          count += 1;
        }
      }
      doc.moveDown(1);
      if (count === 0) field(doc, 'Donations', m.noDonations);
      field(doc, 'Total', `${formatRupees(total)} in ${count} donation${count === 1 ? '' : 's'}`);
      field(doc, 'Total in words', rupeesInWords(total));
      doc.end();
    } catch (error) {
      doc.emit('error', error);
    }
  })();
  return doc;
}
