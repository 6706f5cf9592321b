/**
 * What signing up and in by mobile number says: the answers to its calls, by code (success-codes.ts
 * and auth/codes.ts), and the words of its form's rules.
 */
import { OTP_TTL_MINUTES } from '../constants.ts';

export const phoneAuthMessages = {
  /** The same answer whether or not the number has an account, so the form tells nobody who does. */
  codeSent: () => `If this number has an account, we have sent it a code by SMS. It works for ${OTP_TTL_MINUTES} minutes.`,
  resetCodeSent: () => `If this number has an account, we have sent it a code by SMS to choose a new password. It works for ${OTP_TTL_MINUTES} minutes.`,
  registered: () => 'Registration successful! Please enter the code we sent to your phone by SMS.',
  verified: () => 'Your number is verified, now you can log in!',
  codeResent: () => 'A new code has been sent to your phone by SMS.',
  phoneTaken: () => 'This mobile number is already registered!',
  invalidCredentials: () => 'Invalid mobile number or password!',
  notVerified: () => 'Please verify your number with the code we sent by SMS before logging in.',
  /** Numbers are given to new people after 90 days unused: one idle for a year proves itself again. */
  codeRequired: () => 'This number has not been used to sign in for a year. Please sign in with a code sent to it by SMS.',
  /** Profile: a code went to the new number. */
  newPhoneCodeSent: () => 'We have sent a code to the new number by SMS. Enter it to save the number.',
  phoneSaved: () => 'Your mobile number is verified and saved.',
  /** The profile form may not swap the number that signs the person in: only a code to the new one can. */
  changeNeedsCode: () => 'This number signs you in. To change it, use “Change number”: we send a code to the new number.',
} as const;
