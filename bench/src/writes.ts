/**
 * Concurrent writes to `users`: as many connections as the run's (`--connections`, 50 by default),
 * each inserting one person per transaction in a loop. Each commit raises the table's version
 * (migration 0003), and that one row is locked for an instant at every commit, so writers queue on
 * it; measuring with the trigger on and off shows how much that queue costs.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { runLoops, type Measurement } from './load.ts';

/** Every row this benchmark writes carries this in its email, so it can be removed again. */
const MARK = 'bench-write-';

export async function measureWrites(
  databaseUrl: string,
  options: { connections: number; seconds: number; warmupSeconds: number; versioned: boolean },
): Promise<Measurement> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.connections });
  const insert = async () => {
    await pool.query({
      name: 'bench_write_user',
      text: `insert into users (name, email, password_hash, role, is_verified) values ($1, $2, 'x', 'user', true)`,
      values: ['Bench Writer', `${MARK}${randomUUID()}@example.test`],
    });
  };
  try {
    if (!options.versioned) await pool.query('alter table users disable trigger users_raise_version');
    if (options.warmupSeconds > 0) await runLoops({ loops: options.connections, seconds: options.warmupSeconds, iteration: insert });
    return await runLoops({ loops: options.connections, seconds: options.seconds, iteration: insert });
  } finally {
    if (!options.versioned) await pool.query('alter table users enable trigger users_raise_version');
    // The seeded data is reused by later runs only while its counts are exact, and the dead rows the
    // delete leaves would slow the next run's searches until autovacuum came round.
    await pool.query(`delete from users where email like '${MARK}%'`);
    await pool.query('vacuum (analyze) users');
    await pool.end();
  }
}
