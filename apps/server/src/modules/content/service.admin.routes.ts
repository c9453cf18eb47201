import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminDoneResponseSchema,
  AdminServiceEntryCreateSchema,
  AdminServiceEntryListQuerySchema,
  AdminServiceEntryPageResponseSchema,
  AdminServiceEntryResponseSchema,
  AdminServiceEntryUpdateSchema,
  AdminServiceUrlResponseSchema,
  AdminServiceUrlUpdateSchema,
} from '@app/shared/contracts';
import { pageOf, sendCsv, sliceOf } from '../../lib/admin-list';
import type { CsvColumn } from '../../lib/csv';
import { ok } from '../../lib/reply';
import { CONTENT_ADMIN_TAGS as tags, IdParams, STAFF_SECURITY as security } from './admin-fields';
import { CONTENT_MESSAGES as M } from './content.errors';
import {
  createServiceEntry,
  deleteServiceEntry,
  listServiceEntriesAdmin,
  readServiceUrlAdmin,
  saveServiceUrl,
  toServiceEntryWire,
  updateServiceEntry,
} from './service.admin.service';
import { staffActorOf } from '../staff';

type ServiceEntryWire = ReturnType<typeof toServiceEntryWire>;
const SERVICE_ENTRY_CSV: CsvColumn<ServiceEntryWire>[] = [
  { header: '编号', value: (row) => row.id },
  { header: '名称', value: (row) => row.title },
  { header: '说明', value: (row) => row.content },
  { header: '账号', value: (row) => row.account },
  { header: '链接', value: (row) => row.url },
  { header: '下载地址', value: (row) => row.download_url },
  { header: '置顶', value: (row) => row.is_top === 1 },
  { header: '排序', value: (row) => row.sort },
  { header: '启用', value: (row) => row.enabled },
];

/** Customer-service entries and address (under /api/admin; `content.manage`; every change audited). */
export const serviceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireStaff = app.requireStaff('content.manage');

  app.get(
    '/service-entries',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        security,
        summary: 'Customer-service entries, pinned first then by sort (?enabled=; paged; ?format=csv)',
        querystring: AdminServiceEntryListQuerySchema,
        response: { 200: AdminServiceEntryPageResponseSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const { rows, total } = await listServiceEntriesAdmin(app.db, q, sliceOf(q));
      const data = rows.map(toServiceEntryWire);
      if (q.format === 'csv') return sendCsv(reply, 'service-entries', SERVICE_ENTRY_CSV, data);
      return ok(pageOf(data, total, q));
    },
  );

  app.post(
    '/service-entries',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        security,
        summary: 'Create a customer-service entry',
        body: AdminServiceEntryCreateSchema,
        response: { 200: AdminServiceEntryResponseSchema },
      },
    },
    async (request) =>
      ok(
        toServiceEntryWire(await createServiceEntry(app.db, request.body, staffActorOf(request), request.ip)),
        M.saved,
      ),
  );

  app.post(
    '/service-entries/:id',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        security,
        summary: 'Update a customer-service entry',
        params: IdParams,
        body: AdminServiceEntryUpdateSchema,
        response: { 200: AdminServiceEntryResponseSchema },
      },
    },
    async (request) =>
      ok(
        toServiceEntryWire(
          await updateServiceEntry(app.db, request.params.id, request.body, staffActorOf(request), request.ip),
        ),
        M.saved,
      ),
  );

  app.post(
    '/service-entries/:id/delete',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        security,
        summary: 'Delete a customer-service entry',
        params: IdParams,
        response: { 200: AdminDoneResponseSchema },
      },
    },
    async (request) => {
      await deleteServiceEntry(app.db, request.params.id, staffActorOf(request), request.ip);
      return ok(null, M.deleted);
    },
  );

  app.get(
    '/service-url',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        security,
        summary: 'The customer-service address /kefu opens (site setting service.url)',
        response: { 200: AdminServiceUrlResponseSchema },
      },
    },
    async () => ok(await readServiceUrlAdmin(app.db)),
  );

  app.post(
    '/service-url',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        security,
        summary: 'Change the customer-service address (http(s) address or site path)',
        body: AdminServiceUrlUpdateSchema,
        response: { 200: AdminServiceUrlResponseSchema },
      },
    },
    async (request) => ok(await saveServiceUrl(app.db, request.body.url, staffActorOf(request), request.ip), M.saved),
  );
};
