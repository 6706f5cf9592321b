import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeFamilyContact as removeFamilyContactEndpoint } from '@sahaya/contract/family/endpoints';
import { call } from '../../../lib/api/api-client.ts';
import { familyKeys } from './keys.ts';

export function removeFamilyContact(id: string) {
  return call(removeFamilyContactEndpoint, { params: { id } });
}

export function useRemoveFamilyContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFamilyContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.all }),
  });
}
