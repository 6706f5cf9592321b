import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { rupeesInWords } from './amount-in-words.ts';
import { receiptPdf, statementPdf, type ReceiptData, type StatementRow } from './donations.pdf.ts';

/** Where the rendered pages are kept to be looked at, beside the journeys' screenshots. */
const results = fileURLToPath(new URL('../../../../../e2e/test-results/', import.meta.url));

async function bytesOf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The text poppler reads from a PDF, as `pdftotext` gives it, lines in reading order. */
function pdftotext(pdf: Buffer): string[] {
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
  return text.split('\n').map((line) => line.trim()).filter(Boolean);
}

const org = {
  name: 'Sahaya Foundation',
  address: '12 Example Road, New Delhi 110001',
  pan: 'AAATS1234C',
  registration80G: 'AAATS1234CF20221',
  validity80G: 'AY 2022-23 to AY 2026-27',
};

const receipt: ReceiptData = {
  id: '6f1d2a7e-0000-4000-8000-000000000001',
  receiptNumber: 'SAH/2026-27/000123',
  amount: 125_000,
  campaign: 'education',
  donor: 'आशा वर्मा',
  isAnonymous: false,
  donorPan: 'ABCDE1234F',
  donorAddress: null,
  paymentId: 'pay_3Q12345',
  paymentMode: 'upi',
  reference: null,
  receivedOn: '2026-11-05',
  date: new Date('2026-11-05T10:00:00Z'),
  message: 'बच्चों की पढ़ाई के लिए',
  isDemo: false,
  org,
};

describe('the receipt in Hindi', () => {
  it('is written in Hindi with a Devanagari font, and reads back in Hindi words in order', async () => {
    const pdf = await bytesOf(await receiptPdf(receipt, 'hi'));
    mkdirSync(results, { recursive: true });
    writeFileSync(`${results}receipt-hi.pdf`, pdf);
    // A page to look at: conjuncts (क्ष, त्र, श्र), ि before its consonant, the reph of र्.
    execFileSync('pdftoppm', ['-png', '-r', '110', '-singlefile', `${results}receipt-hi.pdf`, `${results}receipt-hi`]);
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/NotoSansDevanagari/);
    expect(raw).toMatch(/\/Lang \(hi\)/);

    expect(pdftotext(pdf)).toEqual([
      'सहाया',
      'साथ मिलकर, समुदाय की सहायता',
      'दान की रसीद',
      'Sahaya Foundation',
      '12 Example Road, New Delhi 110001',
      'पैन: AAATS1234C',
      // The period of the registration in Hindi words too: only its years are as the order writes them.
      '80G पंजीकरण संख्या: AAATS1234CF20221 (मान्यता: निर्धारण वर्ष 2022-23 से 2026-27 तक)',
      'रसीद संख्या: SAH/2026-27/000123',
      'तारीख: 5 नवंबर 2026',
      'दानदाता: आशा वर्मा',
      'दानदाता का पैन: ABCDE1234F',
      'अभियान: शिक्षा',
      'राशि: ₹1,25,000',
      'राशि शब्दों में: एक लाख पच्चीस हज़ार रुपये',
      'भुगतान का तरीका: यूपीआई',
      'भुगतान आईडी: pay_3Q12345',
      'संदेश: बच्चों की पढ़ाई के लिए',
      'यह दान आयकर अधिनियम, 1961 की धारा 80G(5) के तहत छूट के योग्य है। Sahaya Foundation धारा 80G',
      'के तहत पंजीकृत है, पंजीकरण संख्या AAATS1234CF20221 (मान्यता: निर्धारण वर्ष 2022-23 से 2026-27 तक)।',
      'आपकी उदारता के लिए धन्यवाद। आपका दान हमारे समुदाय के लोगों को वह सहायता दिलाता है जिसकी उन्हें ज़रूरत है।',
    ]);
  });

  it('says in Hindi, in its title and across the page, that a demo donation is no receipt', async () => {
    const pdf = await bytesOf(
      await receiptPdf({ ...receipt, amount: 50.5, isDemo: true, receiptNumber: 'DEMO/2026-27/000004', paymentId: 'demo_pi_1', paymentMode: 'demo' }, 'hi'),
    );
    const text = pdftotext(pdf).join('\n');
    expect(text.split('डेमो — यह रसीद नहीं है').length - 1).toBe(2);
    // A number of the demo series, and no payment id or claim under section 80G: only what it is.
    expect(text).toContain('रसीद संख्या: DEMO/2026-27/000004');
    expect(text).toContain('भुगतान का तरीका: डेमो — कोई पैसा नहीं दिया गया');
    expect(text).not.toContain('demo_pi_1');
    expect(text).not.toContain('80G(5)');
    expect(text).toContain('राशि शब्दों में: पचास रुपये और पचास पैसे');
    expect(text).toContain('कोई पैसा नहीं दिया गया, और यह दस्तावेज़ रसीद नहीं है।');
  });
});

describe('the statement in Hindi', () => {
  it('has its headings, dates, campaigns and totals in Hindi, the rows in order', async () => {
    async function* batches(): AsyncGenerator<StatementRow[]> {
      yield [
        { date: new Date('2026-11-05T10:00:00Z'), campaign: 'food', amount: 100_000, paymentId: 'pi_1', isDemo: false },
        { date: new Date('2026-11-06T10:00:00Z'), campaign: 'shelter', amount: 25_050, paymentId: null, isDemo: true },
      ];
    }
    const pdf = await bytesOf(await statementPdf({ donor: 'Ravi Kumar', email: 'ravi@example.test', from: '2026-01-01', to: '2026-11-26' }, batches(), 'hi'));
    const lines = pdftotext(pdf);
    const text = lines.join('\n');
    expect(text).toContain('दान का विवरण');
    expect(text).toContain('दानदाता: Ravi Kumar');
    expect(text).toContain('अवधि: 1 जनवरी 2026 से 26 नवंबर 2026 तक');
    expect(text).toContain('कुल: 2 दानों में ₹1,25,050');
    expect(text).toContain('कुल राशि शब्दों में: एक लाख पच्चीस हज़ार पचास रुपये');
    // The rows, each cell on a line of its own as poppler reads a table, in the order they were paid.
    const rows = lines.slice(lines.indexOf('राशि') + 1);
    expect(rows.slice(0, 8)).toEqual(['5 नवंबर 2026', 'भोजन', 'pi_1', '₹1,00,000', '6 नवंबर 2026', 'आश्रय', 'डेमो — कोई पैसा नहीं दिया गया', '₹25,050']);
  });
});

describe('the receipt in the other languages', () => {
  /** Each language, its font's name in the PDF, and a name written in its script. */
  const cases = [
    ['bn', 'NotoSansBengali', 'অনন্যা চট্টোপাধ্যায়'],
    ['mr', 'NotoSansDevanagari', 'श्रीकृष्ण क्षीरसागर'],
    ['te', 'NotoSansTelugu', 'శ్రీనివాస్ రెడ్డి'],
    ['ta', 'NotoSansTamil', 'கிருஷ்ணன் சுப்பிரமணியம்'],
    ['gu', 'NotoSansGujarati', 'ક્ષમા ત્રિવેદી'],
    ['kn', 'NotoSansKannada', 'ಶ್ರೀನಿವಾಸ ಕೃಷ್ಣಮೂರ್ತಿ'],
    ['ml', 'NotoSansMalayalam', 'ഉണ്ണിക്കൃഷ്ണൻ നായർ'],
    ['ur', 'NotoNaskhArabic', 'محمد عرفان'],
  ] as const;

  it.each(cases)('in %s is set in %s and reads back as typed: the donor, the amount and its words', async (language, font, donor) => {
    const pdf = await bytesOf(await receiptPdf({ ...receipt, donor, message: null }, language));
    mkdirSync(results, { recursive: true });
    writeFileSync(`${results}receipt-${language}.pdf`, pdf);
    // A page to look at: conjuncts, Tamil's ligatures, Malayalam's chillus, Urdu's joined letters.
    execFileSync('pdftoppm', ['-png', '-r', '90', '-singlefile', `${results}receipt-${language}.pdf`, `${results}receipt-${language}`]);
    const raw = pdf.toString('latin1');
    expect(raw).toContain(font);
    expect(raw).toMatch(new RegExp(`/Lang \\(${language}\\)`));
    const text = pdftotext(pdf).join('\n');
    // The name and the amount's words as typed, in order, however the glyphs were shaped.
    expect(text).toContain(donor);
    expect(text).toContain(rupeesInWords(125_000, language));
    expect(text).toContain('₹1,25,000');
    expect(text).toContain('SAH/2026-27/000123');
  });
});

describe('the receipt in English', () => {
  it('is written as before, in Noto Sans, a Hindi name drawn in Devanagari', async () => {
    const pdf = await bytesOf(await receiptPdf({ ...receipt, amount: 500, campaign: 'health', donor: 'Asha Verma', message: null }, 'en'));
    expect(pdftotext(pdf)).toEqual([
      'Sahaya',
      'Community help, together',
      'Donation Receipt',
      'Sahaya Foundation',
      '12 Example Road, New Delhi 110001',
      'PAN: AAATS1234C',
      '80G registration number: AAATS1234CF20221 (valid AY 2022-23 to AY 2026-27)',
      'Receipt number: SAH/2026-27/000123',
      'Date: 05 Nov 2026',
      'Donor: Asha Verma',
      'Donor’s PAN: ABCDE1234F',
      'Campaign: Health',
      'Amount: ₹500',
      'Amount in words: Rupees Five Hundred Only',
      'Mode of payment: UPI',
      'Payment ID: pay_3Q12345',
      'This donation is eligible for deduction under section 80G(5) of the Income-tax Act, 1961.',
      'Sahaya Foundation is registered under section 80G with registration number',
      'AAATS1234CF20221, valid AY 2022-23 to AY 2026-27.',
      'Thank you for your generosity. Your donation helps people in our community get the help',
      'they need.',
    ]);
    expect(pdf.toString('latin1')).not.toMatch(/NotoSansDevanagari/);
    const named = await bytesOf(await receiptPdf({ ...receipt, message: null }, 'en'));
    expect(pdftotext(named)).toContain('Donor: आशा वर्मा');
  });
});
