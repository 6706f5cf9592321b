import type { listNotifications } from '@sahaya/contract/notifications/endpoints';
import * as routes from '@sahaya/contract/notifications/routes';
import { endpointRoute } from '../../../lib/api/endpoint-route.ts';

/**
 * The bell's list is read as every signed-in page first draws, so that call is known by its route
 * (see endpointRoute): the page waits for no schema. The bell's other calls load the contract's
 * endpoints when they are made.
 */
export const listNotificationsRoute = endpointRoute<typeof listNotifications>(routes.listNotifications);

export const loadNotificationEndpoints = () => import('@sahaya/contract/notifications/endpoints');
