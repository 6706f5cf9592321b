/**
 * A person's data rights beyond their copy: the nominee, the access log (each place an admin or
 * volunteer opens a person's data logs it once, a person's own reads never; one person's log is
 * theirs alone; the clean-up removes only old entries) and breach notices (admins only; bad input
 * changes nothing; each person is told once, even when a batch runs again).
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as assistance from '@sahaya/contract/assistance-requests/endpoints';
import * as assets from '@sahaya/contract/assets/endpoints';
import * as people from '@sahaya/contract/people/endpoints';
import * as rights from '@sahaya/contract/privacy/rights-endpoints';
import { accessLog, breachNoticeRecipients, breachNotices, nominees } from '../../db/schema/privacy.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { lendingKit } from '../../test/asset-loans.ts';
import { openAssistanceRequest } from '../../test/assistance-request.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { signedIn } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import { removeOldEntries } from '../access-log/access-log.service.ts';
import { runBreachBatch } from './breach-notices.service.ts';
import { breachDeps } from './rights.routes.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
});
afterAll(async () => close());

const logOf = async (userId: string) => app.db.select().from(accessLog).where(eq(accessLog.subjectId, userId));

describe('the nominee', () => {
  it('is named, read, changed and removed by the person, in any script, reachable by phone or e-mail', async () => {
    const { token } = await signedIn(app, 'user');
    expect((await injectAs(app, token, rights.getNominee)).json()).toEqual({ nominee: null });
    const saved = await injectAs(app, token, rights.setNominee, { body: { name: 'सुनीता देवी', relation: 'बेटी', phone: '98765 43210', email: '' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ code: 'NOMINEE_SAVED', nominee: { name: 'सुनीता देवी', relation: 'बेटी', phone: '+919876543210', email: null, actingSince: null } });
    expect((await injectAs(app, token, rights.getNominee)).json().nominee.name).toBe('सुनीता देवी');
    const removed = await injectAs(app, token, rights.removeNominee);
    expect(removed.json()).toMatchObject({ code: 'NOMINEE_REMOVED' });
    expect((await injectAs(app, token, rights.getNominee)).json()).toEqual({ nominee: null });
  });

  it('refuses a nominee with no way to reach them, a bad name or phone, and changes nothing', async () => {
    const { user, token } = await signedIn(app, 'user');
    for (const body of [
      { name: 'Ravi', relation: 'son' },
      { name: 'R2D2', relation: 'son', email: 'r@example.com' },
      { name: 'Ravi', relation: '', email: 'r@example.com' },
      { name: 'Ravi', relation: 'son', phone: '12345' },
      { name: 'Ravi', relation: 'son', email: 'not-mail' },
    ]) {
      const res = await injectAs(app, token, rights.setNominee, { body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: expect.any(Object) });
    }
    const none = await injectAs(app, token, rights.setNominee, { body: { name: 'Ravi', relation: 'son' } });
    expect(Object.keys(none.json().errors)).toEqual(['phone']);
    expect(await app.db.select().from(nominees).where(eq(nominees.userId, user.id))).toEqual([]);
  });

  it('lets only an admin record that the nominee acts, 404 without one, and a stranger nothing', async () => {
    const { user, token } = await signedIn(app, 'user');
    const { token: admin } = await signedIn(app, 'admin');
    const { token: volunteer } = await signedIn(app, 'volunteer');
    const acting = { params: { id: user.id }, body: { reason: 'died' } };
    expect((await injectAs(app, null, rights.setNomineeActing, acting)).statusCode).toBe(401);
    expect((await injectAs(app, null, rights.getNominee)).statusCode).toBe(401);
    expect((await injectAs(app, token, rights.setNomineeActing, acting)).statusCode).toBe(403);
    expect((await injectAs(app, volunteer, rights.setNomineeActing, acting)).statusCode).toBe(403);
    expect((await injectAs(app, volunteer, rights.getPersonNominee, { params: { id: user.id } })).statusCode).toBe(403);
    const without = await injectAs(app, admin, rights.setNomineeActing, acting);
    expect(without.statusCode).toBe(404);
    expect(without.json().code).toBe('NOMINEE_NOT_FOUND');
    expect((await injectAs(app, admin, rights.setNomineeActing, { ...acting, body: { reason: 'bored' } })).statusCode).toBe(400);

    await injectAs(app, token, rights.setNominee, { body: { name: 'Mary-Ann D’Souza', relation: 'sister', email: 'mary@example.com' } });
    const done = await injectAs(app, admin, rights.setNomineeActing, acting);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ code: 'NOMINEE_ACTING_RECORDED', nominee: { actingReason: 'died', actingSince: expect.any(String) } });
    expect((await injectAs(app, admin, rights.getPersonNominee, { params: { id: user.id } })).json().nominee.actingReason).toBe('died');
    expect((await injectAs(app, token, rights.getNominee)).json().nominee.actingReason).toBe('died');
  });
});

describe('the access log', () => {
  it('logs an admin opening a person once, never the person reading their own, and shows it to them alone', async () => {
    const { user, token } = await signedIn(app, 'user');
    const { user: adminRow, token: admin } = await signedIn(app, 'admin', { name: 'Asha Admin' });
    const { token: other } = await signedIn(app, 'user');
    expect((await injectAs(app, admin, people.getUser, { params: { id: user.id } })).statusCode).toBe(200);
    await injectAs(app, token, rights.getNominee);
    await injectAs(app, token, rights.getAccessLog);

    const log = await injectAs(app, token, rights.getAccessLog);
    expect(log.json()).toMatchObject({
      entries: [{ actorRole: 'admin', actorName: 'Asha Admin', action: 'viewedRecord', at: expect.any(String) }],
      page: 1,
      totalPages: 1,
      totalEntries: 1,
    });
    // Another person reads only their own log: there is no way to name someone else's.
    expect((await injectAs(app, other, rights.getAccessLog, { query: { subjectId: user.id } as never })).json().entries).toEqual([]);
    expect((await injectAs(app, null, rights.getAccessLog)).statusCode).toBe(401);
    // An admin's own log holds nothing of what they opened.
    expect(await logOf(adminRow.id)).toEqual([]);
    // An unknown person is not logged.
    const before = (await app.db.select().from(accessLog)).length;
    expect((await injectAs(app, admin, people.getUser, { params: { id: '00000000-0000-4000-8000-000000000000' } })).statusCode).toBe(404);
    expect((await app.db.select().from(accessLog)).length).toBe(before);
  });

  it('logs the volunteer who holds a request and the admin reading its requester, but not the requester', async () => {
    const requester = await signedIn(app, 'user');
    const volunteer = await signedIn(app, 'volunteer');
    const { token: admin } = await signedIn(app, 'admin');
    const requestId = await openAssistanceRequest(app, { id: requester.user.id, token: requester.token }, volunteer.token);
    await injectAs(app, requester.token, assistance.getAssistanceRequest, { params: { id: requestId } });
    expect(await logOf(requester.user.id)).toEqual([]);
    await injectAs(app, volunteer.token, assistance.getAssistanceRequest, { params: { id: requestId } });
    await injectAs(app, admin, assistance.getAssistanceRequest, { params: { id: requestId } });
    const log = await logOf(requester.user.id);
    expect(log.map((e) => [e.actorRole, e.action]).sort()).toEqual([
      ['admin', 'viewedContact'],
      ['volunteer', 'viewedContact'],
    ]);
    // The volunteer opening their own record is not logged.
    const { getVolunteer } = people;
    await injectAs(app, volunteer.token, getVolunteer, { params: { id: volunteer.user.id } });
    expect(await logOf(volunteer.user.id)).toEqual([]);
  });

  it("logs each borrower once when an admin reads an asset's loans and the overdue list", async () => {
    const kit = await lendingKit(app);
    const first = await kit.person('Meena Rao');
    const second = await kit.person('Gopal Das');
    const asset = await kit.addAsset();
    await kit.lent(first.token, asset._id, { from: 1 });
    await kit.lent(second.token, asset._id, { from: 2 });
    expect((await injectAs(app, kit.admin, assets.assetLoans, { params: { id: asset._id } })).statusCode).toBe(200);
    expect((await logOf(first.id)).map((e) => e.action)).toEqual(['viewedContact']);
    expect((await logOf(second.id)).map((e) => e.action)).toEqual(['viewedContact']);
    expect((await injectAs(app, kit.admin, assets.overdueLoansCsv)).statusCode).toBe(200);
  });

  it('removes only entries older than ACCESS_LOG_DAYS', async () => {
    const { user } = await signedIn(app, 'user');
    const { user: adminRow } = await signedIn(app, 'admin');
    const now = new Date();
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
    await app.db.insert(accessLog).values([
      { subjectId: user.id, actorId: adminRow.id, actorRole: 'admin', actorName: 'A', action: 'viewedRecord', at: daysAgo(401) },
      { subjectId: user.id, actorId: adminRow.id, actorRole: 'admin', actorName: 'A', action: 'viewedAddress', at: daysAgo(399) },
    ]);
    expect(await removeOldEntries(app.db, { days: 400, now })).toBeGreaterThanOrEqual(1);
    expect((await logOf(user.id)).map((e) => e.action)).toEqual(['viewedAddress']);
  });
});

describe('breach notices', () => {
  it('are for admins only, refused before the body is read', async () => {
    const { token: user } = await signedIn(app, 'user');
    const { token: volunteer } = await signedIn(app, 'volunteer');
    const body = { subject: 'x', body: 'y', audience: 'all' };
    expect((await injectAs(app, null, rights.sendBreachNotice, { body })).statusCode).toBe(401);
    expect((await injectAs(app, user, rights.sendBreachNotice, { body })).statusCode).toBe(403);
    expect((await injectAs(app, volunteer, rights.sendBreachNotice, { body: 'not json' as never })).statusCode).toBe(403);
    expect((await injectAs(app, volunteer, rights.listBreachNotices)).statusCode).toBe(403);
  });

  it('refuses bad input and unknown people, and writes nothing', async () => {
    const { token: admin } = await signedIn(app, 'admin');
    const before = (await app.db.select().from(breachNotices)).length;
    for (const body of [
      { subject: '', body: 'What happened', audience: 'all' },
      { subject: 'Leak', body: '', audience: 'all' },
      { subject: 'Leak', body: 'What happened', audience: 'some' },
      { subject: 'Leak', body: 'What happened', audience: [] },
      { subject: 'Leak', body: 'What happened', audience: ['not-an-id'] },
    ]) {
      const res = await injectAs(app, admin, rights.sendBreachNotice, { body });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    const unknown = await injectAs(app, admin, rights.sendBreachNotice, {
      body: { subject: 'Leak', body: 'What happened', audience: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('BREACH_UNKNOWN_PEOPLE');
    expect((await app.db.select().from(breachNotices)).length).toBe(before);
  });

  it('tells each listed person once by the bell, even when a batch runs again, and lists the notice with its count', async () => {
    const { token: admin } = await signedIn(app, 'admin');
    const a = await signedIn(app, 'user');
    const b = await signedIn(app, 'volunteer');
    const sent = await injectAs(app, admin, rights.sendBreachNotice, {
      body: { subject: 'A laptop was stolen', body: 'It held a list of names and phone numbers.', audience: [a.user.id, b.user.id, a.user.id] },
    });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toMatchObject({ code: 'BREACH_NOTICE_STARTED', reaching: 2, _id: expect.any(String) });
    const noticeId = sent.json()._id as string;
    await app.jobs.drain();
    // The same batch again, as after a kill: nobody is told twice.
    await runBreachBatch(breachDeps(app), { noticeId, userIds: [a.user.id, b.user.id] });
    await app.jobs.drain();
    for (const person of [a, b]) {
      const told = await app.db.select().from(notifications).where(eq(notifications.userId, person.user.id));
      expect(told).toHaveLength(1);
      expect(told[0]!.content).toContain('A laptop was stolen');
      expect(told[0]!.topic).toBe('account');
    }
    const recipients = await app.db.select().from(breachNoticeRecipients).where(eq(breachNoticeRecipients.noticeId, noticeId));
    expect(recipients).toHaveLength(2);
    const list = await injectAs(app, admin, rights.listBreachNotices);
    expect(list.json().notices.find((n: { _id: string }) => n._id === noticeId)).toMatchObject({ told: 2, audience: 'some', subject: 'A laptop was stolen' });
  });

  it('walks everyone for `all`, each person once', async () => {
    const { token: admin } = await signedIn(app, 'admin');
    const sent = await injectAs(app, admin, rights.sendBreachNotice, { body: { subject: 'Everyone', body: 'Please change your password.', audience: 'all' } });
    expect(sent.statusCode).toBe(202);
    const noticeId = sent.json()._id as string;
    await app.jobs.drain();
    await runBreachBatch(breachDeps(app), { noticeId, after: null });
    await app.jobs.drain();
    const present = (await app.db.execute(sql`select count(*)::int as n from users where deleted_at is null`)) as unknown as { rows: { n: number }[] };
    const recipients = await app.db.select().from(breachNoticeRecipients).where(eq(breachNoticeRecipients.noticeId, noticeId));
    expect(recipients.length).toBe(Number(present.rows[0]!.n));
    expect(sent.json().reaching).toBe(recipients.length);
    const told = await app.db.execute(
      sql`select user_id, count(*)::int as n from notifications where content like ${'%Everyone%'} group by user_id having count(*) > 1`,
    );
    expect((told as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
