import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addFamilyContact as addFamilyContactEndpoint } from '@sahaya/contract/family/endpoints';
import type { AddFamilyContactBody } from '@sahaya/contract/family/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { familyKeys } from './keys.ts';

export function addFamilyContact(body: AddFamilyContactBody) {
  return call(addFamilyContactEndpoint, { body });
}

export function useAddFamilyContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFamilyContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.all }),
  });
}
