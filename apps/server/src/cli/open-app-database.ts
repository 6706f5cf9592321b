/** The command-line tools open the same database the server would, migrated, without starting it. */
import { join } from 'node:path';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';

export async function openAppDatabase(): Promise<{ config: Config; database: Database }> {
  // The admin pair is the server's start-up business; admin:create reads ADMIN_PASSWORD on its own.
  const config = loadConfig({ ...process.env, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'db'),
    pgliteSharedBuffersMb: config.pgliteSharedBuffersMb,
    poolSize: 2,
  });
  await database.migrate();
  return { config, database };
}
