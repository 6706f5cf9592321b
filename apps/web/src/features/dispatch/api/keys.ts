import { queryRoots } from '../../../lib/queries/query-roots.ts';

/**
 * Query keys of dispatch. The volunteer's duty settings have a root of their own; who was told of a
 * request sits under the assistance requests' root, so whatever changes a request (an acceptance,
 * an assignment, a cancellation) reads it again with the request.
 */
export const dispatchKeys = {
  availability: [...queryRoots.dispatch, 'availability'] as const,
  request: (id: string) => [...queryRoots.assistanceRequests, 'dispatch', id] as const,
};
