/**
 * An amount of rupees in words, grouped the Indian way (thousand, lakh, crore), as receipts in
 * India write it: 125050.5 → "Rupees One Lakh Twenty-Five Thousand Fifty and Fifty Paise Only",
 * and in Hindi "एक लाख पच्चीस हज़ार पचास रुपये और पचास पैसे".
 *
 * Numbers are grammar more than vocabulary (Hindi has a word of its own for each number up to 99),
 * so each language has its table: English's and Hindi's here, the others' in number-words.ts.
 */
import { defaultLanguage, type Language } from '@sahaya/contract/i18n/languages';
import { numberWordTables, type NumberWordTable } from './number-words.ts';

interface NumberWords {
  /** 1-99 in words. */
  belowHundred(n: number): string;
  zero: string;
  hundred: string;
  /** 100-900 in words, where a language has words of its own for them (Tamil's இருநூறு, not "two hundred"). */
  hundreds?: readonly string[];
  /** 100-900 before more of the number, where that form differs (Tamil's நூற்று இருபத்தைந்து). */
  hundredsBefore?: readonly string[];
  /** 1 at the end of an amount, where it differs from the 1 that counts things (Tamil's ஒன்று, not ஒரு). */
  one?: string;
  /** One thousand, lakh or crore, where a language says it otherwise than "one" and the plural (Telugu's వెయ్యి, not "ఒక వేల"). */
  single?: Partial<Record<'thousand' | 'lakh' | 'crore', string>>;
  thousand: string;
  lakh: string;
  crore: string;
  /** The whole sentence, from the rupees in words and the paise in words (null when there are none). */
  amount(rupees: string, paise: string | null): string;
}

const englishOnes = [
  '', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten',
  'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen',
];
const englishTens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

const english: NumberWords = {
  belowHundred(n) {
    if (n < 20) return englishOnes[n] ?? '';
    const unit = n % 10;
    return `${englishTens[Math.floor(n / 10)]}${unit ? `-${englishOnes[unit]}` : ''}`;
  },
  zero: 'Zero',
  hundred: 'Hundred',
  thousand: 'Thousand',
  lakh: 'Lakh',
  crore: 'Crore',
  amount: (rupees, paise) => `Rupees ${paise ? `${rupees} and ${paise} Paise` : rupees} Only`,
};

/** 0-99 in Hindi: every number has its own word. */
// prettier-ignore
const hindiBelowHundred = [
  '', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ',
  'दस', 'ग्यारह', 'बारह', 'तेरह', 'चौदह', 'पंद्रह', 'सोलह', 'सत्रह', 'अठारह', 'उन्नीस',
  'बीस', 'इक्कीस', 'बाईस', 'तेईस', 'चौबीस', 'पच्चीस', 'छब्बीस', 'सत्ताईस', 'अट्ठाईस', 'उनतीस',
  'तीस', 'इकतीस', 'बत्तीस', 'तैंतीस', 'चौंतीस', 'पैंतीस', 'छत्तीस', 'सैंतीस', 'अड़तीस', 'उनतालीस',
  'चालीस', 'इकतालीस', 'बयालीस', 'तैंतालीस', 'चौवालीस', 'पैंतालीस', 'छियालीस', 'सैंतालीस', 'अड़तालीस', 'उनचास',
  'पचास', 'इक्यावन', 'बावन', 'तिरेपन', 'चौवन', 'पचपन', 'छप्पन', 'सत्तावन', 'अट्ठावन', 'उनसठ',
  'साठ', 'इकसठ', 'बासठ', 'तिरसठ', 'चौंसठ', 'पैंसठ', 'छियासठ', 'सड़सठ', 'अड़सठ', 'उनहत्तर',
  'सत्तर', 'इकहत्तर', 'बहत्तर', 'तिहत्तर', 'चौहत्तर', 'पचहत्तर', 'छिहत्तर', 'सतहत्तर', 'अठहत्तर', 'उन्यासी',
  'अस्सी', 'इक्यासी', 'बयासी', 'तिरासी', 'चौरासी', 'पचासी', 'छियासी', 'सत्तासी', 'अट्ठासी', 'नवासी',
  'नब्बे', 'इक्यानबे', 'बानबे', 'तिरानबे', 'चौरानबे', 'पचानबे', 'छियानबे', 'सत्तानबे', 'अट्ठानबे', 'निन्यानबे',
];

const hindi: NumberWords = {
  belowHundred: (n) => hindiBelowHundred[n] ?? '',
  zero: 'शून्य',
  hundred: 'सौ',
  thousand: 'हज़ार',
  lakh: 'लाख',
  crore: 'करोड़',
  amount: (rupees, paise) => (paise ? `${rupees} रुपये और ${paise} पैसे` : `${rupees} रुपये`),
};

/** A language's words from its table (number-words.ts). */
const fromTable = (table: NumberWordTable): NumberWords => ({
  belowHundred: (n) => table.belowHundred[n] ?? '',
  hundreds: table.hundreds,
  hundredsBefore: table.hundredsBefore,
  one: table.one,
  single: table.single,
  zero: table.zero,
  hundred: table.hundreds[1] ?? '',
  thousand: table.thousand,
  lakh: table.lakh,
  crore: table.crore,
  amount: (rupees, paise) => (paise ? table.withPaise.replace('{rupees}', rupees).replace('{paise}', paise) : table.rupeesOnly.replace('{rupees}', rupees)),
});

const numberWords: Record<Language, NumberWords> = {
  en: english,
  hi: hindi,
  ...(Object.fromEntries(Object.entries(numberWordTables).map(([language, table]) => [language, fromTable(table)])) as Record<keyof typeof numberWordTables, NumberWords>),
};

const wordsOf = (language: Language) => numberWords[language];

/** 0-999 in words ("" for 0); `last`, the end of the whole number, where 1 may have a word of its own. */
function belowThousand(words: NumberWords, n: number, last = false): string {
  const hundreds = Math.floor(n / 100);
  const below = n % 100;
  const rest = below === 1 && last && words.one ? words.one : below ? words.belowHundred(below) : '';
  const standalone = words.hundreds?.[hundreds] ?? `${words.belowHundred(hundreds)} ${words.hundred}`;
  const inHundreds = hundreds ? ((rest && words.hundredsBefore?.[hundreds]) || standalone) : '';
  return [inHundreds, rest].filter(Boolean).join(' ');
}

function inWords(words: NumberWords, n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole amount: ${n}`);
  if (n === 0) return words.zero;
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  const thousands = Math.floor((n % 100_000) / 1000);
  const counted = (count: number, unit: 'thousand' | 'lakh' | 'crore', inCount: string) =>
    count === 1 && words.single?.[unit] ? words.single[unit] : `${inCount} ${words[unit]}`;
  return [
    crores ? counted(crores, 'crore', inWords(words, crores)) : '',
    lakhs ? counted(lakhs, 'lakh', words.belowHundred(lakhs)) : '',
    thousands ? counted(thousands, 'thousand', words.belowHundred(thousands)) : '',
    belowThousand(words, n % 1000, true),
  ]
    .filter(Boolean)
    .join(' ');
}

/** A whole number in words with Indian grouping; crores above 99 are themselves grouped. */
export const integerInWords = (n: number, language: Language = defaultLanguage): string => inWords(wordsOf(language), n);

export function rupeesInWords(amount: number, language: Language = defaultLanguage): string {
  const words = wordsOf(language);
  const paiseTotal = Math.round(amount * 100);
  const paise = paiseTotal % 100;
  return words.amount(inWords(words, Math.floor(paiseTotal / 100)), paise ? words.belowHundred(paise) : null);
}
