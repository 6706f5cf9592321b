import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { answerConsents as answerConsentsEndpoint, listMyConsents as listMyConsentsEndpoint, setConsent as setConsentEndpoint } from '@sahaya/contract/consents/endpoints';
import type { ConsentPurpose } from '@sahaya/contract/consents/purposes';
import * as routes from '@sahaya/contract/consents/routes';
import type { AnswerConsentsBody, ConsentsReply } from '@sahaya/contract/consents/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { endpointRoute } from '../../../lib/api/endpoint-route.ts';
import { profileKeys } from './keys.ts';

/*
 * One's consents (GET/PUT /api/users/me/consents): the Settings section and the dialog that asks
 * again after sign-in. Known by their routes: the dialog is drawn on every signed-in page, which
 * needs no zod for it.
 */
const listMyConsents = endpointRoute<typeof listMyConsentsEndpoint>(routes.listMyConsents);
const setConsent = endpointRoute<typeof setConsentEndpoint>(routes.setConsent);
const answerConsents = endpointRoute<typeof answerConsentsEndpoint>(routes.answerConsents);

export const myConsentsQueryOptions = queryOptions({
  queryKey: profileKeys.consents(),
  queryFn: (): Promise<ConsentsReply> => call(listMyConsents),
});

export function useMyConsents(options: { enabled?: boolean } = {}) {
  return useQuery({ ...myConsentsQueryOptions, enabled: options.enabled ?? true });
}

/** Gives or withdraws one purpose; the reply is the consents as they now stand. */
export function useSetConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ purpose, given }: { purpose: ConsentPurpose; given: boolean }) => call(setConsent, { params: { purpose }, body: { given } }),
    onSuccess: (reply) => queryClient.setQueryData(profileKeys.consents(), reply),
  });
}

/** Answers the notice asked again: every purpose at once, under the current version. */
export function useAnswerConsents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerConsentsBody) => call(answerConsents, { body }),
    onSuccess: (reply) => queryClient.setQueryData(profileKeys.consents(), reply),
  });
}
