/**
 * Dispatch: a volunteer's duty settings and their rules; a request for help sent to the nearest
 * volunteers on duty in waves (within their radius, of the kind asked for, under the task limit,
 * never twice), the next wave at its time, the others told when one accepts, and the admins told
 * when nobody answers or nobody is left, or at once for an ambulance. Each test works at a place
 * of its own, far from the others', so their volunteers never meet. Waves and deadlines are made
 * due by moving their jobs' time, as the clock would. On PGlite by default, on PostgreSQL when
 * DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as assistance from '@sahaya/contract/assistance-requests/endpoints';
import * as dashboard from '@sahaya/contract/dashboards/endpoints';
import * as endpoints from '@sahaya/contract/dispatch/endpoints';
import { dispatchMessages as m } from '@sahaya/contract/dispatch/messages';
import { contractKeyOf } from '@sahaya/contract/i18n/contract-messages';
import { dispatchAlerts } from '../../db/schema/dispatch.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { addresses, users } from '../../db/schema/people.ts';
import { JOBS_SCHEMA } from '../../plugins/jobs/jobs.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import { deliveriesOf } from '../../test/notices.ts';
import { startSecondNode } from '../../test/nodes.ts';
import { planOf } from '../../test/query-plan.ts';
import { onDutyNear } from '../people/duty.service.ts';
import { mayBeTold } from './dispatch.service.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let admin: Person;

interface Person {
  id: string;
  token: string;
}
interface Point {
  latitude: number;
  longitude: number;
}

const WAVE_SIZE = 2;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false, env: { DISPATCH_WAVE_SIZE: String(WAVE_SIZE) } }));
  admin = await person('admin', 'Asha Admin');
});
afterAll(async () => close());

async function person(role: 'user' | 'volunteer' | 'admin', name: string): Promise<Person> {
  const { user } = await createUser(app, { role, name, phone: '9876543210' });
  return { id: user.id, token: (await loginAs(app, user)).accessToken };
}

let places = 0;
/** A place of the test's own, some 150 km from every other test's. */
const newPlace = (): Point => ({ latitude: 18.5, longitude: 70 + 1.5 * ++places });

/** A point `km` north of `point`. */
const north = (point: Point, km: number): Point => ({ latitude: point.latitude + km / 111.2, longitude: point.longitude });

async function addressAt(owner: Person, point: Point | null, isPrimary = true) {
  const [row] = await app.db
    .insert(addresses)
    .values({
      userId: owner.id,
      street: '1 FC Road',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      pincode: '411004',
      isPrimary,
      latitude: point?.latitude ?? null,
      longitude: point?.longitude ?? null,
    })
    .returning({ id: addresses.id });
  return row!.id;
}

const setDuty = (who: Person, body: object) => injectAs(app, who.token, endpoints.setAvailability, { body });

/** A volunteer on duty at their primary address, `km` north of `point`. */
async function volunteerAt(point: Point, km: number, name: string, duty: { radiusKm?: number; skills?: string[]; onDuty?: boolean } = {}) {
  const volunteer = await person('volunteer', name);
  await addressAt(volunteer, north(point, km));
  const res = await setDuty(volunteer, { onDuty: duty.onDuty ?? true, radiusKm: duty.radiusKm ?? 10, addressId: null, skills: duty.skills ?? [] });
  expect(res.statusCode, res.body).toBe(200);
  return volunteer;
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** A person asks for help at `point`; answers the request's id once its first step has run. */
async function ask(point: Point, kind: { type?: 'volunteer' | 'ambulance'; volunteerType?: string } = {}) {
  const requester = await person('user', 'Kamala Devi');
  const addressId = await addressAt(requester, point);
  const type = kind.type ?? 'volunteer';
  const body = {
    type,
    ...(type === 'volunteer' && { volunteerType: kind.volunteerType ?? 'medical' }),
    priority: 'normal',
    requestedDate: tomorrow(),
    requestedTime: '10:30',
    description: 'Help me to the clinic',
    addressId,
  };
  const res = await injectAs(app, requester.token, assistance.createAssistanceRequest, { body });
  expect(res.statusCode, res.body).toBe(201);
  await app.jobs.drain();
  return { requester, id: res.json().assistanceRequest._id as string };
}

/** Runs the dispatch jobs of this kind that wait for their time, as if it had come. */
async function whenDue(queue: 'dispatch-wave' | 'dispatch-escalation') {
  await app.db.execute(sql`update ${sql.identifier(JOBS_SCHEMA)}.job set start_after = now() where name = ${queue} and state = 'created'`);
  await app.jobs.drain();
}

const keyOf = (message: Parameters<typeof contractKeyOf>[0]) => contractKeyOf(message)!;

/** Who was sent a notice of this kind about the request. */
async function noticed(requestId: string, message: Parameters<typeof contractKeyOf>[0]) {
  const rows = await app.db
    .select({ userId: notifications.userId, topic: notifications.topic, type: notifications.type })
    .from(notifications)
    .where(and(eq(notifications.requestId, requestId), eq(notifications.messageKey, keyOf(message))));
  return rows;
}
const idsOf = (rows: { userId: string }[]) => rows.map((row) => row.userId).sort();
const ids = (...people: Person[]) => people.map((p) => p.id).sort();

const dispatchOf = (who: Person, id: string) => injectAs(app, who.token, endpoints.requestDispatch, { params: { id } });

describe('a volunteer’s duty settings', () => {
  it('start off duty, and going on duty without a place takes the primary address', async () => {
    const volunteer = await person('volunteer', 'Vijay Rao');
    const before = await injectAs(app, volunteer.token, endpoints.getAvailability);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ onDuty: false, radiusKm: 10, addressId: null, skills: [] });

    const home = await addressAt(volunteer, newPlace());
    const res = await setDuty(volunteer, { onDuty: true, radiusKm: 15, addressId: null, skills: ['medical', 'eldercare'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 'DUTY_ON', params: [15], onDuty: true, radiusKm: 15, addressId: home, skills: ['medical', 'eldercare'] });
    expect(res.json().message).toBe(m.onDuty(15));
    expect((await injectAs(app, volunteer.token, endpoints.getAvailability)).json()).toEqual({
      onDuty: true,
      radiusKm: 15,
      addressId: home,
      skills: ['medical', 'eldercare'],
    });

    const off = await setDuty(volunteer, { onDuty: false, radiusKm: 15, addressId: home, skills: [] });
    expect(off.json()).toMatchObject({ code: 'DUTY_OFF', message: m.offDuty(), onDuty: false });
  });

  it('refuse a distance, kind or place that is not allowed, with a code and the field, and change nothing', async () => {
    const volunteer = await person('volunteer', 'Meera Iyer');
    const other = await person('volunteer', 'Someone Else');
    const home = await addressAt(volunteer, newPlace());
    const unlocated = await addressAt(volunteer, null, false);
    const theirs = await addressAt(other, newPlace());
    const good = { onDuty: true, radiusKm: 10, addressId: home, skills: [] };
    expect((await setDuty(volunteer, good)).statusCode).toBe(200);

    for (const radiusKm of [0, 51, 2.5, '10']) {
      const res = await setDuty(volunteer, { ...good, radiusKm, onDuty: false });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: { radiusKm: expect.any(String) } });
    }
    for (const skills of [['plumber'], ['medical', 'medical']]) {
      const res = await setDuty(volunteer, { ...good, skills, onDuty: false });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    }
    const notMine = await setDuty(volunteer, { ...good, addressId: theirs, onDuty: false });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json()).toMatchObject({ code: 'DUTY_PLACE_NOT_FOUND', errors: { addressId: expect.any(String) } });
    const nowhere = await setDuty(volunteer, { ...good, addressId: unlocated, onDuty: false });
    expect(nowhere.json()).toMatchObject({ code: 'DUTY_PLACE_NOT_LOCATED', errors: { addressId: expect.any(String) } });

    // Nothing of the refused calls was kept: still on duty at home.
    expect((await injectAs(app, volunteer.token, endpoints.getAvailability)).json()).toEqual(good);

    // A volunteer whose primary address has no location must choose a place to go on duty.
    const homeless = await person('volunteer', 'Nobody Located');
    await addressAt(homeless, null);
    const required = await setDuty(homeless, { onDuty: true, radiusKm: 10, addressId: null, skills: [] });
    expect(required.statusCode).toBe(400);
    expect(required.json()).toMatchObject({ code: 'DUTY_PLACE_REQUIRED', errors: { addressId: expect.any(String) } });
  });

  it('are a volunteer’s own: a stranger gets 401 and a user or an admin 403, before the body is read', async () => {
    const user = await person('user', 'Plain User');
    for (const endpoint of [endpoints.getAvailability, endpoints.setAvailability]) {
      expect((await injectAs(app, null, endpoint, { body: 'not json' })).statusCode).toBe(401);
      expect((await injectAs(app, user.token, endpoint, { body: 'not json' })).statusCode).toBe(403);
      expect((await injectAs(app, admin.token, endpoint, { body: 'not json' })).statusCode).toBe(403);
    }
  });
});

describe('a request for help', () => {
  it('is sent to the nearest volunteers on duty who can take it, a wave at a time, none twice', async () => {
    const here = newPlace();
    const nearest = await volunteerAt(here, 1, 'Nearest One');
    const second = await volunteerAt(here, 2, 'Second One', { skills: ['medical'] });
    const third = await volunteerAt(here, 3, 'Third One');
    const fourth = await volunteerAt(here, 4, 'Fourth One', { radiusKm: 20 });
    // Each of these is near, and none may be told.
    await volunteerAt(here, 0.5, 'Off Duty', { onDuty: false });
    await volunteerAt(here, 0.6, 'Only Transport', { skills: ['transportation'] });
    await volunteerAt(here, 8, 'Short Reach', { radiusKm: 5 });
    const busy = await volunteerAt(here, 0.7, 'Busy One');
    for (let i = 0; i < 5; i++) {
      const other = await person('user', `Other ${i}`);
      const addressId = await addressAt(other, north(here, 100));
      const made = await injectAs(app, other.token, assistance.createAssistanceRequest, {
        body: { type: 'volunteer', volunteerType: 'general', priority: 'normal', requestedDate: tomorrow(), requestedTime: '09:00', description: 'x'.repeat(5), addressId },
      });
      const taken = await injectAs(app, busy.token, assistance.setAssistanceStatus, { params: { id: made.json().assistanceRequest._id }, body: { action: 'approve' } });
      expect(taken.statusCode, taken.body).toBe(200);
    }
    await app.jobs.drain();

    const { requester, id } = await ask(here);
    const firstWave = await noticed(id, m.notices.nearYou);
    expect(idsOf(firstWave)).toEqual(ids(nearest, second));
    expect(firstWave.every((row) => row.topic === 'assistanceRequest' && row.type === 'system')).toBe(true);
    expect((await dispatchOf(requester, id)).json()).toEqual({ told: 2 });

    // A volunteer told of it reads it as the Nearby list shows it: the first name and the town.
    const seen = await injectAs(app, nearest.token, assistance.getAssistanceRequest, { params: { id } });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().requestDetails).toMatchObject({ user: { name: 'Kamala' }, address: { city: 'Pune', state: 'Maharashtra' }, history: [] });
    expect(seen.json().requestDetails.address.street).toBeUndefined();

    // One declines; the next wave, at its time, tells the next two nearest, and nobody again.
    const declined = await injectAs(app, second.token, assistance.setAssistanceStatus, { params: { id }, body: { action: 'reject' } });
    expect(declined.statusCode).toBe(200);
    await whenDue('dispatch-wave');
    expect(idsOf(await noticed(id, m.notices.nearYou))).toEqual(ids(nearest, second, third, fourth));

    const report = await dispatchOf(admin, id);
    expect(report.statusCode).toBe(200);
    expect(report.json()).toMatchObject({ told: 4, escalatedAt: null });
    expect(report.json().alerts.map((a: { name: string; wave: number; response: string }) => [a.name, a.wave, a.response])).toEqual([
      ['Nearest One', 1, 'pending'],
      ['Second One', 1, 'declined'],
      ['Third One', 2, 'pending'],
      ['Fourth One', 2, 'pending'],
    ]);
    expect(report.json().alerts[0].distanceKm).toBeCloseTo(1, 0);

    // The third accepts: the others it told learn it was taken; no wave and no escalation follow.
    const accepted = await injectAs(app, third.token, assistance.setAssistanceStatus, { params: { id }, body: { action: 'approve' } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await app.jobs.drain();
    expect(idsOf(await noticed(id, m.notices.taken))).toEqual(ids(nearest, second, fourth));
    await whenDue('dispatch-wave');
    await whenDue('dispatch-escalation');
    expect((await noticed(id, m.notices.nearYou)).length).toBe(4);
    expect(await noticed(id, m.notices.unanswered)).toEqual([]);
    expect((await dispatchOf(admin, id)).json().alerts.find((a: { name: string }) => a.name === 'Third One').response).toBe('accepted');
  });

  it('goes to the admins as soon as nobody on duty is in reach, and is shown to them as unanswered', async () => {
    const here = newPlace();
    const { requester, id } = await ask(here, { volunteerType: 'eldercare' });
    expect(idsOf(await noticed(id, m.notices.nobodyLeft))).toEqual(ids(admin));
    expect((await dispatchOf(requester, id)).json()).toEqual({ told: 0 });
    expect((await dispatchOf(admin, id)).json()).toMatchObject({ told: 0, alerts: [], escalatedAt: expect.any(String) });

    const list = await injectAs(app, admin.token, assistance.listAssistanceRequests, { query: { unanswered: 'true', limit: 50 } });
    expect(list.statusCode).toBe(200);
    const listed = list.json().assistanceRequests as { _id: string; unanswered: boolean }[];
    expect(listed.find((r) => r._id === id)).toMatchObject({ unanswered: true });
    expect(listed.every((r) => r.unanswered)).toBe(true);
    const cards = (await injectAs(app, admin.token, dashboard.getAdminDashboard)).json().cards;
    expect(cards.unansweredRequests).toBeGreaterThanOrEqual(1);

    // Escalated once: its deadline later tells nobody again.
    await whenDue('dispatch-escalation');
    expect((await noticed(id, m.notices.nobodyLeft)).length + (await noticed(id, m.notices.unanswered)).length).toBe(1);
  });

  it('goes to the admins at its deadline when nobody accepted, and no wave follows', async () => {
    const here = newPlace();
    const only = await volunteerAt(here, 1, 'Only One');
    const { id } = await ask(here);
    expect(idsOf(await noticed(id, m.notices.nearYou))).toEqual(ids(only));
    await whenDue('dispatch-escalation');
    expect(idsOf(await noticed(id, m.notices.unanswered))).toEqual(ids(admin));
    const late = await volunteerAt(here, 2, 'Came Later');
    await whenDue('dispatch-wave');
    expect(idsOf(await noticed(id, m.notices.nearYou))).toEqual(ids(only));
    expect(late.id).toBeTruthy();
  });

  it('for an ambulance tells every admin at once, and the nearest volunteers whatever help they give', async () => {
    const here = newPlace();
    const transport = await volunteerAt(here, 1, 'Driver One', { skills: ['transportation'] });
    const { id } = await ask(here, { type: 'ambulance' });
    expect(idsOf(await noticed(id, m.notices.ambulance))).toEqual(ids(admin));
    expect(idsOf(await noticed(id, m.notices.nearYou))).toEqual(ids(transport));
  });

  it('cancelled by its requester tells the volunteers told of it that they need not go', async () => {
    const here = newPlace();
    const told = await volunteerAt(here, 1, 'Told One');
    const { requester, id } = await ask(here);
    const res = await injectAs(app, requester.token, assistance.cancelAssistanceRequest, { params: { id } });
    expect(res.statusCode).toBe(200);
    await app.jobs.drain();
    expect(idsOf(await noticed(id, m.notices.withdrawn))).toEqual(ids(told));
    await whenDue('dispatch-wave');
    await whenDue('dispatch-escalation');
    expect(await noticed(id, m.notices.unanswered)).toEqual([]);
  });

  it('tells many people at once: every admin and every volunteer of a wave has their own notice and its delivery', async () => {
    const here = newPlace();
    const moreAdmins = [await person('admin', 'Admin Two'), await person('admin', 'Admin Three'), await person('admin', 'Admin Four')];
    try {
      const volunteers = [];
      for (let km = 1; km <= 4; km += 1) volunteers.push(await volunteerAt(here, km, `Driver ${km}`));
      const { requester, id } = await ask(here, { type: 'ambulance' });
      await whenDue('dispatch-wave');
      const everyNotice = async (message: Parameters<typeof contractKeyOf>[0]) => {
        const rows = await app.db
          .select({ id: notifications.id, userId: notifications.userId, args: notifications.messageArgs })
          .from(notifications)
          .where(and(eq(notifications.requestId, id), eq(notifications.messageKey, keyOf(message))));
        expect([...(await deliveriesOf(app, rows.map((row) => row.id))).values()]).toEqual(rows.map(() => 1));
        return rows;
      };
      expect(idsOf(await everyNotice(m.notices.ambulance))).toEqual(ids(admin, ...moreAdmins));
      // Each volunteer reads their own distance, in two waves of two.
      const near = await everyNotice(m.notices.nearYou);
      expect(idsOf(near)).toEqual(ids(...volunteers));
      expect(volunteers.map((v) => near.find((row) => row.userId === v.id)?.args?.[2])).toEqual([1, 2, 3, 4]);
      expect((await injectAs(app, requester.token, assistance.cancelAssistanceRequest, { params: { id } })).statusCode).toBe(200);
      await app.jobs.drain();
      expect(idsOf(await everyNotice(m.notices.withdrawn))).toEqual(ids(...volunteers));
    } finally {
      // The other tests count on one admin.
      await app.db.update(users).set({ isActive: false }).where(inArray(users.id, moreAdmins.map((a) => a.id)));
    }
  });

  it('tells only its requester and admins who was told: a volunteer gets 403, another person 404', async () => {
    const here = newPlace();
    const volunteer = await volunteerAt(here, 1, 'Told Two');
    const { id } = await ask(here);
    const stranger = await person('user', 'Another Person');
    expect((await injectAs(app, null, endpoints.requestDispatch, { params: { id } })).statusCode).toBe(401);
    expect((await dispatchOf(volunteer, id)).statusCode).toBe(403);
    const hidden = await dispatchOf(stranger, id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ code: 'ASSISTANCE_REQUEST_NOT_FOUND' });
    const rows = await app.db.select().from(dispatchAlerts).where(inArray(dispatchAlerts.requestId, [id]));
    expect(rows).toHaveLength(1);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('on two nodes (PostgreSQL)', () => {
  it('sends each wave once: every volunteer is told of each request once, in its wave', async () => {
    const second = await startSecondNode(app);
    try {
      const here = newPlace();
      const volunteers = [];
      for (let km = 1; km <= 5; km++) volunteers.push(await volunteerAt(here, km, `Volunteer ${km}`));
      const requests = [];
      for (let i = 0; i < 4; i++) requests.push((await ask(here)).id);
      // Both nodes take the waves as they fall due, side by side.
      for (let wave = 0; wave < 3; wave++) {
        await app.db.execute(sql`update ${sql.identifier(JOBS_SCHEMA)}.job set start_after = now() where name = 'dispatch-wave' and state = 'created'`);
        await Promise.all([app.jobs.drain(), second.node.jobs.drain()]);
      }
      for (const id of requests) {
        const told = await noticed(id, m.notices.nearYou);
        expect(idsOf(told)).toEqual(ids(...volunteers));
        const alerts = await app.db.select({ wave: dispatchAlerts.wave }).from(dispatchAlerts).where(eq(dispatchAlerts.requestId, id));
        expect(alerts.map((a) => a.wave).sort()).toEqual([1, 1, 2, 2, 3]);
        // Nobody was left after the third wave: the admins were told once.
        expect(idsOf(await noticed(id, m.notices.nobodyLeft))).toEqual(ids(admin));
      }
    } finally {
      await second.node.close();
    }
  });
});

describe('choosing a wave', () => {
  /** The statement of a wave as dispatch makes it, with its conditions on who may be told. */
  const waveAt = (point: Point) => onDutyNear(app.db, { ...point, kind: 'medical', requesterId: admin.id }, 5, mayBeTold(randomUUID()));

  // The planner's choice at scale is PostgreSQL's to prove; the embedded database makes the same
  // statement, and writing this many rows there would take the test several seconds more.
  describe.skipIf(!process.env.DATABASE_URL)('among 10,000 volunteers on duty (PostgreSQL)', () => {
    // 500 round each of 20 towns far from every other test's place, each at an address of their
    // own; written by SQL, set-based, as the API would take minutes for them.
    const TOWNS = 20;
    const PER_TOWN = 500;
    /** Towns ten apart share a band of latitudes, as Bengaluru and Chennai do. */
    const town = (k: number): Point => ({ latitude: 21 + (k % 10), longitude: 75 + k });

    beforeAll(async () => {
      await app.db.execute(sql`with s as (
          select i, i % ${TOWNS} as k,
            (hashint4(i) & 65535) / 65536.0::float8 as f1, (hashint4(i + 7919) & 65535) / 65536.0::float8 as f2
          from generate_series(1, ${TOWNS * PER_TOWN}) as i),
        people as (
          insert into users (name, email, role, is_verified)
          select 'Scale Volunteer ' || i, 'scale-' || i || '@dispatch.test', 'volunteer', true from s
          returning id, email),
        placed as (
          insert into addresses (user_id, street, city, state, country, pincode, latitude, longitude, is_primary)
          select p.id, i || ' Seva Marg', 'Town ' || k, 'State', 'India', '400001',
            21 + k % 10 + 0.9 * (f1 - 0.5), 75 + k + 0.9 * (f2 - 0.5), true
          from s join people p on p.email = 'scale-' || s.i || '@dispatch.test'
          returning id, user_id)
        insert into volunteer_availability (volunteer_id, on_duty, radius_km, address_id, skills)
        select user_id, true, 5 + (hashint4((row_number() over ())::int) & 65535) % 21, id,
          case when row_number() over () % 5 = 0 then '{}' else array['medical']::volunteer_type[] end
        from placed`);
      await app.db.execute(sql`analyze users, addresses, volunteer_availability`);
    });

    it('starts from the places in reach and reaches the duty settings by their index', async () => {
      // The planner's own choice on the statistics of those rows, nothing priced out: a condition of
      // the caller's such as the task limit must not turn it to reading every volunteer on duty, hashed.
      const result = (await app.db.execute(sql`explain ${waveAt(town(3)).getSQL()}`)) as unknown as { rows: Record<string, string>[] };
      const plan = result.rows.map((row) => Object.values(row).join(' ')).join('\n');
      expect(plan).toMatch(/Index Scan using addresses_location_idx|Bitmap Index Scan on addresses_location_idx/);
      // Both indexes lead with the address: with every volunteer here on duty they cost the same, and
      // the planner may take either (off duty, the partial one on duty is the smaller).
      expect(plan).toMatch(/Index (Only )?Scan using volunteer_availability_(on_duty|address)_idx/);
      expect(plan).not.toMatch(/Seq Scan on (volunteer_availability|addresses)\b/);
    });

    it('finds the nearest of them within their reach, nearest first', async () => {
      const found = await waveAt(town(3));
      expect(found).toHaveLength(5);
      const distances = found.map((v) => v.distanceKm);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(Math.max(...distances)).toBeLessThanOrEqual(25);
    });
  });

  it('reads every table it needs by an index, on a few rows', async () => {
    const plan = await planOf(app.db, waveAt({ latitude: 18.5, longitude: 73.8 }));
    expect(plan).toMatch(/Index (Only )?Scan/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
