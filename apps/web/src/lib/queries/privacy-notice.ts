import { useLingui } from '@lingui/react/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getPrivacyNotice as getPrivacyNoticeEndpoint } from '@sahaya/contract/consents/endpoints';
import * as routes from '@sahaya/contract/consents/routes';
import type { PrivacyNoticeReply } from '@sahaya/contract/consents/schemas';
import { call } from '../api/api-client.ts';
import { endpointRoute } from '../api/endpoint-route.ts';
import { queryRoots } from './query-roots.ts';

/*
 * The privacy notice (GET /api/privacy/notice), in the language shown: the privacy page, the
 * sign-up form and the consent switches all read it, so it is wrapped here once. The server words
 * it from the language cookie the app keeps, so the key holds the language and a change of
 * language fetches it again. Known by its route, it brings no schema to the privacy page.
 */
const getPrivacyNotice = endpointRoute<typeof getPrivacyNoticeEndpoint>(routes.getPrivacyNotice);

export const privacyNoticeQueryOptions = (language: string) =>
  queryOptions({
    queryKey: [...queryRoots.privacy, 'notice', language],
    queryFn: (): Promise<PrivacyNoticeReply> => call(getPrivacyNotice),
    staleTime: Infinity,
  });

export function usePrivacyNotice() {
  const { i18n } = useLingui();
  return useQuery(privacyNoticeQueryOptions(i18n.locale));
}
