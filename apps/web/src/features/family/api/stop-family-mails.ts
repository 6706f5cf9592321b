import { useMutation } from '@tanstack/react-query';
import { stopFamilyMails as stopFamilyMailsEndpoint } from '@sahaya/contract/family/endpoints';
import { call } from '../../../lib/api/api-client.ts';

/** The contact stops the mails, by the signed token of the link in each mail; nobody is signed in. */
export function stopFamilyMails(token: string) {
  return call(stopFamilyMailsEndpoint, { body: { token } });
}

export function useStopFamilyMails() {
  return useMutation({ mutationFn: stopFamilyMails });
}
