/**
 * Opens the database as `app.db`, applies the committed migrations before any route is served,
 * and closes it with the server. A caller may hand in a database it opened itself (tests).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { join } from 'node:path';
import { openDatabase, type Database, type Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

async function dbPlugin(app: FastifyInstance, options: { database?: Database }) {
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: app.config.databaseUrl,
      pgliteDir: join(app.config.dataDir, 'db'),
      onConnectionError: (err) => app.log.warn({ err }, 'An idle database connection broke'),
    }));
  await database.migrate();
  app.decorate('database', database);
  app.decorate('db', database.db);
  // A database handed in belongs to the caller, who closes it after the server.
  if (!options.database) app.addHook('onClose', () => database.close());
}

export default fp(dbPlugin, { name: 'db', dependencies: ['config'] });
