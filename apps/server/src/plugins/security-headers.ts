import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Helmet's headers, with a content security policy that allows only our own origin. */
export const registerSecurityHeaders = async (
  app: FastifyInstance,
  publicOrigin: string | undefined,
) => {
  await app.register(helmet, {
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
};
