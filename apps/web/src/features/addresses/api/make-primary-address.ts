import { useMutation, useQueryClient } from '@tanstack/react-query';
import { makePrimaryAddress as makePrimaryAddressEndpoint } from '@sahaya/contract/addresses/endpoints';
import { call } from '../../../lib/api/api-client.ts';
import { invalidatePersonRecords } from '../../../lib/queries/person-queries.ts';

export function makePrimaryAddress(id: string) {
  return call(makePrimaryAddressEndpoint, { params: { id } });
}

/** The profile shows the primary address, so it is refreshed with the book. */
export function useMakePrimaryAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makePrimaryAddress,
    onSuccess: () => invalidatePersonRecords(queryClient),
  });
}
