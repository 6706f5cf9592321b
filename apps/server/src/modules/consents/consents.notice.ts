/**
 * The privacy notice (DPDP Rules 2025, Rule 3) in a reader's language: each purpose with why, the
 * data it takes and how long it is kept, as the code keeps it (the chat's CHAT_RETENTION_DAYS, the
 * access log's days, the donations' eight years), the grievance officer and how to complain.
 */
import { noticeMessages } from '@sahaya/contract/consents/messages';
import { consentPurposes, PRIVACY_NOTICE_VERSION, requiredPurposes, type ConsentPurpose } from '@sahaya/contract/consents/purposes';
import type { PrivacyNoticeReply } from '@sahaya/contract/consents/schemas';
import type { Language } from '@sahaya/contract/i18n/languages';
import type { Config } from '../../config.ts';
import { contractText } from '../../lib/i18n.ts';

/** How long the access log is kept when ACCESS_LOG_DAYS does not say (Rule 6 asks at least a year). */
export const DEFAULT_ACCESS_LOG_DAYS = 400;

export interface NoticeSettings {
  grievanceOfficer: Config['grievanceOfficer'];
  chatRetentionDays: number;
  accessLogDays: number;
}

/** What the notice needs of the settings; the access log's days once the settings have them. */
export const noticeSettingsOf = (config: Config): NoticeSettings => ({
  grievanceOfficer: config.grievanceOfficer,
  chatRetentionDays: config.chatRetentionDays,
  accessLogDays: (config as Config & { accessLogDays?: number }).accessLogDays ?? DEFAULT_ACCESS_LOG_DAYS,
});

/** The argument of each purpose's "kept for" text. */
const keptForArgs = (settings: NoticeSettings): Record<ConsentPurpose, unknown[]> => ({
  account: [settings.accessLogDays],
  helpRequests: [settings.chatRetentionDays],
  loans: [],
  donations: [],
  messages: [],
  family: [],
  location: [],
});

export function privacyNotice(language: Language, settings: NoticeSettings): PrivacyNoticeReply {
  const say = (message: (...args: never[]) => string, ...args: unknown[]) => contractText(language, message, ...args);
  const args = keptForArgs(settings);
  return {
    version: PRIVACY_NOTICE_VERSION,
    purposes: consentPurposes.map((id) => {
      const words = noticeMessages.purposes[id];
      return {
        id,
        title: say(words.title),
        why: say(words.why),
        data: Object.values(words.data).map((item) => say(item)),
        keptFor: say(words.keptFor, ...args[id]),
        required: requiredPurposes.includes(id),
      };
    }),
    grievanceOfficer: settings.grievanceOfficer,
    withdrawHow: say(noticeMessages.withdrawHow),
    complainTo: say(noticeMessages.complainTo),
  };
}
