/**
 * The nominee (DPDP Act 2023, s. 14): the person someone names to act for them if they die or
 * cannot act. The person reads, names and removes their own; an admin records that the nominee
 * now acts for them.
 */
import { z } from 'zod';
import { said } from '../common.ts';
import { email, leftOutWhenEmpty, nameOf, phone, requiredText } from '../fields.ts';
import { messageIds } from '../i18n/message-ids.ts';
import { nomineeMessages } from './rights-messages.ts';

const m = messageIds('nomineeMessages', nomineeMessages);

/** Why the nominee acts for the person: they died, or cannot act themselves. */
export const nomineeActingReasons = ['died', 'cannotAct'] as const;
export type NomineeActingReason = (typeof nomineeActingReasons)[number];

export const nominee = z.object({
  name: z.string(),
  relation: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Set once an admin recorded that the nominee acts for the person. */
  actingSince: z.string().nullable(),
  actingReason: z.enum(nomineeActingReasons).nullable(),
});
export type Nominee = z.infer<typeof nominee>;

export const nomineeReply = z.object({ nominee: nominee.nullable() });
export type NomineeReply = z.infer<typeof nomineeReply>;

/** A name in any script, as every name; the relation in the person's own words; a phone or an e-mail, or both. */
export const setNomineeBody = z
  .object({
    name: nameOf(m.nameRequired),
    relation: requiredText(m.relationRequired).max(50, m.relationTooLong),
    phone: leftOutWhenEmpty(phone),
    email: leftOutWhenEmpty(email),
  })
  .superRefine((body, ctx) => {
    if (body.phone === undefined && body.email === undefined) ctx.addIssue({ code: 'custom', path: ['phone'], message: m.reachRequired });
  });
export type SetNomineeBody = z.infer<typeof setNomineeBody>;
export type SetNomineeForm = z.input<typeof setNomineeBody>;

export const setNomineeReply = z.object({ ...said, nominee });
export type SetNomineeReply = z.infer<typeof setNomineeReply>;

export const removeNomineeReply = z.object({ ...said });

export const nomineeActingBody = z.object({ reason: z.enum(nomineeActingReasons) });
export type NomineeActingBody = z.infer<typeof nomineeActingBody>;
