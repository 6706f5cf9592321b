/**
 * The dashboards' words for the codes the server sends (a priority, a campaign, a kind of
 * volunteer), in the language shown once rendered with `i18n._`.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const words: Record<string, MessageDescriptor> = {
  urgent: msg`Urgent`,
  normal: msg`Normal`,
  high: msg`High`,
  medium: msg`Medium`,
  low: msg`Low`,
};

const campaigns: Record<string, MessageDescriptor> = {
  general: msg`General`,
  education: msg`Education`,
  health: msg`Health`,
  food: msg`Food`,
  shelter: msg`Shelter`,
};

const volunteerKinds: Record<string, MessageDescriptor> = {
  medical: msg`Volunteer · Medical`,
  eldercare: msg`Volunteer · Eldercare`,
  maintenance: msg`Volunteer · Maintenance`,
  transportation: msg`Volunteer · Transportation`,
  general: msg`Volunteer · General`,
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const wordOf = (table: Record<string, MessageDescriptor>, i18n: I18n, code: string) => {
  const word = table[code];
  return word ? i18n._(word) : capitalise(code);
};

/** A priority's word: "urgent" → "Urgent". */
export const priorityWord = (i18n: I18n, priority: string) => wordOf(words, i18n, priority);

/** A campaign's name: "health" → "Health". */
export const campaignWord = (i18n: I18n, campaign: string) => wordOf(campaigns, i18n, campaign);

/** What an assistance request asks for: "Ambulance", or "Volunteer · Eldercare". */
export function assistanceKindWord(i18n: I18n, request: { type: string; volunteerType: string | null }): string {
  if (request.type === 'ambulance') return i18n._(msg`Ambulance`);
  return request.volunteerType ? wordOf(volunteerKinds, i18n, request.volunteerType) : i18n._(msg`Volunteer`);
}

const activityVolunteerKinds: Record<string, MessageDescriptor> = {
  medical: msg`Medical volunteer`,
  eldercare: msg`Eldercare volunteer`,
  maintenance: msg`Maintenance volunteer`,
  transportation: msg`Transportation volunteer`,
  general: msg`General volunteer`,
};

/**
 * An activity's title in the language shown. The server names a donation by its campaign
 * ("Health") and an assistance request by what it asks for ("Ambulance", "Eldercare volunteer");
 * what a person typed (an asset's or a meeting's name) stays as it is.
 */
export function activityTitle(i18n: I18n, activity: { kind: string; title: string }): string {
  if (activity.kind === 'donation') return campaigns[activity.title.toLowerCase()] ? campaignWord(i18n, activity.title.toLowerCase()) : activity.title;
  if (activity.kind !== 'assistanceRequest') return activity.title;
  if (activity.title === 'Ambulance') return i18n._(msg`Ambulance`);
  const kind = /^(\w+) volunteer$/.exec(activity.title)?.[1]?.toLowerCase();
  const word = kind ? activityVolunteerKinds[kind] : undefined;
  return word ? i18n._(word) : activity.title;
}
