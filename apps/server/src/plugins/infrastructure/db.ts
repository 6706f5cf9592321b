/**
 * Opens the database as `app.db`, applies the committed migrations before any route is served,
 * and closes it with the server. A caller may hand in a database it opened itself (tests).
 *
 * A database that is away is a state the node lives through, not a reason to stop: a node started
 * before PostgreSQL waits for it (a line each try) and becomes ready when it comes; a broken
 * connection is reported to `app.databaseHealth`, which logs an outage once. A request that waits
 * for a connection longer than the pool's acquire timeout (db/client.ts) is answered 503, so a
 * slowed database makes requests fail fast rather than queue without end.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { join } from 'node:path';
import { isReachable, openDatabase, type Database, type Db } from '../../db/client.ts';
import { DatabaseHealth } from '../../db/database-health.ts';
import { whenReachable } from '../../db/when-reachable.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    databaseHealth: DatabaseHealth;
  }
}

async function dbPlugin(app: FastifyInstance, options: { database?: Database }) {
  // Made before the database it watches, whose connections report to it; it probes through `probe`.
  let probe = async () => false;
  const health = new DatabaseHealth(app.log, () => probe());
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: app.config.databaseUrl,
      pgliteDir: join(app.config.dataDir, 'db'),
      pgliteSharedBuffersMb: app.config.pgliteSharedBuffersMb,
      onConnectionError: (err) => health.unavailable(err),
    }));
  probe = () => isReachable(database.db);
  app.decorate('databaseHealth', health);
  await whenReachable(app.log, 'migrating', () => database.migrate());
  app.decorate('database', database);
  app.decorate('db', database.db);

  app.addHook('preClose', async () => health.stop());
  // A database handed in belongs to the caller, who closes it after the server.
  if (!options.database) app.addHook('onClose', () => database.close());
}

export default fp(dbPlugin, { name: 'db', dependencies: ['config'] });
