/**
 * Web Push: a device a person turned notifications on for, and off again. Every signed-in person
 * may, whatever their role; each reaches only their own devices. The key a browser subscribes
 * with is `vapidPublicKey` of GET /api/config.
 */
import { errorBody, messageBody } from '../common.ts';
import { endpoint } from '../http.ts';
import { subscribePushBody, unsubscribePushBody } from './schemas.ts';
import * as routes from './routes.ts';

export const subscribePush = endpoint({
  ...routes.subscribePush,
  summary:
    'Send my notices to this device too (one person may have several); a device sent again with its keys is bound to whoever sent it last, and another person’s sent with other keys is refused',
  body: subscribePushBody,
  replies: { 201: messageBody, 400: errorBody, 409: errorBody },
});

export const unsubscribePush = endpoint({
  ...routes.unsubscribePush,
  summary: 'Stop sending my notices to this device (mine only)',
  body: unsubscribePushBody,
  replies: { 200: messageBody, 404: errorBody },
});
