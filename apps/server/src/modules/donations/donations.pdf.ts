/**
 * The receipt and the statement as PDF, in the reader's language, each text in the font of its
 * script (lib/pdf-text.ts), so a Hindi name on an English receipt prints too.
 */
import { indiaDayOf } from '@sahaya/contract/calendar-days';
import { donationMessages as m } from '@sahaya/contract/donations/messages';
import type { PaymentMode } from '@sahaya/contract/donations/schemas';
import { CASH_DEDUCTION_LIMIT, cashAboveDeductionLimit } from '@sahaya/contract/donations/section-80g';
import { formatCalendarDay, formatRupees } from '@sahaya/contract/format';
import { defaultLanguage, type Language } from '@sahaya/contract/i18n/languages';
import type { MessageDescriptor } from '@lingui/core';
import type { OrgDetails } from '../../config.ts';
import { appName, contractText, say } from '../../lib/i18n.ts';
import { ascent, fontOf, isRightToLeftDocument, pdfDocument, write, type Weight } from '../../lib/pdf-text.ts';
import { rupeesInWords } from './amount-in-words.ts';
import { validityIn } from './assessment-years.ts';
import { campaignName } from './campaign-names.ts';

const englishDate = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** A date as people in India read it, on their calendar: "05 Nov 2026", "5 नवंबर 2026". */
const longDate = (date: Date, language: Language) =>
  language === 'en' ? englishDate.format(date) : formatCalendarDay(indiaDayOf(date), language);
/** A yyyy-MM-dd day of a statement's period, the same way. */
const longDay = (day: string, language: Language) => longDate(new Date(`${day}T12:00:00+05:30`), language);

/** A new document in `language` headed with Sahaya's name and `title`. */
async function newDocument(language: Language, title: string, demo = false): Promise<PDFKit.PDFDocument> {
  const sahaya = appName(language);
  const doc = await pdfDocument({ size: 'A4', margin: 56, lang: language, info: { Title: title, Author: sahaya } });
  if (demo) watermark(doc, contractText(language, m.demoReceipt));
  doc.fontSize(22).fillColor('#0f766e');
  write(doc, sahaya, 'bold', { continued: false });
  doc.fontSize(10).fillColor('#475569');
  write(doc, say(language, /*i18n*/ { id: 'pdf.tagline', message: 'Community help, together' }), 'body');
  doc.moveDown(1.5);
  doc.fontSize(16).fillColor('#0f172a');
  write(doc, title, 'bold');
  doc.moveDown(0.8);
  return doc;
}

/**
 * "Label: value", the label in the document's language, the value as it is (a name stays as
 * typed). Label and value in different scripts are set in different fonts, which reach to
 * different heights: both are then set on the baseline of the taller, so they stand on one line.
 */
function field(doc: PDFKit.PDFDocument, label: string, value: string) {
  doc.fontSize(11).fillColor('#334155');
  const labelFont = fontOf(label, 'bold');
  const valueFont = fontOf(value, 'body');
  const shared: PDFKit.Mixins.TextOptions =
    labelFont.replace(/^bold/, 'body') === valueFont
      ? {}
      : { baseline: -Math.max(ascent(doc, labelFont), ascent(doc, valueFont)) };
  if (isRightToLeftDocument(doc)) {
    fieldFromTheRight(doc, `${label}:`, value, shared);
  } else {
    write(doc, `${label}: `, 'bold', { ...shared, continued: true });
    doc.fillColor('#0f172a');
    write(doc, value, 'body', shared);
  }
  doc.moveDown(0.3);
}

/**
 * A field of a right-to-left document: the label against the right margin and the value to its
 * left, as a right-to-left line reads (pdfkit's continued text runs left to right only).
 */
function fieldFromTheRight(doc: PDFKit.PDFDocument, label: string, value: string, shared: PDFKit.Mixins.TextOptions) {
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const top = doc.y;
  doc.font(fontOf(label, 'bold'));
  const labelWidth = doc.widthOfString(label);
  write(doc, label, 'bold', { ...shared, lineBreak: false }, [right - labelWidth, top]);
  doc.fillColor('#0f172a');
  write(doc, value, 'body', { ...shared, width: right - labelWidth - left - 6 }, [left, top]);
  doc.x = left;
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
    doc.fontSize(54).fillColor('#b91c1c').fillOpacity(0.18);
    write(doc, text, 'bold', { width: width * 1.5, align: 'center', lineBreak: false }, [-width / 4, height / 2 - 30]);
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
  /** `SAH/2026-27/000123`, `DEMO/2026-27/000012` for a demo donation; one completed before numbers shows its id. */
  receiptNumber: string | null;
  amount: number;
  campaign: string;
  /** The donor's name, or the word for an anonymous donor. */
  donor: string;
  /** Given anonymously: the receipt names nobody, so it makes no claim under section 80G. */
  isAnonymous: boolean;
  donorPan: string | null;
  donorAddress: string | null;
  paymentId: string | null;
  /** How the money came (paymentModes); null when not known (a donation paid before modes were kept). */
  paymentMode: string | null;
  /** An offline gift's cheque number or bank reference. */
  reference: string | null;
  /** The day received in India (yyyy-MM-dd), the receipt's date; `date` when not known. */
  receivedOn: string | null;
  date: Date;
  message: string | null;
  /** Made on the demo checkout: no money was paid, and the PDF says it is not a receipt. */
  isDemo: boolean;
  /** Who issues the receipt: the organisation of ORG_*. */
  org: OrgDetails;
}

const modeNames: Record<PaymentMode, MessageDescriptor> = {
  upi: /*i18n*/ { id: 'pdf.mode.upi', message: 'UPI' },
  card: /*i18n*/ { id: 'pdf.mode.card', message: 'Card' },
  netbanking: /*i18n*/ { id: 'pdf.mode.netbanking', message: 'Net banking' },
  wallet: /*i18n*/ { id: 'pdf.mode.wallet', message: 'Wallet' },
  emi: /*i18n*/ { id: 'pdf.mode.emi', message: 'EMI' },
  paylater: /*i18n*/ { id: 'pdf.mode.paylater', message: 'Pay later' },
  demo: /*i18n*/ { id: 'pdf.mode.demo', message: 'Demo checkout' },
  cash: /*i18n*/ { id: 'pdf.mode.cash', message: 'Cash' },
  cheque: /*i18n*/ { id: 'pdf.mode.cheque', message: 'Cheque' },
  'bank-transfer': /*i18n*/ { id: 'pdf.mode.bankTransfer', message: 'Bank transfer' },
};

/** A mode of payment in `language`; one the code does not know (or none) is a payment online. */
export const paymentModeName = (mode: string | null, language: Language = defaultLanguage) =>
  say(language, modeNames[mode as PaymentMode] ?? /*i18n*/ { id: 'pdf.mode.online', message: 'Online payment' });

/** The organisation that issues the receipt: its name, address, PAN and 80G registration. */
function issuer(doc: PDFKit.PDFDocument, org: OrgDetails, language: Language) {
  const label = (descriptor: MessageDescriptor) => say(language, descriptor);
  doc.fontSize(12).fillColor('#0f172a');
  write(doc, org.name, 'bold');
  doc.fontSize(10).fillColor('#334155');
  if (org.address) write(doc, org.address, 'body');
  if (org.pan) write(doc, label(/*i18n*/ { id: 'pdf.org.pan', message: 'PAN: {pan}', values: { pan: org.pan } }), 'body');
  if (org.registration80G) {
    write(
      doc,
      org.validity80G
        ? label(/*i18n*/ {
            id: 'pdf.org.80gValid',
            message: '80G registration number: {number} (valid {validity})',
            values: { number: org.registration80G, validity: validityIn(org.validity80G, language) },
          })
        : label(/*i18n*/ { id: 'pdf.org.80g', message: '80G registration number: {number}', values: { number: org.registration80G } }),
      'body',
    );
  }
  doc.moveDown(0.8);
}

/**
 * What the receipt says about section 80G: the declaration when the organisation is registered,
 * the donor is named and the money did not come as cash above the limit; for such cash, that this
 * donation is not eligible (section 80G(5D)); nothing else for a demo donation or an organisation
 * without registration.
 */
function declaration80G(data: ReceiptData, language: Language): string | null {
  const { org } = data;
  if (data.isDemo || !org.registration80G) return null;
  if (cashAboveDeductionLimit(data)) {
    return say(language, /*i18n*/ {
      id: 'pdf.receipt.cashNotEligible',
      message:
        'This donation was received in cash above {limit}, so it is not eligible for deduction under section 80G: section 80G(5D) of the Income-tax Act, 1961 allows no deduction for such cash.',
      values: { limit: formatRupees(CASH_DEDUCTION_LIMIT, language) },
    });
  }
  if (data.isAnonymous) {
    return say(language, /*i18n*/ {
      id: 'pdf.receipt.anonymous80g',
      message: 'This donation was given anonymously: the receipt names no donor, so it cannot support a deduction under section 80G.',
    });
  }
  const values = { org: org.name, number: org.registration80G, validity: org.validity80G ? validityIn(org.validity80G, language) : '' };
  return org.validity80G
    ? say(language, /*i18n*/ {
        id: 'pdf.receipt.declaration80gValid',
        message:
          'This donation is eligible for deduction under section 80G(5) of the Income-tax Act, 1961. {org} is registered under section 80G with registration number {number}, valid {validity}.',
        values,
      })
    : say(language, /*i18n*/ {
        id: 'pdf.receipt.declaration80g',
        message:
          'This donation is eligible for deduction under section 80G(5) of the Income-tax Act, 1961. {org} is registered under section 80G with registration number {number}.',
        values,
      });
}

/** A receipt as a stream; the caller sends it. A demo donation's says it is none, in its title and across each page. */
export async function receiptPdf(data: ReceiptData, language: Language): Promise<PDFKit.PDFDocument> {
  const label = (descriptor: MessageDescriptor) => say(language, descriptor);
  const title = data.isDemo ? contractText(language, m.demoReceipt) : label(/*i18n*/ { id: 'pdf.receipt.title', message: 'Donation Receipt' });
  const doc = await newDocument(language, title, data.isDemo);
  issuer(doc, data.org, language);
  field(doc, label(/*i18n*/ { id: 'pdf.receipt.number', message: 'Receipt number' }), data.receiptNumber ?? data.id);
  field(doc, label(/*i18n*/ { id: 'pdf.date', message: 'Date' }), data.receivedOn ? longDay(data.receivedOn, language) : longDate(data.date, language));
  field(doc, label(/*i18n*/ { id: 'pdf.donor', message: 'Donor' }), data.donor);
  if (!data.isAnonymous && data.donorPan) field(doc, label(/*i18n*/ { id: 'pdf.donorPan', message: 'Donor’s PAN' }), data.donorPan);
  if (!data.isAnonymous && data.donorAddress) field(doc, label(/*i18n*/ { id: 'pdf.donorAddress', message: 'Donor’s address' }), data.donorAddress);
  field(doc, label(/*i18n*/ { id: 'pdf.campaign', message: 'Campaign' }), campaignName(data.campaign, language));
  field(doc, label(/*i18n*/ { id: 'pdf.amount', message: 'Amount' }), formatRupees(data.amount, language));
  field(doc, label(/*i18n*/ { id: 'pdf.amountInWords', message: 'Amount in words' }), rupeesInWords(data.amount, language));
  field(
    doc,
    label(/*i18n*/ { id: 'pdf.paymentMode', message: 'Mode of payment' }),
    data.isDemo ? contractText(language, m.demoBadge) : paymentModeName(data.paymentMode, language),
  );
  if (data.paymentId && !data.isDemo) field(doc, label(/*i18n*/ { id: 'pdf.paymentId', message: 'Payment ID' }), data.paymentId);
  if (data.reference) field(doc, label(/*i18n*/ { id: 'pdf.reference', message: 'Reference' }), data.reference);
  if (data.message) field(doc, label(/*i18n*/ { id: 'pdf.message', message: 'Message' }), data.message);
  doc.moveDown(1);
  doc.fontSize(11).fillColor('#0f172a');
  const declaration = declaration80G(data, language);
  if (declaration) {
    write(doc, declaration, 'bold');
    doc.moveDown(0.8);
  }
  write(
    doc,
    data.isDemo
      ? label(/*i18n*/ {
          id: 'pdf.receipt.demoNote',
          message:
            'This donation was made on the demo checkout of a test installation of Sahaya. No money was paid, and this document is not a receipt.',
        })
      : label(/*i18n*/ {
          id: 'pdf.receipt.thanks',
          message: 'Thank you for your generosity. Your donation helps people in our community get the help they need.',
        }),
    'body',
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
  language: Language,
): Promise<PDFKit.PDFDocument> {
  const label = (descriptor: MessageDescriptor) => say(language, descriptor);
  const doc = await newDocument(language, label(/*i18n*/ { id: 'pdf.statement.title', message: 'Donation Statement' }));
  field(doc, label(/*i18n*/ { id: 'pdf.donor', message: 'Donor' }), header.donor);
  if (header.email) field(doc, label(/*i18n*/ { id: 'pdf.email', message: 'Email' }), header.email);
  const from = header.from ? longDay(header.from, language) : label(/*i18n*/ { id: 'pdf.statement.firstDonation', message: 'First donation' });
  const to = longDay(header.to, language);
  field(
    doc,
    label(/*i18n*/ { id: 'pdf.statement.period', message: 'Period' }),
    label(/*i18n*/ { id: 'pdf.statement.fromTo', message: '{from} to {to}', values: { from, to } }),
  );
  doc.moveDown(0.8);
  const columns = [56, 160, 250, 440];
  const line = (cells: string[], weight: Weight) => {
    if (doc.y > doc.page.height - 90) doc.addPage();
    const y = doc.y;
    doc.fontSize(10).fillColor('#0f172a');
    // Cells in different scripts stand on one baseline, as a field's label and value do.
    const fonts = new Set(cells.map((cell) => fontOf(cell, weight)));
    const baseline = fonts.size > 1 ? { baseline: -Math.max(...[...fonts].map((font) => ascent(doc, font))) } : {};
    cells.forEach((cell, i) => {
      const x = columns[i] ?? 56;
      const width = (columns[i + 1] ?? 540) - x - 8;
      // A right-to-left document's columns run from the right: the first against the right margin.
      const from = isRightToLeftDocument(doc) ? doc.page.width - x - width : x;
      write(doc, cell, weight, { width, lineBreak: false, ...baseline }, [from, y]);
    });
    doc.x = 56;
    doc.y = y + 18;
  };
  line(
    [
      label(/*i18n*/ { id: 'pdf.date', message: 'Date' }),
      label(/*i18n*/ { id: 'pdf.campaign', message: 'Campaign' }),
      label(/*i18n*/ { id: 'pdf.paymentId', message: 'Payment ID' }),
      label(/*i18n*/ { id: 'pdf.amount', message: 'Amount' }),
    ],
    'bold',
  );
  const demoBadge = contractText(language, m.demoBadge);
  void (async () => {
    let total = 0;
    let count = 0;
    try {
      for await (const batch of batches) {
        for (const row of batch) {
          // A demo donation says in its row that nothing was paid, where its payment id would be.
          line(
            [longDate(row.date, language), campaignName(row.campaign, language), row.isDemo ? demoBadge : (row.paymentId ?? '-'), formatRupees(row.amount, language)],
            'body',
          );
          total = Math.round((total + row.amount) * 100) / 100;
          count += 1;
        }
      }
      doc.moveDown(1);
      if (count === 0) field(doc, label(/*i18n*/ { id: 'pdf.statement.donations', message: 'Donations' }), contractText(language, m.noDonations));
      field(
        doc,
        label(/*i18n*/ { id: 'pdf.statement.total', message: 'Total' }),
        label(/*i18n*/ {
          id: 'pdf.statement.totalOf',
          message: '{total} in {count, plural, one {{count} donation} other {{count} donations}}',
          values: { total: formatRupees(total, language), count },
        }),
      );
      field(doc, label(/*i18n*/ { id: 'pdf.statement.totalInWords', message: 'Total in words' }), rupeesInWords(total, language));
      doc.end();
    } catch (error) {
      doc.emit('error', error);
    }
  })();
  return doc;
}
