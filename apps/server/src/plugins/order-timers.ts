import type { FastifyInstance } from 'fastify';

/**
 * Each instance looks for due order timers (auto-complete, overdue notices) now and then.
 * The timers live in the database and are claimed with `skip locked`, so several instances
 * and restarts never fire one twice; a tick that fails is logged and the next one retries.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** Fires due order timers now (as if at `now`); answers how many fired. */
    runOrderTimers: (now?: Date) => Promise<number>;
  }
}

export const startOrderTimers = (
  app: FastifyInstance,
  runTimers: (now?: Date) => Promise<number>,
  intervalMs: number,
) => {
  app.decorate('runOrderTimers', runTimers);
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = runTimers(new Date())
      .then((fired) => {
        if (fired > 0) app.log.info({ fired }, 'order timers fired');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'order timers failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  app.addHook('onReady', async () => tick());
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
};
