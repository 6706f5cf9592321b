/**
 * An amount of rupees in words, grouped the Indian way (thousand, lakh, crore), as receipts in
 * India write it: 125050.5 → "Rupees One Lakh Twenty-Five Thousand Fifty and Fifty Paise Only".
 */
const ones = [
  '', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten',
  'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen',
];
const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0-99 in words ("" for 0). */
function belowHundred(n: number): string {
  if (n < 20) return ones[n] ?? '';
  const unit = n % 10;
  return `${tens[Math.floor(n / 10)]}${unit ? `-${ones[unit]}` : ''}`;
}

/** 0-999 in words ("" for 0). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = belowHundred(n % 100);
  return [hundreds ? `${ones[hundreds]} Hundred` : '', rest].filter(Boolean).join(' ');
}

/** A whole number in words with Indian grouping; crores above 99 are themselves grouped. */
export function integerInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole amount: ${n}`);
  if (n === 0) return 'Zero';
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  const thousands = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crores ? `${integerInWords(crores)} Crore` : '',
    lakhs ? `${belowHundred(lakhs)} Lakh` : '',
    thousands ? `${belowHundred(thousands)} Thousand` : '',
    belowThousand(rest),
  ]
    .filter(Boolean)
    .join(' ');
}

export function rupeesInWords(amount: number): string {
  const paiseTotal = Math.round(amount * 100);
  const rupees = Math.floor(paiseTotal / 100);
  const paise = paiseTotal % 100;
  const words = `Rupees ${integerInWords(rupees)}`;
  return `${paise ? `${words} and ${belowHundred(paise)} Paise` : words} Only`;
}
