import { useMutation } from '@tanstack/react-query';
import { createCheckoutSession } from '@sahaya/contract/donations/endpoints';
import type { CreateCheckoutSessionBody } from '@sahaya/contract/donations/schemas';
import { call } from '../../../lib/api/api-client.ts';

/** Opens a checkout for the form's donation; the page then leaves for the checkout's url. */
export function useCreateCheckoutSession() {
  return useMutation({ mutationFn: (body: CreateCheckoutSessionBody) => call(createCheckoutSession, { body }) });
}
