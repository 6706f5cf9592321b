/**
 * `npm run migrate` (in production `node apps/server/dist/cli/migrate.js`): applies the pending
 * migrations to the configured database and exits. A deployment runs it once before starting the
 * new nodes, so no node serves requests against a schema it does not know. Every node still applies
 * pending migrations at start too (under a lock), so a single server needs no separate step.
 */
import { openAppDatabase } from './open-app-database.ts';

const { config, database } = await openAppDatabase();
await database.close();
console.log(`The ${config.databaseUrl ? 'PostgreSQL' : 'embedded'} database is migrated.`);
