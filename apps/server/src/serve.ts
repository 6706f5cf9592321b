/**
 * Starts Sahaya, run by main.ts: reads the environment, builds the app (which migrates the
 * database), makes sure the configured admin exists, seeds demo data into an empty embedded
 * database, listens, and shuts down gracefully on SIGINT/SIGTERM.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { pino, type LoggerOptions } from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { handBackMemoryWhenIdle, type IdleMemory } from './lib/idle-memory.ts';
import { loggerOptions } from './lib/logging.ts';
import { ensureAdmin } from './seed/admin.ts';
import { DEMO_PASSWORD, demoLogins, hasDemoData, isEmpty, seedDemoData } from './seed/demo-data.ts';

/** How long in-flight requests get to finish before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** Printed, not logged: it is the first thing a person trying Sahaya needs to read. */
function banner(config: Config, demo: boolean): string {
  const lines = ['', `  Sahaya is running at ${config.publicUrl}`, ''];
  if (demo) {
    lines.push(`  Demo logins (password ${DEMO_PASSWORD}):`);
    for (const login of demoLogins) lines.push(`    ${login.role.padEnd(10)} ${login.email}`);
    lines.push(`  Admins sign in at ${config.publicUrl}/admin/login`, '');
  }
  return `${lines.join('\n')}\n`;
}

const started = performance.now();
const config = loadConfigOrExit();
// Until the app's logger exists, a failure is logged by one made the same way.
let log: Pick<FastifyBaseLogger, 'fatal'> & { flush?: (done: () => void) => void } = pino(loggerOptions(config) as LoggerOptions);

/** Logs the process's last line, a fatal one, and ends the process once the line is written. */
function exitLogging(fields: object, message: string): Promise<never> {
  log.fatal(fields, message);
  return new Promise<never>(() => {
    const exit = () => process.exit(1);
    setTimeout(exit, 500);
    if (log.flush) log.flush(exit);
    else exit();
  });
}

/**
 * What nothing else caught ends the process, as Node would, but first as a structured line of the
 * log (which a log collector reads) rather than a raw stack on stderr.
 */
const crash = (kind: string) => (error: unknown) => void exitLogging({ err: error, kind }, 'Sahaya stopped on an error nothing handled');
process.on('uncaughtException', crash('uncaughtException'));
process.on('unhandledRejection', crash('unhandledRejection'));

// Building the app opens the database: a database it cannot open is a start that failed.
const app = await buildApp(config).catch((error: unknown) => exitLogging({ err: error }, 'Sahaya could not start'));
log = app.log;

// Started once the node listens: the start's own burst is the first to hand back.
let idleMemory: IdleMemory | undefined;
app.addHook('onResponse', (_request, _reply, done) => {
  idleMemory?.answered();
  done();
});
app.addHook('onClose', async () => idleMemory?.stop());

try {
  await app.ready();
  if (config.adminEmail && config.adminPassword) {
    const result = await ensureAdmin(app.db, { email: config.adminEmail, password: config.adminPassword });
    app.log.info(`Admin ${config.adminEmail} ${result}`);
  }
  if (config.seedDemo && config.isProduction) {
    app.log.warn(
      "SEED_DEMO=true in production: the demo accounts, admin included, sign in with the password published in the README. Remove them before anyone else can reach this server.",
    );
  }
  if (config.seedDemo && (await isEmpty(app.db))) {
    await seedDemoData(app.db);
    app.log.info('Demo data seeded');
  }
  const demo = config.seedDemo && (await hasDemoData(app.db));
  await app.listen({ port: config.port, host: '0.0.0.0' });
  const megabytes = (bytes: number) => Math.round(bytes / 1_048_576);
  idleMemory = handBackMemoryWhenIdle(({ before, after, pauseMs }) =>
    app.log.debug(`Quiet: resident memory ${megabytes(before)} MB, handed back to ${megabytes(after)} MB in ${Math.round(pauseMs)} ms`),
  );
  app.log.info(`Ready in ${Math.round(performance.now() - started)} ms`);
  process.stdout.write(banner(config, demo));
} catch (error) {
  app.log.fatal({ err: error }, 'Sahaya could not start');
  await app.close().catch(() => undefined);
  process.exit(1);
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal} received, shutting down`);
  const timer = setTimeout(() => {
    app.log.error('Shutdown took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  timer.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'Error while shutting down');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
