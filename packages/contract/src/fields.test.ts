import { describe, expect, it } from 'vitest';
import { registerBody, resetPasswordForm } from './auth/schemas.ts';
import { MAX_ASSET_REQUEST_QUANTITY } from './constants.ts';
import { age, changePasswordBody, fname, lname, name, nameOf, numberTexts, password, phone, pincode } from './fields.ts';
import { messageIds } from './i18n/message-ids.ts';
import { validation } from './messages.ts';

// A rule's message is its message id (i18n/message-ids.ts).
const m = messageIds('validation', validation);

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('shared field rules (spec 1 §5)', () => {
  it('tells "required" apart from "invalid"', () => {
    expect(firstMessage(registerBody.safeParse({ name: ' ', email: 'a@b.co', password: 'abc12345!' }))).toBe(m.nameRequired);
    expect(firstMessage(registerBody.safeParse({ name: 'R2D2', email: 'a@b.co', password: 'abc12345!' }))).toBe(m.nameInvalid);
    expect(firstMessage(registerBody.safeParse({ name: 'Asha', email: '', password: 'abc12345!' }))).toBe(m.emailRequired);
    expect(firstMessage(registerBody.safeParse({ name: 'Asha', email: 'asha@', password: 'abc12345!' }))).toBe(m.emailInvalid);
  });

  it('takes names as people write them, in any script, and says what is allowed otherwise', () => {
    const written = ['कमला देवी', 'आशा', 'वर्मा', 'S. K. Sharma', "Mary-Ann D'Souza", 'O’Brien', 'தமிழ்செல்வி', 'ক্ষমা', 'زینب', 'Jo'];
    for (const text of written) {
      for (const rule of [name, fname, lname, nameOf(m.nameRequired)]) expect(rule.safeParse(text).success, text).toBe(true);
    }
    expect(name.safeParse('अ'.repeat(60)).success).toBe(true);
    const refused = ['A', 'R2-D2', 'K4vya', 'M_', 'Ravi@home', '...', "-'", 'अ'.repeat(61), 'आशा 2'];
    for (const text of refused) expect(firstMessage(name.safeParse(text)), text).toBe(m.nameInvalid);
    expect(firstMessage(fname.safeParse('K4vya'))).toBe(m.fnameInvalid);
    expect(firstMessage(lname.safeParse('M_'))).toBe(m.lnameInvalid);
    expect(validation.nameInvalid()).toMatch(/60 letters, in any script/);
  });

  it('reads e-mail addresses case-insensitively', () => {
    const parsed = registerBody.parse({ name: 'Asha Verma', email: ' Asha@Example.COM ', password: 'abc12345!' });
    expect(parsed.email).toBe('asha@example.com');
  });

  it('checks the register password: length, then letter, digit and special character', () => {
    expect(firstMessage(password.safeParse(''))).toBe(m.passwordRequired);
    expect(firstMessage(password.safeParse('ab1!'))).toBe(m.passwordMin);
    expect(firstMessage(password.safeParse('abcdefgh1'))).toBe(m.passwordPattern);
    expect(firstMessage(password.safeParse('abc 12345!'))).toBe(m.passwordPattern);
    expect(password.safeParse('abcdefg1!').success).toBe(true);
  });

  it('checks age, phone and pincode', () => {
    expect(firstMessage(age.safeParse(''))).toBe(m.ageRequired);
    expect(firstMessage(age.safeParse('101'))).toBe(m.ageInvalid);
    expect(age.parse('42')).toBe(42);
    expect(firstMessage(phone.safeParse('12345'))).toBe(m.phoneInvalid);
    expect(firstMessage(phone.safeParse('   '))).toBe(m.phoneRequired);
    // Indian numbers as people write them, stored in their international form.
    for (const written of ['9876543210', '+91 98765 43210', '09876543210', '098765-43210', '+91-9876543210'])
      expect(phone.parse(written), written).toBe('+919876543210');
    // A number of another country, a number too short or too long, and words are not Indian numbers.
    for (const other of ['+1 415 555 2671', '+44 20 7946 0958', '987654321', '98765432100', 'ninety-eight'])
      expect(firstMessage(phone.safeParse(other)), other).toBe(m.phoneInvalid);
    expect(firstMessage(pincode.safeParse('12a456'))).toBe(m.pincodeInvalid);
    expect(firstMessage(pincode.safeParse('12345'))).toBe(m.pincodeLength);
  });

  it('matches the change-password and reset-password rules', () => {
    const change = changePasswordBody.safeParse({ currentPassword: 'x', newPassword: 'abcdefg1!', confirmPassword: 'abcdefg2!' });
    expect(firstMessage(change)).toBe(m.passwordsDoNotMatch);
    expect(firstMessage(resetPasswordForm.safeParse({ newPassword: 'abcdefgh', confirmPassword: '' }))).toBe(m.resetPasswordPattern);
    expect(firstMessage(resetPasswordForm.safeParse({ newPassword: 'abcdefg1!', confirmPassword: '' }))).toBe(m.resetConfirmRequired);
  });

  it("reads a number's text by a pattern that accepts exactly the field's range", () => {
    // Each pattern against the numbers around its range, whole and with decimals, signs and spaces.
    const ranges = [
      { pattern: numberTexts.quantity, min: 1, max: MAX_ASSET_REQUEST_QUANTITY, whole: true, empty: false },
      { pattern: numberTexts.age, min: 0, max: 100, whole: true, empty: false },
      { pattern: numberTexts.latitude, min: -90, max: 90, whole: false, empty: true },
      { pattern: numberTexts.longitude, min: -180, max: 180, whole: false, empty: true },
    ];
    for (const { pattern, min, max, whole, empty } of ranges) {
      for (let tenths = (min - 20) * 10; tenths <= (max + 20) * 10; tenths += 5) {
        const value = tenths / 10;
        const inRange = value >= min && value <= max && (!whole || Number.isInteger(value));
        const texts = whole ? [String(value), ` ${value} `] : [String(value), value.toFixed(2), ` ${value.toFixed(1)} `];
        if (!whole && value > 0) texts.push(`+${value}`);
        for (const text of texts) expect(pattern.test(text), `${pattern} on "${text}"`).toBe(inRange);
      }
      for (const text of ['abc', '1e1', '0x1', '1.2.3', '--1']) expect(pattern.test(text), `${pattern} on "${text}"`).toBe(false);
      expect(pattern.test(''), `${pattern} on nothing`).toBe(empty);
    }
  });
});
