import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assistanceTypes, volunteerTypes, type assistancePriorities } from '@sahaya/contract/constants';
import type { AssistanceRequest } from '@sahaya/contract/assistance-requests/schemas';
import type { Formatters } from '../../../lib/i18n/use-format.ts';
import { volunteerTypeWords, type VolunteerType } from '../../../lib/volunteer-type-words.ts';

/** The kinds a volunteer can filter by: an ambulance, or the kind of volunteer asked for (spec 2 §2). */
export const requestKinds = ['ambulance', ...volunteerTypes] as const;
export type RequestKind = (typeof requestKinds)[number];
export type AssistancePriority = (typeof assistancePriorities)[number];

const kindFilterValues: readonly string[] = [...assistanceTypes, ...volunteerTypes];

/** The type filter as the server reads it: a kind it does not know means "All Types". */
export function readKind(raw: string | null | undefined): RequestKind | undefined {
  return raw && kindFilterValues.includes(raw) && raw !== 'volunteer' ? (raw as RequestKind) : undefined;
}

/** What is asked for: a volunteer or an ambulance. */
export const assistanceTypeWords: Record<(typeof assistanceTypes)[number], MessageDescriptor> = {
  volunteer: msg`Volunteer`,
  ambulance: msg`Ambulance`,
};

/** The type filter's choices: an ambulance or one kind of volunteer. */
export const kindWords: Record<RequestKind, MessageDescriptor> = { ambulance: msg`Ambulance`, ...volunteerTypeWords };

/** How urgent a request is. */
export const priorityWords: Record<AssistancePriority, MessageDescriptor> = {
  urgent: msg`Urgent`,
  normal: msg`Normal`,
};

/** A request's title by what it asks for: "Ambulance", or "Eldercare volunteer". */
const volunteerTitles: Record<VolunteerType, MessageDescriptor> = {
  medical: msg`Medical volunteer`,
  eldercare: msg`Eldercare volunteer`,
  maintenance: msg`Maintenance volunteer`,
  transportation: msg`Transportation volunteer`,
  general: msg`General volunteer`,
};

/** What an assistance request asks for, in the language shown: "Ambulance", or "Eldercare volunteer". */
export function assistanceKindText(i18n: I18n, request: { type: string; volunteerType: string | null }): string {
  if (request.type === 'ambulance') return i18n._(msg`Ambulance`);
  const title = request.volunteerType ? volunteerTitles[request.volunteerType as VolunteerType] : undefined;
  return i18n._(title ?? msg`Volunteer`);
}

/** A requested day and time: "5 Nov 2026, 10:30" (the time as the person chose it, 24-hour). */
export const requestedTimeText = (f: Formatters, request: Pick<AssistanceRequest, 'requestedDate' | 'requestedTime'>) =>
  request.requestedTime ? `${f.calendarDay(request.requestedDate)}, ${f.clockTime(request.requestedTime)}` : f.calendarDay(request.requestedDate);

/**
 * A distance as the Nearby list gives it, in whole kilometres ("about 3 km away"); 0 reads "less
 * than 1 km away" rather than "0 km", which would suggest the request is at the volunteer's door.
 */
export function distanceText(i18n: I18n, km: number): string {
  if (!Number.isFinite(km) || km < 0) return '';
  const whole = Math.round(km);
  if (whole === 0) return i18n._(msg`less than 1 km away`);
  const distance = whole.toLocaleString('en-IN');
  return i18n._(msg`about ${distance} km away`);
}

/** A travel time in minutes as a guide, not a promise: "about 6 min to get there", "about 1 h 5 min to get there". */
export function travelTimeText(i18n: I18n, minutes: number): string {
  if (!Number.isFinite(minutes) || minutes < 0) return '';
  const whole = Math.max(1, Math.round(minutes));
  if (whole < 60) return i18n._(msg`about ${whole} min to get there`);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? i18n._(msg`about ${hours} h to get there`) : i18n._(msg`about ${hours} h ${rest} min to get there`);
}

/** The two tabs of Processing Requests and the status each one lists. */
export const processingTabs = { processing: 'approved', completed: 'completed' } as const;
export type ProcessingTab = keyof typeof processingTabs;

/** The tab in the address (`?tab=`); anything else is the Processing tab. */
export function readProcessingTab(raw: string | null | undefined): ProcessingTab {
  return raw === 'completed' ? 'completed' : 'processing';
}
