/** A person's family contacts, and the links a contact opens without an account. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as endpoints from '@sahaya/contract/family/endpoints';
import { route } from '../../plugins/http/route.ts';
import type { Limit } from '../../plugins/http/rate-limit.ts';
import * as family from './family.service.ts';
import { MINUTE_MS } from '../../lib/durations.ts';

const address = (request: FastifyRequest) => request.ip;
const person = (request: FastifyRequest) => request.auth?.userId ?? request.ip;

/** Each add sends a mail to an address the person typed: counted per person, far above what one needs. */
const addLimits: Limit[] = [{ name: 'family-add', max: 10, windowMs: 60 * MINUTE_MS, key: person }];
/** A link's token is long enough that the address limit is what matters, as for a reset link. */
const linkLimits: Limit[] = [{ name: 'family-link', max: 10, windowMs: MINUTE_MS, key: address }];

export async function familyRoutes(app: FastifyInstance) {
  app.personalData.section('familyContacts', { read: family.personalDataOfFamily });
  route(app, endpoints.listFamilyContacts, async ({ auth }) => family.listContacts(app.db, auth.userId));
  route(app, endpoints.addFamilyContact, async ({ auth, body }) => family.addContact(app, auth.userId, body), { limits: addLimits });
  route(app, endpoints.removeFamilyContact, async ({ auth, params }) => family.removeContact(app.db, auth.userId, params.id));
  route(app, endpoints.confirmFamilyContact, async ({ body }) => family.confirmContact(app.db, body.token), { limits: linkLimits });
  route(app, endpoints.stopFamilyMails, async ({ body }) => family.stopMails(app, body.token), { limits: linkLimits });
  // The List-Unsubscribe link: opened, it shows the stop page and its button; posted by a mail
  // program (RFC 8058), it stops. The post has no limit per address: mail providers send them for
  // many people from a few addresses, and a signed token cannot be guessed.
  route(app, endpoints.openFamilyUnsubscribe, async ({ query, reply }) =>
    reply.redirect(`${app.config.publicUrl}/family/stop?token=${encodeURIComponent(query.token)}`, 302),
  );
  route(app, endpoints.unsubscribeFamilyMails, async ({ query }) => family.stopMails(app, query.token));
}
