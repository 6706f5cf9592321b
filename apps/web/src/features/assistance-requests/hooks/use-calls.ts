import { useQuery } from '@tanstack/react-query';
import type { RequestDetails } from '@sahaya/contract/assistance-requests/schemas';
import { configQueryOptions } from '../../../lib/queries/public-config.ts';

/** How the reader calls the other party of a request through Sahaya's number. */
export interface CallThroughSahaya {
  requestId: string;
  /** Calls are open while the request is accepted and not yet done. */
  open: boolean;
}

/**
 * How a party of the request calls the other, when the two call each other through Sahaya's number
 * (GET /api/config, `calls`): then neither is shown the other's number, and a Call button stands in
 * its place. Undefined where calls do not go through Sahaya, or until the settings are read.
 */
export function useCallThroughSahaya(request: Pick<RequestDetails, '_id' | 'status'>): CallThroughSahaya | undefined {
  const calls = useQuery({ ...configQueryOptions, select: (settings) => settings.calls });
  return calls.data ? { requestId: request._id, open: request.status === 'approved' } : undefined;
}
