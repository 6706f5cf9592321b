/**
 * The limits on asking for help: at most OPEN_ASSISTANCE_REQUESTS_MAX requests open, counted under
 * the person's row lock so requests sent at once still leave exactly the limit; an ambulance
 * whatever is open; at most ASSISTANCE_REQUESTS_PER_HOUR requests an hour of any kind, an
 * ambulance too, while a request sent again with its Idempotency-Key is answered as it was. A
 * refused request stores nothing and sends nobody anything; a stranger and a
 * wrong role are refused before any limit counts them. The app has its rate limits on, as in
 * production. On PGlite by default; the requests sent at once race only on PostgreSQL
 * (DATABASE_URL), where they must be run.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '@sahaya/contract/assistance-requests/endpoints';
import { assistanceMessages as m } from '@sahaya/contract/assistance-requests/messages';
import { ASSISTANCE_REQUESTS_PER_HOUR, OPEN_ASSISTANCE_REQUESTS_MAX } from '@sahaya/contract/assistance-requests/schemas';
import { errorMessage } from '@sahaya/contract/error-codes';
import { assistanceRequestEvents, assistanceRequests } from '../../db/schema/assistance-requests.ts';
import { addresses } from '../../db/schema/people.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { signedIn } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
});
afterAll(async () => close());

/** A signed-in person of `role` with a saved address to ask for help at. */
async function person(role: 'user' | 'volunteer' | 'admin' = 'user') {
  const { user, token } = await signedIn(app, role, { name: 'Meena Iyer' });
  const [place] = await app.db
    .insert(addresses)
    .values({ userId: user.id, street: '4 Church Street', city: 'Bengaluru', state: 'Karnataka', country: 'India', pincode: '560001', isPrimary: true })
    .returning({ id: addresses.id });
  return { id: user.id, token, addressId: place!.id };
}

type Person = Awaited<ReturnType<typeof person>>;

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

const volunteerAsk = (who: Person) =>
  injectAs(app, who.token, endpoints.createAssistanceRequest, {
    body: { type: 'volunteer', volunteerType: 'eldercare', priority: 'normal', requestedDate: tomorrow(), requestedTime: '10:30', description: 'Company for a walk', addressId: who.addressId },
  });

const ambulanceAsk = (who: Person, idempotencyKey?: string) =>
  injectAs(app, who.token, endpoints.createAssistanceRequest, { body: { type: 'ambulance', addressId: who.addressId } }, idempotencyKey ? { headers: { 'idempotency-key': idempotencyKey } } : {});

/** The person's requests by status, and the history entries written for them. */
async function storedOf(who: Person) {
  const rows = await app.db.select({ id: assistanceRequests.id, status: assistanceRequests.status }).from(assistanceRequests).where(eq(assistanceRequests.userId, who.id));
  const events = rows.length === 0 ? 0 : await app.db.$count(assistanceRequestEvents, inArray(assistanceRequestEvents.requestId, rows.map((row) => row.id)));
  const open = rows.filter((row) => row.status === 'pending' || row.status === 'approved').length;
  return { requests: rows.length, open, events };
}

const tooMany = { code: 'TOO_MANY_OPEN_ASSISTANCE_REQUESTS', message: m.tooManyOpen(OPEN_ASSISTANCE_REQUESTS_MAX) };

describe('the open requests of a person', () => {
  it(`leave exactly ${OPEN_ASSISTANCE_REQUESTS_MAX} open when more are sent at once; the rest are refused and store nothing`, async () => {
    const meena = await person();
    const answers = await Promise.all(Array.from({ length: OPEN_ASSISTANCE_REQUESTS_MAX + 3 }, () => volunteerAsk(meena)));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(OPEN_ASSISTANCE_REQUESTS_MAX);
    const refused = answers.filter((res) => res.statusCode !== 201);
    expect(refused.map((res) => [res.statusCode, res.json().code, res.json().message])).toEqual(Array(3).fill([409, tooMany.code, tooMany.message]));
    // One history entry for each request made, and none for the refused.
    expect(await storedOf(meena)).toEqual({ requests: OPEN_ASSISTANCE_REQUESTS_MAX, open: OPEN_ASSISTANCE_REQUESTS_MAX, events: OPEN_ASSISTANCE_REQUESTS_MAX });
  });

  it('count only those waiting or accepted: a cancelled one makes room for another', async () => {
    const meena = await person();
    const ids: string[] = [];
    for (let i = 0; i < OPEN_ASSISTANCE_REQUESTS_MAX; i++) {
      const res = await volunteerAsk(meena);
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().assistanceRequest._id);
    }
    expect((await volunteerAsk(meena)).json()).toMatchObject(tooMany);
    const cancelled = await injectAs(app, meena.token, endpoints.cancelAssistanceRequest, { params: { id: ids[0] } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Completed and rejected requests are closed as well: only pending and approved ones count.
    await app.db.update(assistanceRequests).set({ status: 'completed' }).where(eq(assistanceRequests.id, ids[1]!));
    await app.db.update(assistanceRequests).set({ status: 'rejected' }).where(eq(assistanceRequests.id, ids[2]!));
    expect((await volunteerAsk(meena)).statusCode).toBe(201);
    expect((await volunteerAsk(meena)).statusCode).toBe(201);
    expect((await volunteerAsk(meena)).statusCode).toBe(201);
    expect((await volunteerAsk(meena)).json()).toMatchObject(tooMany);
    expect((await storedOf(meena)).open).toBe(OPEN_ASSISTANCE_REQUESTS_MAX);
  });

  it('never hold back an ambulance, even sent at once with the limit reached; it counts against the volunteer requests after it', async () => {
    const meena = await person();
    await app.db.insert(assistanceRequests).values(
      Array.from({ length: OPEN_ASSISTANCE_REQUESTS_MAX - 1 }, () => ({
        userId: meena.id,
        type: 'volunteer' as const,
        volunteerType: 'general' as const,
        priority: 'normal' as const,
        requestedDate: tomorrow(),
        requestedTime: '10:30',
        description: 'Made earlier',
        street: '4 Church Street',
        city: 'Bengaluru',
        state: 'Karnataka',
        zipCode: '560001',
      })),
    );
    // One short of the limit: the ambulance takes the last place.
    expect((await ambulanceAsk(meena)).statusCode).toBe(201);
    expect((await volunteerAsk(meena)).json()).toMatchObject(tooMany);
    const ambulances = await Promise.all([ambulanceAsk(meena), ambulanceAsk(meena), ambulanceAsk(meena)]);
    expect(ambulances.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    const stored = await storedOf(meena);
    expect(stored.open).toBe(OPEN_ASSISTANCE_REQUESTS_MAX + 3);
    const kinds = await app.db.$count(assistanceRequests, and(eq(assistanceRequests.userId, meena.id), eq(assistanceRequests.type, 'ambulance')));
    expect(kinds).toBe(4);
  });
});

describe('the requests of an hour', () => {
  it(`are ${ASSISTANCE_REQUESTS_PER_HOUR} of any kind, an ambulance too: the next is refused with 429 and a Retry-After, and stores nothing`, async () => {
    const ravi = await person();
    // Refusals by the open limit count too: they are requests all the same.
    for (let i = 0; i < ASSISTANCE_REQUESTS_PER_HOUR - 2; i++) await volunteerAsk(ravi);
    expect((await ambulanceAsk(ravi)).statusCode).toBe(201);
    const key = randomUUID();
    const last = await ambulanceAsk(ravi, key);
    expect(last.statusCode).toBe(201);
    const before = await storedOf(ravi);
    expect(before.requests).toBe(OPEN_ASSISTANCE_REQUESTS_MAX + 2);
    for (const ask of [ambulanceAsk, volunteerAsk]) {
      const refused = await ask(ravi);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: errorMessage('RATE_LIMITED') });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55 * 60);
    }
    expect(await storedOf(ravi)).toEqual(before);
    // A request sent again with its key, its answer lost on the way, is told it went through.
    for (let i = 0; i < 3; i++) {
      const repeat = await ambulanceAsk(ravi, key);
      expect(repeat.statusCode).toBe(201);
      expect(repeat.json()).toEqual(last.json());
    }
    expect(await storedOf(ravi)).toEqual(before);
    // Each person has an hour of their own.
    expect((await ambulanceAsk(await person())).statusCode).toBe(201);
  });
});

describe('who may ask', () => {
  it('refuses a stranger with 401 and a volunteer or an admin with 403, before any limit counts them', async () => {
    const nobody = await person();
    const volunteer = await person('volunteer');
    const admin = await person('admin');
    const body = { type: 'ambulance', addressId: nobody.addressId };
    for (let i = 0; i <= ASSISTANCE_REQUESTS_PER_HOUR; i++) {
      expect((await injectAs(app, null, endpoints.createAssistanceRequest, { body })).statusCode).toBe(401);
      expect((await injectAs(app, volunteer.token, endpoints.createAssistanceRequest, { body })).statusCode).toBe(403);
      expect((await injectAs(app, admin.token, endpoints.createAssistanceRequest, { body })).statusCode).toBe(403);
    }
    expect(await app.db.$count(assistanceRequests, inArray(assistanceRequests.userId, [nobody.id, volunteer.id, admin.id]))).toBe(0);
    // The refusals counted for nobody: the person whose address was named asks as usual.
    expect((await ambulanceAsk(nobody)).statusCode).toBe(201);
  });
});
