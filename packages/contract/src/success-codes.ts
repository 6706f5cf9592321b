/**
 * Every success reply that tells a person something ("Asset added successfully!") has a code from
 * this list, as every error has one of error-codes.ts: clients branch on the code, people read the
 * message, which the server writes in the reader's language from the code and its parameters. The
 * English of each code is the spec's text, kept in the feature's `messages.ts`; a message with
 * parameters (whose family contact the reader now is) is a function of them.
 */
import { addressMessages } from './addresses/messages.ts';
import { assetCategoryMessages } from './asset-categories/messages.ts';
import { assetMessages, assetRequestMessages, repairMessages, waitlistMessages } from './assets/messages.ts';
import { assistanceMessages } from './assistance-requests/messages.ts';
import { callMessages } from './calls/messages.ts';
import { consentMessages } from './consents/messages.ts';
import { dispatchMessages } from './dispatch/messages.ts';
import { familyMessages } from './family/messages.ts';
import { grievanceMessages } from './grievances/messages.ts';
import { guardianMessages } from './guardians/messages.ts';
import { meetingMessages } from './meetings/messages.ts';
import { phoneAuthMessages } from './auth/phone-messages.ts';
import { authMessages } from './messages.ts';
import { notificationMessages } from './notifications/messages.ts';
import { peopleMessages } from './people/messages.ts';
import { privacyMessages } from './privacy/messages.ts';
import { breachMessages, nomineeMessages } from './privacy/rights-messages.ts';
import { profileMessages } from './profile/messages.ts';
import { englishOf, type ContractMessage } from './i18n/message-table.ts';
import { pushMessages } from './push/messages.ts';

/** A success's English text. */
export interface SuccessDefinition {
  readonly message: ContractMessage;
}

/** Every success that says something, by code. A code is never also an error's: success-codes.test.ts checks it. */
export const successDefinitions = {
  // Signing up and in.
  REGISTERED: { message: authMessages.registered },
  EMAIL_VERIFIED: { message: authMessages.verified },
  OTP_RESENT: { message: authMessages.otpResent },
  LOGGED_IN: { message: authMessages.loggedIn },
  LOGGED_OUT: { message: authMessages.loggedOut },
  RESET_LINK_SENT: { message: authMessages.resetLinkSent },
  PASSWORD_RESET_DONE: { message: authMessages.passwordReset },
  PHONE_REGISTERED: { message: phoneAuthMessages.registered },
  PHONE_VERIFIED: { message: phoneAuthMessages.verified },
  GUARDIAN_CODE_SENT: { message: guardianMessages.registered },
  GUARDIAN_CODE_RESENT: { message: guardianMessages.codeResent },
  GUARDIAN_CONFIRMED: { message: guardianMessages.confirmed },
  PHONE_CODE_SENT: { message: phoneAuthMessages.codeSent },
  PHONE_CODE_RESENT: { message: phoneAuthMessages.codeResent },
  RESET_CODE_SENT: { message: phoneAuthMessages.resetCodeSent },
  NEW_PHONE_CODE_SENT: { message: phoneAuthMessages.newPhoneCodeSent },
  PHONE_SAVED: { message: phoneAuthMessages.phoneSaved },
  // People (admin).
  USER_CREATED: { message: peopleMessages.userCreated },
  VOLUNTEER_ADDED: { message: peopleMessages.volunteerAdded },
  ACCESS_BLOCKED: { message: peopleMessages.blocked },
  ACCESS_RESTORED: { message: peopleMessages.unblocked },
  // Addresses.
  ADDRESS_CREATED: { message: addressMessages.created },
  ADDRESS_UPDATED: { message: addressMessages.updated },
  ADDRESS_MADE_PRIMARY: { message: addressMessages.madePrimary },
  ADDRESS_DELETED: { message: addressMessages.deleted },
  // Profile and account.
  PROFILE_UPDATED: { message: profileMessages.profileUpdated },
  PROFILE_PICTURE_UPDATED: { message: profileMessages.profilePictureUpdated },
  PASSWORD_CHANGED: { message: profileMessages.passwordChanged },
  CERTIFICATE_UPLOADED: { message: profileMessages.certificateUploaded },
  CERTIFICATE_DELETED: { message: profileMessages.certificateDeleted },
  ACCOUNT_DELETED: { message: profileMessages.accountDeleted },
  DATA_EXPORT_STARTED: { message: privacyMessages.exportStarted },
  NOMINEE_SAVED: { message: nomineeMessages.saved },
  NOMINEE_REMOVED: { message: nomineeMessages.removed },
  NOMINEE_ACTING_RECORDED: { message: nomineeMessages.actingRecorded },
  BREACH_NOTICE_STARTED: { message: breachMessages.started },
  CONSENT_GIVEN: { message: consentMessages.given },
  CONSENT_WITHDRAWN: { message: consentMessages.withdrawn },
  CONSENTS_SAVED: { message: consentMessages.saved },
  // Equipment.
  ASSET_ADDED: { message: assetMessages.added },
  ASSET_UPDATED: { message: assetMessages.updated },
  ASSET_CATEGORY_ADDED: { message: assetCategoryMessages.added },
  ASSET_CATEGORY_UPDATED: { message: assetCategoryMessages.updated },
  ASSET_REQUESTED: { message: assetRequestMessages.requested },
  ASSET_REQUEST_APPROVED: { message: assetRequestMessages.approved },
  ASSET_REQUEST_REJECTED: { message: assetRequestMessages.rejected },
  ASSET_REQUEST_CANCELLED: { message: assetRequestMessages.cancelled },
  ASSET_RETURNED: { message: assetRequestMessages.returned },
  ASSET_RETURNED_FOR_REPAIR: { message: assetRequestMessages.returnedForRepair },
  ASSET_RETURNED_FOR_SERVICE: { message: assetRequestMessages.returnedForService },
  ASSET_HANDED_OVER: { message: assetRequestMessages.handedOver },
  ASSET_LOAN_RENEWED: { message: assetRequestMessages.renewed },
  ASSET_LOAN_TAKEN_BACK: { message: assetRequestMessages.takenBack },
  REPAIR_READY: { message: repairMessages.ready },
  WAITLIST_JOINED: { message: waitlistMessages.joined },
  WAITLIST_LEFT: { message: waitlistMessages.left },
  // Assistance.
  ASSISTANCE_REQUEST_SUBMITTED: { message: assistanceMessages.submitted },
  ASSISTANCE_REQUEST_ACCEPTED: { message: assistanceMessages.accepted },
  ASSISTANCE_REQUEST_ACCEPTED_WITH_CALLS: { message: assistanceMessages.acceptedWithCalls },
  ASSISTANCE_REQUEST_DECLINED: { message: assistanceMessages.declined },
  ASSISTANCE_REQUEST_COMPLETED: { message: assistanceMessages.completed },
  VOLUNTEER_ASSIGNED: { message: assistanceMessages.assigned },
  ASSISTANCE_REQUEST_CANCELLED: { message: assistanceMessages.cancelled },
  // Calls between a request's parties.
  CALL_PLACED: { message: callMessages.placed },
  // A volunteer's duty.
  DUTY_ON: { message: dispatchMessages.onDuty },
  DUTY_OFF: { message: dispatchMessages.offDuty },
  // Meetings.
  MEETING_CREATED: { message: meetingMessages.created },
  MEETING_CANCELLED: { message: meetingMessages.cancelled },
  MEETING_STATUS_UPDATED: { message: meetingMessages.statusUpdated },
  MEETING_DELETED: { message: meetingMessages.deleted },
  // Family contacts.
  FAMILY_CONTACT_ADDED: { message: familyMessages.added },
  FAMILY_CONTACT_ADDED_NOT_MAILED: { message: familyMessages.addedNotMailed },
  FAMILY_CONTACT_REMOVED: { message: familyMessages.removed },
  FAMILY_LINK_CONFIRMED: { message: familyMessages.confirmed },
  FAMILY_LINK_STOPPED: { message: familyMessages.stopped },
  // Grievances.
  GRIEVANCE_RAISED: { message: grievanceMessages.raised },
  GRIEVANCE_ANSWERED: { message: grievanceMessages.answered },
  // Notices and push.
  NOTIFICATION_READ: { message: notificationMessages.markedRead },
  NOTIFICATIONS_ALL_READ: { message: notificationMessages.allMarkedRead },
  NOTIFICATION_CLEARED: { message: notificationMessages.cleared },
  NOTIFICATIONS_ALL_CLEARED: { message: notificationMessages.allCleared },
  PUSH_SUBSCRIBED: { message: pushMessages.subscribed },
  PUSH_UNSUBSCRIBED: { message: pushMessages.unsubscribed },
} as const satisfies Record<string, SuccessDefinition>;

export type SuccessCode = keyof typeof successDefinitions;

export const successCodes = Object.keys(successDefinitions) as [SuccessCode, ...SuccessCode[]];

export const isSuccessCode = (value: unknown): value is SuccessCode =>
  typeof value === 'string' && Object.hasOwn(successDefinitions, value);

type MessageOf<C extends SuccessCode> = (typeof successDefinitions)[C]['message'];

/** What a code's message needs filled in: nothing for a fixed text. */
export type SuccessParams<C extends SuccessCode> = MessageOf<C> extends (...params: infer P) => string ? P : [];

/** The English text of a success, with its parameters filled in. */
export function successMessage<C extends SuccessCode>(code: C, ...params: SuccessParams<C>): string {
  return englishOf(successDefinitions[code].message, params);
}
