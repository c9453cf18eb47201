import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readContentImage } from './content-images.service';
import { getSiteSettings } from './content.service';
import { renderServicePage } from './service-page.views';
import { listServiceEntries, SERVICE_PAGE_PATH } from './service.service';

const ImageParamsSchema = z.object({ name: z.string() });

/**
 * Root-level content routes (outside `/api`, registered on the root app): `GET /uploads/content/<name>`
 * serves images staff uploaded (banners, service icons, page pictures; content-hash names), and
 * `GET /service/chat` is our customer-service page, the default address `getservicerurl` answers
 * for the /kefu frame.
 */
export const contentPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/uploads/content/:name', { schema: { hide: true, params: ImageParamsSchema } }, async (request, reply) => {
    const image = await readContentImage(app.config.dataDir, request.params.name);
    if (!image) return reply.callNotFound();
    return (
      reply
        .header('content-type', image.mime)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        // The name is the content's hash: the same name is always the same picture.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image.bytes)
    );
  });

  app.get(SERVICE_PAGE_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const [settings, entries] = [await getSiteSettings(app.db, app.services.content), await listServiceEntries(app.db)];
    const nonce = randomBytes(16).toString('base64');
    return (
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('referrer-policy', 'no-referrer')
        .header('x-content-type-options', 'nosniff')
        // /kefu shows this page in a frame of the member site (same origin).
        .header('x-frame-options', 'SAMEORIGIN')
        .header(
          'content-security-policy',
          `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' https: data:; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`,
        )
        .send(renderServicePage({ siteTitle: settings.title, entries, nonce, selfPath: SERVICE_PAGE_PATH }))
    );
  });
};
