import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAddressBody, CreateAddressReply } from '@sahaya/contract/addresses';
import { api } from '../../../lib/api-client.ts';
import { addressesQueryKey } from './get-addresses.ts';

export function createAddress(body: CreateAddressBody): Promise<CreateAddressReply> {
  return api.post<CreateAddressReply>('/api/addresses', body);
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
