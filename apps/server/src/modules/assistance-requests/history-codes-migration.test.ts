/**
 * Migration 0026 reads the English of the history entries and notices stored before they kept
 * codes, once, into codes and parameters: a database made by the migrations before it is given
 * such rows, then 0026 is applied, and what it made is read in Hindi. On PostgreSQL when
 * DATABASE_URL is set (a database of the test's own), else on PGlite.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../../test/database-before-migration.ts';
import type { NoticeArg } from '../../db/schema/notifications.ts';
import { storedNoticeIn } from '../notifications/notice-text.ts';
import { historyText, type HistoryLine } from './assistance-requests.history.ts';

const before = databaseBeforeMigration(26);
const { rows } = before;

describe('migration 0026', () => {
  it('stores the old English history entries and notices as codes and parameters, read in Hindi', async () => {
    const [asha, vikram] = await rows<{ id: string }>(sql`
      insert into users (name, email) values ('Asha Verma', 'asha@example.com'), ('Vikram Rao', 'vikram@example.com') returning id`);
    const [request] = await rows<{ id: string }>(sql`
      insert into assistance_requests (user_id, type, requested_date, requested_time, description, street, city, state, zip_code)
      values (${asha!.id}, 'ambulance', '2026-11-02', '10:30', 'To the hospital', '12 MG Road', 'Bengaluru', 'Karnataka', '560001')
      returning id`);
    const entries = [
      ['created', 'Assistance request submitted', asha!.id],
      ['approved', 'Accepted by Vikram Rao', vikram!.id],
      ['assigned', 'Assigned to Vikram Rao by an admin', null],
      ['completed', 'Completed by Vikram Rao', vikram!.id],
      ['approved', 'Request approved', vikram!.id],
      ['rejected', 'Request rejected', null],
      ['created', 'Something nobody wrote in the code', null],
    ] as const;
    for (const [i, [action, details, actor]] of entries.entries()) {
      await before.db.execute(sql`
        insert into assistance_request_events (request_id, actor_id, action, details, created_at)
        values (${request!.id}, ${actor}, ${action}, ${details}, ${new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString()})`);
    }
    const notices = [
      ['system', 'Your account was blocked by an administrator.'],
      ['system', 'Vikram Rao has accepted your assistance request.'],
      ['system', 'Your request for Wheelchair was approved. Collect it at the desk.'],
      ['system', 'Your request for Airbed was rejected.'],
      ['message', 'Vikram Rao: On my way'],
      ['message', 'Vikram Rao: sent 2 attachments'],
      ['system', 'A notice of a kind the code never made.'],
    ] as const;
    for (const [type, content] of notices) {
      await before.db.execute(sql`insert into notifications (user_id, type, content) values (${asha!.id}, ${type}, ${content})`);
    }

    await before.migrate();

    const history = await rows<HistoryLine & { action: string }>(sql`
      select action, code, params from assistance_request_events where request_id = ${request!.id} order by created_at`);
    expect(history).toEqual([
      { action: 'created', code: 'submitted', params: [] },
      { action: 'approved', code: 'accepted', params: ['Vikram Rao'] },
      { action: 'assigned', code: 'assigned', params: ['Vikram Rao'] },
      { action: 'completed', code: 'completed', params: ['Vikram Rao'] },
      { action: 'approved', code: 'accepted', params: ['Vikram Rao'] },
      { action: 'rejected', code: 'rejected', params: [] },
      { action: 'created', code: 'note', params: ['Something nobody wrote in the code'] },
    ]);
    expect(history.map((line) => historyText('hi', line))).toEqual([
      'सहायता अनुरोध भेजा गया',
      'Vikram Rao ने स्वीकार किया',
      'एडमिन ने Vikram Rao को तय किया',
      'Vikram Rao ने पूरा किया',
      'Vikram Rao ने स्वीकार किया',
      'अनुरोध अस्वीकार कर दिया गया',
      'Something nobody wrote in the code',
    ]);
    const columns = await rows<{ column_name: string }>(sql`
      select column_name from information_schema.columns where table_name = 'assistance_request_events' and column_name = 'details'`);
    expect(columns).toEqual([]);

    const stored = await rows<{ content: string; message_key: string | null; message_args: NoticeArg[] | null }>(sql`
      select content, message_key, message_args from notifications where user_id = ${asha!.id} order by content`);
    const byContent = new Map(stored.map((row) => [row.content, { key: row.message_key, args: row.message_args }]));
    expect(Object.fromEntries(notices.map(([, content]) => [content, byContent.get(content)]))).toEqual({
      'Your account was blocked by an administrator.': { key: 'peopleMessages.blockedNotice', args: [] },
      'Vikram Rao has accepted your assistance request.': { key: 'assistanceMessages.notices.accepted', args: ['Vikram Rao'] },
      'Your request for Wheelchair was approved. Collect it at the desk.': {
        key: 'assetRequestMessages.approvedNotice',
        args: ['Wheelchair', 'Collect it at the desk.'],
      },
      'Your request for Airbed was rejected.': { key: 'assetRequestMessages.rejectedNotice', args: ['Airbed', null] },
      'Vikram Rao: On my way': { key: 'chatMessages.notice', args: ['Vikram Rao', 'On my way', 0] },
      'Vikram Rao: sent 2 attachments': { key: 'chatMessages.notice', args: ['Vikram Rao', '', 2] },
      'A notice of a kind the code never made.': { key: null, args: null },
    });
    const inHindi = (content: string) => {
      const row = stored.find((r) => r.content === content)!;
      return storedNoticeIn('hi', { content, messageKey: row.message_key, messageArgs: row.message_args });
    };
    expect(inHindi('Your account was blocked by an administrator.')).toBe('एक एडमिन ने आपका खाता रोक दिया है।');
    expect(inHindi('Vikram Rao has accepted your assistance request.')).toBe('Vikram Rao ने आपका सहायता अनुरोध स्वीकार कर लिया है।');
    expect(inHindi('Your request for Wheelchair was approved. Collect it at the desk.')).toBe(
      'Wheelchair के लिए आपका अनुरोध स्वीकार कर लिया गया। Collect it at the desk.',
    );
    expect(inHindi('Vikram Rao: sent 2 attachments')).toBe('Vikram Rao: 2 अटैचमेंट भेजे');
    expect(inHindi('A notice of a kind the code never made.')).toBe('A notice of a kind the code never made.');
  });
});
