import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAddress as createAddressEndpoint } from '@sahaya/contract/addresses/endpoints';
import type { CreateAddressBody } from '@sahaya/contract/addresses/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { invalidatePersonRecords } from '../../../lib/queries/person-queries.ts';

export function createAddress(body: CreateAddressBody) {
  return call(createAddressEndpoint, { body });
}

/** The first address becomes primary, so the profile is refreshed with the book. */
export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSuccess: () => invalidatePersonRecords(queryClient),
  });
}
