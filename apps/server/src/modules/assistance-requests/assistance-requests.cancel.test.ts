/**
 * A person cancelling their own assistance request: only theirs, while it waits for a volunteer or
 * after one accepted it (the volunteer told, in the cancel's own transaction, and freed of the
 * task); a second cancel answering the same; a completed request refused; a cancel racing a
 * volunteer's accept leaving one consistent outcome. On PGlite by default, on PostgreSQL when
 * DATABASE_URL is set.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '@sahaya/contract/assistance-requests/endpoints';
import { assistanceMessages as m } from '@sahaya/contract/assistance-requests/messages';
import { contractKeyOf } from '@sahaya/contract/i18n/contract-messages';
import { assistanceRequestEvents, assistanceRequests } from '../../db/schema/assistance-requests.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { addresses } from '../../db/schema/people.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import { whileNoticesFail } from '../../test/notices.ts';
import { tasksOf } from './assistance-requests.service.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let admin: Person;

interface Person {
  id: string;
  token: string;
}

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
  admin = await person('admin', 'Asha Admin');
});
afterAll(async () => close());

async function person(role: 'user' | 'volunteer' | 'admin' = 'user', name = 'Ravi Kumar'): Promise<Person> {
  const { user } = await createUser(app, { role, name, phone: '9876543210' });
  return { id: user.id, token: (await loginAs(app, user)).accessToken };
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** A person (Ravi Kumar unless given) with one request, at an address without a location. */
async function asked(who?: Person) {
  const requester = who ?? (await person());
  const [address] = await app.db
    .insert(addresses)
    .values({ userId: requester.id, street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', country: 'India', pincode: '560001', isPrimary: !who })
    .returning({ id: addresses.id });
  const body = { type: 'volunteer', volunteerType: 'eldercare', priority: 'normal', requestedDate: tomorrow(), requestedTime: '10:30', description: 'Help my mother to the clinic', addressId: address!.id };
  const res = await injectAs(app, requester.token, endpoints.createAssistanceRequest, { body });
  expect(res.statusCode, res.body).toBe(201);
  return { requester, id: res.json().assistanceRequest._id as string };
}

const cancel = (token: string, id: string) => injectAs(app, token, endpoints.cancelAssistanceRequest, { params: { id } });
const act = (token: string, id: string, action: 'approve' | 'complete') => injectAs(app, token, endpoints.setAssistanceStatus, { params: { id }, body: { action } });

const statusOf = async (id: string) =>
  (await app.db.select({ status: assistanceRequests.status }).from(assistanceRequests).where(eq(assistanceRequests.id, id)))[0]?.status;

const cancelKey = contractKeyOf(m.notices.cancelledToVolunteer);
const cancelNotices = (who: Person, requestId: string) =>
  app.db
    .select({ content: notifications.content, requestId: notifications.requestId })
    .from(notifications)
    .where(and(eq(notifications.userId, who.id), eq(notifications.messageKey, cancelKey!), eq(notifications.requestId, requestId)));

const cancelEvents = (requestId: string) =>
  app.db.$count(assistanceRequestEvents, and(eq(assistanceRequestEvents.requestId, requestId), eq(assistanceRequestEvents.action, 'cancelled')));

describe('cancelling a request waiting for a volunteer', () => {
  it('answers 200 with the request cancelled, writes it in the history, and a second cancel answers the same', async () => {
    const { requester, id } = await asked();
    const res = await cancel(requester.token, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: m.cancelled(), assistanceRequest: { _id: id, status: 'cancelled', volunteer: null } });

    const again = await cancel(requester.token, id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    expect(await cancelEvents(id)).toBe(1);

    const details = (await injectAs(app, requester.token, endpoints.getAssistanceRequest, { params: { id } })).json().requestDetails;
    expect(details.history.at(-1)).toMatchObject({ action: 'cancelled', details: m.history.cancelled('Ravi Kumar') });
    // Nobody had it, so nobody is told it was cancelled; no volunteer may take it any more.
    expect(await app.db.$count(notifications, and(eq(notifications.requestId, id), eq(notifications.messageKey, cancelKey!)))).toBe(0);
    const volunteer = await person('volunteer');
    const accept = await act(volunteer.token, id, 'approve');
    expect(accept.statusCode).toBe(400);
    expect(accept.json().code).toBe('REQUEST_NOT_OPEN');
    expect((await injectAs(app, admin.token, endpoints.pendingAssistanceRequests)).json().pendingRequests.map((r: { _id: string }) => r._id)).not.toContain(id);
  });

  it("is only the requester's: another person's request, or one that does not exist, is not found", async () => {
    const { id } = await asked();
    const stranger = await person('user', 'Meena Iyer');
    for (const target of [id, '00000000-0000-4000-8000-000000000000']) {
      const res = await cancel(stranger.token, target);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: m.notFound(), code: 'ASSISTANCE_REQUEST_NOT_FOUND' });
    }
    expect(await statusOf(id)).toBe('pending');
  });

  it('refuses its volunteer and admins, whose role does not cancel, before looking at the request', async () => {
    const { id } = await asked();
    const volunteer = await person('volunteer', 'Vikram Rao');
    expect((await act(volunteer.token, id, 'approve')).statusCode).toBe(200);
    for (const who of [volunteer, admin]) {
      const res = await cancel(who.token, id);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect(await statusOf(id)).toBe('approved');
  });
});

describe('cancelling a request a volunteer accepted', () => {
  it('tells the volunteer, frees their task, and leaves them nothing to complete', async () => {
    const { requester, id } = await asked();
    const vikram = await person('volunteer', 'Vikram Rao');
    expect((await act(vikram.token, id, 'approve')).statusCode).toBe(200);
    expect(await tasksOf(app.db, vikram.id)).toBe(1);

    const res = await cancel(requester.token, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().assistanceRequest).toMatchObject({ status: 'cancelled', volunteer: { _id: vikram.id } });
    expect(await cancelNotices(vikram, id)).toEqual([{ content: m.notices.cancelledToVolunteer('Ravi Kumar'), requestId: id }]);
    expect(await tasksOf(app.db, vikram.id)).toBe(0);

    // The volunteer still reads the request, now cancelled, and cannot complete it.
    const seen = await injectAs(app, vikram.token, endpoints.getAssistanceRequest, { params: { id } });
    expect(seen.json().requestDetails.status).toBe('cancelled');
    const complete = await act(vikram.token, id, 'complete');
    expect(complete.statusCode).toBe(400);
    expect(complete.json().code).toBe('ONLY_APPROVED_COMPLETED');

    // Cancelled again, the volunteer is not told twice.
    expect((await cancel(requester.token, id)).statusCode).toBe(200);
    expect(await cancelNotices(vikram, id)).toHaveLength(1);
  });

  it('changes nothing when the notice to the volunteer cannot be stored', async () => {
    const { requester, id } = await asked();
    const vikram = await person('volunteer', 'Vikram Rao');
    expect((await act(vikram.token, id, 'approve')).statusCode).toBe(200);
    const res = await whileNoticesFail(app, () => cancel(requester.token, id));
    expect(res.statusCode).toBe(500);
    expect(await statusOf(id)).toBe('approved');
    expect(await cancelEvents(id)).toBe(0);
  });
});

describe('a request past cancelling', () => {
  it('completed answers 409 and stays completed', async () => {
    const { requester, id } = await asked();
    const vikram = await person('volunteer', 'Vikram Rao');
    expect((await act(vikram.token, id, 'approve')).statusCode).toBe(200);
    expect((await act(vikram.token, id, 'complete')).statusCode).toBe(200);
    const res = await cancel(requester.token, id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: m.notCancellable(), code: 'ASSISTANCE_REQUEST_NOT_CANCELLABLE' });
    expect(await statusOf(id)).toBe('completed');
  });
});

describe('a cancel racing an accept', () => {
  it('ends cancelled whichever comes first, and the volunteer is told exactly when they had taken it', async () => {
    // Six races, each of a requester of its own: a person has at most OPEN_ASSISTANCE_REQUESTS_MAX open.
    const requests = await Promise.all(Array.from({ length: 6 }, () => asked()));
    const volunteers = await Promise.all(requests.map((_, i) => person('volunteer', `Volunteer ${String.fromCharCode(65 + i)}`)));

    const answers = await Promise.all(
      requests.map(({ requester, id }, i) => Promise.all([cancel(requester.token, id), act(volunteers[i]!.token, id, 'approve')])),
    );
    for (const [index, [cancelled, accepted]] of answers.entries()) {
      const { id } = requests[index]!;
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(await statusOf(id)).toBe('cancelled');
      if (accepted.statusCode === 200) {
        // Accepted first: the cancel found the volunteer and told them.
        expect(await cancelNotices(volunteers[index]!, id)).toHaveLength(1);
      } else {
        expect(accepted.json().code).toBe('REQUEST_NOT_OPEN');
        expect(await cancelNotices(volunteers[index]!, id)).toEqual([]);
      }
      expect(await tasksOf(app.db, volunteers[index]!.id)).toBe(0);
    }
  });
});
