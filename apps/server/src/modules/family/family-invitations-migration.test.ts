/**
 * Migration 0035 gives each family contact of before it the hash its address is known by, the same
 * the code makes, and counts the invitation each was mailed when added, as theirs and towards its
 * address's 30 days. On PostgreSQL when DATABASE_URL is set (a database of the test's own), else on PGlite.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../../test/database-before-migration.ts';
import { addressHash } from './family.addresses.ts';

const before = databaseBeforeMigration(35);
const { rows } = before;

describe('migration 0035', () => {
  it('hashes each contact’s address as the code does, and records the newest invitation of each address', async () => {
    const [asha, ravi] = await rows<{ id: string }>(sql`
      insert into users (name, email) values ('Asha Verma', 'asha@example.com'), ('Ravi Kumar', 'ravi@example.com') returning id`);
    const contacts = [
      [asha!.id, 'meera@example.com', '2026-11-01T10:00:00Z'],
      [ravi!.id, 'meera@example.com', '2026-11-20T10:00:00Z'],
      [asha!.id, 'सुनीता@उदाहरण.भारत', '2026-11-05T10:00:00Z'],
    ] as const;
    for (const [userId, email, createdAt] of contacts) {
      await before.db.execute(sql`
        insert into family_contacts (user_id, name, email, relation, created_at) values (${userId}, 'Meera', ${email}, 'Daughter', ${createdAt})`);
    }

    await before.migrate();

    const hashed = await rows<{ email: string; address_hash: string; invited: boolean }>(
      sql`select email, address_hash, invited_at = created_at as invited from family_contacts`,
    );
    expect(hashed).toHaveLength(3);
    for (const row of hashed) expect(row).toEqual({ email: row.email, address_hash: addressHash(row.email), invited: true });
    const invitations = await rows<{ address_hash: string; sent_at: string | Date; stopped_at: null }>(
      sql`select address_hash, sent_at, stopped_at from family_invitations order by sent_at`,
    );
    expect(invitations.map((row) => ({ ...row, sent_at: new Date(row.sent_at).toISOString() }))).toEqual([
      { address_hash: addressHash('सुनीता@उदाहरण.भारत'), sent_at: '2026-11-05T10:00:00.000Z', stopped_at: null },
      { address_hash: addressHash('meera@example.com'), sent_at: '2026-11-20T10:00:00.000Z', stopped_at: null },
    ]);
  });
});
