/**
 * Builds the Fastify application: plugins first (config, database, mail, security, auth, rate
 * limits, realtime, docs), then routes, then the web app. `main.ts` and the tests build it the
 * same way, so tests exercise exactly what runs in production.
 */
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { loggerOptions } from './lib/logging.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { addressRoutes } from './modules/addresses/addresses.routes.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { userProfileRoutes, volunteerProfileRoutes } from './modules/profile/profile.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { fileRoutes, imageUploadRoutes } from './modules/uploads/uploads.routes.ts';
import { userRoutes } from './modules/users/users.routes.ts';
import { adminDashboardRoutes } from './modules/admin-dashboard/admin-dashboard.routes.ts';
import { volunteerRoutes } from './modules/volunteers/volunteers.routes.ts';
import authPlugin from './plugins/auth.ts';
import configPlugin from './plugins/config.ts';
import dbPlugin from './plugins/db.ts';
import docsPlugin from './plugins/docs.ts';
import errorsPlugin from './plugins/errors.ts';
import mailPlugin, { type Mailer } from './plugins/mail.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import realtimePlugin from './plugins/realtime.ts';
import redisPlugin from './plugins/redis.ts';
import securityPlugin from './plugins/security.ts';
import storagePlugin from './plugins/storage.ts';
import webAppPlugin from './plugins/web-app.ts';

export interface BuildOptions {
  /** A database opened by the caller (tests); otherwise one is opened from the config. */
  database?: Database;
  /** A mailer provided by the caller (tests); otherwise SMTP or .eml files per the config. */
  mailer?: Mailer;
  /** Rate limits are on unless a test turns them off. */
  rateLimit?: boolean;
  /** Fastify's logger settings; defaults to pino at the configured level. */
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; defaults to apps/web/dist. */
  webDist?: string;
}

/** JSON bodies are small forms; files go through multipart routes with their own limits. */
const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: BODY_LIMIT_BYTES,
    // Behind a load balancer the client's address comes from X-Forwarded-For; rate limits need it.
    trustProxy: config.isProduction,
    // A line per request drowns what matters at the default level; debug and trace still show them.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(configPlugin, { config });
  await app.register(errorsPlugin);
  await app.register(dbPlugin, { database: options.database });
  await app.register(redisPlugin);
  await app.register(mailPlugin, { mailer: options.mailer });
  await app.register(securityPlugin);
  await app.register(storagePlugin);
  await app.register(authPlugin);
  if (options.rateLimit !== false) await app.register(rateLimitPlugin);
  await app.register(realtimePlugin);
  await app.register(docsPlugin);

  await app.register(systemRoutes);
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(userProfileRoutes, { prefix: '/api/users' });
  await app.register(volunteerProfileRoutes, { prefix: '/api/volunteers' });
  await app.register(imageUploadRoutes, { prefix: '/api/assets' });
  await app.register(fileRoutes, { prefix: '/uploads' });
  await app.register(addressRoutes, { prefix: '/api/addresses' });
  await app.register(notificationRoutes, { prefix: '/api/notifications' });
  await app.register(userRoutes, { prefix: '/api/users' });
  await app.register(volunteerRoutes, { prefix: '/api/volunteers' });
  await app.register(adminDashboardRoutes, { prefix: '/api/admin' });

  await app.register(webAppPlugin, { webDist: options.webDist });
  return app;
}
