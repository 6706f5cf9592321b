/**
 * One app node of a benchmark, in a process of its own as in production, so its CPU and memory
 * are its own: the real buildApp with the environment's configuration, rate limits and logger off.
 * It prints the port it listens on as one JSON line and stops on SIGTERM. Started by app-nodes.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'sahaya-bench-node-'));
const app = await buildApp(loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0' }), { rateLimit: false, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('The node is not listening on a TCP port');
process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);

process.once('SIGTERM', () => {
  void app.close().finally(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
