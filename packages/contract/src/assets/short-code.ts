/**
 * An asset's short code, `WC-0042`: the letters of its category (2 to 4, asset_categories) and its
 * number among the assets of those letters, at least four digits. It is printed under the asset's QR code
 * so that a person without a camera can type it; they type it as they read it, in any case, with a
 * space, a dash or nothing between the letters and the number, with or without the leading zeros.
 */
/** Digits the number is written with at least: `WC-0042`. */
const NUMBER_DIGITS = 4;

/** The code of the `number`th asset of `prefix`. */
export const formatShortCode = (prefix: string, number: number): string => `${prefix}-${String(number).padStart(NUMBER_DIGITS, '0')}`;

/** Letters, then a space, a dash (any of the dashes a phone may put in) or nothing, then the number. */
const typed = /^([a-z]{2,4})[\s\-\u2010-\u2015]*(\d{1,9})$/i;

/**
 * The code `text` names, written as the asset carries it (`wc 42` is `WC-0042`), or null when it
 * is not a code: no letters, no number, or the number 0. Which letters are a category's is the
 * categories' table's to say: a code of letters no category has finds no asset.
 */
export function readShortCode(text: string): string | null {
  const [, letters = '', digits = ''] = typed.exec(text.trim()) ?? [];
  const prefix = letters.toUpperCase();
  const number = Number(digits);
  if (!Number.isSafeInteger(number) || number < 1) return null;
  return formatShortCode(prefix, number);
}
