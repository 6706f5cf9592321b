import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateAddress as updateAddressEndpoint } from '@sahaya/contract/addresses/endpoints';
import type { UpdateAddressBody } from '@sahaya/contract/addresses/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { invalidatePersonRecords } from '../../../lib/queries/person-queries.ts';

export function updateAddress({ id, body }: { id: string; body: UpdateAddressBody }) {
  return call(updateAddressEndpoint, { params: { id }, body });
}

/** The edited address may be the primary one the profile shows, so both are refreshed. */
export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: () => invalidatePersonRecords(queryClient),
  });
}
