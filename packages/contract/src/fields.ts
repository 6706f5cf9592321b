/** Field rules of spec 1 §5, shared by every form and every endpoint that takes these fields. */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { genders } from './constants.ts';
import { messageIds } from './i18n/message-ids.ts';
import { validation } from './messages.ts';

// The rules' messages travel as message ids (i18n/message-ids.ts), worded where they are shown.
const m = messageIds('validation', validation);

/**
 * A person's name as they write it: letters and marks of any script (कमला देवी, Mary-Ann D'Souza,
 * S. K. Sharma), with spaces, dots, hyphens and apostrophes between them; 2 to 60 characters, at
 * least one a letter. The joiners some Indic spellings need (ZWJ, ZWNJ) are letters' company
 * too. Digits and other symbols are refused.
 */
export const NAME_MAX = 60;
const NAME = new RegExp(`^(?=.*\\p{L})(?:[\\p{L}\\p{M}\\u200C .'’-]|\\u200D){2,${NAME_MAX}}$`, 'u');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** 8-64 characters, no whitespace, a lowercase letter, a digit and a special character. */
const PASSWORD = /^(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z0-9\s])\S{8,64}$/;
const SPECIAL = /[!@#$%^&*]/;

/** A field a form may send empty: left out then, so an empty e-mail beside a mobile number is no error. */
export const leftOutWhenEmpty = <T extends z.ZodType>(field: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), field.optional());

/** A required text: empty (after trimming) reads as "required", not as "invalid". */
export const requiredText = (required: string) => z.string({ error: required }).trim().min(1, required);

export const name = requiredText(m.nameRequired).regex(NAME, m.nameInvalid);
export const fname = requiredText(m.fnameRequired).regex(NAME, m.fnameInvalid);
export const lname = requiredText(m.lnameRequired).regex(NAME, m.lnameInvalid);
/** A last name that may be left out or empty (an address's recipient need not have one): null then. */
export const optionalLname = z
  .string({ error: m.lnameInvalid })
  .trim()
  .refine((v) => v === '' || NAME.test(v), m.lnameInvalid)
  .nullish()
  .transform((v) => v || null);
/** A name someone else gives (a family contact, an offline donor): the same rule, with its own wording of "required". */
export const nameOf = (required: string) => requiredText(required).regex(NAME, m.nameInvalid);
export const email = requiredText(m.emailRequired)
  .regex(EMAIL, m.emailInvalid)
  .max(254, m.emailInvalid)
  .transform((v) => v.toLowerCase());
/** Login takes any non-empty password: the rules apply when one is chosen, not when one is typed. */
export const loginPassword = z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).max(128);
export const password = z
  .string({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .min(8, m.passwordMin)
  .regex(PASSWORD, m.passwordPattern);
/**
 * An Indian phone number as people write it (`9876543210`, `+91 98765 43210`, `098765-43210`) in
 * the international form it is stored and dialled in (`+919876543210`), or null when it is not
 * one. Numbers of other countries are not taken: SMS, WhatsApp and calls go to Indian numbers.
 */
export function indianPhone(text: string): string | null {
  const parsed = parsePhoneNumberFromString(text, 'IN');
  return parsed?.isValid() && parsed.country === 'IN' ? parsed.number : null;
}
export const phone = requiredText(m.phoneRequired)
  .max(24, m.phoneInvalid)
  .refine((v) => indianPhone(v) !== null, m.phoneInvalid)
  .transform((v) => indianPhone(v)!);
/**
 * Numbers a form may send as text, as the patterns of that text: each accepts exactly the numbers
 * of its field's range (spaces around them allowed), so the rule is in the API document rather
 * than checked after reading. fields.test.ts holds each pattern to its range.
 */
export const numberTexts = {
  /** Whole numbers 1 to MAX_ASSET_REQUEST_QUANTITY. */
  quantity: /^\s*[1-3]\s*$/,
  /** Whole numbers 0 to 100. */
  age: /^\s*(?:100|[1-9]?\d)\s*$/,
  /** Decimals from -90 to 90, or nothing. */
  latitude: /^\s*(?:[+-]?(?:90(?:\.0+)?|[1-8]?\d(?:\.\d+)?))?\s*$/,
  /** Decimals from -180 to 180, or nothing. */
  longitude: /^\s*(?:[+-]?(?:180(?:\.0+)?|(?:1[0-7]\d|[1-9]?\d)(?:\.\d+)?))?\s*$/,
};

/** Forms send text, JSON may send numbers: both are read as a whole number 0-100. */
export const age = z.union(
  [
    z.int({ error: m.ageInvalid }).min(0, m.ageInvalid).max(100, m.ageInvalid),
    z
      .string({ error: m.ageRequired })
      .refine((text) => text.trim() !== '', m.ageRequired)
      .regex(numberTexts.age, m.ageInvalid),
  ],
  { error: m.ageRequired },
)
  // Read after the union: a transform inside a member would hide that member's own message.
  .transform(Number);
export const gender = z.enum(genders, { error: m.genderRequired });
export const street = requiredText(m.required('Street')).max(200);
export const city = requiredText(m.required('City')).max(100);
export const state = requiredText(m.required('State')).max(100);
export const country = requiredText(m.required('Country')).max(100);
/** A PIN code as India Post writes it: six digits. */
export const PINCODE = /^\d{6}$/;
export const pincode = requiredText(m.required('Pincode'))
  .regex(/^\d+$/, m.pincodeInvalid)
  .length(6, m.pincodeLength);
export const otp = requiredText(m.otpRequired).max(16);

/** Change password on the profile (spec 1 §5 "Change password"). */
const newPasswordRule = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .min(8, m.newPasswordMin)
    .max(64, m.newPasswordMin)
    .refine((v) => /\d/.test(v) && SPECIAL.test(v), m.newPasswordPattern);
export const changePasswordBody = z
  .object({
    currentPassword: z.string({ error: m.currentPasswordRequired }).min(1, m.currentPasswordRequired),
    newPassword: newPasswordRule(m.newPasswordRequired),
    confirmPassword: newPasswordRule(m.confirmPasswordRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: m.passwordsDoNotMatch, path: ['confirmPassword'] });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** The reset page's own rule: 6-16 of letters, digits and !@#$%^&*, with a digit and a special character. */
export const resetPassword = z
  .string({ error: m.resetPasswordRequired })
  .min(1, m.resetPasswordRequired)
  .min(8, m.resetPasswordMin)
  .regex(/^(?=.*\d)(?=.*[!@#$%^&*])[A-Za-z\d!@#$%^&*]{6,16}$/, m.resetPasswordPattern);

/** The fields of a place, as every address form has them (the web's AddressFields shows them). */
export const placeFields = { street, city, state, country, pincode };
/** A place with the names of the person it is for. */
export const addressFields = { fname, lname, ...placeFields };
