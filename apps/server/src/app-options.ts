import type { DatabaseHandle } from '#db/client.ts';
import type { PaymentProvider } from '#modules/payments/index.ts';
import type { HeartbeatTimer } from '#realtime/ws.routes.ts';

/** What tests (and the admin command) may set up differently from the configuration. */
export type BuildOptions = {
  /** Tests pass a database opened from a migrated template; otherwise it comes from config. */
  database?: DatabaseHandle;
  /** Overrides REDIS_KEY_PREFIX (tests give each app its own namespace on the shared Redis). */
  redisPrefix?: string;
  /** Schedules each socket's heartbeat and answers how to stop it; tests beat by hand. */
  heartbeatTimer?: HeartbeatTimer;
  /** Another payment processor than the built-in sandbox (tests use it to simulate faults). */
  paymentProvider?: PaymentProvider;
  /** How a slowed-down sign-in waits; tests record the delay instead of sitting through it. */
  signInWait?: (ms: number) => Promise<void>;
  /** The clock of the session cache; tests move it instead of waiting. */
  sessionClock?: () => number;
  /** How long a socket's presence lasts in Redis unless renewed; tests shorten it. */
  presence?: { ttlMs?: number };
  /** Tests: every response is serialized by zod too, and the compiled serializer must agree. */
  checkResponseSerializers?: boolean;
};
