import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAddress as deleteAddressEndpoint } from '@sahaya/contract/addresses/endpoints';
import { call } from '../../../lib/api/api-client.ts';
import { invalidatePersonRecords } from '../../../lib/queries/person-queries.ts';

export function deleteAddress(id: string) {
  return call(deleteAddressEndpoint, { params: { id } });
}

/** Deleting the primary address makes the next newest primary, so the profile is refreshed too. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => invalidatePersonRecords(queryClient),
  });
}
