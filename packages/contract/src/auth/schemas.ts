/** Auth calls of spec 1 §7 plus logout. */
import { z } from 'zod';
import { said } from '../common.ts';
import { loginRoles, roles } from '../constants.ts';
import { guardianFields } from '../guardians/schemas.ts';
import { signUpConsents } from '../consents/schemas.ts';
import { age, email, leftOutWhenEmpty, loginPassword, name, otp, password, phone, resetPassword } from '../fields.ts';
import { messageIds } from '../i18n/message-ids.ts';
import { validation as validationTexts } from '../messages.ts';
import { publicUser } from '../users.ts';

// The rules' messages travel as message ids (i18n/message-ids.ts), worded where they are shown.
const validation = messageIds('validation', validationTexts);

/**
 * A person is known by their e-mail address or their mobile number: one of the two, or both. A
 * form of either kind sends its own field: when it is empty, that field is the one "required".
 */
const emailOrPhone = { email: leftOutWhenEmpty(email), phone: leftOutWhenEmpty(phone) };
/** Said beside the other fields' errors, so a form learns of every missing field at once. */
const alongsideOtherErrors = { when: () => true };
const eitherGiven = (body: { email?: string; phone?: string }, ctx: z.RefinementCtx) => {
  // Asked even of a body that is not an object at all; that one has its own error already.
  if (typeof body !== 'object' || body === null || body.email || body.phone) return;
  const byPhone = 'phone' in body && !('email' in body);
  ctx.addIssue({ code: 'custom', path: [byPhone ? 'phone' : 'email'], message: byPhone ? validation.phoneRequired : validation.emailRequired });
};

/**
 * Sign-up by e-mail (the code is mailed) or by mobile number alone (the code goes by SMS). With
 * both, the e-mail is verified and the number kept as the person's contact number.
 */
export const registerBody = z.object({ name, ...emailOrPhone, password, age: leftOutWhenEmpty(age), ...guardianFields, consents: signUpConsents }).superRefine(eitherGiven, alongsideOtherErrors);
export type RegisterBody = z.infer<typeof registerBody>;
/** Where the code went: the e-mail address, or the number for a sign-up by number alone. */
export const registerReply = z.object({
  registeredMail: z.string().optional(),
  registeredPhone: z.string().optional(),
  /** A parent or guardian was sent a code: the account signs in once they give it back (guardians/). */
  guardianPending: z.boolean().optional(),
  ...said,
});

/** The admin's sign-in page takes an e-mail address. */
export const credentials = z.object({ email, password: loginPassword });
export type Credentials = z.infer<typeof credentials>;
/** The shared sign-in page takes an e-mail address or a mobile number. */
export const personCredentials = z.object({ ...emailOrPhone, password: loginPassword }).superRefine(eitherGiven, alongsideOtherErrors);
export type PersonCredentials = z.infer<typeof personCredentials>;
export const loginBody = z.object({ data: personCredentials, selectedRole: z.enum(loginRoles).default('user') });
export type LoginBody = z.infer<typeof loginBody>;
export const adminLoginBody = z.object({ data: credentials, selectedRole: z.literal('admin').default('admin') });
export type AdminLoginBody = z.infer<typeof adminLoginBody>;

/** Every successful sign-in (password or Google) answers with the same shape. */
export const sessionReply = z.object({
  success: z.literal(true),
  ...said,
  accessToken: z.string(),
  user: publicUser.extend({ id: z.string() }),
});
export type SessionReply = z.infer<typeof sessionReply>;

export const refreshReply = z.object({ accessToken: z.string() });

export const emailBody = z.object({ email });
export type EmailBody = z.infer<typeof emailBody>;
/** A new code, or a reset: to the e-mail address or the mobile number of an account. */
export const emailOrPhoneBody = z.object(emailOrPhone).superRefine(eitherGiven, alongsideOtherErrors);
export type EmailOrPhoneBody = z.infer<typeof emailOrPhoneBody>;
export const verifyOtpBody = z.object({ ...emailOrPhone, otp }).superRefine(eitherGiven, alongsideOtherErrors);
export type VerifyOtpBody = z.infer<typeof verifyOtpBody>;

/** Sign-in with a code sent by SMS: first the number, then the code it received. */
export const phoneBody = z.object({ phone });
export type PhoneBody = z.infer<typeof phoneBody>;
export const phoneLoginBody = z.object({ phone, code: otp, selectedRole: z.enum(loginRoles).default('user') });
export type PhoneLoginBody = z.infer<typeof phoneLoginBody>;
/** The same answer for every number, whether or not it has an account. */
export const codeSentReply = z.object({ success: z.literal(true), ...said });
export const resendOtpReply = z.object({ success: z.literal(true), ...said });

const resetToken = z.string().min(1).max(200);
/** A new password with the mailed link's token, or with the number and the code sent to it by SMS. */
export const resetPasswordBody = z
  .object({ token: resetToken.optional(), phone: leftOutWhenEmpty(phone), code: leftOutWhenEmpty(otp), newPassword: resetPassword })
  .superRefine((body, ctx) => {
    if (body.token) return;
    if (!body.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: validation.phoneRequired });
    if (!body.code) ctx.addIssue({ code: 'custom', path: ['code'], message: validation.otpRequired });
  });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
export const resetTokenBody = z.object({ token: resetToken });
export type ResetTokenBody = z.infer<typeof resetTokenBody>;
export const resetTokenState = z.object({ usable: z.boolean() });
export type ResetTokenState = z.infer<typeof resetTokenState>;
/** The reset page's form also asks for the password twice. */
export const resetPasswordForm = z
  .object({ newPassword: resetPassword, confirmPassword: z.string() })
  .superRefine((v, ctx) => {
    if (!v.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: validation.resetConfirmRequired });
    else if (v.confirmPassword !== v.newPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: validation.resetPasswordsDoNotMatch });
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

export const googleLoginBody = z.object({ idToken: z.string().min(1).max(4096) });
export const authenticateUserReply = z.object({ isBlocked: z.boolean() });

/** Claims of the access token. */
export const accessClaims = z.object({ sub: z.string(), role: z.enum(roles), sid: z.string() });
export type AccessClaims = z.infer<typeof accessClaims>;

/** Public runtime settings the web app reads at start (no secrets). */
export const publicConfig = z.object({
  googleClientId: z.string().nullable(),
  /** The number to call at once for an ambulance: 112 in India unless EMERGENCY_NUMBER says otherwise. */
  emergencyNumber: z.string(),
  /** Days a completed request's chat is kept (CHAT_RETENTION_DAYS), which the privacy page states. */
  chatRetentionDays: z.number().int().positive(),
  /**
   * The server's VAPID public key (base64url, an uncompressed P-256 point): the
   * `applicationServerKey` a browser subscribes to Web Push with (POST /api/push/subscriptions).
   */
  vapidPublicKey: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfig>;
