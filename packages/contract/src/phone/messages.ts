/**
 * What Sahaya says by SMS and WhatsApp to people who have a phone and no e-mail. Each kind of
 * message is a template registered with the gateway: India's DLT rules deliver an SMS only when it
 * matches a template registered for the sender, and WhatsApp sends a business's first message only
 * from an approved template. These are the templates' words, with `{0}`, `{1}`… for the values
 * each message fills in: what the operator registers, and what a server without a gateway writes
 * to its files.
 */
import { OTP_TTL_MINUTES } from '../constants.ts';

export const phoneMessages = {
  /** A sign-in code. */
  otp: (code: string) => `${code} is your Sahaya code. It is valid for ${OTP_TTL_MINUTES} minutes. Do not share it with anyone.`,
  /** A notice from the bell, for someone who reads no e-mail: its words and the page it opens. */
  notice: (text: string, link: string) => `Sahaya: ${text} Open ${link}`,
  /** An account the NGO made for a person by their number: an admin, or a volunteer at the door. */
  registered: () => 'You are registered with Sahaya. Sign in with this number; we send a code.',
  /**
   * A parent's or guardian's code for a person under 18 (or one with a lawful guardian): to be
   * given to that person, so not the sign-in code's "do not share". No word the person typed.
   */
  guardian: (code: string) =>
    `Someone named you their parent or guardian on Sahaya. If you agree, give them this code: ${code}. It is valid for ${OTP_TTL_MINUTES} minutes. If not, ignore this SMS.`,
} as const;

export type PhoneMessageKind = keyof typeof phoneMessages;

/**
 * The names of each kind's values in its SMS template (MSG91 fills `##code##` from a recipient's
 * `code`), in the order of the words' arguments above. A WhatsApp template takes the same values
 * by position, `{{1}}`, `{{2}}`…
 */
export const phoneMessageVariables = {
  otp: ['code'],
  notice: ['text', 'link'],
  registered: [],
  guardian: ['code'],
} as const satisfies Record<PhoneMessageKind, readonly string[]>;

/** The values a message of `kind` fills in, by their template names. */
export type PhoneMessageValues<K extends PhoneMessageKind> = Record<(typeof phoneMessageVariables)[K][number], string>;
