import { adminAssistanceQuery } from '@sahaya/contract/assistance-requests/schemas';
import { fromFirstPage } from '../../../lib/hooks/use-paged-search.ts';

/**
 * The yes/no filters of the admins' assistance list, named as in the address and the query: the
 * requests at a place without a location, which no volunteer finds nearby (`needsAssignment`), and
 * those no volunteer on duty accepted, of which the admins were told (`unanswered`).
 */
export const requestFlags = ['needsAssignment', 'unanswered'] as const;
export type RequestFlag = (typeof requestFlags)[number];
export type RequestFlags = Record<RequestFlag, boolean>;

/** Which flags the address turns on, read as the server reads them ("true", "1", "yes"). */
export function readFlags(params: URLSearchParams): RequestFlags {
  const on = (flag: RequestFlag) => adminAssistanceQuery.shape[flag].parse(params.get(flag) ?? undefined) === true;
  return { needsAssignment: on('needsAssignment'), unanswered: on('unanswered') };
}

/** The address with one flag turned on or off, from the first page: the list it filters is another. */
export function withFlag(params: URLSearchParams, flag: RequestFlag, on: boolean): URLSearchParams {
  const changed = new URLSearchParams(params);
  if (on) changed.set(flag, 'true');
  else changed.delete(flag);
  fromFirstPage(changed);
  return changed;
}

/** The list's query for the flags: only those turned on are sent, so an unfiltered list asks for none. */
export const flagQuery = (flags: RequestFlags) => ({
  needsAssignment: flags.needsAssignment || undefined,
  unanswered: flags.unanswered || undefined,
});
