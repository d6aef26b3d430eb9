import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The headers helmet sets with these options, worked out once. They are the same on every
 * response (no per-request nonce), and @fastify/helmet rebuilt them on each request: two hooks,
 * one of them async, and the policy parsed again every time, about 7% of a read.
 */
export const securityHeadersOf = (options: HelmetOptions): Record<string, string> => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => (failed = error),
  );
  if (failed) throw failed;
  return headers;
};

/** Helmet's headers, with a content security policy that allows only our own origin. */
export const registerSecurityHeaders = async (
  app: FastifyInstance,
  publicOrigin: string | undefined,
) => {
  const headers = securityHeadersOf({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        connectSrc: ["'self'", ...(publicOrigin ? [publicOrigin.replace(/^http/, 'ws')] : [])],
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
  // On every answer, the not-found and error ones too: set before routing decides anything.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
};
