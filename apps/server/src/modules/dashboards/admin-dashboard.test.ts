import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardSizes, type AdminDashboardReply } from '@sahaya/contract/dashboards/schemas';
import { addDays, indiaDayOf } from '@sahaya/contract/calendar-days';
import { authMessages } from '@sahaya/contract/messages';
import { assetRequests } from '../../db/schema/assets.ts';
import { assistanceRequests } from '../../db/schema/assistance-requests.ts';
import { donations } from '../../db/schema/donations.ts';
import { meetingParticipants, meetings } from '../../db/schema/meetings.ts';
import { users } from '../../db/schema/people.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, insertAsset, loginAs, type UserRow } from '../../test/factories.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let admin: UserRow;
let adminToken: string;
let userToken: string;
let volunteerToken: string;
let someUser: UserRow;
let someVolunteer: UserRow;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
  ({ user: admin } = await createUser(app, { role: 'admin', name: 'Sahaya Admin' }));
  ({ user: someUser } = await createUser(app, { name: 'Asha Verma' }));
  ({ user: someVolunteer } = await createUser(app, { role: 'volunteer', name: 'Ravi Kumar' }));
  adminToken = (await loginAs(app, admin)).accessToken;
  userToken = (await loginAs(app, someUser)).accessToken;
  volunteerToken = (await loginAs(app, someVolunteer)).accessToken;
});
afterAll(async () => {
  await close();
});

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number, hour = 12) => {
  const d = new Date(Date.now() - n * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

describe('every admin endpoint', () => {
  const person = (label: string) => ({
    name: 'Kavya Menon',
    age: 30,
    gender: 'Female',
    phone: '9876543210',
    email: `${label}-${randomUUID().slice(0, 8)}@example.test`,
    password: 'Secret@123',
    fname: 'Kavya',
    lname: 'Menon',
    street: '1 Road',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    pincode: '411001',
  });
  const endpoints = (): [method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object][] => [
    ['GET', '/api/users'],
    ['GET', `/api/users/${someUser.id}`],
    ['PATCH', `/api/users/${someUser.id}/block`],
    ['PATCH', `/api/users/${someUser.id}/unblock`],
    ['GET', '/api/volunteers?limit=0'],
    ['POST', '/api/volunteers', person('volunteer')],
    ['PATCH', `/api/volunteers/${someVolunteer.id}/block`],
    ['PATCH', `/api/volunteers/${someVolunteer.id}/unblock`],
    ['GET', '/api/admin/dashboard'],
  ];

  it('answers 401 without a token and 403 (Forbidden Access) to a user or volunteer, changing nothing', async () => {
    for (const [method, url, payload] of endpoints()) {
      const anonymous = await app.inject({ method, url, payload });
      expect(anonymous.statusCode, `${method} ${url} without a token`).toBe(401);
      expect(anonymous.json().message).toBe(authMessages.unauthorized());
      for (const [who, token] of [
        ['user', userToken],
        ['volunteer', volunteerToken],
      ] as const) {
        const res = await app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
        expect(res.statusCode, `${method} ${url} as ${who}`).toBe(403);
        expect(res.json().message).toBe(authMessages.forbidden());
      }
    }
    const people = await app.db.select({ name: users.name, isBlocked: users.isBlocked }).from(users);
    expect(people.some((p) => p.name === 'Kavya Menon')).toBe(false);
    expect(people.every((p) => !p.isBlocked)).toBe(true);
  });

  it('lets a volunteer register a person at the door, without choosing their password; a user not at all', async () => {
    const url = '/api/users';
    expect((await app.inject({ method: 'POST', url, payload: person('user') })).statusCode).toBe(401);
    const asUser = await app.inject({ method: 'POST', url, payload: person('user'), headers: { authorization: `Bearer ${userToken}` } });
    expect(asUser.statusCode).toBe(403);
    const asVolunteer = await app.inject({ method: 'POST', url, payload: person('user'), headers: { authorization: `Bearer ${volunteerToken}` } });
    expect(asVolunteer.json()).toMatchObject({ code: 'PASSWORD_NOT_YOURS' });
    const people = await app.db.select({ name: users.name }).from(users);
    expect(people.some((p) => p.name === 'Kavya Menon')).toBe(false);
  });

  it('lets a volunteer read only their own details, and no user any volunteer’s', async () => {
    const url = `/api/volunteers/${someVolunteer.id}`;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${userToken}` } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${volunteerToken}` } })).statusCode).toBe(200);
  });

  it('serves every one of them to an admin', async () => {
    for (const [method, url, payload] of [...endpoints(), ['POST', '/api/users', person('user')] as const]) {
      const res = await app.inject({ method, url, payload, headers: { authorization: `Bearer ${adminToken}` } });
      expect(res.statusCode, `${method} ${url} as admin`).toBeLessThan(300);
    }
  });
});

describe('GET /api/admin/dashboard', () => {
  it('fills the cards, the short lists and the 30-day chart from the live database', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { authorization: `Bearer ${adminToken}` } })).json() as AdminDashboardReply;

    // People: two more active users, a blocked one and a deleted one; one more active volunteer.
    const [another, yetAnother] = [await createUser(app), await createUser(app)];
    await createUser(app, { isBlocked: true, isActive: false });
    await createUser(app, { deletedAt: new Date() });
    await createUser(app, { role: 'volunteer' });

    // Meetings: six upcoming (only five shown, soonest first), one past, one upcoming but cancelled.
    const soon = Array.from({ length: 6 }, (_, i) => new Date(Date.now() + (6 - i) * 3_600_000));
    const made = await app.db
      .insert(meetings)
      .values([
        ...soon.map((scheduledTime, i) => ({ adminId: admin.id, title: `Meeting ${6 - i}`, scheduledTime })),
        { adminId: admin.id, title: 'Past meeting', scheduledTime: new Date(Date.now() - 3_600_000) },
        { adminId: admin.id, title: 'Cancelled', scheduledTime: new Date(Date.now() + 60_000), status: 'cancelled' as const },
      ])
      .returning();
    await app.db.insert(meetingParticipants).values([
      { meetingId: made.find((m) => m.title === 'Meeting 1')!.id, userId: someUser.id },
      { meetingId: made.find((m) => m.title === 'Meeting 1')!.id, userId: someVolunteer.id },
    ]);

    // Donations: completed today, 3 days ago (anonymous), 40 days ago (outside the chart), a pending one.
    const { user: donor } = await createUser(app, { name: 'Generous Donor' });
    await app.db.insert(donations).values([
      { userId: donor.id, amount: 500.5, status: 'completed', createdAt: daysAgo(0, 0), completedAt: daysAgo(0, 0) },
      { userId: donor.id, amount: 250, status: 'completed', isAnonymous: true, createdAt: daysAgo(3) },
      { userId: null, amount: 1000, status: 'completed', createdAt: daysAgo(40) },
      { userId: donor.id, amount: 9999, status: 'pending', createdAt: daysAgo(0, 0) },
    ]);

    // Requests: five pending assistance (four shown), one approved; five pending asset requests.
    const asset = await insertAsset(app, { name: 'Wheelchair', description: 'Foldable', category: 'wheelchair', stocks: 5 });
    const help = (i: number, status: 'pending' | 'approved', createdAt: Date) => ({
      userId: someUser.id,
      type: 'ambulance' as const,
      status,
      requestedDate: '2030-01-01', returnDate: '2030-01-15',
      requestedTime: '09:30',
      description: `Help ${i}`,
      street: '1 Road',
      city: 'Pune',
      state: 'Maharashtra',
      zipCode: '411001',
      createdAt,
    });
    await app.db
      .insert(assistanceRequests)
      .values([...[1, 2, 3, 4, 5].map((i) => help(i, 'pending', daysAgo(i))), help(6, 'approved', daysAgo(1))]);
    await app.db.insert(assetRequests).values(
      // Each from another person: one asks for an asset once while the ask waits.
      [someUser.id, donor.id, another.user.id, yetAnother.user.id, someVolunteer.id].map((userId, index) => ({
        assetId: asset.id,
        userId,
        quantity: 1,
        requestedDate: '2030-01-01', returnDate: '2030-01-15',
        createdAt: daysAgo(index + 2),
      })),
    );

    const res = await app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { authorization: `Bearer ${adminToken}` } });
    expect(res.statusCode).toBe(200);
    const board = res.json() as AdminDashboardReply;

    expect(board.cards).toEqual({
      activeUsers: before.cards.activeUsers + 3,
      activeVolunteers: before.cards.activeVolunteers + 1,
      donationsReceived: 1750.5,
      demoDonations: 0,
      pendingRequests: 10,
      overdueLoans: 0,
      // Nobody is on duty: every new request went to the admins at once.
      unansweredRequests: expect.any(Number),
      openGrievances: 0,
      overdueGrievances: 0,
    });

    expect(board.upcomingMeetings.map((m) => m.title)).toEqual(['Meeting 1', 'Meeting 2', 'Meeting 3', 'Meeting 4', 'Meeting 5']);
    expect(board.upcomingMeetings[0]).toMatchObject({ status: 'scheduled', participantCount: 2 });

    expect(board.recentDonations.map((d) => [d.amount, d.donorName])).toEqual([
      [500.5, 'Generous Donor'],
      // Given anonymously, or by an account that is gone: the page words it.
      [250, null],
      [1000, null],
    ]);

    expect(board.pendingAssistanceRequests).toHaveLength(dashboardSizes.pendingAssistanceRequests);
    expect(board.pendingAssistanceRequests.map((r) => r.description)).toEqual(['Help 1', 'Help 2', 'Help 3', 'Help 4']);
    expect(board.pendingAssistanceRequests[0]?.user).toEqual({ _id: someUser.id, name: 'Asha Verma', email: someUser.email });
    expect(board.pendingAssetRequests).toHaveLength(dashboardSizes.pendingAssetRequests);
    expect(board.pendingAssetRequests[0]).toMatchObject({ asset: { name: 'Wheelchair', category: 'wheelchair', categoryName: 'Wheelchair' }, user: { name: 'Asha Verma' } });

    const { days } = board.charts;
    expect(days).toHaveLength(dashboardSizes.chartDays);
    expect(days.at(-1)?.date).toBe(indiaDayOf(new Date()));
    expect(days[0]?.date).toBe(indiaDayOf(new Date(Date.now() - 29 * DAY)));
    const on = (n: number) => days.find((d) => d.date === isoDay(daysAgo(n)));
    expect(on(0)).toEqual({ date: isoDay(daysAgo(0)), donations: 500.5, requests: 0 });
    expect(on(3)).toEqual({ date: isoDay(daysAgo(3)), donations: 250, requests: 2 });
    expect(on(1)?.requests).toBe(2);
    expect(on(6)?.requests).toBe(1);
    expect(days.reduce((sum, d) => sum + d.requests, 0)).toBe(11);
    expect(days.reduce((sum, d) => sum + d.donations, 0)).toBe(750.5);
  });

  it('counts the chart’s days in India’s time: 20:00 UTC is 01:30 IST the next day', async () => {
    const fresh = await buildTestApp({ rateLimit: false });
    try {
      const { user } = await createUser(fresh.app, { role: 'admin', email: `admin-${randomUUID().slice(0, 8)}@example.test` });
      const { accessToken } = await loginAs(fresh.app, user);
      // 20:00 UTC five days ago, and 18:00 UTC the day before it (23:30 IST, still that day in India).
      const evening = daysAgo(5, 20);
      const beforeMidnight = daysAgo(6, 18);
      await fresh.app.db.insert(donations).values([
        { userId: user.id, amount: 700, status: 'completed', createdAt: evening, completedAt: evening },
        { userId: user.id, amount: 300, status: 'completed', createdAt: beforeMidnight, completedAt: beforeMidnight },
      ]);
      const asset = await insertAsset(fresh.app, { name: 'Airbed', description: 'Air mattress', category: 'airbed', stocks: 2 });
      await fresh.app.db.insert(assetRequests).values({ assetId: asset.id, userId: user.id, quantity: 1, requestedDate: '2030-01-01', returnDate: '2030-01-15', createdAt: evening });

      const res = await fresh.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { authorization: `Bearer ${accessToken}` } });
      const { days } = (res.json() as AdminDashboardReply).charts;
      const nextDay = isoDay(daysAgo(4));
      expect(indiaDayOf(evening)).toBe(nextDay);
      expect(days.find((d) => d.date === nextDay)).toEqual({ date: nextDay, donations: 700, requests: 1 });
      expect(days.find((d) => d.date === isoDay(daysAgo(6)))).toEqual({ date: isoDay(daysAgo(6)), donations: 300, requests: 0 });
      expect(days.find((d) => d.date === isoDay(evening))).toEqual({ date: isoDay(evening), donations: 0, requests: 0 });
    } finally {
      await fresh.close();
    }
  });

  it('leaves demo donations out of Donations Received and the chart, as nobody paid them, and says them apart', async () => {
    const fresh = await buildTestApp({ rateLimit: false });
    try {
      const { user } = await createUser(fresh.app, { role: 'admin', email: `admin-${randomUUID().slice(0, 8)}@example.test` });
      const { accessToken } = await loginAs(fresh.app, user);
      const today = daysAgo(0, 0);
      await fresh.app.db.insert(donations).values([
        { userId: user.id, amount: 400, status: 'completed', createdAt: today, completedAt: today },
        { userId: user.id, amount: 600, status: 'completed', isDemo: true, checkoutSessionId: `demo_${randomUUID()}`, createdAt: today, completedAt: today },
      ]);
      const res = await fresh.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { authorization: `Bearer ${accessToken}` } });
      expect(res.statusCode).toBe(200);
      const board = res.json() as AdminDashboardReply;
      expect(board.cards.donationsReceived).toBe(400);
      expect(board.cards.demoDonations).toBe(600);
      expect(board.recentDonations.map((d) => [d.amount, d.isDemo])).toEqual(expect.arrayContaining([[400, false], [600, true]]));
      expect(board.charts.days.find((d) => d.date === indiaDayOf(today))?.donations).toBe(400);
      expect(board.charts.days.reduce((sum, d) => sum + d.donations, 0)).toBe(400);
    } finally {
      await fresh.close();
    }
  });

  it('counts the approved loans past their return day in India, and no other', async () => {
    const fresh = await buildTestApp({ rateLimit: false });
    try {
      const { user } = await createUser(fresh.app, { role: 'admin', email: `admin-${randomUUID().slice(0, 8)}@example.test` });
      const { accessToken } = await loginAs(fresh.app, user);
      const asset = await insertAsset(fresh.app, { name: 'Wheelchair', description: 'Foldable', category: 'wheelchair', stocks: 5 });
      const today = indiaDayOf(new Date());
      const loan = (returnDays: number, status: 'approved' | 'completed' | 'pending' | 'rejected') => ({
        assetId: asset.id,
        userId: user.id,
        quantity: 1,
        requestedDate: addDays(today, returnDays - 10),
        returnDate: addDays(today, returnDays),
        status,
      });
      // Overdue: two approved loans due back yesterday and a week ago. Not overdue: one due today,
      // one due tomorrow, one returned late, one refused and one never answered.
      await fresh.app.db
        .insert(assetRequests)
        .values([loan(-1, 'approved'), loan(-7, 'approved'), loan(0, 'approved'), loan(1, 'approved'), loan(-3, 'completed'), loan(-3, 'rejected'), loan(-3, 'pending')]);
      const res = await fresh.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { authorization: `Bearer ${accessToken}` } });
      expect(res.statusCode).toBe(200);
      const board = res.json() as AdminDashboardReply;
      expect(board.cards.overdueLoans).toBe(2);
      expect(board.cards.pendingRequests).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it('answers with empty lists and a zero-filled chart on an empty database', async () => {
    const fresh = await buildTestApp({ rateLimit: false });
    try {
      const { user } = await createUser(fresh.app, { role: 'admin', email: `admin-${randomUUID().slice(0, 8)}@example.test` });
      const { accessToken } = await loginAs(fresh.app, user);
      const res = await fresh.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { authorization: `Bearer ${accessToken}` } });
      expect(res.statusCode).toBe(200);
      const board = res.json() as AdminDashboardReply;
      expect(board.cards).toEqual({ activeUsers: 0, activeVolunteers: 0, donationsReceived: 0, demoDonations: 0, pendingRequests: 0, overdueLoans: 0, unansweredRequests: 0, openGrievances: 0, overdueGrievances: 0 });
      expect(board.responseTimes).toEqual({ toAccept: null, toComplete: null });
      expect(board.upcomingMeetings).toEqual([]);
      expect(board.recentDonations).toEqual([]);
      expect(board.charts.days.every((d) => d.donations === 0 && d.requests === 0)).toBe(true);
      expect(board.charts.days).toHaveLength(30);
    } finally {
      await fresh.close();
    }
  });
});
