/**
 * Run by `npm run build` after compiling the server: writes the migrated embedded database a new
 * data folder starts from (db/client.ts, NEW_DATABASE_DUMP), so a server's first start does not run
 * PostgreSQL's initdb and its migrations on the NGO's small server.
 */
import { writeFileSync } from 'node:fs';
import { makeMigratedDump, NEW_DATABASE_DUMP } from '../db/client.ts';

writeFileSync(NEW_DATABASE_DUMP, Buffer.from(await (await makeMigratedDump('gzip')).arrayBuffer()));
