import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '@marketplace/contract';
import { declareAccessWhere } from '#http/route-access.ts';

/** OpenAPI generated from the routes' zod schemas, served at /api/docs. */
export const registerApiDocs = async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    // The docs' pages and the OpenAPI document are public, like the API's own sign-up.
    declareAccessWhere(docs, () => true, { caller: 'anyone' });
    // The docs page runs under the app's own security policy (helmet), not swagger-ui's.
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  });
};
