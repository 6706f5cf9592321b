/**
 * A parent or lawful guardian who agrees for a person (DPDP Act 2023 s. 9; Rules 2025, Rules 10 and
 * 11): named at sign-up or registration, they get a code, and the account waits until it is given back.
 */
import { z } from 'zod';
import { said } from '../common.ts';
import { email, leftOutWhenEmpty, nameOf, otp, phone, requiredText } from '../fields.ts';
import { messageIds } from '../i18n/message-ids.ts';
import { validation as validationTexts } from '../messages.ts';
import { guardianMessages } from './messages.ts';

const validation = messageIds('validation', validationTexts);
const m = messageIds('guardianMessages', guardianMessages);

/** Below this age a parent or guardian must agree. */
export const ADULT_AGE = 18;

/**
 * Why a guardian agrees: `minor` for a person under 18 (set by the age, whatever is sent), or
 * `lawfulGuardian` for an adult with a disability who has one (Rule 11), which the person ticks.
 */
export const guardianReasons = ['minor', 'lawfulGuardian'] as const;
export type GuardianReason = (typeof guardianReasons)[number];

/**
 * The parent or guardian as the form names them: the code goes by SMS to their mobile number, or,
 * without one, by mail to their e-mail address. Relation is the person's own word ("mother", "माँ").
 */
export const guardianInput = z
  .object({
    reason: z.enum(guardianReasons).optional(),
    name: nameOf(validation.nameRequired),
    relation: requiredText(m.relationRequired).max(50, m.relationRequired),
    phone: leftOutWhenEmpty(phone),
    email: leftOutWhenEmpty(email),
  })
  .superRefine((g, ctx) => {
    if (typeof g !== 'object' || g === null || g.phone || g.email) return;
    ctx.addIssue({ code: 'custom', path: ['phone'], message: m.contactRequired });
  });
export type GuardianInput = z.infer<typeof guardianInput>;
export type GuardianForm = z.input<typeof guardianInput>;

/** What a sign-up or registration body adds: the guardian, for a person under 18 or one who has one. */
export const guardianFields = { guardian: guardianInput.optional() };

/** The guardian as the admin's details page and the person's data copy show them. */
export const guardianView = z.object({
  reason: z.enum(guardianReasons),
  name: z.string(),
  relation: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** When they agreed by giving the code back; null while the account waits. */
  confirmedAt: z.string().nullable(),
});
export type GuardianView = z.infer<typeof guardianView>;

/** The account is named as it signs in: its e-mail address or its mobile number. */
const accountOf = { email: leftOutWhenEmpty(email), phone: leftOutWhenEmpty(phone) };
const eitherGiven = (body: { email?: string; phone?: string }, ctx: z.RefinementCtx) => {
  if (typeof body !== 'object' || body === null || body.email || body.phone) return;
  ctx.addIssue({ code: 'custom', path: ['email'], message: validation.emailRequired });
};

/** The guardian's code, given back on the account's page. */
export const confirmGuardianBody = z.object({ ...accountOf, code: otp }).superRefine(eitherGiven);
export type ConfirmGuardianBody = z.infer<typeof confirmGuardianBody>;
/** A new code to the guardian of the account. */
export const resendGuardianCodeBody = z.object(accountOf).superRefine(eitherGiven);
export type ResendGuardianCodeBody = z.infer<typeof resendGuardianCodeBody>;

export const guardianReply = z.object({ success: z.literal(true), ...said });
