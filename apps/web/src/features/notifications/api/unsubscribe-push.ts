import type { UnsubscribePushBody } from '@sahaya/contract/push/schemas';
import { call } from '../../../lib/api-client.ts';

/** DELETE /api/push/subscriptions: this device no longer gets the person's notices. */
export async function unsubscribePush(body: UnsubscribePushBody) {
  const { unsubscribePush: endpoint } = await import('@sahaya/contract/push/endpoints');
  return call(endpoint, { body });
}
