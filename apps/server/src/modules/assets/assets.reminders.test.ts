/**
 * The reminders of a loan's return day (issue #27): the right one on the right day (two days
 * before, on it, three and seven days after), each once however often and on however many nodes
 * the sweep runs, only the latest one due when the sweep catches up, none for a loan returned,
 * refused or not yet begun; in the borrower's language, mailed only while their e-mail about
 * equipment is on. The sweep is run for chosen days, so no test waits for a calendar.
 * On PGlite by default, on PostgreSQL when DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assetRequestMessages as m } from '@sahaya/contract/assets/messages';
import { addDays } from '@sahaya/contract/calendar-days';
import { contractKeyOf } from '@sahaya/contract/i18n/contract-messages';
import * as notificationEndpoints from '@sahaya/contract/notifications/endpoints';
import { defaultNotificationPreferences } from '@sahaya/contract/notifications/preferences';
import { buildApp } from '../../app.ts';
import { assetRequests, loanRemindersSent } from '../../db/schema/assets.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { contractText } from '../../lib/i18n.ts';
import { memoryMailer, type CapturedMail } from '../../plugins/infrastructure/mail.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, insertAsset, signedIn } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import { planOf } from '../../test/query-plan.ts';
import { dueLoans, sendLoanReminders } from './assets.reminders.ts';
import { checkReply } from '../../test/reply-check.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let mails: CapturedMail[];

beforeAll(async () => {
  ({ app, close, mails } = await buildTestApp({ rateLimit: false }));
});
afterAll(async () => close());
beforeEach(() => {
  mails.length = 0;
});

/**
 * Each test lends on days of its own, years apart from the others', so a sweep run for one test's
 * day finds no loan of another's still waiting for a reminder it has not had.
 */
let nextYear = 2040;
const yearOfOwn = () => nextYear++;

async function borrower(language: 'en' | 'hi' = 'en') {
  const { user } = await createUser(app, { name: 'Meera Nair', language });
  return user;
}

/** An approved loan of a new asset, begun `days` days before it is due back on `returnDate`. */
async function loan(userId: string, returnDate: string, fields: { status?: 'pending' | 'approved' | 'rejected' | 'completed'; days?: number } = {}) {
  const name = `Wheelchair ${randomUUID().slice(0, 6)}`;
  const asset = await insertAsset(app, { name, description: 'Steel frame.', category: 'wheelchair', stocks: 3 });
  const [request] = await app.db
    .insert(assetRequests)
    .values({
      assetId: asset.id,
      userId,
      quantity: 1,
      requestedDate: addDays(returnDate, -(fields.days ?? 14)),
      returnDate,
      status: fields.status ?? 'approved',
    })
    .returning();
  return { id: request!.id, asset: name };
}

/** The notices a person was sent, oldest first, after the queued ones have run. */
async function noticesOf(userId: string) {
  await app.jobs.drain();
  return app.db
    .select({ key: notifications.messageKey, args: notifications.messageArgs, content: notifications.content, topic: notifications.topic })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}

/** Sends what earlier tests' loans still have due by `day`, so a test that counts what is sent counts only its own. */
const catchUp = (day: string) => sendLoanReminders(app, day);

const keyOf = (message: Parameters<typeof contractKeyOf>[0]) => contractKeyOf(message)!;
const kindsSentFor = async (requestId: string) =>
  (await app.db.select({ kind: loanRemindersSent.kind }).from(loanRemindersSent).where(eq(loanRemindersSent.requestId, requestId))).map((r) => r.kind).sort();

describe('the reminders of a return day', () => {
  it('reminds two days before, on the day, three and seven days after, and on no other day', async () => {
    const due = `${yearOfOwn()}-03-10`;
    const person = await borrower();
    const { id, asset } = await loan(person.id, due);
    const sentOn = new Map<number, string[]>();
    for (let offset = -4; offset <= 10; offset++) {
      const before = (await noticesOf(person.id)).length;
      await sendLoanReminders(app, addDays(due, offset));
      const after = await noticesOf(person.id);
      if (after.length > before) sentOn.set(offset, after.slice(before).map((n) => n.key!));
    }
    expect(Object.fromEntries(sentOn)).toEqual({
      [-2]: [keyOf(m.dueSoonNotice)],
      0: [keyOf(m.dueTodayNotice)],
      3: [keyOf(m.lateNotice)],
      7: [keyOf(m.lateNotice)],
    });
    expect(await kindsSentFor(id)).toEqual(['due-soon', 'due-today', 'late-3', 'late-7']);
    const notices = await noticesOf(person.id);
    // The English kept with each notice names the asset and writes the return day as a date.
    expect(notices.map((n) => n.content)).toEqual([
      m.dueSoonNotice(asset, `10 Mar ${due.slice(0, 4)}`),
      m.dueTodayNotice(asset),
      m.lateNotice(asset, `10 Mar ${due.slice(0, 4)}`),
      m.lateNotice(asset, `10 Mar ${due.slice(0, 4)}`),
    ]);
    expect(notices.every((n) => n.topic === 'assetRequest')).toBe(true);
    // The borrower is mailed each one, since e-mail about equipment is on by default.
    expect(mails.filter((mail) => mail.to === person.email).map((mail) => mail.subject)).toEqual(notices.map((n) => n.content));
  });

  it('sends only the latest reminder due when the sweep catches up, never the ones it overtook', async () => {
    const year = yearOfOwn();
    const person = await borrower();
    // Approved on its due day, after a missed sweep three days late, and after one ten days late.
    const onTheDay = await loan(person.id, `${year}-05-10`, { days: 1 });
    const threeLate = await loan(person.id, `${year}-05-07`);
    const tenLate = await loan(person.id, `${year}-04-30`);
    // The day before one due back tomorrow reminds of nothing it has passed: due-soon is still the latest.
    const tomorrow = await loan(person.id, `${year}-05-11`);
    await sendLoanReminders(app, `${year}-05-10`);
    expect(await kindsSentFor(onTheDay.id)).toEqual(['due-today']);
    expect(await kindsSentFor(threeLate.id)).toEqual(['late-3']);
    expect(await kindsSentFor(tenLate.id)).toEqual(['late-7']);
    expect(await kindsSentFor(tomorrow.id)).toEqual(['due-soon']);
    expect(await noticesOf(person.id)).toHaveLength(4);
    // The next day adds only what has come due since: due-today of the one due back then.
    await sendLoanReminders(app, `${year}-05-11`);
    expect(await kindsSentFor(tomorrow.id)).toEqual(['due-soon', 'due-today']);
    expect(await noticesOf(person.id)).toHaveLength(5);
  });

  it('reminds nobody of a loan returned, refused, still waiting for an answer, or not yet begun', async () => {
    const year = yearOfOwn();
    const person = await borrower();
    const due = `${year}-07-10`;
    const loans = [
      await loan(person.id, due, { status: 'completed' }),
      await loan(person.id, due, { status: 'rejected' }),
      await loan(person.id, due, { status: 'pending' }),
    ];
    // A one-day loan from the day after tomorrow: nothing to bring back yet, so due-soon waits for its first day.
    const later = await loan(person.id, addDays(due, 3), { days: 1 });
    await sendLoanReminders(app, addDays(due, 1));
    expect(await kindsSentFor(later.id)).toEqual([]);
    await sendLoanReminders(app, addDays(due, 2));
    expect(await kindsSentFor(later.id)).toEqual(['due-soon']);
    for (const offset of [-2, 0, 3, 7, 10]) await sendLoanReminders(app, addDays(due, offset));
    for (const { id } of loans) expect(await kindsSentFor(id)).toEqual([]);

    // A loan returned after its first reminder hears no more.
    const returned = await loan(person.id, `${year}-08-10`);
    await sendLoanReminders(app, `${year}-08-08`);
    await app.db.update(assetRequests).set({ status: 'completed', returnedAt: new Date() }).where(eq(assetRequests.id, returned.id));
    for (const day of ['08-10', '08-13', '08-17']) await sendLoanReminders(app, `${year}-${day}`);
    expect(await kindsSentFor(returned.id)).toEqual(['due-soon']);
  });

  it('sends each reminder once when the sweep runs twice, and twice at once', async () => {
    const year = yearOfOwn();
    const day = `${year}-02-10`;
    await catchUp(day);
    const people = await Promise.all([borrower(), borrower(), borrower()]);
    for (const person of people) await loan(person.id, `${year}-02-12`);
    const counts = [await sendLoanReminders(app, day), await sendLoanReminders(app, day)];
    counts.push(...(await Promise.all([sendLoanReminders(app, day), sendLoanReminders(app, day)])));
    expect(counts).toEqual([3, 0, 0, 0]);
    for (const person of people) expect(await noticesOf(person.id)).toHaveLength(1);
  });

  it('sends each reminder once when two nodes on one database sweep at the same moment', async () => {
    const other = memoryMailer();
    const second = await buildApp(app.config, { database: app.database, mailer: other.mailer, rateLimit: false, logger: false, replyCheck: checkReply });
    await second.ready();
    try {
      const year = yearOfOwn();
      await catchUp(`${year}-08-30`);
      const people = await Promise.all(Array.from({ length: 6 }, () => borrower()));
      for (const person of people) await loan(person.id, `${year}-09-01`);
      for (const day of ['08-30', '09-01', '09-04', '09-08']) {
        const counts = await Promise.all([sendLoanReminders(app, `${year}-${day}`), sendLoanReminders(second, `${year}-${day}`)]);
        expect(counts[0] + counts[1]).toBe(people.length);
      }
      await Promise.all([app.jobs.drain(), second.jobs.drain()]);
      for (const person of people) {
        // Either node may store a notice first, so they are compared as a set.
        expect((await noticesOf(person.id)).map((n) => n.key).sort()).toEqual(
          [keyOf(m.dueSoonNotice), keyOf(m.dueTodayNotice), keyOf(m.lateNotice), keyOf(m.lateNotice)].sort(),
        );
        expect([...mails, ...other.mails].filter((mail) => mail.to === person.email)).toHaveLength(4);
      }
    } finally {
      await second.close();
    }
  });
});

describe('the sweep’s query', () => {
  it('reads the loans off the status and return-day index, each one’s reminders by their key', async () => {
    const plan = await planOf(app.db, dueLoans(app.db, '2050-01-01'));
    expect(plan).toContain('asset_requests_status_return_idx');
    expect(plan).toContain('loan_reminders_sent_request_id_kind_pk');
  });
});

describe('in the borrower’s language and by their channels', () => {
  it('words the reminder, its mail and the return day in Hindi for a Hindi reader', async () => {
    const year = yearOfOwn();
    const { user, token } = await signedIn(app, 'user', { name: 'Sita Devi', language: 'hi' });
    const { asset } = await loan(user.id, `${year}-11-20`);
    await sendLoanReminders(app, `${year}-11-18`);
    await noticesOf(user.id);
    const hindiDay = new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${year}-11-20T00:00:00Z`),
    );
    expect(hindiDay).toContain('नवंबर');
    const text = contractText('hi', m.dueSoonNotice, asset, hindiDay);
    expect(text).not.toBe(m.dueSoonNotice(asset, hindiDay));
    const [mail, ...more] = mails.filter((sent) => sent.to === user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(text);
    expect(mail!.html).toContain('lang="hi"');
    const bell = await injectAs(app, token, notificationEndpoints.listNotifications, {}, { headers: { 'accept-language': 'hi' } });
    expect(bell.statusCode, bell.body).toBe(200);
    expect(bell.json().data.map((n: { content: string }) => n.content)).toEqual([text]);
  });

  it('mails the reminder while e-mail about equipment is on, and not once it is off, the bell all the same', async () => {
    const year = yearOfOwn();
    const on = await signedIn(app, 'user');
    const off = await signedIn(app, 'user');
    const saved = await injectAs(app, off.token, notificationEndpoints.updateNotificationPreferences, {
      body: { preferences: { ...defaultNotificationPreferences, assetRequest: { email: false, push: true } } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await loan(on.user.id, `${year}-06-15`);
    await loan(off.user.id, `${year}-06-15`);
    await sendLoanReminders(app, `${year}-06-15`);
    expect(await noticesOf(on.user.id)).toHaveLength(1);
    expect(await noticesOf(off.user.id)).toHaveLength(1);
    expect(mails.filter((mail) => mail.to === on.user.email).map((mail) => mail.subject)).toEqual([expect.stringContaining('is due back today')]);
    expect(mails.filter((mail) => mail.to === off.user.email)).toEqual([]);
  });
});
