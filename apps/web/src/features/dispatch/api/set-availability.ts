import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setAvailability as setAvailabilityEndpoint } from '@sahaya/contract/dispatch/endpoints';
import type { Availability } from '@sahaya/contract/dispatch/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { dispatchKeys } from './keys.ts';

/** Go on or off duty with the whole settings (PUT /api/volunteers/me/availability). */
export function setAvailability(body: Availability) {
  return call(setAvailabilityEndpoint, { body });
}

export function useSetAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAvailability,
    // The reply holds the settings as saved, with the address the server took for a volunteer who
    // went on duty without choosing one: the panel shows that one from now on.
    onSuccess: ({ onDuty, radiusKm, addressId, skills }) =>
      queryClient.setQueryData<Availability>(dispatchKeys.availability, { onDuty, radiusKm, addressId, skills }),
  });
}
