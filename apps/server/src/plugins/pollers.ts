import type { FastifyInstance } from 'fastify';

/**
 * Work that lives in the database and is done by whichever instance gets there first: order
 * timers (auto-complete, overdue notices, reviews whose window closed) and outgoing mail. Rows
 * are claimed with `skip locked`, so several instances and restarts never do one twice; a tick
 * that fails is logged and the next one retries.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** Fires due order timers now (as if at `now`); answers how many fired. */
    runOrderTimers: (now?: Date) => Promise<number>;
    /** Sends the mail that is due now (as if at `now`); answers how many went out. */
    sendQueuedMail: (now?: Date) => Promise<number>;
  }
}

type Poller = {
  /** What the log calls it. */
  name: string;
  run: (now?: Date) => Promise<number>;
  intervalMs: number;
};

/**
 * Runs `run` every `intervalMs` and once when the app is ready; answers `kick`, which runs it
 * again soon (after the current run), for work that has just been queued.
 */
const startPoller = (app: FastifyInstance, { name, run, intervalMs }: Poller) => {
  let running: Promise<unknown> | undefined;
  let again = false;
  let closed = false;
  const tick = () => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = run(new Date())
      .then((done) => {
        if (done > 0) app.log.info({ done }, `${name}: done`);
      })
      .catch((error: unknown) => app.log.warn({ err: error }, `${name} failed`))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  app.addHook('onReady', async () => tick());
  app.addHook('preClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
  return { kick: () => setImmediate(tick) };
};

export const startOrderTimers = (
  app: FastifyInstance,
  runTimers: (now?: Date) => Promise<number>,
  intervalMs: number,
) => {
  app.decorate('runOrderTimers', runTimers);
  startPoller(app, { name: 'order timers', run: runTimers, intervalMs });
};

/** Answers the kick that mail queued from now on calls, so it goes out within moments. */
export const startMailSender = (
  app: FastifyInstance,
  sendDue: (now?: Date) => Promise<number>,
  intervalMs: number,
) => {
  app.decorate('sendQueuedMail', sendDue);
  return startPoller(app, { name: 'mail sender', run: sendDue, intervalMs }).kick;
};
