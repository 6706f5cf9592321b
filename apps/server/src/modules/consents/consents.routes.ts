/**
 * The privacy notice and a person's consents. Rules live in consents.service.ts, the notice's words
 * in consents.notice.ts; the ledger goes into the copy of a person's data.
 */
import type { FastifyInstance } from 'fastify';
import * as endpoints from '@sahaya/contract/consents/endpoints';
import { readingLanguage } from '../../lib/reading-language.ts';
import { route } from '../../plugins/http/route.ts';
import { noticeSettingsOf, privacyNotice } from './consents.notice.ts';
import * as consents from './consents.service.ts';

export async function consentRoutes(app: FastifyInstance) {
  app.personalData.section('consents', { read: consents.personalDataOfConsents });
  const settings = noticeSettingsOf(app.config);
  route(app, endpoints.getPrivacyNotice, async ({ request }) => privacyNotice(readingLanguage(request), settings));
  route(app, endpoints.listMyConsents, async ({ auth }) => consents.consentsOf(app.db, auth.userId));
  route(app, endpoints.setConsent, async ({ auth, params, body }) => consents.setConsent(app, auth.userId, params.purpose, body.given));
  route(app, endpoints.answerConsents, async ({ auth, body }) => consents.answerConsents(app, auth.userId, body));
}
