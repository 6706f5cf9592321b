import { useMutation, useQueryClient } from '@tanstack/react-query';
import { raiseGrievance as raiseGrievanceEndpoint } from '@sahaya/contract/grievances/endpoints';
import type { RaiseGrievanceBody } from '@sahaya/contract/grievances/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { grievanceKeys } from './keys.ts';

export function raiseGrievance(body: RaiseGrievanceBody) {
  return call(raiseGrievanceEndpoint, { body });
}

export function useRaiseGrievance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: raiseGrievance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: grievanceKeys.all }),
  });
}
