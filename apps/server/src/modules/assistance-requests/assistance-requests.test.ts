import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '@sahaya/contract/assistance-requests/endpoints';
import { nearbyQuery } from '@sahaya/contract/assistance-requests/schemas';
import { assistanceMessages as m } from '@sahaya/contract/assistance-requests/messages';
import { MAX_PAGE_SIZE, VOLUNTEER_TASK_LIMIT } from '@sahaya/contract/constants';
import { indiaDayOf, indiaTimeOf } from '@sahaya/contract/calendar-days';
import { LANGUAGE_COOKIE } from '@sahaya/contract/i18n/languages';
import { assistanceRequestEvents, assistanceRequests } from '../../db/schema/assistance-requests.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { addresses, addressesToLocate } from '../../db/schema/people.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import { whileNoticesFail } from '../../test/notices.ts';
import { planOf, sortsBeyondThePage } from '../../test/query-plan.ts';
import { locateListedAddresses } from '../people/addresses.jobs.ts';
import { locatePincode } from '../people/addresses.pincodes.ts';
import { AssistanceLists, everyone } from './assistance-requests.lists.ts';
import { assistanceRequestActivity } from './assistance-requests.service.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let admin: { id: string; token: string };

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
  admin = await person('admin', 'Asha Admin');
});
afterAll(async () => close());

/**
 * Each test works in a place of its own, far from every other test's, so the Nearby lists of one
 * never hold another's requests: a random spot in the ocean, with requests a few km around it.
 */
// Each test's place is its own 2° cell of an empty ocean (at least 170 km from any other), so no
// request of another test ever falls inside a search radius (at most 50 km) of this one.
let placesTaken = 0;
const newPlace = () => {
  const cell = placesTaken++;
  return { latitude: -40 + 2 * (cell % 15), longitude: -150 + 2 * Math.floor(cell / 15) };
};
const around = (place: { latitude: number; longitude: number }, northKm: number) => ({
  latitude: place.latitude + northKm / 111.195,
  longitude: place.longitude,
});

async function person(role: 'user' | 'volunteer' | 'admin' = 'user', name = 'Ravi Kumar') {
  const { user } = await createUser(app, { role, name, phone: '9876543210' });
  return { id: user.id, token: (await loginAs(app, user)).accessToken };
}

async function addressOf(userId: string, at: { latitude: number; longitude: number } | null, isPrimary = true) {
  const [row] = await app.db
    .insert(addresses)
    .values({ userId, street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', country: 'India', pincode: '560001', ...at, isPrimary })
    .returning({ id: addresses.id });
  return row!.id;
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

const form = (addressId: string, overrides: object = {}) => ({
  type: 'volunteer',
  volunteerType: 'eldercare',
  priority: 'normal',
  requestedDate: tomorrow(),
  requestedTime: '10:30',
  description: 'Help my mother to the clinic',
  addressId,
  ...overrides,
});

/** A person with an address at `at` and one request there. */
async function asked(at: { latitude: number; longitude: number } | null, overrides: object = {}, who?: { id: string; token: string }) {
  const requester = who ?? (await person());
  const res = await injectAs(app, requester.token, endpoints.createAssistanceRequest, { body: form(await addressOf(requester.id, at, !who), overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return { requester, id: res.json().assistanceRequest._id as string };
}

const act = (token: string, id: string, action: 'approve' | 'reject' | 'complete') =>
  injectAs(app, token, endpoints.setAssistanceStatus, { params: { id }, body: { action } });

const nearby = async (token: string, query: object) => {
  const res = await injectAs(app, token, endpoints.nearbyRequests, { query });
  return res;
};

const statusOf = async (id: string) =>
  (await app.db.select({ status: assistanceRequests.status }).from(assistanceRequests).where(eq(assistanceRequests.id, id)))[0]?.status;

describe('asking for help', () => {
  it('copies the chosen address onto the request and records its submission', async () => {
    const place = newPlace();
    const { requester, id } = await asked(place);
    const res = await injectAs(app, requester.token, endpoints.getAssistanceRequest, { params: { id } });
    expect(res.statusCode).toBe(200);
    expect(res.json().requestDetails).toMatchObject({
      type: 'volunteer',
      volunteerType: 'eldercare',
      status: 'pending',
      address: { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001' },
      user: { _id: requester.id, name: 'Ravi Kumar' },
      volunteer: null,
      history: [{ action: 'created', details: m.history.submitted(), code: 'submitted', params: [], date: expect.any(String) }],
    });
  });

  it('marks an ambulance urgent and drops a volunteer type sent with it', async () => {
    const { id } = await asked(newPlace(), { type: 'ambulance', volunteerType: 'medical', priority: 'normal' });
    const [row] = await app.db.select().from(assistanceRequests).where(eq(assistanceRequests.id, id));
    expect(row).toMatchObject({ type: 'ambulance', volunteerType: null, priority: 'urgent' });
  });

  it('takes an ambulance request with the address alone: urgent, for now in India, with an empty note', async () => {
    const ravi = await person();
    const addressId = await addressOf(ravi.id, null);
    const before = new Date();
    const res = await injectAs(app, ravi.token, endpoints.createAssistanceRequest, { body: { type: 'ambulance', addressId } });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await app.db.select().from(assistanceRequests).where(eq(assistanceRequests.id, res.json().assistanceRequest._id));
    expect(row).toMatchObject({ type: 'ambulance', priority: 'urgent', description: '', requestedDate: indiaDayOf(before) });
    expect([indiaTimeOf(before), indiaTimeOf()]).toContain(row!.requestedTime);
    // A note given is kept; empty fields a form sends count as not given.
    const noted = await injectAs(app, ravi.token, endpoints.createAssistanceRequest, {
      body: { type: 'ambulance', addressId, priority: '', requestedDate: '', requestedTime: '', description: 'Fell on the stairs' },
    });
    expect(noted.statusCode, noted.body).toBe(201);
    expect(noted.json().assistanceRequest).toMatchObject({ priority: 'urgent', description: 'Fell on the stairs' });
  });

  it('asks a volunteer request for every field at once', async () => {
    const ravi = await person();
    const res = await injectAs(app, ravi.token, endpoints.createAssistanceRequest, { body: { type: 'volunteer' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      volunteerType: m.volunteerTypeRequired(),
      priority: m.priorityRequired(),
      requestedDate: m.dateRequired(),
      requestedTime: m.timeRequired(),
      description: m.descriptionRequired(),
      addressId: m.addressRequired(),
    });
  });

  it('answers each rule of the form with its message and stores nothing', async () => {
    const ravi = await person();
    const addressId = await addressOf(ravi.id, null);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const cases: [object, string, string][] = [
      [{ type: undefined }, 'type', m.typeRequired()],
      [{ type: 'taxi' }, 'type', m.typeInvalid()],
      [{ volunteerType: undefined }, 'volunteerType', m.volunteerTypeRequired()],
      [{ priority: 'whenever' }, 'priority', m.priorityRequired()],
      [{ requestedDate: '' }, 'requestedDate', m.dateRequired()],
      [{ requestedDate: yesterday }, 'requestedDate', m.datePast()],
      [{ requestedTime: '' }, 'requestedTime', m.timeRequired()],
      [{ requestedTime: '25:00' }, 'requestedTime', m.timeInvalid()],
      [{ description: ' ' }, 'description', m.descriptionRequired()],
      [{ description: 'x'.repeat(501) }, 'description', m.descriptionTooLong()],
      [{ addressId: '' }, 'addressId', m.addressRequired()],
    ];
    for (const [change, field, message] of cases) {
      const res = await injectAs(app, ravi.token, endpoints.createAssistanceRequest, { body: form(addressId, change) });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors?.[field], JSON.stringify(change)).toBe(message);
    }
    // Somebody else's address is no address of the caller's.
    const other = await person();
    const theirs = await addressOf(other.id, null);
    const res = await injectAs(app, ravi.token, endpoints.createAssistanceRequest, { body: form(theirs) });
    expect(res.json()).toEqual({ message: m.addressRequired(), code: 'ADDRESS_REQUIRED', errors: { addressId: m.addressRequired() } });
    expect(await app.db.select().from(assistanceRequests).where(eq(assistanceRequests.userId, ravi.id))).toEqual([]);
  });

  it("lists a person's own requests, searched and filtered", async () => {
    const ravi = await person();
    for (const description of ['Groceries from the market', 'A ride to the clinic', 'Fix the tap']) {
      await asked(null, { description }, ravi);
    }
    await asked(null);
    const mine = async (query: object = {}) => (await injectAs(app, ravi.token, endpoints.myAssistanceRequests, { query })).json();
    expect(await mine()).toMatchObject({ totalRequests: 3, totalPages: 1 });
    expect((await mine({ search: 'clinic' })).assistanceRequests.map((r: { description: string }) => r.description)).toEqual([
      'A ride to the clinic',
    ]);
    expect((await mine({ status: 'approved' })).totalRequests).toBe(0);
    expect((await mine({ limit: 2, page: 2 })).assistanceRequests).toHaveLength(1);
  });
});

describe('who may read a request', () => {
  it('its requester, its volunteer and admins; to anybody else it does not exist', async () => {
    const { requester, id } = await asked(null);
    const volunteer = await person('volunteer', 'Vikram Rao');
    await injectAs(app, admin.token, endpoints.assignVolunteer, { params: { id }, body: { volunteerId: volunteer.id } });
    for (const reader of [requester, volunteer, admin]) {
      expect((await injectAs(app, reader.token, endpoints.getAssistanceRequest, { params: { id } })).statusCode).toBe(200);
    }
    for (const stranger of [await person(), await person('volunteer')]) {
      const res = await injectAs(app, stranger.token, endpoints.getAssistanceRequest, { params: { id } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: m.notFound(), code: 'ASSISTANCE_REQUEST_NOT_FOUND' });
    }
  });
});

describe('the Nearby list', () => {
  it('holds the open requests within reach, nearest first, with distance and travel time', async () => {
    const place = newPlace();
    const far = await asked(around(place, 40));
    const near = await asked(around(place, 2));
    const middle = await asked(around(place, 10));
    const volunteer = await person('volunteer');
    const res = await nearby(volunteer.token, { ...place });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { nearbyRequests: { _id: string; distance: number; estimatedTravelTime: number }[]; documentsCount: number };
    expect(body.nearbyRequests.map((r) => r._id)).toEqual([near.id, middle.id]);
    expect(body.documentsCount).toBe(2);
    // One degree of latitude is 111.195 km on the great circle; 2 km north is 2 km away, to the kilometre.
    expect(body.nearbyRequests.map((r) => r.distance)).toEqual([2, 10]);
    expect(body.nearbyRequests[1]!.estimatedTravelTime).toBeGreaterThan(body.nearbyRequests[0]!.estimatedTravelTime);
    const wider = (await nearby(volunteer.token, { ...place, radius: 50 })).json();
    expect(wider.nearbyRequests.map((r: { _id: string }) => r._id)).toEqual([near.id, middle.id, far.id]);
  });

  it("searches around the volunteer's primary address when no point is given, or asks for one", async () => {
    const place = newPlace();
    const { id } = await asked(around(place, 3));
    const volunteer = await person('volunteer');
    const without = await nearby(volunteer.token, {});
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ message: m.noPlace(), code: 'NO_PLACE' });
    await addressOf(volunteer.id, place);
    expect((await nearby(volunteer.token, {})).json().nearbyRequests.map((r: { _id: string }) => r._id)).toEqual([id]);
  });

  it('searches from a saved address the volunteer chooses, and only from their own that has a location', async () => {
    const home = newPlace();
    const work = newPlace();
    const nearHome = await asked(around(home, 3));
    const nearWork = await asked(around(work, 4));
    const volunteer = await person('volunteer');
    await addressOf(volunteer.id, home);
    const office = await addressOf(volunteer.id, work, false);
    const ids = (res: { json: () => { nearbyRequests: { _id: string }[] } }) => res.json().nearbyRequests.map((r) => r._id);

    expect(ids(await nearby(volunteer.token, {}))).toEqual([nearHome.id]);
    const fromOffice = await nearby(volunteer.token, { addressId: office });
    expect(fromOffice.statusCode, fromOffice.body).toBe(200);
    expect(ids(fromOffice)).toEqual([nearWork.id]);
    expect(fromOffice.json().nearbyRequests[0].distance).toBe(4);
    // The chosen address wins over a point sent with it.
    expect(ids(await nearby(volunteer.token, { addressId: office, ...home }))).toEqual([nearWork.id]);

    // Another person's address is not found, whoever they are, and reveals no place.
    const other = await person('volunteer');
    const theirs = await addressOf(other.id, home);
    const foreign = await nearby(volunteer.token, { addressId: theirs });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Address not found', code: 'ADDRESS_NOT_FOUND' });
    expect((await nearby(volunteer.token, { addressId: crypto.randomUUID() })).statusCode).toBe(404);

    // An address of their own without a location cannot be searched from.
    const unlocated = await addressOf(volunteer.id, null, false);
    const nowhere = await nearby(volunteer.token, { addressId: unlocated });
    expect(nowhere.statusCode).toBe(409);
    expect(nowhere.json()).toEqual({ message: m.placeNotLocated(), code: 'PLACE_NOT_LOCATED' });

    const garbled = await nearby(volunteer.token, { addressId: 'home' });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json()).toMatchObject({ code: 'VALIDATION', errors: { addressId: m.placeInvalid() } });
  });

  it('filters by kind and search, and drops what this volunteer declined (for them only)', async () => {
    const place = newPlace();
    const eldercare = await asked(around(place, 1), { description: 'Company for a walk' });
    const ambulance = await asked(around(place, 2), { type: 'ambulance', description: 'Chest pain' });
    const [vikram, nisha] = [await person('volunteer'), await person('volunteer')];
    const ids = async (token: string, query: object = {}) =>
      (await nearby(token, { ...place, ...query })).json().nearbyRequests.map((r: { _id: string }) => r._id);
    expect(await ids(vikram.token, { type: 'ambulance' })).toEqual([ambulance.id]);
    expect(await ids(vikram.token, { type: 'eldercare' })).toEqual([eldercare.id]);
    expect(await ids(vikram.token, { search: 'walk' })).toEqual([eldercare.id]);

    // Each decision says what it did to whom, by the requester's first name, with the name as its parameter.
    expect((await act(vikram.token, eldercare.id, 'reject')).json()).toEqual({
      success: true,
      message: m.declined('Ravi'),
      code: 'ASSISTANCE_REQUEST_DECLINED',
      params: ['Ravi'],
    });
    expect(m.declined('Ravi')).toBe("You declined Ravi's request. It no longer shows in your list, and other volunteers can still take it.");
    expect(await ids(vikram.token)).toEqual([ambulance.id]);
    expect(await ids(nisha.token)).toEqual([eldercare.id, ambulance.id]);
    expect(await statusOf(eldercare.id)).toBe('pending');
  });

  it('pages six at a time and counts every request in reach on each page, past the last one too', async () => {
    const place = newPlace();
    const requests = [];
    for (let km = 1; km <= 7; km += 1) requests.push(await asked(around(place, km)));
    const volunteer = await person('volunteer');
    const pageOf = async (page: number) => (await nearby(volunteer.token, { ...place, page })).json();
    const [first, second, past] = [await pageOf(1), await pageOf(2), await pageOf(3)];
    expect(first.nearbyRequests.map((r: { _id: string }) => r._id)).toEqual(requests.slice(0, 6).map((r) => r.id));
    expect(second.nearbyRequests.map((r: { _id: string }) => r._id)).toEqual([requests[6]!.id]);
    expect(past.nearbyRequests).toEqual([]);
    for (const answer of [first, second, past]) expect(answer).toMatchObject({ documentsCount: 7, totalPages: 2 });
    expect(first.nearbyRequests[0]).not.toHaveProperty('total');
  });

  it('reads the first page from each of several places in one statement, as the Nearby list reads it from each', async () => {
    const home = newPlace();
    const work = newPlace();
    // Seven near home (more than a page), two near work, one in reach of neither.
    for (let km = 1; km <= 7; km += 1) await asked(around(home, km));
    const declined = await asked(around(work, 2));
    await asked(around(work, 5), { type: 'ambulance' });
    await asked(around(work, 60));
    const volunteer = await person('volunteer');
    await act(volunteer.token, declined.id, 'reject');
    const lists = new AssistanceLists(app.db);
    const query = nearbyQuery.parse({});
    const nowhere = newPlace();
    const places = [home, work, nowhere, around(home, 3)];
    const each = await lists.nearEach(volunteer.id, places, query);
    const one = await Promise.all(places.map((place) => lists.near(volunteer.id, place, query)));
    expect(each).toEqual(one);
    expect(each.map((list) => list.documentsCount)).toEqual([7, 1, 0, 7]);
    expect(each[0]!.nearbyRequests).toHaveLength(6);
    // Filtered by kind and search as the Nearby list is.
    const ambulances = { ...query, type: 'ambulance' as const };
    expect(await lists.nearEach(volunteer.id, places, ambulances)).toEqual(await Promise.all(places.map((place) => lists.near(volunteer.id, place, ambulances))));
    expect(await lists.nearEach(volunteer.id, [], query)).toEqual([]);
  });
});

describe("a volunteer's decisions", () => {
  it('accepts an open request, completes it, and the requester is told each time', async () => {
    const { requester, id } = await asked(null);
    const vikram = await person('volunteer', 'Vikram Rao');
    expect((await act(vikram.token, id, 'approve')).json()).toEqual({
      success: true,
      message: m.accepted('Ravi'),
      code: 'ASSISTANCE_REQUEST_ACCEPTED',
      params: ['Ravi'],
    });
    expect(m.accepted('Ravi')).toMatch(/^You accepted Ravi's request\. Their phone number and address are now on it\./);
    const processing = (await injectAs(app, vikram.token, endpoints.processingRequests)).json();
    expect(processing.processingRequests.map((r: { _id: string }) => r._id)).toEqual([id]);

    expect((await act(vikram.token, id, 'complete')).json()).toEqual({
      success: true,
      message: m.completed('Ravi'),
      code: 'ASSISTANCE_REQUEST_COMPLETED',
      params: ['Ravi'],
    });
    const done = (await injectAs(app, vikram.token, endpoints.processingRequests, { query: { status: 'completed' } })).json();
    expect(done.processingRequests[0]).toMatchObject({ _id: id, status: 'completed', volunteer: { _id: vikram.id, name: 'Vikram Rao' } });

    const details = (await injectAs(app, requester.token, endpoints.getAssistanceRequest, { params: { id } })).json().requestDetails;
    expect(details.history.map((h: { details: string }) => h.details)).toEqual([
      m.history.submitted(),
      m.history.accepted('Vikram Rao'),
      m.history.completed('Vikram Rao'),
    ]);
    const told = await app.db.select().from(notifications).where(eq(notifications.userId, requester.id));
    expect(told.map((n) => n.content).sort()).toEqual([m.notices.accepted('Vikram Rao'), m.notices.completed('Vikram Rao')].sort());
  });

  it('says its replies and the history in the reader’s language, from codes that are stored', async () => {
    const { requester, id } = await asked(null);
    const vikram = await person('volunteer', 'Vikram Rao');
    const accepted = await injectAs(app, vikram.token, endpoints.setAssistanceStatus, { params: { id }, body: { action: 'approve' } }, { headers: { 'accept-language': 'hi' } });
    expect(accepted.json()).toMatchObject({ success: true, code: 'ASSISTANCE_REQUEST_ACCEPTED', params: ['Ravi'] });
    expect(accepted.json().message).toMatch(/^आपने Ravi का अनुरोध स्वीकार कर लिया।/);
    // The language chosen on the page (its cookie) comes before the browser's.
    const completed = await injectAs(app, vikram.token, endpoints.setAssistanceStatus, { params: { id }, body: { action: 'complete' } }, {
      headers: { 'accept-language': 'en' },
      cookies: { [LANGUAGE_COOKIE]: 'hi' },
    });
    expect(completed.json()).toMatchObject({ success: true, code: 'ASSISTANCE_REQUEST_COMPLETED', params: ['Ravi'] });
    expect(completed.json().message).toMatch(/^आपने Ravi का अनुरोध पूरा/);

    const stored = await app.db
      .select({ code: assistanceRequestEvents.code, params: assistanceRequestEvents.params })
      .from(assistanceRequestEvents)
      .where(eq(assistanceRequestEvents.requestId, id))
      .orderBy(assistanceRequestEvents.createdAt);
    expect(stored).toEqual([
      { code: 'submitted', params: [] },
      { code: 'accepted', params: ['Vikram Rao'] },
      { code: 'completed', params: ['Vikram Rao'] },
    ]);
    const read = (language: string) =>
      injectAs(app, requester.token, endpoints.getAssistanceRequest, { params: { id } }, { headers: { 'accept-language': language } });
    const inHindi = (await read('hi')).json().requestDetails.history;
    expect(inHindi.map(({ code, params, details }: { code: string; params: string[]; details: string }) => ({ code, params, details }))).toEqual([
      { code: 'submitted', params: [], details: 'सहायता अनुरोध भेजा गया' },
      { code: 'accepted', params: ['Vikram Rao'], details: 'Vikram Rao ने स्वीकार किया' },
      { code: 'completed', params: ['Vikram Rao'], details: 'Vikram Rao ने पूरा किया' },
    ]);
    const inEnglish = (await read('en')).json().requestDetails.history;
    expect(inEnglish.map((h: { details: string }) => h.details)).toEqual([m.history.submitted(), m.history.accepted('Vikram Rao'), m.history.completed('Vikram Rao')]);
  });

  it('says a repeated request’s kept reply in the language of whoever repeats it', async () => {
    const requester = await person();
    const body = form(await addressOf(requester.id, null));
    const send = (language: string) =>
      injectAs(app, requester.token, endpoints.createAssistanceRequest, { body }, { headers: { 'accept-language': language, 'idempotency-key': `ask-${requester.id}` } });
    const first = await send('en');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ message: m.submitted(), code: 'ASSISTANCE_REQUEST_SUBMITTED' });
    const again = await send('hi');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ message: 'अनुरोध भेज दिया गया!', code: 'ASSISTANCE_REQUEST_SUBMITTED' });
    expect(again.json().assistanceRequest._id).toBe(first.json().assistanceRequest._id);
  });

  it('lets exactly one of two volunteers accepting at once take the request', async () => {
    const { id } = await asked(null);
    const [a, b] = [await person('volunteer'), await person('volunteer')];
    const answers = await Promise.all([act(a.token, id, 'approve'), act(b.token, id, 'approve')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((res) => res.statusCode === 400)!.json()).toMatchObject({ message: m.alreadyTaken(), code: 'ALREADY_TAKEN' });
  });

  it('completes only its own accepted request, and declines only an open one', async () => {
    const { id } = await asked(null);
    const [mine, other] = [await person('volunteer'), await person('volunteer')];
    expect((await act(mine.token, id, 'complete')).statusCode).toBe(400);
    await act(mine.token, id, 'approve');
    const foreign = await act(other.token, id, 'complete');
    expect([foreign.statusCode, foreign.json().message]).toEqual([400, m.notYours()]);
    expect((await act(other.token, id, 'reject')).json()).toMatchObject({ message: m.notOpen(), code: 'REQUEST_NOT_OPEN' });
    await act(mine.token, id, 'complete');
    expect((await act(mine.token, id, 'complete')).json()).toMatchObject({ message: m.onlyApprovedCompleted(), code: 'ONLY_APPROVED_COMPLETED' });
    expect((await act(mine.token, crypto.randomUUID(), 'approve')).statusCode).toBe(404);
  });

  it(`holds a volunteer to ${VOLUNTEER_TASK_LIMIT} tasks on hand`, async () => {
    const volunteer = await person('volunteer');
    for (let i = 0; i < VOLUNTEER_TASK_LIMIT; i++) expect((await act(volunteer.token, (await asked(null)).id, 'approve')).statusCode).toBe(200);
    const sixth = await asked(null);
    const refused = await act(volunteer.token, sixth.id, 'approve');
    expect([refused.statusCode, refused.json().message]).toEqual([400, m.taskLimit()]);
    expect(await statusOf(sixth.id)).toBe('pending');
  });
});

describe('a decision and its notices', () => {
  it('are stored together: a notice that cannot be stored leaves the request as it was', async () => {
    const { requester, id } = await asked(null);
    const vikram = await person('volunteer', 'Vikram Rao');
    const assign = () => injectAs(app, admin.token, endpoints.assignVolunteer, { params: { id }, body: { volunteerId: vikram.id } });

    expect((await whileNoticesFail(app, () => act(vikram.token, id, 'approve'))).statusCode).toBe(500);
    expect(await statusOf(id)).toBe('pending');
    expect((await whileNoticesFail(app, assign)).statusCode).toBe(500);
    expect(await statusOf(id)).toBe('pending');

    expect((await act(vikram.token, id, 'approve')).statusCode).toBe(200);
    expect((await whileNoticesFail(app, () => act(vikram.token, id, 'complete'))).statusCode).toBe(500);
    expect(await statusOf(id)).toBe('approved');
    // The acceptance that went through, and nothing of the decisions that did not.
    const told = await app.db.select({ content: notifications.content }).from(notifications).where(eq(notifications.userId, requester.id));
    expect(told).toEqual([{ content: m.notices.accepted('Vikram Rao') }]);
    expect(await app.db.$count(notifications, eq(notifications.userId, vikram.id))).toBe(0);
  });
});

describe("the admin's requests", () => {
  it('assigns a pending request to an active volunteer, once, and tells both', async () => {
    const { requester, id } = await asked(null);
    const volunteer = await person('volunteer', 'Nisha Menon');
    const res = await injectAs(app, admin.token, endpoints.assignVolunteer, { params: { id }, body: { volunteerId: volunteer.id } });
    expect(res.statusCode, res.body).toBe(200);
    // Spec 3 §8, word for word.
    expect(res.json().message).toBe('Volunteer assigned successfully');
    expect(res.json()).toMatchObject({ message: m.assigned(), assistanceRequest: { status: 'approved', volunteer: { _id: volunteer.id } } });
    const again = await injectAs(app, admin.token, endpoints.assignVolunteer, { params: { id }, body: { volunteerId: volunteer.id } });
    expect(again.json()).toMatchObject({ message: m.onlyPendingAssigned(), code: 'ONLY_PENDING_ASSIGNED' });
    const told = await app.db.select({ userId: notifications.userId, content: notifications.content }).from(notifications);
    expect(told).toEqual(
      expect.arrayContaining([
        { userId: requester.id, content: m.notices.assignedToRequester('Nisha Menon') },
        { userId: volunteer.id, content: m.notices.assignedToVolunteer('Ravi Kumar') },
      ]),
    );
  });

  it('refuses a user, an inactive volunteer and an unknown one', async () => {
    const { id } = await asked(null);
    const user = await person();
    const { user: resting } = await createUser(app, { role: 'volunteer', isActive: false });
    const assign = (volunteerId: string) => injectAs(app, admin.token, endpoints.assignVolunteer, { params: { id }, body: { volunteerId } });
    expect((await assign(user.id)).json()).toMatchObject({ message: m.volunteerNotFound(), code: 'VOLUNTEER_NOT_FOUND' });
    expect((await assign(crypto.randomUUID())).statusCode).toBe(404);
    expect((await assign(resting.id)).json()).toMatchObject({ message: m.volunteerInactive(), code: 'VOLUNTEER_INACTIVE' });
    expect(await statusOf(id)).toBe('pending');
  });

  it(`gives exactly one of ten simultaneous assignments to a volunteer one short of ${VOLUNTEER_TASK_LIMIT}`, async () => {
    const volunteer = await person('volunteer');
    for (let i = 0; i < VOLUNTEER_TASK_LIMIT - 1; i++) await act(volunteer.token, (await asked(null)).id, 'approve');
    const ids = await Promise.all(Array.from({ length: 10 }, async () => (await asked(null)).id));
    const answers = await Promise.all(
      ids.map((id) => injectAs(app, admin.token, endpoints.assignVolunteer, { params: { id }, body: { volunteerId: volunteer.id } })),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 400).map((res) => res.json().message)).toEqual(Array(9).fill(m.taskLimit()));
  });

  it('lists every request, searched by description or requester, filtered and sorted; pending first by urgency', async () => {
    const word = `zq${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6)}`;
    const [normal, urgent] = [
      await asked(null, { description: `Shopping ${word}` }),
      await asked(null, { description: `Ambulance ${word}`, type: 'ambulance' }),
    ];
    const list = async (query: object) => (await injectAs(app, admin.token, endpoints.listAssistanceRequests, { query })).json();
    const ids = async (query: object) => (await list({ search: word, ...query })).assistanceRequests.map((r: { _id: string }) => r._id);
    expect(await ids({})).toEqual([urgent.id, normal.id]);
    expect(await ids({ sort: 'oldest' })).toEqual([normal.id, urgent.id]);
    expect(await ids({ priority: 'urgent' })).toEqual([urgent.id]);
    expect(await ids({ sort: 'priority' })).toEqual([urgent.id, normal.id]);
    expect((await list({ search: 'Ravi Kumar' })).totalRequests).toBeGreaterThanOrEqual(2);

    const pending = (await injectAs(app, admin.token, endpoints.pendingAssistanceRequests)).json().pendingRequests as { priority: string }[];
    const firstNormal = pending.findIndex((r) => r.priority === 'normal');
    expect(pending.slice(firstNormal).every((r) => r.priority === 'normal')).toBe(true);
  });

  it('gives the waiting requests by pages, by number or from a cursor, and leaves out the taken ones', async () => {
    const word = `zq${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6)}`;
    const normal = await asked(null, { description: `Groceries ${word}` });
    const urgent = await asked(null, { description: `Oxygen ${word}`, type: 'ambulance' });
    const taken = await asked(null, { description: `Taken ${word}` });
    expect((await act((await person('volunteer')).token, taken.id, 'approve')).statusCode).toBe(200);

    const waiting = async (query: object) => (await injectAs(app, admin.token, endpoints.pendingAssistanceRequests, { query })).json();
    const first = await waiting({ search: word, limit: 1 });
    expect(first).toMatchObject({ totalRequests: 2, totalPages: 2 });
    expect(first.pendingRequests.map((r: { _id: string }) => r._id)).toEqual([urgent.id]);
    const second = await waiting({ search: word, limit: 1, page: 2 });
    expect(second.pendingRequests.map((r: { _id: string }) => r._id)).toEqual([normal.id]);
    const afterFirst = await waiting({ search: word, limit: 1, page: 2, cursor: first.nextCursor });
    expect(afterFirst.pendingRequests.map((r: { _id: string }) => r._id)).toEqual([normal.id]);
    // Without a limit, a page holds the most a page may: what the endpoint gave before it had pages.
    const whole = await waiting({});
    expect(whole.pendingRequests.length).toBe(Math.min(whole.totalRequests, MAX_PAGE_SIZE));
    expect(whole.pendingRequests.map((r: { _id: string }) => r._id)).not.toContain(taken.id);
  });
});

/** What a volunteer who does not hold a request must never read of its requester. */
const contactFields = ['phone', 'email', 'profilePicture', '_id'];
const addressFields = ['street', 'zipCode'];

async function requesterNamed(name: string) {
  const { user } = await createUser(app, { role: 'user', name, phone: '9123456780' });
  return { id: user.id, token: (await loginAs(app, user)).accessToken, email: user.email };
}

describe("privacy: a requester's contact reaches a volunteer only while the request is theirs", () => {
  it('answers a volunteer probing any point with first names, towns and whole kilometres only', async () => {
    const place = newPlace();
    const meera = await requesterNamed('Meera Lakshmi Iyer');
    const { id } = await asked(around(place, 3.4), {}, meera);
    const prober = await person('volunteer');
    const res = await nearby(prober.token, { ...place, radius: 200, limit: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const [seen] = res.json().nearbyRequests;
    expect(seen).toMatchObject({ _id: id, user: { name: 'Meera' }, address: { city: 'Bengaluru', state: 'Karnataka' }, distance: 3 });
    expect(Object.keys(seen.user)).toEqual(['name']);
    for (const field of addressFields) expect(seen.address).not.toHaveProperty(field);
    expect(seen).not.toHaveProperty('volunteer');
    expect(res.body).not.toContain('9123456780');
    expect(res.body).not.toContain(meera.email);
    expect(res.body).not.toContain('12 MG Road');
    expect(res.body).not.toContain('Iyer');
    expect(res.body).not.toContain('560001');
    // The travel time comes from the rounded distance, so it tells no more than it.
    expect(seen.estimatedTravelTime).toBe(Math.round((3 / 25) * 60));
    // Its page, opened from a notice of it, tells no more than the list: no contact, no history.
    const opened = await injectAs(app, prober.token, endpoints.getAssistanceRequest, { params: { id } });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().requestDetails).toMatchObject({ user: { name: 'Meera' }, address: { city: 'Bengaluru', state: 'Karnataka' }, history: [] });
    for (const text of ['9123456780', meera.email, '12 MG Road', 'Iyer', '560001']) expect(opened.body).not.toContain(text);
    // Once another volunteer takes it, it does not exist for them.
    const taker = await person('volunteer');
    expect((await injectAs(app, taker.token, endpoints.setAssistanceStatus, { params: { id }, body: { action: 'approve' } })).statusCode).toBe(200);
    expect((await injectAs(app, prober.token, endpoints.getAssistanceRequest, { params: { id } })).statusCode).toBe(404);
  });

  it('never pages more than 6 and never reaches past 50 km, whatever is asked', async () => {
    const place = newPlace();
    for (let km = 1; km <= 7; km += 1) await asked(around(place, km));
    const beyond = await asked(around(place, 55));
    const edge = await asked(around(place, 49.6));
    const volunteer = await person('volunteer');
    for (const limit of [0, 1000, 7]) {
      const answer = (await nearby(volunteer.token, { ...place, limit, radius: 200 })).json();
      expect(answer.nearbyRequests, `limit ${limit}`).toHaveLength(6);
      expect(answer).toMatchObject({ documentsCount: 8, totalPages: 2 });
    }
    const ids = async (radius: number | string) =>
      (await nearby(volunteer.token, { ...place, radius, page: 2 })).json().nearbyRequests.map((r: { _id: string }) => r._id);
    expect(await ids(1000)).toEqual([expect.any(String), edge.id]);
    expect(await ids(1000)).not.toContain(beyond.id);
    // A radius is searched in whole kilometres: 7.01 km is 8 km, so a finer radius places nobody.
    expect((await nearby(volunteer.token, { ...place, radius: 7.01 })).json().documentsCount).toBe(7);
  });

  it('gives the contact after accepting, and takes it back once completed', async () => {
    const meera = await requesterNamed('Meera Iyer');
    const { id } = await asked(null, {}, meera);
    const vikram = await person('volunteer', 'Vikram Rao');
    const detailsOf = async () => (await injectAs(app, vikram.token, endpoints.getAssistanceRequest, { params: { id } })).json().requestDetails;
    expect((await act(vikram.token, id, 'approve')).statusCode).toBe(200);

    const held = await detailsOf();
    expect(held.user).toEqual({ _id: meera.id, name: 'Meera Iyer', phone: '9123456780', email: meera.email, profilePicture: null });
    expect(held.address).toEqual({ street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001' });
    const processing = (await injectAs(app, vikram.token, endpoints.processingRequests)).json().processingRequests;
    expect(processing[0]).toMatchObject({ _id: id, user: { phone: '9123456780', email: meera.email }, address: { street: '12 MG Road' } });

    await act(vikram.token, id, 'complete');
    const done = await detailsOf();
    expect(done.user).toEqual({ _id: meera.id, name: 'Meera', profilePicture: null });
    expect(done.address).toEqual({ city: 'Bengaluru', state: 'Karnataka' });
    const completed = await injectAs(app, vikram.token, endpoints.processingRequests, { query: { status: 'completed' } });
    expect(completed.json().processingRequests[0]).toMatchObject({ _id: id, user: { name: 'Meera' } });
    for (const field of contactFields.slice(0, 2)) expect(completed.json().processingRequests[0].user).not.toHaveProperty(field);
    expect(completed.body).not.toContain('9123456780');
    expect(completed.body).not.toContain('12 MG Road');
    // Its requester and admins still read everything.
    for (const reader of [meera, admin]) {
      const whole = (await injectAs(app, reader.token, endpoints.getAssistanceRequest, { params: { id } })).json().requestDetails;
      expect(whole.user).toMatchObject({ phone: '9123456780', email: meera.email, name: 'Meera Iyer' });
      expect(whole.address.street).toBe('12 MG Road');
    }
  });

  it('gives the contact to an assigned volunteer, and takes it back once closed or given to another', async () => {
    const meera = await requesterNamed('Meera Iyer');
    const { id } = await asked(null, {}, meera);
    const [nisha, arjun] = [await person('volunteer', 'Nisha Menon'), await person('volunteer', 'Arjun Das')];
    await injectAs(app, admin.token, endpoints.assignVolunteer, { params: { id }, body: { volunteerId: nisha.id } });
    const read = (who: { token: string }) => injectAs(app, who.token, endpoints.getAssistanceRequest, { params: { id } });
    expect((await read(nisha)).json().requestDetails.user.phone).toBe('9123456780');

    // Closed without completion (rejected): the volunteer keeps the record, not the contact.
    await app.db.update(assistanceRequests).set({ status: 'rejected' }).where(eq(assistanceRequests.id, id));
    const closed = await read(nisha);
    expect(closed.json().requestDetails.user).toEqual({ _id: meera.id, name: 'Meera', profilePicture: null });
    expect(closed.body).not.toContain(meera.email);

    // Given to another volunteer: the first one no longer reads it at all, the new one reads it whole.
    await app.db.update(assistanceRequests).set({ status: 'approved', volunteerId: arjun.id }).where(eq(assistanceRequests.id, id));
    expect((await read(nisha)).statusCode).toBe(404);
    const nishas = (await injectAs(app, nisha.token, endpoints.processingRequests)).json().processingRequests as { _id: string }[];
    expect(nishas.map((r) => r._id)).not.toContain(id);
    expect((await read(arjun)).json().requestDetails.user.email).toBe(meera.email);
  });

  it('tells the volunteer how many requests they hold, for the Nearby page to say so before Accept', async () => {
    const place = newPlace();
    const volunteer = await person('volunteer');
    await asked(around(place, 1));
    expect((await nearby(volunteer.token, place)).json().tasksOnHand).toBe(0);
    for (let i = 0; i < VOLUNTEER_TASK_LIMIT; i++) await act(volunteer.token, (await asked(null)).id, 'approve');
    expect((await nearby(volunteer.token, place)).json().tasksOnHand).toBe(VOLUNTEER_TASK_LIMIT);
  });
});

describe('a request at a place without a location', () => {
  it('is marked as needing assignment for the admin, and their filter brings only those', async () => {
    const word = `zq${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6)}`;
    const unlocated = await asked(null, { description: `Groceries ${word}` });
    const located = await asked(newPlace(), { description: `Clinic ${word}` });
    const list = async (query: object) =>
      (await injectAs(app, admin.token, endpoints.listAssistanceRequests, { query: { search: word, ...query } })).json().assistanceRequests as {
        _id: string;
        needsAssignment: boolean;
      }[];
    expect(Object.fromEntries((await list({})).map((r) => [r._id, r.needsAssignment]))).toEqual({ [unlocated.id]: true, [located.id]: false });
    expect((await list({ needsAssignment: 'true' })).map((r) => r._id)).toEqual([unlocated.id]);
    expect(await list({ needsAssignment: 'false' })).toHaveLength(2);

    const volunteer = await person('volunteer');
    await injectAs(app, admin.token, endpoints.assignVolunteer, { params: { id: unlocated.id }, body: { volunteerId: volunteer.id } });
    expect(await list({ needsAssignment: 'true' })).toEqual([]);
  });

  it('reads the Needs assignment filter off the partial index of pending requests without a location', async () => {
    const needing = everyone(app.db, 'newest').statements({ page: 1, limit: 10, needsAssignment: true });
    const rows = await planOf(app.db, needing.rows, { unsorted: true });
    expect(rows).toContain('assistance_requests_pending_unlocated_idx');
    expect(sortsBeyondThePage(rows)).toBe(false);
    expect(await planOf(app.db, needing.count)).toContain('assistance_requests_pending_unlocated_idx');
  });
});

describe('a person\'s recent activity', () => {
  it('reads the requests they made and those they handle off an index each, newest first, sorting nothing', async () => {
    const activity = assistanceRequestActivity(app.db, crypto.randomUUID(), 5);
    const made = await planOf(app.db, activity.made, { unsorted: true });
    expect(made).toContain('assistance_requests_user_created_idx');
    expect(made).not.toMatch(/Sort|Seq Scan/);
    // Not (volunteer_id, status, created_at): that one gives the order only within one status.
    const handled = await planOf(app.db, activity.handled, { unsorted: true });
    expect(handled).toContain('assistance_requests_volunteer_created_idx');
    expect(handled).not.toMatch(/Sort|Seq Scan/);
  });
});

describe('a request made before its address had a location', () => {
  const coordinatesOf = async (id: string) =>
    (await app.db.select({ latitude: assistanceRequests.latitude, longitude: assistanceRequests.longitude, addressId: assistanceRequests.addressId })
      .from(assistanceRequests)
      .where(eq(assistanceRequests.id, id)))[0]!;

  it('takes the location its address has now, by the migration, while it waits at the same place', async () => {
    const place = newPlace();
    const waiting = await asked(null);
    const taken = await asked(null);
    const moved = await asked(null);
    const nowhere = await asked(null);
    await injectAs(app, admin.token, endpoints.assignVolunteer, { params: { id: taken.id }, body: { volunteerId: (await person('volunteer')).id } });
    for (const request of [waiting, taken, moved]) {
      const { addressId } = await coordinatesOf(request.id);
      await app.db.update(addresses).set(place).where(eq(addresses.id, addressId!));
    }
    // The person moved that address elsewhere since: the request stays where it was asked for.
    await app.db.update(addresses).set({ street: '7 Park Street' }).where(eq(addresses.id, (await coordinatesOf(moved.id)).addressId!));

    const migration = readFileSync(new URL('../../db/migrations/0019_assistance-requests-pending-unlocated.sql', import.meta.url), 'utf8');
    const updates = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^--.*$/gm, '').trim())
      .filter((body) => body.startsWith('UPDATE'));
    expect(updates).toHaveLength(1);
    for (const body of updates) await app.db.execute(sql.raw(body));

    expect(await coordinatesOf(waiting.id)).toMatchObject(place);
    for (const request of [taken, moved, nowhere]) expect(await coordinatesOf(request.id)).toMatchObject({ latitude: null, longitude: null });
    const volunteer = await person('volunteer');
    const found = (await nearby(volunteer.token, around(place, 1))).json().nearbyRequests.map((r: { _id: string }) => r._id);
    expect(found).toEqual([waiting.id]);
  });

  it('takes the location its address is given by its PIN code after the start, through the job', async () => {
    const requester = await person();
    const waiting = await asked(null, {}, requester);
    const done = await asked(null, {}, requester);
    await app.db.update(assistanceRequests).set({ status: 'rejected' }).where(eq(assistanceRequests.id, done.id));
    const { addressId } = await coordinatesOf(waiting.id);
    await app.db.insert(addressesToLocate).values([{ addressId: addressId! }, { addressId: (await coordinatesOf(done.id)).addressId! }]);

    expect(await locateListedAddresses(app)).toBe(2);
    await app.jobs.drain();

    const pin = await locatePincode('560001');
    expect(pin).not.toBeNull();
    expect(await coordinatesOf(waiting.id)).toMatchObject(pin!);
    expect(await coordinatesOf(done.id)).toMatchObject({ latitude: null, longitude: null });
    const volunteer = await person('volunteer');
    const found = (await nearby(volunteer.token, pin!)).json().nearbyRequests.map((r: { _id: string }) => r._id);
    expect(found).toContain(waiting.id);
    expect(found).not.toContain(done.id);
  });
});
