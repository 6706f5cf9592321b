/**
 * The node of `npm run bench -- --export-memory` (export-memory.ts), in a process of its own so its
 * memory is its own: the real app on an embedded database in a data folder of its own (started
 * from the migrated one `npm run build` makes), with one person who uploaded `EXPORT_FILES_MIB` MiB
 * of certificates (5 MiB each, of bytes that do not compress, as scans). It prints `{"ready":true}`
 * once the person and their export's row are there and its garbage is collected, makes the export
 * when a line comes on stdin, then prints the zip's size, the time it took and the longest the
 * event loop stalled meanwhile, and stops.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { certificateTypes } from '@sahaya/contract/files';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { users } from '../../apps/server/src/db/schema/people.ts';
import { dataExports } from '../../apps/server/src/db/schema/privacy.ts';
import { makeExport } from '../../apps/server/src/modules/privacy/privacy.export.ts';
import { privacyDeps } from '../../apps/server/src/modules/privacy/privacy.routes.ts';

const FILE_MIB = 5;
const filesMib = Number(process.env.EXPORT_FILES_MIB ?? 150);
const collect = () => (globalThis as { gc?: () => void }).gc?.();

// The migrated database `npm run build` makes, as a new server's first start opens it: run from the
// sources, a new embedded database would be made by initdb, far slower and hungrier.
const newDatabase = fileURLToPath(new URL('../../apps/server/dist/db/new-database.tar.gz', import.meta.url));
if (!existsSync(newDatabase)) throw new Error(`${newDatabase} is missing: run \`npm run build\` first`);

const dataDir = mkdtempSync(join(tmpdir(), 'sahaya-bench-export-'));
const database = await openDatabase({ pgliteDir: join(dataDir, 'db'), pgliteNewDatabase: newDatabase });
const app = await buildApp(loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0' }), { database, rateLimit: false, logger: false });
try {
  const [person] = await app.db
    .insert(users)
    .values({ name: 'Export Bench', email: 'export-bench@example.test', role: 'user', isVerified: true, passwordHash: 'not-for-signing-in' })
    .returning({ id: users.id });
  const certificates: string[] = [];
  for (let stored = 0; stored < filesMib; stored += FILE_MIB) {
    const data = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(FILE_MIB * 1024 * 1024 - 9)]);
    const saved = await app.storage.save({ data, ownerId: person!.id, visibility: 'private', accept: certificateTypes, notAccepted: 'NOT_A_CERTIFICATE' });
    certificates.push(saved.key);
  }
  await app.db.update(users).set({ certificates }).where(eq(users.id, person!.id));
  const [row] = await app.db.insert(dataExports).values({ userId: person!.id }).returning({ id: dataExports.id });
  collect();
  collect();
  process.stdout.write(`${JSON.stringify({ ready: true })}\n`);

  const input = createInterface({ input: process.stdin });
  await new Promise((go) => input.once('line', go));
  input.close();
  process.stdin.destroy();
  const stalls = monitorEventLoopDelay({ resolution: 10 });
  stalls.enable();
  const started = performance.now();
  await makeExport({ ...privacyDeps(app), log: app.log, personalData: app.personalData }, row!.id);
  const seconds = (performance.now() - started) / 1000;
  stalls.disable();
  const [made] = await app.db.select({ status: dataExports.status, bytes: dataExports.bytes }).from(dataExports).where(eq(dataExports.id, row!.id));
  if (made?.status !== 'ready') throw new Error('The export was not made');
  process.stdout.write(`${JSON.stringify({ files: certificates.length, bytes: made.bytes, seconds, longestStallMs: stalls.max / 1e6 })}\n`);
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
// Exits as app-node.ts does: what the closed app may leave open would keep the process up.
process.exit(0);
