/**
 * Opens the database as `app.db`, applies the committed migrations before any route is served,
 * and closes it with the server. A caller may hand in a database it opened itself (tests).
 *
 * A database that is away is a state the node lives through, not a reason to stop: a node started
 * before PostgreSQL waits for it (a line each try) and becomes ready when it comes; a broken
 * connection is reported to `app.databaseHealth`, which logs an outage once; and while the pool's
 * queue is already long, a new API request is answered 503 at once rather than queued behind it.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { join } from 'node:path';
import { isReachable, openDatabase, type Database, type Db } from '../db/client.ts';
import { DatabaseBusyError } from '../db/connection-errors.ts';
import { DatabaseHealth } from '../db/database-health.ts';
import { whenReachable } from '../db/when-reachable.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    databaseHealth: DatabaseHealth;
  }
}

/**
 * How many queries may wait for a connection, per connection of the pool, before new requests are
 * turned away: each waits up to the pool's acquire timeout, so a longer queue only makes every
 * request late and then failed, where a quick 503 lets the client come back.
 */
const WAITING_PER_CONNECTION = 4;

async function dbPlugin(app: FastifyInstance, options: { database?: Database }) {
  let health: DatabaseHealth | undefined;
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: app.config.databaseUrl,
      pgliteDir: join(app.config.dataDir, 'db'),
      onConnectionError: (err) => health?.unavailable(err),
    }));
  health = new DatabaseHealth(app.log, () => isReachable(database.db));
  app.decorate('databaseHealth', health);
  await whenReachable(app.log, 'migrating', () => database.migrate());
  app.decorate('database', database);
  app.decorate('db', database.db);

  app.addHook('onRequest', async (request) => {
    const use = database.poolUse();
    if (use && use.waiting >= use.max * WAITING_PER_CONNECTION && request.url.startsWith('/api/')) throw new DatabaseBusyError();
  });
  app.addHook('preClose', async () => health?.stop());
  // A database handed in belongs to the caller, who closes it after the server.
  if (!options.database) app.addHook('onClose', () => database.close());
}

export default fp(dbPlugin, { name: 'db', dependencies: ['config'] });
