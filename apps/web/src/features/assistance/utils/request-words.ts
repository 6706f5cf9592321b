import { assistanceTypes, volunteerTypes } from '@sahaya/contract/constants';
import type { AssistanceRequest } from '@sahaya/contract/assistance-requests/schemas';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The kinds a volunteer can filter by: an ambulance, or the kind of volunteer asked for (spec 2 §2). */
export const requestKinds = ['ambulance', ...volunteerTypes] as const;
export type RequestKind = (typeof requestKinds)[number];

const kindFilterValues: readonly string[] = [...assistanceTypes, ...volunteerTypes];

/** The type filter as the server reads it: a kind it does not know means "All Types". */
export function readKind(raw: string | null | undefined): RequestKind | undefined {
  return raw && kindFilterValues.includes(raw) && raw !== 'volunteer' ? (raw as RequestKind) : undefined;
}

export const kindLabel = (kind: RequestKind) => capitalise(kind);

export const priorityLabel = (priority: AssistanceRequest['priority']) => capitalise(priority);

/**
 * A distance as the Nearby list gives it, in whole kilometres ("about 3 km"); 0 reads "less than
 * 1 km" rather than "0 km", which would suggest the request is at the volunteer's door.
 */
export function formatDistance(km: number): string {
  if (!Number.isFinite(km) || km < 0) return '';
  const whole = Math.round(km);
  if (whole === 0) return 'less than 1 km';
  return `about ${whole.toLocaleString('en-IN')} km`;
}

/** A travel time in minutes as a guide, not a promise: "about 6 min", "about 1 h 5 min". */
export function formatTravelTime(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes < 0) return '';
  const whole = Math.max(1, Math.round(minutes));
  if (whole < 60) return `about ${whole} min`;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? `about ${hours} h` : `about ${hours} h ${rest} min`;
}



/** The two tabs of Processing Requests and the status each one lists. */
export const processingTabs = { processing: 'approved', completed: 'completed' } as const;
export type ProcessingTab = keyof typeof processingTabs;

/** The tab in the address (`?tab=`); anything else is the Processing tab. */
export function readProcessingTab(raw: string | null | undefined): ProcessingTab {
  return raw === 'completed' ? 'completed' : 'processing';
}


