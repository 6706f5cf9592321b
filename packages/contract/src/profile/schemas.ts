/** A person's own profile (spec 1 §2 "Profile page", §5, §7; spec 2 "Volunteer profile"). */
import { z } from 'zod';
import { said } from '../common.ts';
import { activity } from '../activity.ts';
import { age, gender, name, otp, phone, placeFields } from '../fields.ts';
import { address, publicUser } from '../users.ts';
import { coordinateFields, together, togetherRule } from '../addresses/schemas.ts';
import { languages, textSizes } from '../i18n/languages.ts';
import { pan } from '../donations/schemas.ts';

export { changePasswordBody, type ChangePasswordBody } from '../fields.ts';

/**
 * `user.certificates` are signed links valid for about an hour, made fresh on every read; keep
 * them for display and send one back to delete that certificate.
 */
/**
 * How a person reads Sahaya, kept on their account: `language` is what their pages, mails and
 * notices are in (`null` until they or their browser chose one: English); `textSize` scales the
 * pages' type.
 */
export const preferences = z.object({ language: z.enum(languages).nullable(), textSize: z.enum(textSizes) });
export type Preferences = z.infer<typeof preferences>;

/** PUT /api/users/me/preferences: either or both; what is left out stays. */
export const updatePreferencesBody = z
  .object({ language: z.enum(languages), textSize: z.enum(textSizes) })
  .partial()
  .refine((body) => body.language !== undefined || body.textSize !== undefined, { message: 'Choose a language or a text size' });
export type UpdatePreferencesBody = z.infer<typeof updatePreferencesBody>;

export const preferencesReply = z.object({ preferences });

/** `pan`: the person's own PAN for their 80G receipts, or null; only they (and their receipts) see it. */
export const meReply = z.object({ user: publicUser, address: address.nullable(), preferences, pan: z.string().nullable() });
export type MeReply = z.infer<typeof meReply>;

/**
 * PUT /api/users: the Edit Profile modal (personal fields and the primary address), as JSON or form
 * data. The coordinates follow PUT /api/addresses/{id}: left out, they are kept while the place
 * stays the same; `null` removes them; numbers replace them. `pan` (the checkout's rule): left
 * out, it stays; empty removes it; a PAN replaces it. `phone`: left out, it stays, which is what
 * the profile page sends (its number is added and changed with a code, POST /api/users/me/phone);
 * a contact number that does not sign the person in may still be given here, while a number
 * that does is refused unless it is the same one (PHONE_CHANGE_NEEDS_CODE).
 */
export const updateProfileBody = z
  .object({ name, age, gender, phone: phone.optional(), pan: pan.optional(), ...placeFields, ...coordinateFields })
  .refine(together, togetherRule);
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;
/** What the form holds before validation. */
export type UpdateProfileForm = z.input<typeof updateProfileBody>;
export const updateProfileReply = z.object({ ...said, user: publicUser, address: address.nullable(), pan: z.string().nullable() });
export type UpdateProfileReply = z.infer<typeof updateProfileReply>;

/** The url POST /api/assets/image answered for this person. */
export const profilePictureBody = z.object({ profilePicture: z.string().trim().min(1).max(500) });
export type ProfilePictureBody = z.infer<typeof profilePictureBody>;
export const profilePictureReply = z.object({ ...said, profilePicture: z.string() });
export type ProfilePictureReply = z.infer<typeof profilePictureReply>;

export const certificateUploadReply = z.object({ ...said, certificateUrl: z.string() });
export type CertificateUploadReply = z.infer<typeof certificateUploadReply>;
/** A certificate link as handed out (signed, even expired) or its bare key. */
export const deleteCertificateBody = z.object({ certificateUrl: z.string().trim().min(1).max(1000) });
export type DeleteCertificateBody = z.infer<typeof deleteCertificateBody>;

/**
 * Delete Account: the password confirms it; an account that signs in with Google only (no
 * password) confirms by typing its email instead, and one with neither a password nor an e-mail
 * address (registered by the NGO, signing in with codes by SMS) by typing its mobile number, as
 * people write it (`98765 43210`, `+91 98765 43210`).
 */
export const deleteAccountBody = z.object({
  password: z.string().max(128).optional(),
  email: z.string().trim().max(254).optional(),
  phone: phone.optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/** The dashboard in one call: the four cards' figures and the Recent Activities list. */
export const dashboardSummaryReply = z.object({
  totalRequests: z.number().int(),
  /** Sum of completed donations, in rupees. */
  donationsTotal: z.number(),
  unreadNotifications: z.number().int(),
  recentActivities: z.array(activity),
});
export type DashboardSummaryReply = z.infer<typeof dashboardSummaryReply>;

/** A new mobile number for the account: a code goes to it, and it is saved once the code comes back. */
export const newPhoneBody = z.object({ phone });
export type NewPhoneBody = z.infer<typeof newPhoneBody>;
export const verifyNewPhoneBody = z.object({ phone, code: otp });
export type VerifyNewPhoneBody = z.infer<typeof verifyNewPhoneBody>;
export const phoneSavedReply = z.object({ ...said, user: publicUser });
export type PhoneSavedReply = z.infer<typeof phoneSavedReply>;
