/** A person's family contacts: who they are, whether they confirmed, and the calls of their links. */
import { z } from 'zod';
import { said } from '../common.ts';
import { email, nameOf, requiredText } from '../fields.ts';
import { messageIds } from '../i18n/message-ids.ts';
import { validation as validationTexts } from '../messages.ts';
import { familyMessages } from './messages.ts';

// The rules' messages travel as message ids (i18n/message-ids.ts), worded where they are shown.
const validation = messageIds('validation', validationTexts);
const m = messageIds('familyMessages', familyMessages);

/** At most this many contacts per person, confirmed or waiting. */
export const FAMILY_CONTACT_LIMIT = 2;
/** How long a confirmation link works, in days. */
export const FAMILY_LINK_TTL_DAYS = 7;
/**
 * An address is sent at most one invitation in this many days, whoever adds it: a contact added
 * again sooner is kept, unmailed (`FAMILY_CONTACT_ADDED_NOT_MAILED`).
 */
export const FAMILY_INVITATION_INTERVAL_DAYS = 30;

export const familyContact = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  relation: z.string(),
  /** True once the contact opened the link mailed to them; only then are they told anything. */
  confirmed: z.boolean(),
  /**
   * Whether an invitation was mailed for this contact: false when the address had been invited
   * less than 30 days before (FAMILY_INVITATION_INTERVAL_DAYS), so they have no link to confirm by.
   */
  invited: z.boolean(),
  createdAt: z.string(),
});
export type FamilyContact = z.infer<typeof familyContact>;

export const listFamilyContactsReply = z.object({ contacts: z.array(familyContact) });
export type ListFamilyContactsReply = z.infer<typeof listFamilyContactsReply>;

/** A contact's name, by the same rule as every name; relation is the person's own word ("daughter", "बेटा"). */
export const addFamilyContactBody = z.object({
  name: nameOf(validation.nameRequired),
  email,
  relation: requiredText(m.relationRequired).max(50, m.relationTooLong),
});
export type AddFamilyContactBody = z.infer<typeof addFamilyContactBody>;
export type AddFamilyContactForm = z.input<typeof addFamilyContactBody>;

export const addFamilyContactReply = z.object({ ...said, contact: familyContact });
export type AddFamilyContactReply = z.infer<typeof addFamilyContactReply>;

export const removeFamilyContactReply = z.object({ ...said });
export type RemoveFamilyContactReply = z.infer<typeof removeFamilyContactReply>;

/** The token of a link mailed to a contact, as the page read it from the address. */
export const familyTokenBody = z.object({ token: z.string().trim().min(1).max(200) });
export type FamilyTokenBody = z.infer<typeof familyTokenBody>;

/**
 * The stop link of a family mail's `List-Unsubscribe` header: its token in the address, as RFC 8058
 * has it; one that does not read is answered as a token that matches nothing.
 */
export const familyUnsubscribeQuery = z.object({ token: z.string().trim().max(200).catch('').default('') });
export type FamilyUnsubscribeQuery = z.infer<typeof familyUnsubscribeQuery>;

/** What a mail program's one-click unsubscribe sends (`List-Unsubscribe=One-Click`); nothing in it is needed. */
export const familyUnsubscribeBody = z.object({ 'List-Unsubscribe': z.string().max(100).optional() }).nullish();
export type FamilyUnsubscribeBody = z.infer<typeof familyUnsubscribeBody>;

/** The answer of a contact's link: whose contact they are (the first name only), and what happened. */
export const familyLinkReply = z.object({ ...said, person: z.string() });
export type FamilyLinkReply = z.infer<typeof familyLinkReply>;
