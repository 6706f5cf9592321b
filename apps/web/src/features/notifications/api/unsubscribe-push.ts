import type { unsubscribePush as unsubscribePushEndpoint } from '@sahaya/contract/push/endpoints';
import type { UnsubscribePushBody } from '@sahaya/contract/push/schemas';
import { call } from '../../../lib/api-client.ts';
import { endpointRoute } from '../../../lib/endpoint-route.ts';

/** DELETE /api/push/subscriptions: this device no longer gets the person's notices (by its route, as subscribe-push.ts). */
const unsubscribePushRoute = endpointRoute<typeof unsubscribePushEndpoint>({ method: 'DELETE', path: '/api/push/subscriptions', access: 'signedIn' });

export const unsubscribePush = (body: UnsubscribePushBody) => call(unsubscribePushRoute, { body });
