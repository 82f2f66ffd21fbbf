import rateLimit from '@fastify/rate-limit';
import { BRAND_APP_TITLES } from '@habitat/shared';
import Fastify from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext, TRateLimits } from './app-context';
import type { TConfig } from './config';
import { findStoredFile } from './data/read-models/stored-file';
import { type Db, isPglite } from './db/client';
import { pgliteMaintenanceJobs } from './db/pglite-maintenance';
import { registerAccountRequestRoutes } from './features/account-requests/routes';
import { registerAuthRoutes } from './features/auth/routes';
import { registerBookingRoutes } from './features/booking/catalog-routes';
import { paymentRecoveryJobs, waitlistJobs } from './features/booking/jobs';
import { registerReservationRoutes } from './features/booking/reservations-routes';
import { registerWaitlistRoutes } from './features/booking/waitlists-routes';
import { registerCalendarRoutes } from './features/calendar/routes';
import { registerConfigRoutes } from './features/deployment/routes';
import { createDeploymentResolver } from './features/deployment/service';
import { registerDocumentRoutes } from './features/documents/routes';
import { registerHomeRoutes } from './features/home/routes';
import { registerConsoleRoutes } from './features/manage/routes';
import { registerMobileAppCors, registerWellKnownRoutes } from './features/mobile-app/routes';
import { registerNewsRoutes } from './features/news/routes';
import { createNotificationEngine } from './features/notifications/engine';
import {
  defaultEngineOptions,
  type TNotificationEngineOptions,
} from './features/notifications/engine-options';
import { createPushChannels, type TPush } from './features/notifications/push';
import { registerPushStandInRoutes } from './features/notifications/push/routes';
import { registerNotificationRoutes } from './features/notifications/routes';
import { registerUnsubscribeRoutes } from './features/notifications/unsubscribe';
import { registerHealthRoutes } from './features/operations/health';
import {
  createMetrics,
  registerMetricsRoute,
  registerRequestMetrics,
} from './features/operations/metrics';
import { registerRequestIdHeader, requestIdOf } from './features/operations/request-id';
import { registerPasswordResetRoutes } from './features/password-reset/routes';
import { createPaymentProcessor } from './features/payments/create-processor';
import type { TPaymentProcessor } from './features/payments/processor';
import { registerPaymentRoutes } from './features/payments/routes';
import { registerPostRoutes } from './features/posts/routes';
import { registerPropertyRoutes } from './features/properties/routes';
import { registerRequestCategoryRoutes } from './features/request-categories/routes';
import { registerServiceRoutes } from './features/services/routes';
import { createFileSigner } from './features/uploads/private-files';
import { registerPrivateFileRoutes } from './features/uploads/routes';
import { registerUserRequestRoutes } from './features/user-requests/routes';
import { readSession } from './lib/auth';
import { createBackgroundWork, type TBackgroundWork } from './lib/background';
import { errorHandler } from './lib/error-handler';
import { cacheHeaders } from './lib/http-cache';
import { createJobRunner } from './lib/jobs/runner';
import { JSON_BODY_LIMIT_BYTES, registerJsonParser } from './lib/json-body';
import { createListVersions } from './lib/list-cache';
import { createMailer, type TMailer } from './lib/mail';
import { defaultQuotas, type TQuotas } from './lib/quota';
import { createHitCounters } from './lib/rate-limit-store/counters';
import { sharedRateLimitStore } from './lib/rate-limit-store/fastify-store';
import { inlineScriptHashes, registerSecurityHeaders } from './lib/security-headers';
import { createSerializerCompiler } from './lib/serializer';
import { serveWebApp, webAppPages } from './lib/static-assets';
import { createStorage, type TStorage } from './lib/storage';
import { registerUploads } from './lib/uploads';
import { validatorCompiler } from './lib/validator';

export const defaultRateLimits = (
  config: Pick<TConfig, 'loginRateLimit' | 'passwordResetRateLimit'>,
): TRateLimits => ({
  login: { max: config.loginRateLimit, timeWindow: '1 minute' },
  passwordReset: { max: config.passwordResetRateLimit, timeWindow: '15 minutes' },
  accountRequest: { max: 20, timeWindow: '1 hour' },
  cardToken: { max: 30, timeWindow: '1 minute' },
  resetMailsPerAccount: { max: 3, windowMs: 60 * 60_000 },
});

export async function buildApp(options: {
  config: TConfig;
  db: Db;
  mailer?: TMailer;
  rateLimits?: TRateLimits;
  quotas?: TQuotas;
  /** Replaces the processor PAYMENT_PROCESSOR names (tests make charges fail on purpose). */
  paymentProcessor?: TPaymentProcessor;
  /** Tests pass their own to wait until the mails sent after an answer are out. */
  background?: TBackgroundWork;
  /** Where files live; the app closes it. Unset: the one STORAGE names. */
  storage?: TStorage;
  /** The push channels; unset: made from the config (tests pass one to share its stand-ins). */
  push?: TPush;
  logger?: boolean;
  /**
   * Runs the payment reconciler at start-up and every PAYMENT_RECOVERY_SECONDS (the server does;
   * tests run its passes themselves).
   */
  recoverPayments?: boolean;
  /**
   * `worker`: relays the notification outbox and runs the delivery jobs once ready (the server
   * does unless NOTIFICATIONS_WORKER=off; tests that need it turn it on, with faster timings).
   */
  notifications?: { worker?: boolean } & Partial<TNotificationEngineOptions>;
}) {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    // Routes that carry an image raise it (IMAGE_BODY_LIMIT_BYTES).
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    frameworkErrors: errorHandler,
    requestIdHeader: false,
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();
  registerRequestIdHeader(app);
  const metrics = config.metricsToken ? await createMetrics(db) : undefined;
  if (metrics) registerRequestMetrics(app, metrics);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler({ verify: config.env === 'test' }));
  app.setErrorHandler(errorHandler);
  // The API speaks JSON only: any other body type answers 415.
  app.removeContentTypeParser('text/plain');
  registerJsonParser(app);

  const notificationOptions = {
    ...defaultEngineOptions,
    stopTimeoutMs: config.shutdownTimeoutMs,
    ...options.notifications,
  };
  const ctx: TAppContext = {
    config,
    db,
    mailer: options.mailer ?? createMailer({ ...config, log: (m) => app.log.info(m) }),
    deployment: createDeploymentResolver({ db, ...config }),
    rateLimits: options.rateLimits ?? defaultRateLimits(config),
    quotas: options.quotas ?? defaultQuotas(),
    fileSigner: createFileSigner({ secret: config.jwtSecret }),
    background:
      options.background ?? createBackgroundWork((err, message) => app.log.error({ err }, message)),
    payments:
      options.paymentProcessor ??
      createPaymentProcessor({
        config: config.payments,
        db,
        log: (err, message) => app.log.error({ err }, message),
      }),
    hits: createHitCounters(db),
    storage: options.storage ?? createStorage({ config: config.storage, dataDir: config.dataDir }),
    listVersions: createListVersions(db),
    notifications: createNotificationEngine({
      db,
      mailer: { send: (mail) => ctx.mailer.send(mail) },
      push: () => ctx.push,
      publicUrl: config.publicUrl,
      appName: BRAND_APP_TITLES[config.brand],
      secret: config.jwtSecret,
      log: { error: (err, message) => app.log.error({ err }, message) },
      onDeliveryOutcome: metrics?.notificationDelivered,
      jobs: () => jobs,
      options: notificationOptions,
    }),
    push: options.push ?? (await createPushChannels({ config: config.push, db })),
  };
  const recoverPayments = options.recoverPayments
    ? paymentRecoveryJobs({
        db,
        processor: ctx.payments,
        everySeconds: config.paymentRecoverySeconds,
        log: app.log,
      })
    : [];
  // Every feature's background work, in one list (lib/jobs, docs/decisions/046-one-jobs-module.md).
  const jobs = createJobRunner({
    db,
    definitions: [
      ...ctx.notifications.jobs,
      ...waitlistJobs(db),
      ...recoverPayments,
      ...(isPglite(db) ? pgliteMaintenanceJobs(db) : []),
    ],
    log: { error: (err, message) => app.log.error({ err }, message) },
    pollSeconds: notificationOptions.pollSeconds,
    stopTimeoutMs: notificationOptions.stopTimeoutMs,
  });
  app.addHook('onClose', async () => ctx.storage.close());
  // Mails sent after their answers go out before the storage and the database close.
  app.addHook('onClose', async () => {
    const deadline = new Promise((done) => setTimeout(done, config.shutdownTimeoutMs).unref());
    await Promise.race([ctx.background.settled(), deadline]);
  });
  let shuttingDown = false;
  let closingIdle: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    shuttingDown = true;
    // Once the requests in progress have answered, their keep-alive connections close too: a
    // client keeping one idle would otherwise hold the shutdown until its keep-alive timeout.
    closingIdle = setInterval(() => app.server.closeIdleConnections(), 100);
  });
  app.addHook('onClose', async () => clearInterval(closingIdle));
  registerHealthRoutes(app, {
    db,
    jobsRunning: options.notifications?.worker ? () => jobs.running() : undefined,
    shuttingDown: () => shuttingDown,
  });
  registerMetricsRoute(app, { token: config.metricsToken, metrics });
  // One start when the server is ready: the queue's workers only with NOTIFICATIONS_WORKER=on.
  app.addHook('onReady', async () => jobs.start({ worker: !!options.notifications?.worker }));
  // Also when only a console retry started the queue; waits for the running jobs.
  app.addHook('onClose', async () => jobs.stop());
  if (!options.push) app.addHook('onClose', async () => ctx.push.close());
  app.log.info(ctx.push.summary);

  registerSecurityHeaders(app, {
    inlineScriptHashes: inlineScriptHashes(webAppPages(config.webDist, config.brand)),
    paymentProcessor: config.payments.processor,
  });
  registerMobileAppCors(app);
  await app.register(rateLimit, { global: false, store: sharedRateLimitStore(ctx.hits) });
  if (config.apiDocs) {
    // Loaded only where the docs are served (not in production by default).
    const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
      import('@fastify/swagger'),
      import('@fastify/swagger-ui'),
    ]);
    await app.register(swagger, {
      openapi: { info: { title: 'Habitat API', version: config.version } },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  }

  await app.register(
    async (api) => {
      api.addHook('onRequest', readSession(config.jwtSecret, ctx.db));
      api.addHook('onSend', cacheHeaders);
      const typed = api.withTypeProvider<ZodTypeProvider>();
      registerConfigRoutes(typed, ctx);
      registerAuthRoutes(typed, ctx);
      registerPasswordResetRoutes(typed, ctx);
      registerPropertyRoutes(typed, ctx);
      registerAccountRequestRoutes(typed, ctx);
      registerServiceRoutes(typed, ctx);
      registerNewsRoutes(typed, ctx);
      registerDocumentRoutes(typed, ctx);
      registerPrivateFileRoutes(typed, ctx);
      registerRequestCategoryRoutes(typed, ctx);
      registerUserRequestRoutes(typed, ctx);
      registerPostRoutes(typed, ctx);
      registerPaymentRoutes(typed, ctx);
      registerCalendarRoutes(typed, ctx);
      registerBookingRoutes(typed, ctx);
      registerReservationRoutes(typed, ctx);
      registerWaitlistRoutes(typed, ctx);
      registerHomeRoutes(typed, ctx);
      registerNotificationRoutes(typed, ctx);
      await typed.register(async (scope) => registerUnsubscribeRoutes(scope, ctx));
      registerConsoleRoutes(typed, ctx);
      if (ctx.push.standIns) registerPushStandInRoutes(typed, ctx.push.standIns);
    },
    { prefix: '/api' },
  );
  await registerUploads(app, {
    storage: ctx.storage,
    isPrivate: async (storedName) => (await findStoredFile(db, storedName))?.private ?? false,
  });

  registerWellKnownRoutes(app, config.mobile);
  await serveWebApp(app, { root: config.webDist, brand: config.brand });
  return app;
}
