import Fastify, { type FastifyInstance } from 'fastify';
// zod's configuration (the readable messages), before any request.
import './zod-setup.ts';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from '#config.ts';
import type { BuildOptions } from './app-options.ts';
import { openDatabase } from '#db/client.ts';
import { createImagesService } from '#kernel/images.ts';
import { createStorage } from '#kernel/storage.ts';
import { createReadCache } from '#kernel/read-cache.ts';
import { createGuards } from '#http/auth-guard.ts';
import { createResponseSerializerCompiler } from '#http/response-serializer.ts';
import { createRouteTable, publicRoute } from '#http/route-access.ts';
import { createAuthRateLimit } from '#http/auth-rate-limit.ts';
import { answerUnreadableAddress, registerErrorHandler } from '#http/error-handler.ts';
import { registerFileRoutes } from '#http/file-routes.ts';
import { createIdempotency } from '#http/idempotency.ts';
import { createVerifiedEmailGate } from '#http/verified-email.ts';
import { registerUploads } from '#http/multipart.ts';
import { createUploadQuota } from '#http/upload-quota.ts';
import { createMemoryRateLimiter, createRedisRateLimiter } from '#http/rate-limiter.ts';
import { createMemoryBus, createRedisBus } from '#realtime/bus.ts';
import { createRealtimeHub } from '#realtime/hub.ts';
import { createRedisPresence } from '#realtime/presence.ts';
import { registerRealtimeRoutes } from '#realtime/ws.routes.ts';
import {
  createAccountDeletion,
  createAccountExport,
  registerAccountRoutes,
} from '#modules/account/index.ts';
import {
  createAuthService,
  createPasswordReset,
  createEmailVerification,
  createSessionCache,
  hashPassword,
  createTokenSigner,
  registerAuthRoutes,
} from '#modules/auth/index.ts';
import { createCatalogService, registerCatalogRoutes } from '#modules/catalog/index.ts';
import {
  createChatFrameHandler,
  createChatService,
  registerChatRoutes,
} from '#modules/chat/index.ts';
import { createJobFiles, createJobsService, registerJobRoutes } from '#modules/jobs/index.ts';
import { createLedgerService } from '#modules/ledger/index.ts';
import {
  createMailService,
  createOutboxTransport,
  createSmtpTransport,
} from '#modules/mail/index.ts';
import {
  createNotificationsService,
  registerEmailRoutes,
  registerNotificationRoutes,
} from '#modules/notifications/index.ts';
import {
  createEarningsService,
  createOrderFiles,
  createOrdersService,
  registerOrderRoutes,
} from '#modules/orders/index.ts';
import {
  createConfiguredProvider,
  createPaymentsService,
  registerPaymentRoutes,
} from '#modules/payments/index.ts';
import { createProjectsService, registerProjectRoutes } from '#modules/projects/index.ts';
import { createProposalsService, registerProposalRoutes } from '#modules/proposals/index.ts';
import { createReviewsService, registerReviewRoutes } from '#modules/reviews/index.ts';
import { createUserAdmin, createUsersService, registerUserRoutes } from '#modules/users/index.ts';
import { createAdminService, registerAdminRoutes } from '#modules/admin/index.ts';
import { registerApiDocs } from '#plugins/api-docs.ts';
import { registerRequestParsers } from '#plugins/request-parsers.ts';
import { registerSecurityHeaders } from '#plugins/security-headers.ts';
import { startMailSender, startOrderTimers } from '#plugins/pollers.ts';
import { startUploadSweeper, unreferencedFileSweeps } from '#plugins/upload-sweeper.ts';
import { registerWebApp } from '#plugins/web-app.ts';

export type { BuildOptions } from './app-options.ts';

export const buildApp = async (
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], remove: true },
    },
    trustProxy:
      config.trustProxyHops > 0
        ? (_address: string, hop: number) => hop < config.trustProxyHops
        : false,
    // SPEC paths are written both ways (`/api/job/`, `/api/proposals/`).
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // A request read while shutting down is answered (with `Connection: close`), not refused
    // with a 503: it has reached this server, and the grace period bounds the wait.
    return503OnClosing: false,
    frameworkErrors: answerUnreadableAddress,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    createResponseSerializerCompiler({ check: options.checkResponseSerializers }),
  );
  app.decorateRequest('auth', null);
  app.decorateRequest('idempotencyKey', null);
  registerErrorHandler(app);

  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? {
            kind: 'postgres',
            url: config.databaseUrl,
            onConnectionLost: (error) =>
              app.log.warn({ err: error }, 'database connection lost; the pool reconnects'),
          }
        : {
            kind: 'pglite',
            dataDir: config.pgliteDir,
            onMaintenanceError: (error) =>
              app.log.warn({ err: error }, 'table maintenance (analyze, vacuum) failed'),
          },
    ));
  const readCache = createReadCache({ ttlMs: config.readCacheMs, changes: database.tableChanges });
  const redisPrefix = options.redisPrefix ?? config.redisKeyPrefix;
  // While Redis is away its commands fail at once rather than queue: a request must not hang
  // on it for seconds (the realtime bus keeps its own queue and catches up when it is back).
  // ioredis is loaded only when there is a Redis to talk to.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, {
        maxRetriesPerRequest: 3,
        enableOfflineQueue: false,
      })
    : undefined;
  // ioredis reconnects by itself; the listener only reports the outage in our own log.
  redis?.on('error', (error: Error) => app.log.warn({ err: error }, 'redis connection error'));
  const bus = redis ? await createRedisBus(redis, `${redisPrefix}:events`) : createMemoryBus();
  const rateLimiter = redis
    ? createRedisRateLimiter(redis, redisPrefix)
    : createMemoryRateLimiter();

  const hub = createRealtimeHub(
    bus,
    redis &&
      ((localUsers) => createRedisPresence(redis, redisPrefix, localUsers, options.presence)),
  );
  const storage = createStorage(config.uploadsDir);
  const tokens = createTokenSigner(config.jwtSecret);
  // Queued mail goes out at the sender's next tick, or at once when asked (the sender starts
  // with the other pollers, below).
  let sendMailSoon = () => {};
  const mail = createMailService({
    db: database.db,
    from: config.mail.from,
    transport: config.mail.smtpUrl
      ? createSmtpTransport(config.mail.smtpUrl)
      : createOutboxTransport(config.mail.outboxDir, (written) =>
          app.log.info(written, 'mail written to the outbox (no SMTP_URL set)'),
        ),
    sendSoon: () => sendMailSoon(),
  });
  const notificationsService = createNotificationsService({
    db: database.db,
    realtime: hub,
    email: {
      mail,
      linkOrigin: config.linkOrigin,
      secret: config.jwtSecret,
      onError: (error) => app.log.error({ err: error }, 'a notification could not be mailed'),
    },
  });
  const chatService = createChatService({
    db: database.db,
    realtime: hub,
    notifications: notificationsService,
    rateLimiter,
    messagesPerMinute: config.chatMessagesPerMinute,
  });
  const images = createImagesService({ db: database.db, storage });
  const catalogService = createCatalogService({ db: database.db, images });
  const ledger = createLedgerService({ db: database.db });
  const payments = createPaymentsService({
    db: database.db,
    provider: options.paymentProvider ?? (await createConfiguredProvider(config.payments)),
    linkOrigin: config.linkOrigin,
  });
  const orderFiles = createOrderFiles({ db: database.db, storage });
  const ordersService = createOrdersService({
    db: database.db,
    ledger,
    payments,
    conversations: chatService,
    notifications: notificationsService,
    catalog: catalogService,
    files: orderFiles,
    settings: config.orders,
    linkOrigin: config.linkOrigin,
  });
  const reviewsService = createReviewsService({
    db: database.db,
    notifications: notificationsService,
    catalog: catalogService,
    windowDays: config.reviewWindowDays,
  });
  const earningsService = createEarningsService({ db: database.db, ledger, payments });
  const proposalsService = createProposalsService({
    db: database.db,
    notifications: notificationsService,
    conversations: chatService,
    orders: ordersService,
  });
  const jobsService = createJobsService({ db: database.db, storage, proposalsService });
  const idempotency = createIdempotency(database.db);
  const jobFiles = createJobFiles({ db: database.db, storage });
  const uploadQuota = createUploadQuota({
    db: database.db,
    settings: config.uploads,
    draftBytesOf: [images.draftBytesOf, jobFiles.draftBytesOf, orderFiles.draftBytesOf],
  });
  const projectsService = createProjectsService({ db: database.db, images });
  const usersService = createUsersService({
    db: database.db,
    storage,
    proposalsService,
    catalogService,
    projectsService,
    ordersService,
    ratings: reviewsService,
  });
  const authService = createAuthService({
    db: database.db,
    accounts: usersService,
    tokens,
    realtime: hub,
    sessionTtlSeconds: config.sessionTtlSeconds,
    sessionCache: createSessionCache({ ttlMs: config.sessionCacheMs, now: options.sessionClock }),
  });
  const passwordReset = createPasswordReset({
    db: database.db,
    accounts: usersService,
    mail,
    endAllSessions: authService.endAllSessions,
    hashPassword,
    linkOrigin: config.linkOrigin,
  });
  const userAdmin = createUserAdmin({ db: database.db });
  const guards = createGuards(authService, userAdmin);
  // Before any route: each route's declared access goes into the table the access-matrix test
  // walks, and start-up fails on a route without one or whose guard disagrees with it.
  const routeTable = createRouteTable(guards.hooksOf);
  app.addHook('onRoute', routeTable.record);
  app.addHook('onReady', routeTable.verify);
  app.decorate('routeTable', routeTable.entries);
  const rateLimit = createAuthRateLimit(rateLimiter, config.authRateLimit, {
    wait: options.signInWait,
  });

  await registerSecurityHeaders(app, config.publicOrigin);
  // Ahead of the websocket plugin's own preClose, which closes sockets without a code: every
  // socket, signed in or still in its handshake, hears 1001 Going Away and reconnects.
  app.addHook('preClose', async () => {
    for (const socket of app.websocketServer.clients) socket.close(1001, 'Server shutting down');
  });
  await registerRequestParsers(app);
  await registerApiDocs(app);

  app.get('/api/health', publicRoute, async () => {
    await database.db.execute('select 1');
    return {
      data: { status: 'ok', database: database.kind, realtime: redis ? 'redis' : 'memory' },
    };
  });

  registerAuthRoutes(app, {
    authService,
    usersService,
    guards,
    rateLimit,
    passwordReset,
    readCache,
    emailVerification: createEmailVerification({
      db: database.db,
      accounts: usersService,
      mail,
      linkOrigin: config.linkOrigin,
    }),
  });
  registerUserRoutes(app, { usersService, guards, readCache });
  registerAccountRoutes(app, {
    guards,
    rateLimit,
    accountDeletion: createAccountDeletion({
      db: database.db,
      auth: authService,
      hashPassword,
      users: usersService,
      jobs: jobsService,
      catalog: catalogService,
      projects: projectsService,
      images,
      proposals: proposalsService,
      chat: chatService,
      notifications: notificationsService,
      orders: ordersService,
      orderFiles,
      payments,
      ledger,
      reviews: reviewsService,
      mail,
      idempotency,
    }),
    accountExport: createAccountExport({
      db: database.db,
      users: usersService,
      jobs: jobsService,
      catalog: catalogService,
      projects: projectsService,
      proposals: proposalsService,
    }),
  });
  registerJobRoutes(app, { jobsService, guards, readCache });
  registerProposalRoutes(app, { proposalsService, guards });
  registerNotificationRoutes(app, { notificationsService, guards, readCache });
  registerEmailRoutes(app, { notificationsService, guards, linkOrigin: config.linkOrigin });
  registerChatRoutes(app, { chatService, guards, readCache });
  registerCatalogRoutes(app, { catalogService, images, guards, readCache });
  registerProjectRoutes(app, { projectsService, images, guards });
  const verifiedEmail = createVerifiedEmailGate(database.db);
  registerOrderRoutes(app, {
    ordersService,
    earningsService,
    orderFiles,
    payments,
    guards,
    idempotency,
    verifiedEmail,
  });
  await registerPaymentRoutes(app, { payments, guards, verifiedEmail });
  registerReviewRoutes(app, { reviewsService, guards });
  registerAdminRoutes(app, {
    adminService: createAdminService({
      db: database.db,
      orders: ordersService,
      userAdmin,
      auth: authService,
      ledger,
    }),
    orderFiles,
    guards,
  });
  registerFileRoutes(app, storage);
  registerUploads(app, { storage, quota: uploadQuota });
  registerRealtimeRoutes(app, {
    sessions: authService,
    hub,
    publicOrigin: config.publicOrigin,
    handleFrame: createChatFrameHandler(chatService),
    heartbeatTimer: options.heartbeatTimer,
  });
  registerWebApp(app, config.webDistDir);

  startUploadSweeper(app, {
    'image drafts': images.sweepDrafts,
    'job file drafts': jobsService.sweepDraftFiles,
    'order file drafts': orderFiles.sweepDrafts,
    'idempotency keys': idempotency.sweep,
    'upload usage': uploadQuota.sweep,
    ...unreferencedFileSweeps(storage, {
      avatars: usersService.referencedAvatars,
      images: images.referencedNames,
      'job-files': jobFiles.referencedNames,
      'order-files': orderFiles.referencedNames,
    }),
  });
  // Reviews whose window closed are shown by the same poller as the order timers.
  const runTimers = async (now?: Date) =>
    (await ordersService.runTimers(now)) + (await reviewsService.publishDue(now));
  startOrderTimers(app, runTimers, config.orders.timerIntervalMs);
  sendMailSoon = startMailSender(app, mail.sendDue, config.mail.intervalMs);

  app.addHook('onClose', async () => {
    readCache.close();
    await notificationsService.settled();
    hub.close();
    rateLimiter.close();
    mail.close();
    await bus.close();
    if (redis) await redis.quit().catch(() => redis.disconnect());
    if (!options.database) await database.close();
  });
  return app;
};
