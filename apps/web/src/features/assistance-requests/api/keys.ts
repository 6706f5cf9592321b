import type {
  AdminAssistanceQuery,
  MyAssistanceRequestsQuery,
  NearbyQuery,
  ProcessingQuery,
} from '@sahaya/contract/assistance-requests/schemas';
import { queryRoots } from '../../../lib/queries/query-roots.ts';

/**
 * Query keys of assistance requests. The person's, the volunteer's and the admin's lists and every
 * request's details share one root, so a new request, a decision or an assignment refreshes every
 * list and detail that may show it.
 */
export const assistanceKeys = {
  all: queryRoots.assistanceRequests,
  mine: (query: MyAssistanceRequestsQuery) => [...queryRoots.assistanceRequests, 'mine', query] as const,
  nearby: (query: NearbyQuery) => [...queryRoots.assistanceRequests, 'nearby', query] as const,
  processing: (query: ProcessingQuery) => [...queryRoots.assistanceRequests, 'processing', query] as const,
  adminList: (query: AdminAssistanceQuery) => [...queryRoots.assistanceRequests, 'admin', query] as const,
  /** A request's details in a language: the server writes its history in the language asked in. */
  detail: (id: string, language: string) => [...queryRoots.assistanceRequests, 'detail', id, language] as const,
  /**
   * The volunteers offered by Assign Volunteer, with their tasks on hand: under the `volunteers`
   * root, so anything that changes volunteers (an assignment among them) refreshes the list.
   */
  volunteerPicker: (params: { search: string; availableOnly: boolean }) => [...queryRoots.volunteers, 'picker', params] as const,
};
