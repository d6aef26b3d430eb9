import type { Server, ServerResponse } from 'node:http';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

/** How long in-flight requests get to finish after SIGTERM before the process gives up. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Lets keep-alive connections end with the requests they carry. Node's `server.close()`
 * drops only idle connections: one busy at that moment would stay open after its answer
 * until the client's keep-alive ran out, holding the exit past the grace period. So once
 * draining, every answer not yet started says `Connection: close` (the client opens a new
 * connection, which is refused, instead of sending on one about to be dropped), and a
 * connection whose answer had already started is closed as soon as it goes idle.
 */
const drainConnections = (server: Server) => {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  server.on('request', (_request, response: ServerResponse) => {
    inFlight.add(response);
    response.once('close', () => {
      inFlight.delete(response);
      if (draining) server.closeIdleConnections();
    });
  });
  return () => {
    draining = true;
    for (const response of inFlight)
      if (!response.headersSent) response.setHeader('connection', 'close');
  };
};

const main = async () => {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  const startDraining = drainConnections(app.server);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('requests still running after the grace period; exiting anyway');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    startDraining();
    // Stops accepting connections, lets in-flight requests finish, says 1001 to sockets,
    // then closes the bus and the database (the hooks in app.ts).
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
