import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readAvatar } from './avatar.service';
import { readContentImage } from './content-images.service';
import { renderServicePage } from './service-page.view';
import { listServiceEntries, SERVICE_PAGE_PATH } from './service.service';

const AvatarParamsSchema = z.object({ name: z.string() });

/**
 * Root-level routes of the member centre (outside `/api`, registered on the root app):
 * `GET /uploads/avatars/<name>` serves uploaded avatars (only names we gave: 32 hex + .png/.gif;
 * anything else is not found), `GET /uploads/content/<name>` serves images staff uploaded (banners,
 * service icons, page pictures; content-hash names), and `GET /service/chat` is our customer-service page, the default
 * address `getservicerurl` answers for the /kefu frame.
 */
export const profilePagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/uploads/avatars/:name', { schema: { hide: true, params: AvatarParamsSchema } }, async (request, reply) => {
    const avatar = await readAvatar(app.config.dataDir, request.params.name);
    if (!avatar) return reply.callNotFound();
    return (
      reply
        .header('content-type', avatar.type === 'gif' ? 'image/gif' : 'image/png')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        // Names are random and never reused: a new avatar is a new name.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(avatar.bytes)
    );
  });

  app.get('/uploads/content/:name', { schema: { hide: true, params: AvatarParamsSchema } }, async (request, reply) => {
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
    const [settings, entries] = [await app.services.content.getSiteSettings(), await listServiceEntries(app.db)];
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
