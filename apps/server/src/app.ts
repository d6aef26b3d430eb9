import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { z } from 'zod';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import {
  PRODUCT_NAME,
  readableValidationMessage,
  type TErrorEnvelope,
} from '@marketplace/contract';
import type { AppConfig } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { createGuards } from './http/auth-guard.ts';
import { createAuthRateLimit } from './http/auth-rate-limit.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { createMemoryRateLimiter, createRedisRateLimiter } from './http/rate-limiter.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { createChatFrameHandler } from './modules/chat/chat.frames.ts';
import { registerChatRoutes } from './modules/chat/chat.routes.ts';
import { createChatService } from './modules/chat/chat.service.ts';
import { registerJobRoutes } from './modules/jobs/jobs.routes.ts';
import { createJobsService } from './modules/jobs/jobs.service.ts';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { registerProposalRoutes } from './modules/proposals/proposals.routes.ts';
import { createProposalsService } from './modules/proposals/proposals.service.ts';
import { registerProjectRoutes } from './modules/projects/projects.routes.ts';
import { createProjectsService } from './modules/projects/projects.service.ts';
import { createImagesService } from './modules/services/images.service.ts';
import { registerServiceRoutes } from './modules/services/services.routes.ts';
import { createServicesService } from './modules/services/services.service.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createTokenSigner } from './modules/auth/tokens.ts';
import { registerUserRoutes } from './modules/users/users.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createMemoryBus, createRedisBus } from './realtime/bus.ts';
import { createRealtimeHub } from './realtime/hub.ts';
import { registerRealtimeRoutes } from './realtime/ws.routes.ts';
import { registerFileRoutes } from './storage/files.routes.ts';
import { createStorage } from './storage/storage.ts';

export type BuildOptions = {
  /** Tests pass a database opened from a migrated template; otherwise it comes from config. */
  database?: DatabaseHandle;
  /** Redis keys and the pub/sub channel live under this prefix (instances sharing it talk). */
  redisPrefix?: string;
  heartbeatIntervalMs?: number;
};

/** How long an upload waits for the form that uses it, and how often the rest is swept. */
const DRAFT_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const DRAFT_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

// Checks without a message of their own answer in plain words, not zod's defaults.
z.config({ customError: readableValidationMessage });

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
    // Addresses the router cannot read (bad encoding, an overlong id) answer in the envelope
    // too, without echoing the address back.
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const body: TErrorEnvelope = {
        error: tooLong ? 'The address is too long.' : 'The address is not valid.',
      };
      // The reply here is typed for no route in particular; the raw reply takes the envelope.
      void (reply as FastifyReply).status(tooLong ? 414 : 400).send(body);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
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
        : { kind: 'pglite', dataDir: config.pgliteDir },
    ));
  const redisPrefix = options.redisPrefix ?? 'marketplace';
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 })
    : undefined;
  // ioredis reconnects by itself; the listener only reports the outage in our own log.
  redis?.on('error', (error: Error) => app.log.warn({ err: error }, 'redis connection error'));
  const bus = redis ? await createRedisBus(redis, `${redisPrefix}:events`) : createMemoryBus();
  const rateLimiter = redis
    ? createRedisRateLimiter(redis, redisPrefix)
    : createMemoryRateLimiter();

  const hub = createRealtimeHub(bus);
  const storage = createStorage(config.uploadsDir);
  const tokens = createTokenSigner(config.jwtSecret);
  const authService = createAuthService({
    db: database.db,
    tokens,
    realtime: hub,
    sessionTtlSeconds: config.sessionTtlSeconds,
  });
  const notificationsService = createNotificationsService({ db: database.db, realtime: hub });
  const proposalsService = createProposalsService({
    db: database.db,
    notifications: notificationsService,
  });
  const chatService = createChatService({
    db: database.db,
    realtime: hub,
    notifications: notificationsService,
  });
  const jobsService = createJobsService({ db: database.db, storage, proposalsService });
  const images = createImagesService({ db: database.db, storage });
  const servicesService = createServicesService({ db: database.db, images });
  const projectsService = createProjectsService({ db: database.db, images });
  const usersService = createUsersService({
    db: database.db,
    storage,
    authService,
    proposalsService,
    servicesService,
    projectsService,
  });
  const guards = createGuards(authService);
  const rateLimit = createAuthRateLimit(rateLimiter, config.authRateLimit);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        connectSrc: [
          "'self'",
          ...(config.publicOrigin ? [config.publicOrigin.replace(/^http/, 'ws')] : []),
        ],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 30 } });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(swagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The docs page runs under the app's own security policy (helmet above), not swagger-ui's.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });

  app.get('/api/health', async () => {
    await database.db.execute('select 1');
    return {
      data: { status: 'ok', database: database.kind, realtime: redis ? 'redis' : 'memory' },
    };
  });

  registerAuthRoutes(app, { authService, usersService, guards, rateLimit });
  registerUserRoutes(app, { usersService, authService, guards, rateLimit });
  registerJobRoutes(app, { jobsService, guards });
  registerProposalRoutes(app, { proposalsService, guards });
  registerNotificationRoutes(app, { notificationsService, guards });
  registerChatRoutes(app, { chatService, guards });
  registerServiceRoutes(app, { servicesService, images, guards });
  registerProjectRoutes(app, { projectsService, images, guards });
  registerFileRoutes(app, storage);
  registerRealtimeRoutes(app, {
    authService,
    hub,
    publicOrigin: config.publicOrigin,
    handleFrame: createChatFrameHandler(chatService),
    heartbeatIntervalMs: options.heartbeatIntervalMs,
  });
  registerWebApp(app, config.webDistDir);

  // Uploads wait for the form that uses them; those never used are swept after a day.
  const sweepDraftUploads = async () => {
    const olderThan = new Date(Date.now() - DRAFT_UPLOAD_TTL_MS);
    const removed =
      (await images.sweepDrafts(olderThan)) + (await jobsService.sweepDraftFiles(olderThan));
    if (removed > 0) app.log.info({ removed }, 'removed uploads never attached to anything');
  };
  const sweepTimer = setInterval(() => {
    sweepDraftUploads().catch((error: unknown) =>
      app.log.warn({ err: error }, 'sweeping unused uploads failed'),
    );
  }, DRAFT_SWEEP_INTERVAL_MS);
  sweepTimer.unref();

  app.addHook('preClose', async () => {
    clearInterval(sweepTimer);
    hub.closeAll(1001, 'Server shutting down');
  });
  app.addHook('onClose', async () => {
    await bus.close();
    if (redis) await redis.quit().catch(() => redis.disconnect());
    if (!options.database) await database.close();
  });
  return app;
};

/** Serves the built SPA; any non-API path gets index.html so client-side routes survive a reload. */
const registerWebApp = (app: FastifyInstance, webDistDir: string) => {
  const indexPath = path.join(webDistDir, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  if (hasBuild) {
    void app.register(fastifyStatic, { root: webDistDir, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/') || pathname === '/ws') {
      return reply.status(404).send({ error: `No such endpoint: ${request.method} ${pathname}` });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ error: 'Not found.' });
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (npm start does this for you).');
    }
    return reply
      .type('text/html')
      .header('Cache-Control', 'no-cache')
      .send(fs.createReadStream(indexPath));
  });
};
