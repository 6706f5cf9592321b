import type { unsubscribePush as unsubscribePushEndpoint } from '@sahaya/contract/push/endpoints';
import * as routes from '@sahaya/contract/push/routes';
import type { UnsubscribePushBody } from '@sahaya/contract/push/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { endpointRoute } from '../../../lib/api/endpoint-route.ts';

/** This device no longer gets the person's notices (known by its route, as subscribe-push.ts). */
const unsubscribePushRoute = endpointRoute<typeof unsubscribePushEndpoint>(routes.unsubscribePush);

export const unsubscribePush = (body: UnsubscribePushBody) => call(unsubscribePushRoute, { body });
