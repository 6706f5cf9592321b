/** Notification calls of spec 1 §7; every call sees only the caller's rows. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as endpoints from '@sahaya/contract/notifications/endpoints';
import { readingLanguage } from '../../lib/reading-language.ts';
import { route } from '../../plugins/http/route.ts';
import { getPreferences, savePreferences, setWhatsAppOptIn } from './notification-preferences.ts';
import { registerNotificationPersonalData } from './notifications.personal-data.service.ts';
import * as service from './notifications.service.ts';
import { showUnsubscribePage, unsubscribeAddress, unsubscribeByLink, type UnsubscribePage } from './unsubscribe.ts';
import { notificationEvents } from './notifications.socket.ts';

export async function notificationRoutes(app: FastifyInstance) {
  notificationEvents(app);
  registerNotificationPersonalData(app.personalData);
  // Consent to notices by SMS, WhatsApp and e-mail withdrawn: they go off at once.
  app.consentEffects.onWithdraw('messages', service.stopMessages);
  app.dashboardFigures.person('unreadNotifications', service.unreadCount);
  // Each call answers in the request's language: a notice made while its reader read English is
  // read in Hindi once they switch, and the other way round.
  route(app, endpoints.listNotifications, async ({ auth, query, request }) =>
    service.listNotifications(app, auth.userId, query, readingLanguage(request)),
  );
  route(app, endpoints.markAllNotificationsRead, async ({ auth }) => service.markAllRead(app.db, auth.userId));
  route(app, endpoints.markNotificationRead, async ({ auth, params }) => service.markRead(app.db, auth.userId, params.id));
  route(app, endpoints.clearAllNotifications, async ({ auth }) => service.clearAll(app.db, auth.userId));
  route(app, endpoints.clearNotification, async ({ auth, params }) => service.clearOne(app.db, auth.userId, params.id));

  route(app, endpoints.getNotificationPreferences, async ({ auth }) => getPreferences(app.db, auth));
  route(app, endpoints.updateNotificationPreferences, async ({ auth, body }) => savePreferences(app.db, auth, body));
  route(app, endpoints.updateWhatsAppOptIn, async ({ auth, body }) => setWhatsAppOptIn(app.db, auth, body.optIn));

  // The unsubscribe link answers a small page, not JSON: it is opened from a mail, signed out. The
  // page that asks has no script, so the browser sends its form itself, to the link's address alone.
  const formPolicy = app.formPagePolicy(unsubscribeAddress(app.config.publicUrl));
  const sendPage = (reply: FastifyReply, page: UnsubscribePage) => {
    if (page.postsForm) reply.header('content-security-policy', formPolicy);
    return reply.code(page.status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page.html);
  };
  route(app, endpoints.showUnsubscribe, async ({ query, request, reply }) =>
    sendPage(reply, await showUnsubscribePage(app, query.token, readingLanguage(request))),
  );
  route(app, endpoints.unsubscribe, async ({ query, request, reply }) => sendPage(reply, await unsubscribeByLink(app, query.token, readingLanguage(request))));
}
