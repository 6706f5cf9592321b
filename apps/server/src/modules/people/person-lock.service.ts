/**
 * A person's row lock: what every change counted per person takes first (a volunteer's tasks, a
 * person's open requests and pending asks, their address book and push devices).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/people.ts';

/**
 * Locks the row of a person whose account exists, for the rest of the caller's transaction, and
 * answers who they are; undefined when there is none. Work counted per person then takes turns for
 * that person. `for no key update` conflicts only with itself and plain updates: it leaves other
 * people's work, and rows that refer to the person, free to be written meanwhile (a notice for them,
 * which a request's wave writes while it holds the request), so the two never wait on each other.
 */
export async function lockPerson(tx: Db, id: string) {
  const [person] = await tx
    .select({ name: users.name, role: users.role, isActive: users.isActive, isBlocked: users.isBlocked })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for('no key update');
  return person;
}
