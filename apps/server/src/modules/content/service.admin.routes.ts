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
import type { CsvColumn } from '../../lib/csv';
import { ok } from '../../lib/reply';
import { CONTENT_ADMIN_TAGS, IdParams } from './admin-fields';
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
import { staffRoutes } from '../../lib/staff-route';

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
  const staff = staffRoutes(app, { tags: CONTENT_ADMIN_TAGS, permission: 'content.manage' });

  staff.list(
    '/service-entries',
    {
      summary: 'Customer-service entries, pinned first then by sort (?enabled=; paged; ?format=csv)',
      querystring: AdminServiceEntryListQuerySchema,
      response: { 200: AdminServiceEntryPageResponseSchema },
    },
    { name: 'service-entries', columns: SERVICE_ENTRY_CSV },
    async (request, slice) => {
      const { rows, total } = await listServiceEntriesAdmin(app.db, request.query, slice);
      return { rows: rows.map(toServiceEntryWire), total };
    },
  );

  staff.post(
    '/service-entries',
    {
      summary: 'Create a customer-service entry',
      body: AdminServiceEntryCreateSchema,
      response: { 200: AdminServiceEntryResponseSchema },
    },
    async (request) =>
      ok(
        toServiceEntryWire(await createServiceEntry(app.db, request.body, staffActorOf(request), request.ip)),
        M.saved,
      ),
  );

  staff.post(
    '/service-entries/:id',
    {
      summary: 'Update a customer-service entry',
      params: IdParams,
      body: AdminServiceEntryUpdateSchema,
      response: { 200: AdminServiceEntryResponseSchema },
    },
    async (request) =>
      ok(
        toServiceEntryWire(
          await updateServiceEntry(app.db, request.params.id, request.body, staffActorOf(request), request.ip),
        ),
        M.saved,
      ),
  );

  staff.post(
    '/service-entries/:id/delete',
    {
      summary: 'Delete a customer-service entry',
      params: IdParams,
      response: { 200: AdminDoneResponseSchema },
    },
    async (request) => {
      await deleteServiceEntry(app.db, request.params.id, staffActorOf(request), request.ip);
      return ok(null, M.deleted);
    },
  );

  staff.get(
    '/service-url',
    {
      summary: 'The customer-service address /kefu opens (site setting service.url)',
      response: { 200: AdminServiceUrlResponseSchema },
    },
    async () => ok(await readServiceUrlAdmin(app.db)),
  );

  staff.post(
    '/service-url',
    {
      summary: 'Change the customer-service address (http(s) address or site path)',
      body: AdminServiceUrlUpdateSchema,
      response: { 200: AdminServiceUrlResponseSchema },
    },
    async (request) => ok(await saveServiceUrl(app.db, request.body.url, staffActorOf(request), request.ip), M.saved),
  );
};
