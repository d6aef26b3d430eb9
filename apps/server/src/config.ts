import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { z } from 'zod/mini';
import { en } from 'zod/locales';
import { PRODUCT_NAME, REVIEW_WINDOW_DAYS_DEFAULT } from '@marketplace/contract';

// zod/mini does not load the English locale by itself: the messages below that are zod's own
// ("Invalid URL", "Too small: ...") read as they always did, whether or not the app is built.
z.config(en());

const ZEnv = z.object({
  NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'development'),
  PORT: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(65535)), 3000),
  HOST: z._default(z.string(), '0.0.0.0'),
  DATA_DIR: z._default(z.string(), './data'),
  DATABASE_URL: z.optional(z.url()),
  REDIS_URL: z.optional(z.url()),
  /** Every Redis key and channel starts with this, so deployments sharing a Redis stay apart. */
  REDIS_KEY_PREFIX: z._default(
    z
      .string()
      .check(
        z.regex(/^[A-Za-z0-9_.-]{1,64}$/, 'REDIS_KEY_PREFIX: letters, digits, _ . - (at most 64).'),
      ),
    'marketplace',
  ),
  JWT_SECRET: z.optional(
    z.string().check(z.minLength(32, 'JWT_SECRET must be at least 32 characters.')),
  ),
  PUBLIC_ORIGIN: z.optional(z.url()),
  WEB_DIST_DIR: z.optional(z.string()),
  /** Behind a reverse proxy: how many proxy hops to trust for the client address (0 = none). */
  TRUST_PROXY_HOPS: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10)), 0),
  LOG_LEVEL: z._default(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'info',
  ),
  SESSION_TTL_DAYS: z._default(z.coerce.number().check(z.int(), z.positive()), 30),
  /**
   * How long an instance may trust a session it checked (ms): at most 1000, so a revoked
   * session stops working on every instance within a second. 0 checks every request.
   */
  SESSION_CACHE_MS: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(1000)), 1000),
  /**
   * How long an instance may serve a busy read's answer again while no table it was read from
   * has changed (ms, at most 1000; `kernel/read-cache.ts`). 0 reads the database every time.
   */
  READ_CACHE_MS: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(1000)), 1000),
  AUTH_RATE_LIMIT_PER_IP: z._default(z.coerce.number().check(z.int(), z.positive()), 30),
  AUTH_RATE_LIMIT_PER_EMAIL: z._default(z.coerce.number().check(z.int(), z.positive()), 10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z._default(z.coerce.number().check(z.int(), z.positive()), 60),
  /** Chat messages one person may send per minute, over HTTP and /ws together. */
  CHAT_MESSAGES_PER_MINUTE: z._default(z.coerce.number().check(z.int(), z.positive()), 60),
  /** Days a delivery may wait for the client's answer before it completes by itself. */
  ORDER_AUTO_COMPLETE_DAYS: z._default(z.coerce.number().check(z.positive()), 3),
  /** Seconds in an order "day" (due dates, auto-complete). Tests shorten it; keep the default. */
  ORDER_DAY_SECONDS: z._default(z.coerce.number().check(z.int(), z.positive()), 86_400),
  /** How often each instance looks for due order timers. */
  ORDER_TIMER_INTERVAL_SECONDS: z._default(z.coerce.number().check(z.positive()), 30),
  /** Outgoing mail: smtp://user:pass@host:port (or smtps://). Unset: mail goes to DATA_DIR/outbox. */
  SMTP_URL: z.optional(z.url()),
  MAIL_FROM: z._default(z.string().check(z.minLength(3)), `${PRODUCT_NAME} <no-reply@localhost>`),
  /** Days after an order completes during which each side may review the other. */
  REVIEW_WINDOW_DAYS: z._default(
    z.coerce.number().check(z.int(), z.positive()),
    REVIEW_WINDOW_DAYS_DEFAULT,
  ),
  /** Bytes one person may upload in any 24 hours (200 MB). */
  UPLOAD_BYTES_PER_DAY: z._default(z.coerce.number().check(z.int(), z.positive()), 209_715_200),
  /** Bytes of one person's uploads that may wait unused by any form (50 MB). */
  UPLOAD_DRAFT_BYTES: z._default(z.coerce.number().check(z.int(), z.positive()), 52_428_800),
  /** Who moves the money: the built-in sandbox (no real money) or Stripe. */
  PAYMENT_PROVIDER: z._default(z.enum(['sandbox', 'stripe']), 'sandbox'),
  STRIPE_SECRET_KEY: z.optional(
    z
      .string()
      .check(
        z.regex(
          /^(sk|rk)_(test|live)_\w+$/,
          'STRIPE_SECRET_KEY: a secret key, sk_test_... or sk_live_...',
        ),
      ),
  ),
  STRIPE_WEBHOOK_SECRET: z.optional(
    z.string().check(
      // A list: Stripe signs connected accounts' events (account.updated) on a separate Connect
      // endpoint with its own secret, and during a secret's rotation both are valid.
      z.regex(
        /^whsec_\w+(\s*,\s*whsec_\w+)*$/,
        'STRIPE_WEBHOOK_SECRET: the signing secrets of the endpoints, whsec_..., comma-separated',
      ),
    ),
  ),
  /** Test-only: where the Stripe SDK sends its calls instead of api.stripe.com. */
  STRIPE_API_BASE: z.optional(z.url()),
});

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  /** Where PGlite keeps its files when no DATABASE_URL is given. */
  pgliteDir: string;
  /** Where uploaded files are stored. */
  uploadsDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** The start of every Redis key (rate limits, the realtime event stream) of this deployment. */
  redisKeyPrefix: string;
  jwtSecret: string;
  /** The browser-facing origin; used for the CSP and the /ws Origin check. Undefined: same host. */
  publicOrigin: string | undefined;
  webDistDir: string;
  logLevel: string;
  /** How many proxy hops in front of us are believed about the client address (0: none). */
  trustProxyHops: number;
  sessionTtlSeconds: number;
  sessionCacheMs: number;
  readCacheMs: number;
  authRateLimit: { perIp: number; perEmail: number; windowSeconds: number };
  chatMessagesPerMinute: number;
  orders: { autoCompleteDays: number; daySeconds: number; timerIntervalMs: number };
  uploads: { bytesPerDay: number; draftBytes: number };
  reviewWindowDays: number;
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string; intervalMs: number };
  /** Where links in mail point: PUBLIC_ORIGIN, or this machine's own address. */
  linkOrigin: string;
  payments:
    | { provider: 'sandbox' }
    | {
        provider: 'stripe';
        secretKey: string;
        /** The signing secrets of the endpoints (this account's and the Connect one). */
        webhookSecrets: string[];
        /** Test-only: the SDK's calls go here (a local endpoint) instead of api.stripe.com. */
        apiBase: string | undefined;
      };
};

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads the environment once. Nothing else in the server touches process.env. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most .env conventions.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.PAYMENT_PROVIDER === 'stripe' && (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET))
    throw new Error(
      'Invalid configuration:\n  PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (see "Going live with Stripe" in the README).',
    );
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    jwtSecret: e.JWT_SECRET ?? readOrCreateLocalSecret(dataDir),
    publicOrigin: e.PUBLIC_ORIGIN,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    logLevel: e.LOG_LEVEL,
    // Believing X-Forwarded-For from anyone would let a client pick a new address per request
    // and walk around the per-address rate limits, so it is off unless a proxy is declared.
    trustProxyHops: e.TRUST_PROXY_HOPS,
    sessionTtlSeconds: e.SESSION_TTL_DAYS * 24 * 3600,
    sessionCacheMs: e.SESSION_CACHE_MS,
    readCacheMs: e.READ_CACHE_MS,
    authRateLimit: {
      perIp: e.AUTH_RATE_LIMIT_PER_IP,
      perEmail: e.AUTH_RATE_LIMIT_PER_EMAIL,
      windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS,
    },
    chatMessagesPerMinute: e.CHAT_MESSAGES_PER_MINUTE,
    orders: {
      autoCompleteDays: e.ORDER_AUTO_COMPLETE_DAYS,
      daySeconds: e.ORDER_DAY_SECONDS,
      timerIntervalMs: e.ORDER_TIMER_INTERVAL_SECONDS * 1000,
    },
    uploads: { bytesPerDay: e.UPLOAD_BYTES_PER_DAY, draftBytes: e.UPLOAD_DRAFT_BYTES },
    reviewWindowDays: e.REVIEW_WINDOW_DAYS,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      outboxDir: path.join(dataDir, 'outbox'),
      intervalMs: 5_000,
    },
    // Never the request's Host header: a forged one would point a reset link at someone else.
    linkOrigin: (e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    payments:
      e.PAYMENT_PROVIDER === 'stripe' && e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            provider: 'stripe',
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecrets: e.STRIPE_WEBHOOK_SECRET.split(',').map((secret) => secret.trim()),
            apiBase: e.STRIPE_API_BASE,
          }
        : { provider: 'sandbox' },
  };
};

/**
 * Without JWT_SECRET a single-machine install still needs a secret that survives restarts,
 * so one is generated into DATA_DIR the first time. Several instances must share JWT_SECRET.
 */
const readOrCreateLocalSecret = (dataDir: string): string => {
  const secretPath = path.join(dataDir, 'jwt-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return fs.readFileSync(secretPath, 'utf8').trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    fs.writeFileSync(secretPath, secret, { mode: 0o600 });
    return secret;
  }
};
