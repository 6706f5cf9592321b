import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPincode as getPincodeEndpoint } from '@sahaya/contract/addresses/endpoints';
import { call } from '../../../lib/api/api-client.ts';
import { addressKeys } from './keys.ts';

/** The city and state of a six-digit PIN code (GET /api/pincodes/{pin}); 404 PINCODE_NOT_FOUND for one not known. */
export function getPincode(pin: string) {
  return call(getPincodeEndpoint, { params: { pin } });
}

export const pincodeQueryOptions = (pin: string) =>
  queryOptions({
    queryKey: addressKeys.pincode(pin),
    queryFn: () => getPincode(pin),
    // India Post's table changes only with a new server.
    staleTime: Infinity,
  });

/** Looks `pin` up once it is given (undefined: nothing to look up yet). */
export function usePincode(pin: string | undefined) {
  return useQuery({ ...pincodeQueryOptions(pin ?? ''), enabled: pin !== undefined });
}
