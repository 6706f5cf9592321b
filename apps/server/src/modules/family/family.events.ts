/**
 * Which of a person's notices their family is told of, and with what: the one place that reads a
 * notice for the family. Only the status changes issue 26 names pass: a loan approved or its
 * equipment returned, a volunteer assigned (by their first name only) or the help completed, and
 * a meeting scheduled for the person. Chats, donations, account notices, a refused loan, a
 * meeting's reminder and a volunteer's own notices never pass, whatever their text.
 */
import { assetRequestMessages } from '@sahaya/contract/assets/messages';
import { assistanceMessages } from '@sahaya/contract/assistance-requests/messages';
import { contractKeyOf, type ContractMessage } from '@sahaya/contract/i18n/contract-messages';
import { meetingMessages } from '@sahaya/contract/meetings/messages';
import type { NotificationTopic } from '@sahaya/contract/constants';
import type { InLanguages } from '@sahaya/contract/i18n/languages';

/** What a contact is told, in data: the mail words it in the person's language when it goes. */
export type FamilyEvent =
  | { kind: 'loanApproved'; asset: AssetName }
  | { kind: 'loanReturned'; asset: AssetName }
  | { kind: 'volunteerAssigned'; volunteer: string }
  | { kind: 'helpCompleted' }
  | { kind: 'meetingScheduled'; title: string; at: string };

/** An asset's name: in every language the admin wrote it in, read in the person's (or as it was, in older notices). */
export type AssetName = string | InLanguages;

/** A notice as `notify` takes it, or as the delivery job reads it back. */
export interface FamilyNotice {
  userId: string;
  topic?: NotificationTopic | null;
  /** The notice's contract text (notifications' NoticeText), read only as far as the family needs. */
  text?: { key: string; args: readonly NoticeArg[] } | null;
}

/** An argument of a notice's text: words, a count, a moment (`{ dateTime }`), a calendar day (`{ day }`), or nothing. */
type NoticeArg = string | number | null | { dateTime: string } | { day: string } | { words: InLanguages };

/** The first word of a name: all a contact is told of a volunteer, and what a contact's page shows of the person. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

const keyOf = (message: ContractMessage): string => {
  const key = contractKeyOf(message);
  if (!key) throw new Error('A family event is read from a text of the contract');
  return key;
};

const text = (arg: NoticeArg | undefined): string => (typeof arg === 'string' ? arg : '');
const assetName = (arg: NoticeArg | undefined): AssetName => (typeof arg === 'object' && arg !== null && 'words' in arg ? arg.words : text(arg));
const moment = (arg: NoticeArg | undefined): string => (typeof arg === 'object' && arg !== null && 'dateTime' in arg ? arg.dateTime : '');

/** Each notice key the family hears of, by topic, and the event made from the notice's arguments. */
const readers: Record<string, { topic: NotificationTopic; event: (args: readonly NoticeArg[]) => FamilyEvent }> = {
  [keyOf(assetRequestMessages.approvedNotice)]: { topic: 'assetRequest', event: ([asset]) => ({ kind: 'loanApproved', asset: assetName(asset) }) },
  [keyOf(assetRequestMessages.returnedNotice)]: { topic: 'assetRequest', event: ([asset]) => ({ kind: 'loanReturned', asset: assetName(asset) }) },
  // A volunteer took the request, whether the parties then call each other through Sahaya or not.
  ...Object.fromEntries(
    [
      assistanceMessages.notices.accepted,
      assistanceMessages.notices.acceptedWithCalls,
      assistanceMessages.notices.assignedToRequester,
      assistanceMessages.notices.assignedToRequesterWithCalls,
    ].map((notice) => [
      keyOf(notice),
      { topic: 'assistanceRequest' as const, event: ([volunteer]: readonly NoticeArg[]) => ({ kind: 'volunteerAssigned' as const, volunteer: firstName(text(volunteer)) }) },
    ]),
  ),
  [keyOf(assistanceMessages.notices.completed)]: { topic: 'assistanceRequest', event: () => ({ kind: 'helpCompleted' }) },
  [keyOf(meetingMessages.invitation)]: {
    topic: 'meeting',
    event: ([title, at]) => ({ kind: 'meetingScheduled', title: text(title), at: moment(at) }),
  },
};

/** The event a notice tells the family, or undefined when it tells them nothing. */
export function familyEventOf(notice: FamilyNotice): FamilyEvent | undefined {
  if (!notice.text || !notice.topic) return undefined;
  const reader = Object.hasOwn(readers, notice.text.key) ? readers[notice.text.key] : undefined;
  if (!reader || reader.topic !== notice.topic) return undefined;
  return reader.event(notice.text.args);
}
