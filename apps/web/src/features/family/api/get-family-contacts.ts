import { queryOptions, useQuery } from '@tanstack/react-query';
import { listFamilyContacts } from '@sahaya/contract/family/endpoints';
import { call } from '../../../lib/api/api-client.ts';
import { familyKeys } from './keys.ts';

export const familyContactsQueryOptions = queryOptions({ queryKey: familyKeys.all, queryFn: () => call(listFamilyContacts) });

export function useFamilyContacts() {
  return useQuery(familyContactsQueryOptions);
}
