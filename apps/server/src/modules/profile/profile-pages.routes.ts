import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readAvatar } from './avatar.service';

const AvatarParamsSchema = z.object({ name: z.string() });

/**
 * Root-level routes of the member centre (outside `/api`, registered on the root app):
 * `GET /uploads/avatars/<name>` serves uploaded avatars (only names we gave: 32 hex + .png/.gif;
 * anything else is not found). Content images and our service page are the content module's.
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
};
