import type { subscribePush as subscribePushEndpoint } from '@sahaya/contract/push/endpoints';
import * as routes from '@sahaya/contract/push/routes';
import type { SubscribePushBody } from '@sahaya/contract/push/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { endpointRoute } from '../../../lib/api/endpoint-route.ts';

/**
 * This device gets the person's notices too. Known by its route (see endpointRoute), checked against
 * the contract's endpoint, so the frame that offers it loads no schema.
 */
const subscribePushRoute = endpointRoute<typeof subscribePushEndpoint>(routes.subscribePush);

export const subscribePush = (body: SubscribePushBody) => call(subscribePushRoute, { body });
