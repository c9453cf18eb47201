import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminImageUploadResponseSchema, CONTENT_IMAGE_LIMITS, CONTENT_IMAGE_MESSAGES } from '@app/shared/contracts';
import { refuse } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { CONTENT_ADMIN_TAGS } from './admin-fields';
import { uploadContentImage } from './images.admin.service';
import { staffActorOf } from '../staff';
import { staffRoutes } from '../../lib/staff-route';

/** multipart errors of @fastify/multipart that mean "the file is over the limit". */
const TOO_LARGE_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT']);

function errorCodeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

/** Image uploads for banners, service icons and pages (under /api/admin; `content.manage`; audited). */
export const imagesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(async (upload) => {
    await upload.register(fastifyMultipart, {
      limits: { fileSize: CONTENT_IMAGE_LIMITS.maxBytes, files: 1, fields: 5, parts: 6 },
    });
    const staff = staffRoutes(upload, { tags: CONTENT_ADMIN_TAGS, permission: 'content.manage' });
    staff.post(
      '/content-images',
      {
        summary: 'Uploads an image (multipart field `file`): png, jpeg, webp or gif by content, at most 2 MB',
        consumes: ['multipart/form-data'],
        response: { 200: AdminImageUploadResponseSchema },
      },
      async (request) => {
        if (!request.isMultipart()) throw refuse(CONTENT_IMAGE_MESSAGES.missing);
        let bytes: Buffer;
        try {
          const file = await request.file();
          if (!file) throw refuse(CONTENT_IMAGE_MESSAGES.missing);
          bytes = await file.toBuffer();
        } catch (error) {
          if (TOO_LARGE_CODES.has(errorCodeOf(error) ?? '')) throw refuse(CONTENT_IMAGE_MESSAGES.tooLarge);
          throw error;
        }
        const url = await uploadContentImage(app.db, app.config.dataDir, bytes, staffActorOf(request), request.ip);
        return ok({ url }, CONTENT_IMAGE_MESSAGES.uploaded);
      },
    );
  });
};
