import type { SubscribePushBody } from '@sahaya/contract/push/schemas';
import { call } from '../../../lib/api-client.ts';

/**
 * POST /api/push/subscriptions: this device gets the person's notices too. The endpoints are loaded
 * when a device is turned on, so the frame that offers it carries no schema.
 */
export async function subscribePush(body: SubscribePushBody) {
  const { subscribePush: endpoint } = await import('@sahaya/contract/push/endpoints');
  return call(endpoint, { body });
}
