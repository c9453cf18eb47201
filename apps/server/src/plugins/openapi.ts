import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import path from 'node:path';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { REPO_ROOT } from './static-apps';

/** The committed copy of the generated document (`npm run openapi` rewrites it). */
export const OPENAPI_FILE = path.join(REPO_ROOT, 'docs/openapi.json');

/** OpenAPI document built from the zod contracts: `/api/openapi.json`, browsable at `/api/docs`. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Member site and back-office API',
        description:
          'Every answer is `{ code, message, msg, data }`; code 200 is success (0 for gerRechargeAisle and recharge). ' +
          'Money is a string with two decimals; times are YYYY-MM-DD HH:mm:ss in the site time zone.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
