/**
 * New users and volunteers (spec 3 §7): an account made by an admin, or a user registered by a
 * volunteer at the door, verified at once and told by SMS.
 * The admin's lists and a person's details read several modules and are served by the dashboards module;
 * blocking ends sessions and is the auth module's; a person's own profile is the profile module's.
 * The sweep of unused files asks here which files people's rows refer to.
 */
import type { FastifyInstance } from 'fastify';
import * as endpoints from '@sahaya/contract/people/endpoints';
import { said } from '../../lib/success-reply.ts';
import { route } from '../../plugins/http/route.ts';
import type { Db } from '../../db/client.ts';
import { queueSms } from '../../plugins/infrastructure/sms.ts';
import type { CreatePersonBody } from '@sahaya/contract/people/schemas';
import { recordSignUpConsents } from '../../db/consent-ledger.ts';
import { guardianReasonFor, recordGuardian } from './guardians.service.ts';
import { filesInUse, signsInWithPhone, type UserRow } from './accounts.service.ts';
import { activePeopleCount, createPerson } from './people.service.ts';

export async function peopleRoutes(app: FastifyInstance) {
  // A person's picture and certificates are files their row refers to.
  app.storage.referencedBy((keys) => filesInUse(app, keys));
  // Counts over every account: kept until an account changes.
  app.dashboardFigures.card('activeUsers', (db) => activePeopleCount(db, 'user'), { keptWhile: 'users' });
  app.dashboardFigures.card('activeVolunteers', (db) => activePeopleCount(db, 'volunteer'), { keptWhile: 'users' });

  // A person whose number signs them in (they have no e-mail address) hears by SMS, with their
  // account, that they can; one with an address signs in with it, and the SMS would mislead them.
  const toldBySms = async (tx: Db, person: UserRow) => {
    if (signsInWithPhone(person)) await queueSms(app.jobs, tx, { to: person.phone!, kind: 'registered', variables: {} });
  };
  // A person under 18, or one with a lawful guardian, waits for the guardian's code (refused as
  // UNDER_18 before anything is written without one): the guardian is sent it instead of the SMS
  // that says the person can sign in.
  // What the person agreed to when registered is recorded with the account (the account's purpose
  // alone when the form sent none: the rest are asked at their first sign-in).
  const onCreated = (body: CreatePersonBody) => {
    const reason = guardianReasonFor(body, body.guardian);
    return async (tx: Db, person: UserRow) => {
      await recordSignUpConsents(tx, person.id, body.consents, app.consentEffects.withdrawn);
      await (reason ? recordGuardian(app, tx, { userId: person.id, reason, guardian: body.guardian! }) : toldBySms(tx, person));
    };
  };
  route(app, endpoints.createUser, async ({ auth, body }) => ({
    ...said('USER_CREATED'),
    user: await createPerson(app.db, 'user', body, auth, onCreated(body)),
  }));
  route(app, endpoints.createVolunteer, async ({ auth, body }) => ({
    ...said('VOLUNTEER_ADDED'),
    volunteer: await createPerson(app.db, 'volunteer', body, auth, onCreated(body)),
  }));
}
