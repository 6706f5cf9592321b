/**
 * The grievance desk (DPDP Rules 2025, Rule 9): a person raises one and reads only their own; the
 * admins list every one, the overdue first, and answer, which tells the person in the answer's
 * transaction; bad input and refusals change nothing; two answers at once never overwrite each
 * other; the dashboard counts them and the copy of a person's data holds them.
 */
import type { FastifyInstance } from 'fastify';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAdminDashboard } from '@sahaya/contract/dashboards/endpoints';
import * as endpoints from '@sahaya/contract/grievances/endpoints';
import { grievanceMessages } from '@sahaya/contract/grievances/messages';
import { GRIEVANCE_DAILY_LIMIT, type Grievance, type ListGrievancesReply } from '@sahaya/contract/grievances/schemas';
import { contractKeyOf } from '@sahaya/contract/i18n/contract-messages';
import { grievances } from '../../db/schema/grievances.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { signedIn } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import { deliveriesOf, whileNoticesFail } from '../../test/notices.ts';
import { planOf } from '../../test/query-plan.ts';
import { activeAdminIds } from '../people/people.service.ts';
import { deskParts, ownPage, rowsOf } from './grievances.lists.ts';
import { DAY_MS } from '../../lib/durations.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let otherAdmin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
  admin = await signedIn(app, 'admin');
  otherAdmin = await signedIn(app, 'admin');
});
afterAll(async () => close());

const body = (subject = 'My phone number was shown', details = 'A volunteer I never met called me on my number. Please tell me how they got it.') => ({
  subject,
  details,
});

async function raise(token: string, input: object = body()) {
  const res = await injectAs(app, token, endpoints.raiseGrievance, { body: input });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ _id: string; reference: string; status: string; dueBy: string; code: string; message: string }>();
}

const rowCount = async (userId: string) => (await app.db.select({ n: count() }).from(grievances).where(eq(grievances.userId, userId)))[0]!.n;

/** The notices of `message` a person holds, with their arguments. */
async function noticesOf(userId: string, message: Parameters<typeof contractKeyOf>[0]) {
  return app.db
    .select({ args: notifications.messageArgs, topic: notifications.topic })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.messageKey, contractKeyOf(message)!)));
}

const desk = async (query: Record<string, unknown> = {}) => {
  const res = await injectAs(app, admin.token, endpoints.listGrievances, { query: { limit: 100, ...query } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListGrievancesReply>();
};

describe('raising a grievance', () => {
  it('answers 201 with its reference, open, due in 90 days; the person is acknowledged and every admin told, in its transaction', async () => {
    const person = await signedIn(app, 'user', { name: 'Kamala Devi' });
    const before = Date.now();
    const reply = await raise(person.token);
    expect(reply.reference).toMatch(new RegExp(`^GRV-${new Date().getFullYear()}-\\d{6}$`));
    expect(reply).toMatchObject({ status: 'open', code: 'GRIEVANCE_RAISED', message: grievanceMessages.raised(reply.reference) });
    const due = Date.parse(reply.dueBy) - before;
    expect(due).toBeGreaterThanOrEqual(90 * DAY_MS - 1000);
    expect(due).toBeLessThan(90 * DAY_MS + 60_000);

    const acknowledged = await noticesOf(person.user.id, grievanceMessages.notices.received);
    expect(acknowledged).toHaveLength(1);
    expect(acknowledged[0]!.args?.[0]).toBe(reply.reference);
    expect(acknowledged[0]!.topic).toBe('account');
    for (const someAdmin of [admin, otherAdmin]) {
      const told = await noticesOf(someAdmin.user.id, grievanceMessages.notices.raised);
      expect(told.some((notice) => notice.args?.[0] === 'Kamala Devi' && notice.args?.[1] === reply.reference)).toBe(true);
    }
  });

  it('tells many admins at once: each gets the notice and its delivery, and an admin who raises one is only acknowledged', async () => {
    const more = await Promise.all([1, 2, 3, 4].map(() => signedIn(app, 'admin')));
    const raiser = more[0]!;
    const reply = await raise(raiser.token);
    const told = await app.db
      .select({ id: notifications.id, userId: notifications.userId, args: notifications.messageArgs })
      .from(notifications)
      .where(eq(notifications.messageKey, contractKeyOf(grievanceMessages.notices.raised)!));
    const ofThis = told.filter((notice) => notice.args?.[1] === reply.reference);
    const others = (await activeAdminIds(app.db)).filter((id) => id !== raiser.user.id);
    expect(others.length).toBeGreaterThanOrEqual(5);
    expect(ofThis.map((notice) => notice.userId).sort()).toEqual(others.sort());
    const [acknowledged] = await noticesOf(raiser.user.id, grievanceMessages.notices.received);
    expect(acknowledged?.args?.[0]).toBe(reply.reference);
    const ids = ofThis.map((notice) => notice.id);
    expect([...(await deliveriesOf(app, ids)).values()]).toEqual(ids.map(() => 1));
  });

  it('gives each grievance a reference of its own, and a volunteer may raise one too', async () => {
    const volunteer = await signedIn(app, 'volunteer');
    const [a, b] = await Promise.all([raise(volunteer.token, body('First one')), raise(volunteer.token, body('Second one'))]);
    expect(a.reference).not.toBe(b.reference);
  });

  it('refuses what breaks the rules with a message per field, and stores nothing', async () => {
    const person = await signedIn(app);
    const cases = [
      [{ subject: 'ab', details: 'Long enough details here' }, 'subject', grievanceMessages.subjectTooShort()],
      [{ subject: 'x'.repeat(121), details: 'Long enough details here' }, 'subject', grievanceMessages.subjectTooLong()],
      [{ subject: 'A fine subject', details: 'too short' }, 'details', grievanceMessages.detailsTooShort()],
      [{ subject: 'A fine subject', details: 'y'.repeat(4001) }, 'details', grievanceMessages.detailsTooLong()],
      [{ subject: '   ', details: 'Long enough details here' }, 'subject', grievanceMessages.subjectRequired()],
      [{ details: 'Long enough details here' }, 'subject', grievanceMessages.subjectRequired()],
    ] as const;
    for (const [input, field, message] of cases) {
      const res = await injectAs(app, person.token, endpoints.raiseGrievance, { body: input });
      expect(res.statusCode, JSON.stringify(input)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: { [field]: message } });
    }
    expect(await rowCount(person.user.id)).toBe(0);
    expect(await noticesOf(person.user.id, grievanceMessages.notices.received)).toHaveLength(0);
  });

  it(`takes at most ${GRIEVANCE_DAILY_LIMIT} a day from one person, then 429 with Retry-After and nothing stored`, async () => {
    const person = await signedIn(app);
    const sent = await Promise.all(
      Array.from({ length: GRIEVANCE_DAILY_LIMIT + 2 }, (_, i) => injectAs(app, person.token, endpoints.raiseGrievance, { body: body(`Subject ${i}`) })),
    );
    expect(sent.filter((res) => res.statusCode === 201)).toHaveLength(GRIEVANCE_DAILY_LIMIT);
    const refused = sent.filter((res) => res.statusCode === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.json()).toMatchObject({ code: 'GRIEVANCE_DAILY_LIMIT', message: grievanceMessages.dailyLimit(24), params: [24] });
    expect(Number(refused[0]!.headers['retry-after'])).toBe(24 * 3600);
    expect(await rowCount(person.user.id)).toBe(GRIEVANCE_DAILY_LIMIT);

    // A day later the oldest no longer counts.
    await app.db.update(grievances).set({ createdAt: new Date(Date.now() - DAY_MS - 1000) }).where(eq(grievances.userId, person.user.id));
    await raise(person.token);
  });

  it('stores no grievance when its acknowledgement cannot be stored', async () => {
    const person = await signedIn(app);
    const res = await whileNoticesFail(app, () => injectAs(app, person.token, endpoints.raiseGrievance, { body: body() }));
    expect(res.statusCode).toBe(500);
    expect(await rowCount(person.user.id)).toBe(0);
  });
});

describe('reading grievances', () => {
  it('shows a person their own, newest first, without who raised them, and never another person’s', async () => {
    const person = await signedIn(app);
    const stranger = await signedIn(app);
    const first = await raise(person.token, body('The first grievance'));
    await app.db.update(grievances).set({ createdAt: new Date(Date.now() - 60_000) }).where(eq(grievances.id, first._id));
    const second = await raise(person.token, body('The second grievance'));
    const theirs = await raise(stranger.token);

    const res = await injectAs(app, person.token, endpoints.listGrievances, { query: {} });
    expect(res.statusCode).toBe(200);
    const list = res.json<ListGrievancesReply>();
    expect(list.grievances.map((g) => g._id)).toEqual([second._id, first._id]);
    expect(list.totalItems).toBe(2);
    expect(list.grievances[0]).not.toHaveProperty('person');
    expect(list.grievances[0]).toMatchObject({ subject: 'The second grievance', status: 'open', reply: null, overdue: false, answeredAt: null });

    // Paged: one a page.
    const paged = (await injectAs(app, person.token, endpoints.listGrievances, { query: { limit: 1, page: 2 } })).json<ListGrievancesReply>();
    expect(paged.grievances.map((g) => g._id)).toEqual([first._id]);
    expect(paged.totalPages).toBe(2);

    const own = await injectAs(app, person.token, endpoints.getGrievance, { params: { id: second._id } });
    expect(own.statusCode).toBe(200);
    expect(own.json<{ grievance: Grievance }>().grievance.reference).toBe(second.reference);

    // Another person's grievance does not exist for them, and a filter of the desk's shows them nothing more.
    const other = await injectAs(app, person.token, endpoints.getGrievance, { params: { id: theirs._id } });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'GRIEVANCE_NOT_FOUND' });
    const filtered = (await injectAs(app, person.token, endpoints.listGrievances, { query: { overdue: 'true', status: 'open' } })).json<ListGrievancesReply>();
    expect(filtered.grievances.map((g) => g._id).sort()).toEqual([first._id, second._id].sort());
  });

  it('answers 401 to a stranger and 403 to a person who tries to answer, before reading the body', async () => {
    const person = await signedIn(app);
    const mine = await raise(person.token);
    expect((await injectAs(app, null, endpoints.listGrievances)).statusCode).toBe(401);
    expect((await injectAs(app, null, endpoints.raiseGrievance, { body: body() })).statusCode).toBe(401);
    expect((await injectAs(app, null, endpoints.getGrievance, { params: { id: mine._id } })).statusCode).toBe(401);
    for (const role of ['user', 'volunteer'] as const) {
      const someone = role === 'user' ? person : await signedIn(app, 'volunteer');
      const res = await injectAs(app, someone.token, endpoints.answerGrievance, { params: { id: mine._id }, body: '{not json' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    const [row] = await app.db.select().from(grievances).where(eq(grievances.id, mine._id));
    expect(row?.status).toBe('open');
  });

  it('lists every grievance to the admins: the unanswered by due moment, overdue first, then the answered; filtered by status and overdue', async () => {
    const person = await signedIn(app, 'user', { name: 'Ravi Kumar' });
    const later = await raise(person.token, body('Due later'));
    const late = await raise(person.token, body('Past its day'));
    const closed = await raise(person.token, body('Answered already'));
    const looked = await raise(person.token, body('Being looked into'));
    // Raised long ago: the second is past its day.
    await app.db.update(grievances).set({ dueBy: new Date(Date.now() - DAY_MS) }).where(eq(grievances.id, late._id));
    await app.db.update(grievances).set({ dueBy: new Date(Date.now() + 10 * DAY_MS) }).where(eq(grievances.id, looked._id));
    const answered = await injectAs(app, admin.token, endpoints.answerGrievance, {
      params: { id: closed._id },
      body: { status: 'resolved', reply: 'We removed your number from the list.' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(
      (await injectAs(app, admin.token, endpoints.answerGrievance, { params: { id: looked._id }, body: { status: 'inProgress' } })).statusCode,
    ).toBe(200);

    const ours = [later._id, late._id, closed._id, looked._id];
    const all = (await desk()).grievances;
    const order = all.filter((g) => ours.includes(g._id)).map((g) => g._id);
    expect(order).toEqual([late._id, looked._id, later._id, closed._id]);
    // Every unanswered one comes before every answered one, and the overdue lead.
    const firstAnswered = all.findIndex((g) => g.status === 'resolved' || g.status === 'rejected');
    expect(all.slice(firstAnswered).every((g) => g.status === 'resolved' || g.status === 'rejected')).toBe(true);
    expect(all.slice(0, firstAnswered).map((g) => g.overdue)).toEqual([...all.slice(0, firstAnswered).map((g) => g.overdue)].sort((a, b) => Number(b) - Number(a)));

    const row = all.find((g) => g._id === late._id)!;
    expect(row).toMatchObject({ overdue: true, person: { _id: person.user.id, name: 'Ravi Kumar' } });

    const overdue = (await desk({ overdue: 'true' })).grievances;
    expect(overdue.map((g) => g._id)).toContain(late._id);
    expect(overdue.every((g) => g.overdue)).toBe(true);
    expect((await desk({ status: 'resolved' })).grievances.map((g) => g._id)).toContain(closed._id);
    expect((await desk({ status: 'resolved' })).grievances.every((g) => g.status === 'resolved')).toBe(true);
    expect((await desk({ status: 'inProgress' })).grievances.map((g) => g._id)).toEqual(expect.arrayContaining([looked._id]));
    expect((await desk({ status: 'resolved', overdue: 'true' })).grievances).toEqual([]);

    // Paging walks from the unanswered into the answered without losing or repeating one.
    const total = (await desk()).totalItems;
    const pages: string[] = [];
    for (let page = 1; page <= Math.ceil(total / 3); page++) pages.push(...(await desk({ limit: 3, page })).grievances.map((g) => g._id));
    expect(pages).toEqual(all.map((g) => g._id));

    // An admin reads any one, with who raised it.
    const one = await injectAs(app, admin.token, endpoints.getGrievance, { params: { id: late._id } });
    expect(one.json<{ grievance: Grievance }>().grievance.person?.name).toBe('Ravi Kumar');
  });
});

describe('answering a grievance', () => {
  it('refuses to close one without a reply, with its code, and changes nothing', async () => {
    const person = await signedIn(app);
    const mine = await raise(person.token);
    for (const status of ['resolved', 'rejected'] as const) {
      for (const reply of [undefined, '', '   ']) {
        const res = await injectAs(app, admin.token, endpoints.answerGrievance, { params: { id: mine._id }, body: { status, reply } });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'GRIEVANCE_REPLY_REQUIRED', errors: { reply: grievanceMessages.replyRequired() } });
      }
    }
    const bad = await injectAs(app, admin.token, endpoints.answerGrievance, { params: { id: mine._id }, body: { status: 'open', reply: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', errors: { status: grievanceMessages.statusInvalid() } });
    const long = await injectAs(app, admin.token, endpoints.answerGrievance, { params: { id: mine._id }, body: { status: 'resolved', reply: 'z'.repeat(4001) } });
    expect(long.json()).toMatchObject({ code: 'VALIDATION', errors: { reply: grievanceMessages.replyTooLong() } });
    const missing = await injectAs(app, admin.token, endpoints.answerGrievance, {
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body: { status: 'resolved', reply: 'Done' },
    });
    expect(missing.statusCode).toBe(404);

    const [row] = await app.db.select().from(grievances).where(eq(grievances.id, mine._id));
    expect(row).toMatchObject({ status: 'open', reply: null, answeredAt: null });
    expect(await noticesOf(person.user.id, grievanceMessages.notices.resolved)).toHaveLength(0);
    expect(await noticesOf(person.user.id, grievanceMessages.notices.rejected)).toHaveLength(0);
  });

  it('tells the person, with the reference and the reply, and shows them the reply; a closed one is not answered again', async () => {
    const person = await signedIn(app);
    const mine = await raise(person.token);
    const note = await injectAs(app, admin.token, endpoints.answerGrievance, {
      params: { id: mine._id },
      body: { status: 'inProgress', reply: 'We are asking the volunteer.' },
    });
    expect(note.statusCode, note.body).toBe(200);
    expect((await noticesOf(person.user.id, grievanceMessages.notices.inProgressWithReply))[0]?.args).toEqual([mine.reference, 'We are asking the volunteer.']);

    const res = await injectAs(app, admin.token, endpoints.answerGrievance, {
      params: { id: mine._id },
      body: { status: 'rejected', reply: '  The number was on your own public post.  ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      code: 'GRIEVANCE_ANSWERED',
      message: grievanceMessages.answered(mine.reference),
      grievance: { status: 'rejected', reply: 'The number was on your own public post.', overdue: false },
    });
    expect((await noticesOf(person.user.id, grievanceMessages.notices.rejected))[0]?.args).toEqual([mine.reference, 'The number was on your own public post.']);

    const seen = (await injectAs(app, person.token, endpoints.getGrievance, { params: { id: mine._id } })).json<{ grievance: Grievance }>().grievance;
    expect(seen).toMatchObject({ status: 'rejected', reply: 'The number was on your own public post.' });
    expect(seen.answeredAt).not.toBeNull();

    const again = await injectAs(app, admin.token, endpoints.answerGrievance, { params: { id: mine._id }, body: { status: 'resolved', reply: 'Changed my mind' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'GRIEVANCE_ALREADY_ANSWERED' });
    const [row] = await app.db.select().from(grievances).where(eq(grievances.id, mine._id));
    expect(row?.reply).toBe('The number was on your own public post.');
  });

  it('of two answers sent at once, keeps one and refuses the other: no reply overwrites another', async () => {
    const person = await signedIn(app);
    const mine = await raise(person.token);
    const [a, b] = await Promise.all([
      injectAs(app, admin.token, endpoints.answerGrievance, { params: { id: mine._id }, body: { status: 'resolved', reply: 'Answer A' } }),
      injectAs(app, otherAdmin.token, endpoints.answerGrievance, { params: { id: mine._id }, body: { status: 'rejected', reply: 'Answer B' } }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? a : b;
    const [row] = await app.db.select().from(grievances).where(eq(grievances.id, mine._id));
    expect(row?.reply).toBe(winner.json<{ grievance: Grievance }>().grievance.reply);
    const told = [
      ...(await noticesOf(person.user.id, grievanceMessages.notices.resolved)),
      ...(await noticesOf(person.user.id, grievanceMessages.notices.rejected)),
    ];
    expect(told).toHaveLength(1);
  });

  it('stores no answer when the person’s notice cannot be stored', async () => {
    const person = await signedIn(app);
    const mine = await raise(person.token);
    const res = await whileNoticesFail(app, () =>
      injectAs(app, admin.token, endpoints.answerGrievance, { params: { id: mine._id }, body: { status: 'resolved', reply: 'Done' } }),
    );
    expect(res.statusCode).toBe(500);
    const [row] = await app.db.select().from(grievances).where(eq(grievances.id, mine._id));
    expect(row).toMatchObject({ status: 'open', reply: null });
  });
});

describe('the dashboard and the copy of a person’s data', () => {
  it('counts the open grievances and those past their day on the admin dashboard', async () => {
    const cards = async () => (await injectAs(app, admin.token, getAdminDashboard)).json<{ cards: { openGrievances: number; overdueGrievances: number } }>().cards;
    const before = await cards();
    const person = await signedIn(app);
    const one = await raise(person.token);
    const two = await raise(person.token, body('Another one'));
    await app.db.update(grievances).set({ dueBy: new Date(Date.now() - 1000) }).where(inArray(grievances.id, [two._id]));
    const after = await cards();
    expect(after.openGrievances - before.openGrievances).toBe(2);
    expect(after.overdueGrievances - before.overdueGrievances).toBe(1);
    await injectAs(app, admin.token, endpoints.answerGrievance, { params: { id: two._id }, body: { status: 'resolved', reply: 'Done' } });
    const answered = await cards();
    expect(answered.openGrievances - before.openGrievances).toBe(1);
    expect(answered.overdueGrievances - before.overdueGrievances).toBe(0);
    expect(one._id).toBeTruthy();
  });

  it('puts the person’s grievances, and only theirs, in the copy of their data', async () => {
    const person = await signedIn(app);
    const stranger = await signedIn(app);
    const mine = await raise(person.token, body('In my copy'));
    await raise(stranger.token, body('Not in their copy'));
    const sections = new Map(await app.personalData.read(app.db, person.user.id));
    const copy = (await sections.get('grievances')!(async () => null)) as { reference: string; subject: string }[];
    expect(copy).toEqual([expect.objectContaining({ reference: mine.reference, subject: 'In my copy', status: 'open' })]);
  });
});

describe('the lists’ plans', () => {
  it('reads each list off its index: the person’s own, the unanswered by due moment, the overdue, the answered', async () => {
    const now = new Date();
    const [unanswered, answered] = deskParts(undefined, false, now);
    expect(await planOf(app.db, ownPage(app.db, admin.user.id, 0, 10))).toContain('grievances_user_created_idx');
    expect(await planOf(app.db, rowsOf(app.db, unanswered!, 0, 10))).toContain('grievances_unanswered_due_idx');
    expect(await planOf(app.db, rowsOf(app.db, deskParts(undefined, true, now)[0]!, 0, 10))).toContain('grievances_unanswered_due_idx');
    expect(await planOf(app.db, rowsOf(app.db, deskParts('open', false, now)[0]!, 0, 10))).toContain('grievances_unanswered_due_idx');
    expect(await planOf(app.db, rowsOf(app.db, answered!, 0, 10))).toContain('grievances_created_idx');
  });
});
