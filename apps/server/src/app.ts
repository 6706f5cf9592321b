/**
 * Builds the Fastify application: plugins first (config, compression, database, mail, security,
 * auth, rate limits, realtime, job queue, docs), then routes and the modules' jobs, then the web
 * app. `serve.ts` and the tests build it the same way, so tests exercise exactly what runs in
 * production.
 */
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions, type onSendAsyncHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { allEndpoints } from '@sahaya/contract/endpoints';
import type { Config } from './config.ts';
import { offerLanguages } from '@sahaya/contract/i18n/languages';
import type { Database } from './db/client.ts';
import { loggerOptions } from './lib/logging.ts';
import { assetJobs } from './modules/assets/assets.jobs.ts';
import { assetCategoryRoutes } from './modules/asset-categories/asset-categories.routes.ts';
import { assetRoutes } from './modules/assets/assets.routes.ts';
import { assetCountsByCategory } from './modules/assets/assets.service.ts';
import { assistanceRoutes } from './modules/assistance-requests/assistance-requests.routes.ts';
import { assistanceRequestJobs } from './modules/assistance-requests/assistance-requests.jobs.ts';
import { authJobs } from './modules/auth/auth.jobs.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { guardianJobs } from './modules/people/guardians.jobs.ts';
import { guardianRoutes } from './modules/people/guardians.routes.ts';
import { callRoutes } from './modules/calls/calls.routes.ts';
import { chatJobs } from './modules/chats/chats.jobs.ts';
import { chatRoutes } from './modules/chats/chats.routes.ts';
import { consentRoutes } from './modules/consents/consents.routes.ts';
import { donationJobs } from './modules/donations/donations.jobs.ts';
import { donationRoutes } from './modules/donations/donations.routes.ts';
import { familyJobs } from './modules/family/family.jobs.ts';
import { tellFamily } from './modules/family/family.service.ts';
import { familyRoutes } from './modules/family/family.routes.ts';
import { grievanceRoutes } from './modules/grievances/grievances.routes.ts';
import { meetingJobs } from './modules/meetings/meetings.jobs.ts';
import { meetingRoutes } from './modules/meetings/meetings.routes.ts';
import { notificationJobs } from './modules/notifications/notifications.jobs.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { dashboardRoutes } from './modules/dashboards/dashboards.routes.ts';
import { dispatchJobs } from './modules/dispatch/dispatch.jobs.ts';
import { dispatchRoutes } from './modules/dispatch/dispatch.routes.ts';
import { addressJobs } from './modules/people/addresses.jobs.ts';
import { addressRoutes } from './modules/people/addresses.routes.ts';
import { peopleRoutes } from './modules/people/people.routes.ts';
import { privacyJobs } from './modules/privacy/privacy.jobs.ts';
import { accessLogJobs } from './modules/access-log/access-log.jobs.ts';
import { accessLogRoutes } from './modules/access-log/access-log.routes.ts';
import { privacyRoutes } from './modules/privacy/privacy.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { pushJobs } from './modules/push/push.jobs.ts';
import { sendPushNotice } from './modules/push/push.service.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { systemJobs } from './modules/system/system.jobs.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { uploadJobs } from './modules/uploads/uploads.jobs.ts';
import { uploadRoutes } from './modules/uploads/uploads.routes.ts';
import authPlugin from './plugins/http/auth.ts';
import compressionPlugin from './plugins/http/compression.ts';
import configPlugin from './plugins/infrastructure/config.ts';
import dbPlugin from './plugins/infrastructure/db.ts';
import docsPlugin from './plugins/http/docs.ts';
import errorsPlugin from './plugins/http/errors.ts';
import jobsPlugin from './plugins/jobs/jobs.ts';
import mailPlugin, { type Mailer } from './plugins/infrastructure/mail.ts';
import mailedOtherwisePlugin from './plugins/registries/mailed-otherwise.ts';
import metricsPlugin from './plugins/infrastructure/metrics.ts';
import dashboardFiguresPlugin from './plugins/registries/dashboard-figures.ts';
import personalDataPlugin from './plugins/registries/personal-data.ts';
import consentEffectsPlugin from './plugins/registries/consent-effects.ts';
import rateLimitPlugin from './plugins/http/rate-limit.ts';
import realtimePlugin from './plugins/infrastructure/realtime.ts';
import redisPlugin from './plugins/infrastructure/redis.ts';
import requestIdPlugin from './plugins/http/request-id.ts';
import securityPlugin from './plugins/http/security.ts';
import smsPlugin from './plugins/infrastructure/sms.ts';
import storagePlugin from './plugins/files/storage.ts';
import webAppPlugin from './plugins/http/web-app.ts';
import whatsAppPlugin from './plugins/infrastructure/whatsapp.ts';

export interface BuildOptions {
  /** A database opened by the caller (tests); otherwise one is opened from the config. */
  database?: Database;
  /** A mailer provided by the caller (tests); otherwise SMTP or .eml files per the config. */
  mailer?: Mailer;
  /** Rate limits are on unless a test turns them off. */
  rateLimit?: boolean;
  /**
   * Keeps this app's rate-limit counters apart from other apps' on the same Redis: each test's app
   * counts its own requests, as if it were the only deployment.
   */
  rateLimitNamespace?: string;
  /** Fastify's logger settings; defaults to pino at the configured level. */
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; defaults to apps/web/dist. */
  webDist?: string;
  /**
   * Tests hold every reply against the API document (test/reply-check.ts): a hook that sees each
   * reply as its route made it, before compression.
   */
  replyCheck?: onSendAsyncHookHandler;
}

/** JSON bodies are small forms; files go through multipart routes with their own limits. */
const BODY_LIMIT_BYTES = 1024 * 1024;

/** Fastify takes a hop count as a function of the hop; addresses and ranges as they are. */
function trustedHops(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: BODY_LIMIT_BYTES,
    // A plugin may wait as long as the database is away (plugins/infrastructure/db.ts): a node
    // started before PostgreSQL waits for it however long it takes, and a small server opening the
    // embedded database under load may take more than Fastify's ten seconds. Every plugin is async,
    // so none can hang for a forgotten callback, which is what that limit is for.
    pluginTimeout: 0,
    // Only a configured load balancer may name the client's address; rate limits count by it.
    trustProxy: trustedHops(config.trustProxy),
    // A line per request drowns what matters at the default level; debug and trace still show them.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(configPlugin, { config });
  offerLanguages(config.languages);
  // First, so every later hook, log line and reply of a request has its id, and every reply is measured.
  await app.register(requestIdPlugin);
  await app.register(metricsPlugin);
  await app.register(errorsPlugin);
  if (options.replyCheck) app.addHook('onSend', options.replyCheck);
  // Before any route and the web app's files, so its hook sees every reply.
  await app.register(compressionPlugin);
  await app.register(dbPlugin, { database: options.database });
  await app.register(redisPlugin);
  await app.register(mailPlugin, { mailer: options.mailer });
  await app.register(securityPlugin);
  await app.register(storagePlugin);
  await app.register(authPlugin);
  if (options.rateLimit !== false) await app.register(rateLimitPlugin, { namespace: options.rateLimitNamespace });
  await app.register(realtimePlugin);
  // After what jobs use (database, mail, storage, sockets): plugins close in reverse order, so the
  // jobs in hand finish before any of those goes.
  await app.register(jobsPlugin);
  // SMS and WhatsApp go out from jobs of their own queues.
  await app.register(smsPlugin);
  await app.register(whatsAppPlugin);
  await app.register(docsPlugin);

  // What the modules register for those that gather it (a person's data for privacy, the figures
  // for the dashboards module, the notices mailed otherwise for notifications), filled as their routes register.
  await app.register(personalDataPlugin);
  await app.register(consentEffectsPlugin);
  await app.register(dashboardFiguresPlugin);
  await app.register(mailedOtherwisePlugin);

  // Every route's path, roles and schemas come from its endpoint in the contract.
  await app.register(systemRoutes);
  await app.register(authRoutes);
  await app.register(guardianRoutes);
  await app.register(profileRoutes);
  await app.register(uploadRoutes);
  await app.register(addressRoutes);
  await app.register(notificationRoutes);
  await app.register(peopleRoutes);
  await app.register(dashboardRoutes);
  // The categories list how many assets are of each: the assets module counts them.
  await app.register(assetCategoryRoutes, { assetCounts: assetCountsByCategory });
  await app.register(assetRoutes);
  await app.register(assistanceRoutes);
  await app.register(dispatchRoutes);
  await app.register(chatRoutes);
  await app.register(callRoutes);
  await app.register(meetingRoutes);
  await app.register(donationRoutes);
  await app.register(privacyRoutes);
  await app.register(accessLogRoutes);
  await app.register(consentRoutes);
  await app.register(pushRoutes);
  await app.register(familyRoutes);
  await app.register(grievanceRoutes);
  // Each module's work after the answer and its periodic tasks, from its <feature>.jobs.ts.
  await app.register(authJobs);
  await app.register(guardianJobs);
  // A notice reaches the person's devices and family through the modules that keep them.
  await app.register(notificationJobs, { channels: { push: sendPushNotice, family: tellFamily } });
  await app.register(chatJobs);
  await app.register(meetingJobs);
  await app.register(donationJobs);
  await app.register(uploadJobs);
  await app.register(privacyJobs);
  await app.register(accessLogJobs);
  await app.register(addressJobs);
  await app.register(assistanceRequestJobs);
  await app.register(dispatchJobs);
  await app.register(pushJobs);
  await app.register(familyJobs);
  await app.register(assetJobs);
  await app.register(systemJobs);
  const unserved = allEndpoints.filter((e) => !app.hasRoute({ method: e.method, url: e.path }));
  if (unserved.length > 0) {
    throw new Error(`Endpoints of the contract without a route: ${unserved.map((e) => `${e.method} ${e.path}`).join(', ')}`);
  }
  const unregistered = [...app.personalData.missing(), ...app.dashboardFigures.missing()];
  if (unregistered.length > 0) throw new Error(`Parts no module registered: ${unregistered.join(', ')}`);

  await app.register(webAppPlugin, { webDist: options.webDist });
  return app;
}
