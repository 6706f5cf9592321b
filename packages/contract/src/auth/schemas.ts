/** Auth calls of spec 1 §7 plus logout. */
import { z } from 'zod';
import { said } from '../common.ts';
import { loginRoles, roles } from '../constants.ts';
import { email, loginPassword, name, otp, password, resetPassword } from '../fields.ts';
import { messageIds } from '../i18n/message-ids.ts';
import { validation as validationTexts } from '../messages.ts';
import { publicUser } from '../users.ts';

// The rules' messages travel as message ids (i18n/message-ids.ts), worded where they are shown.
const validation = messageIds('validation', validationTexts);

export const registerBody = z.object({ name, email, password });
export type RegisterBody = z.infer<typeof registerBody>;
export const registerReply = z.object({ registeredMail: z.string(), ...said });

export const credentials = z.object({ email, password: loginPassword });
export type Credentials = z.infer<typeof credentials>;
export const loginBody = z.object({ data: credentials, selectedRole: z.enum(loginRoles).default('user') });
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
export const verifyOtpBody = z.object({ email, otp });
export type VerifyOtpBody = z.infer<typeof verifyOtpBody>;
export const resendOtpReply = z.object({ success: z.literal(true), ...said });

const resetToken = z.string().min(1).max(200);
export const resetPasswordBody = z.object({ token: resetToken, newPassword: resetPassword });
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
