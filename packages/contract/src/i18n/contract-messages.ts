/**
 * Every text of the contract (the spec's messages, the hints and labels both server and web show),
 * as one flat table keyed `group.name` (`assetMessages.added`, `assistanceMessages.timeline.accepted`).
 * The English is the contract's own code; another language's text for a key is in that language's
 * catalogue, `packages/contract/locales/<language>.po`, as an ICU message whose `{0}`, `{1}`…
 * are the English function's arguments in order.
 */
import { addressMessages } from '../addresses/messages.ts';
import { assetCategoryMessages } from '../asset-categories/messages.ts';
import { assetMessages, assetRequestMessages, depositMessages, repairMessages, waitlistMessages } from '../assets/messages.ts';
import { assistanceMessages } from '../assistance-requests/messages.ts';
import { callMessages } from '../calls/messages.ts';
import { chatMessages } from '../chats/messages.ts';
import { consentMessages, noticeMessages } from '../consents/messages.ts';
import { dispatchMessages } from '../dispatch/messages.ts';
import { donationMessages } from '../donations/messages.ts';
import { familyMessages } from '../family/messages.ts';
import { grievanceMessages } from '../grievances/messages.ts';
import { guardianMessages } from '../guardians/messages.ts';
import { meetingMessages } from '../meetings/messages.ts';
import { phoneAuthMessages } from '../auth/phone-messages.ts';
import { authMessages, commonMessages, passwordHints, validation } from '../messages.ts';
import { notificationMessages } from '../notifications/messages.ts';
import { peopleMessages } from '../people/messages.ts';
import { phoneMessages } from '../phone/messages.ts';
import { privacyMessages, privacyPageMessages } from '../privacy/messages.ts';
import { breachMessages, nomineeMessages } from '../privacy/rights-messages.ts';
import { profileMessages, profilePageMessages } from '../profile/messages.ts';
import { pushMessages } from '../push/messages.ts';
import { uploadMessages } from '../uploads/messages.ts';

import { MessageTable, type ContractMessage, type MessageGroup } from './message-table.ts';

export { argumentCount, englishOf, englishTemplate, type ContractMessage } from './message-table.ts';

/** Every group of contract texts, by the name its keys start with. */
export const messageGroups = {
  validation,
  passwordHints,
  authMessages,
  phoneAuthMessages,
  commonMessages,
  addressMessages,
  assetMessages,
  assetRequestMessages,
  repairMessages,
  waitlistMessages,
  depositMessages,
  assetCategoryMessages,
  assistanceMessages,
  callMessages,
  chatMessages,
  consentMessages,
  noticeMessages,
  dispatchMessages,
  donationMessages,
  familyMessages,
  grievanceMessages,
  guardianMessages,
  meetingMessages,
  notificationMessages,
  peopleMessages,
  phoneMessages,
  privacyMessages,
  privacyPageMessages,
  nomineeMessages,
  breachMessages,
  profileMessages,
  profilePageMessages,
  pushMessages,
  uploadMessages,
} satisfies Record<string, MessageGroup>;

/** Every contract text. */
export const contractTable = new MessageTable().add(messageGroups);

/** Every contract text by its key. */
export const contractMessages: ReadonlyMap<string, ContractMessage> = contractTable.messages;

/** A text's key, found by the function that makes it. */
export const contractKeyOf = (message: ContractMessage): string | undefined => contractTable.keyOf(message);
